import type { TipoVacinaAplicada } from '@sigsa/domain/records/vacinacao/vacinacao.schema';
import type { ExploracaoRef } from '../../platform/lookups/exploracoes.ts';
import type { UtilizadorRef } from '../../platform/lookups/utilizadores.ts';
import type { NamedRef, WorkflowRecord } from '../../platform/record-api.ts';

/** The API entity of vaccinations (spec 002 §3). */
export const VACINACAO_ENTITY = 'vacinacoes';
/** Series class of vaccinations (`series/search/findByClasseInAndAtivaIsTrue?classe=`). */
export const VACINACAO_SERIE_CLASSE = 'vacinacoes';
/** The create screen (spec 002 §2). */
export const VACINACAO_CREATE_PATH = '/registar/vacinacao';
/** The list; a record's detail is `<list>/<id>` (spec 002 §2). */
export const VACINACAO_LIST_PATH = '/consultar/vacinacao';

/** The detail route of a vaccination. */
export function vacinacaoDetailPath(id: number): string {
  return `${VACINACAO_LIST_PATH}/${id}`;
}

/** The custom-type categories a vaccination picks from (spec 002 §3). */
export const VACINACAO_CATEGORIAS = {
  esquema: 'ESQUEMA_VACINACAO',
  etapa: 'ETAPA_VACINACAO',
  estrategia: 'ESTRATEGIA_VACINACAO',
  zona: 'ZONA_VACINACAO',
  vacina: 'VACINA_APLICADA',
} as const;

/** An applied-vaccine line as the record carries it; `idade` in days. */
export interface VacinaAplicada {
  id: number;
  sequencia: number | null;
  tipo: TipoVacinaAplicada;
  identificacao: string | null;
  idade: number;
  quantidadeAnimais: number | null;
  esquemaVacinacao: NamedRef;
  etapaVacinacao: NamedRef;
}

/** A vaccination in the full / fullMV projection (spec 002 §3). */
export interface Vacinacao extends WorkflowRecord {
  serie: NamedRef | null;
  exploracao: ExploracaoRef;
  medicoVeterinario: UtilizadorRef;
  dataVacinacao: string;
  estrategiaVacinacao: NamedRef;
  zonaVacinacao: NamedRef;
  vacinaAplicada: NamedRef;
  lotes: string;
  dataValidade: string;
  especies: NamedRef[];
  observacoes: string | null;
  quantidadeAnimais: number | null;
  vacinasAplicadas: VacinaAplicada[];
  createdBy: string | null;
  createdOn: string | null;
}
