import { queryOptions } from '@tanstack/react-query';
import type { Role } from '@sigsa/domain/access/roles';
import type { NiveisFreguesias } from '@sigsa/domain/records/risco-sanitario/risco-mapa';
import { apiRequest, apiUrl } from '../../platform/api-client.ts';
import type { DoencaRef } from '../../platform/lookups/reference-lists.ts';
import type { SavedRecord } from '../../platform/record-api.ts';

/** The API entity of sanitary risk (spec 002 §3, §7). */
export const RISCO_ENTITY = 'riscoSanitario';
/** The create screen (spec 002 §2). */
export const RISCO_CREATE_PATH = '/registar/risco-sanitario';
/** The list; a record's detail is `<list>/<id>` (spec 002 §2). */
export const RISCO_LIST_PATH = '/consultar/risco-sanitario';

/** The map of the levels in force (ours, issue 15); a static segment, so it wins over a record's id. */
export const RISCO_MAP_PATH = `${RISCO_LIST_PATH}/mapa`;

/** The detail route of a sanitary-risk record. */
export function riscoDetailPath(id: number): string {
  return `${RISCO_LIST_PATH}/${id}`;
}

/** A risk level (`classificacoesRisco`, administered in Gerir): its description and map colour. */
export interface ClassificacaoRisco {
  id: number;
  codigo?: string;
  descricao: string;
  ordem?: number;
  cor?: string;
}

/** What one save did to a record's parishes (issue 15 history), latest first. */
export interface AlteracaoFreguesias {
  id: number;
  /** ISO instant. */
  data: string;
  utilizador: string;
  adicionadas: string[];
  removidas: string[];
}

/** A sanitary-risk record in the full projection (spec 002 §3 "Sanitary risk"): no state, no number. */
export interface RiscoSanitario extends SavedRecord {
  doenca: DoencaRef & { categoriaDDO?: string | null };
  classificacao: ClassificacaoRisco;
  dataInicioClassificacao: string;
  dataFinalClassificacao: string | null;
  observacao: string | null;
  numeroFreguesias: number;
  /** By code; the names are the CAOP tree's. */
  freguesias: { dicofre: string }[];
  alteracoesFreguesias: AlteracaoFreguesias[];
  createdBy: string | null;
  createdOn: string | null;
}

/** The period and level of a record a parish's level comes from. */
export interface PeriodoRegisto {
  classificacao: number;
  dataInicioClassificacao: string;
  dataFinalClassificacao: string | null;
}

/** The answer of `search/nivelEmVigor`: each parish's level, and each record it comes from, by id. */
export interface NivelEmVigor {
  freguesias: NiveisFreguesias;
  registos: Readonly<Record<string, PeriodoRegisto>>;
}

/**
 * The level in force per parish for a disease on a day, leaving out one record (`search/nivelEmVigor`, ours):
 * what Guardar warns about, and what the map colours.
 */
export function nivelEmVigorQueryOptions(role: Role, doenca: number, data: string, excluir: number | null) {
  return queryOptions({
    queryKey: [RISCO_ENTITY, 'nivelEmVigor', role, doenca, data, excluir],
    queryFn: ({ signal }) =>
      apiRequest<NivelEmVigor>(`${RISCO_ENTITY}/search/nivelEmVigor`, {
        signal,
        query: { role, doenca, data, ...(excluir ? { excluir } : {}) },
      }),
  });
}

/** The map's CSV: every parish of the country with its level for a disease on a day (a plain link). */
export function nivelEmVigorCsvUrl(role: Role, doenca: number, data: string): string {
  return apiUrl(`${RISCO_ENTITY}/search/nivelEmVigor/csv`, { role, doenca, data });
}

/** A record of a parish's history (`search/historicoFreguesia`). */
export interface RegistoHistoricoFreguesia {
  id: number;
  doenca: { id: number; nome: string };
  classificacao: ClassificacaoRisco;
  dataInicioClassificacao: string;
  dataFinalClassificacao: string | null;
  createdBy: string | null;
  updatedBy: string | null;
  updatedOn: string;
}

/** A parish's sanitary-risk records over time, every disease or one (ours, issue 15). */
export function historicoFreguesiaQueryOptions(role: Role, dicofre: string, doenca: number | null) {
  return queryOptions({
    queryKey: [RISCO_ENTITY, 'historicoFreguesia', role, dicofre, doenca],
    queryFn: ({ signal }) =>
      apiRequest<{
        freguesia: { dicofre: string; nome: string; concelho: string; distrito: string };
        registos: RegistoHistoricoFreguesia[];
      }>(`${RISCO_ENTITY}/search/historicoFreguesia`, {
        signal,
        query: { role, dicofre, ...(doenca ? { doenca } : {}) },
      }),
  });
}
