import { queryOptions } from '@tanstack/react-query';
import type { HalList } from '@sigsa/domain/list/page';
import type { TipoVacinaAplicada } from '@sigsa/domain/records/vacinacao/vacinacao.schema';
import { ENTITY_SELECT_CAP } from '../../components/entity-select-props.ts';
import { apiRequest } from '../../platform/api-client.ts';
import { LOOKUP_PAGE_SIZE, type NamedRef, type WorkflowRecord } from '../../platform/record-api.ts';

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

/** A holding as the brand search answers it (summary projection); a record carries id, marca and nome. */
export interface ExploracaoRef {
  id: number;
  marca: string;
  nome: string | null;
  nif?: string | null;
  classificacao?: string | null;
  freguesia?: { nome: string | null } | null;
  concelho?: { nome: string | null } | null;
  distrito?: { nome: string | null } | null;
}

/** The vaccinating veterinarian (a user, public projection). */
export interface VeterinarioRef {
  id: number;
  nome: string;
  email?: string | null;
  nic?: string | null;
  nif?: string | null;
}

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
  medicoVeterinario: VeterinarioRef;
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

/** Holdings whose brand contains `text` (`exploracoes/search/find?attributes=marca`, spec 002 §2). */
export async function searchExploracoes(text: string, signal: AbortSignal): Promise<ExploracaoRef[]> {
  const answer = await apiRequest<HalList<ExploracaoRef>>('exploracoes/search/find', {
    signal,
    query: { search: text, attributes: 'marca', size: ENTITY_SELECT_CAP, sort: 'marca,asc' },
  });
  return answer._embedded.exploracoes ?? [];
}

/** Users by name or tax number (`utilizadores/search/findUtilizadorByNomeOrNif`, public projection). */
export async function searchVeterinarios(text: string, signal: AbortSignal): Promise<VeterinarioRef[]> {
  const answer = await apiRequest<HalList<VeterinarioRef>>('utilizadores/search/findUtilizadorByNomeOrNif', {
    signal,
    query: { search: text, projection: 'public', size: ENTITY_SELECT_CAP },
  });
  return answer._embedded.utilizadores ?? [];
}

/** Every species, by name (`especies/search/filter?size=1000&sort=nome,asc`). */
export function especiesQueryOptions() {
  return queryOptions({
    queryKey: ['especies', 'all'],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<HalList<NamedRef>>('especies/search/filter', {
        signal,
        query: { size: LOOKUP_PAGE_SIZE, page: 0, sort: 'nome,asc', projection: 'summary' },
      });
      return answer._embedded.especies ?? [];
    },
  });
}
