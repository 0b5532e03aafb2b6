import type {
  IdentificacaoAnimal,
  Localizacao,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.fields';
import type { PointAnswer } from '@sigsa/domain/geo/point';
import type { HalList } from '@sigsa/domain/list/page';
import type { DocumentSource } from '../../components/document-items.ts';
import { ENTITY_SELECT_CAP } from '../../components/entity-select-props.ts';
import { apiRequest } from '../../platform/api-client.ts';
import type { ExploracaoRef } from '../../platform/lookups/exploracoes.ts';
import type { DoencaRef } from '../../platform/lookups/reference-lists.ts';
import type { UtilizadorRef } from '../../platform/lookups/utilizadores.ts';
import type { HalLink, NamedRef, WorkflowRecord, CodedRef } from '../../platform/record-api.ts';
import type {
  DeclaracaoAnimais,
  ObservacaoAnimal,
  ObservacaoClinica,
} from '../../components/animal-modals/animal-rows.ts';

/** The API entity of notifications (spec 002 §3), also their access area and series class. */
export const NOTIFICACAO_ENTITY = 'notificacoesSuspeitasDoencas';
/** The create screen (spec 002 §2). */
export const NOTIFICACAO_CREATE_PATH = '/registar/notificacao-suspeita-doenca';
/** The list; a record's detail is `<list>/<id>` (spec 002 §2). */
export const NOTIFICACAO_LIST_PATH = '/consultar/notificacao-suspeita-doenca';

/** The detail route of a notification. */
export function notificacaoDetailPath(id: number): string {
  return `${NOTIFICACAO_LIST_PATH}/${id}`;
}

/** The custom-type categories the notification picks ids from (spec 002 §3), loaded in one call. */
export const NOTIFICACAO_CATEGORIAS = [
  'SINAIS_CLINICOS',
  'LESOES',
  'PROGRAMA',
  'SEXO',
  'CLASSE_ETARIA',
  'MOTIVO_CONFIRMACAO',
  'MOTIVO_NAO_CONFIRMACAO',
] as const;

/** One of {@link NOTIFICACAO_CATEGORIAS}. */
export type NotificacaoCategoria = (typeof NOTIFICACAO_CATEGORIAS)[number];

/** A regional veterinary office (DSAVR). */
export interface DsavrRef extends NamedRef {
  sigla?: string | null;
}

/** A conclusion reason with its "requires free text" flag (spec 002 §2). */
export interface MotivoRef extends NamedRef {
  requerObservacao?: boolean | null;
}

/** An infrastructure keeping captive wild animals (issue 12). */
export interface InfraestruturaRef {
  id: number;
  nomeEstabelecimento: string;
  nomeOperador?: string | null;
  nifOperador?: string | null;
  numero?: string | null;
  /** Its point: GeoJSON in search answers, `{ latitude, longitude }` inside a record. */
  localizacao?: PointAnswer | null;
}

/** A notification in the full / fullMV projection (spec 002 §3; fullMV has no conclusion). */
export interface Notificacao extends WorkflowRecord {
  serie: NamedRef | null;
  tipoAnimal: CodedRef;
  localizacao: Localizacao | null;
  responsavelNotificacao: UtilizadorRef;
  dataObservacao: string | null;
  dataInicioSinaisClinicos: string | null;
  doencas: DoencaRef[];
  realizadoTesteLaboratorial: boolean;
  dataTesteLaboratorial: string | null;
  ensaiosLaboratoriais: NamedRef[];
  resultadosNegativos: string | null;
  /** The lab result's files (spec 002 §2), as stored. */
  resultadosLaboratoriais?: DocumentSource[];
  identificacao: IdentificacaoAnimal | null;
  numeroIdentificacao: string | null;
  nomeAnimal: string | null;
  nomeDetentor: string | null;
  moradaDetentor: string | null;
  telefone: string | null;
  email: string | null;
  nif: string | null;
  nomeEncontradoPor: string | null;
  moradaEncontradoPor: string | null;
  especie: NamedRef | null;
  exploracao: ExploracaoRef | null;
  infraestrutura: InfraestruturaRef | null;
  dsavr: DsavrRef | null;
  programa: NamedRef | null;
  declaracoesAnimais: DeclaracaoAnimais[];
  observacoesClinicasIndividuais: ObservacaoClinica[];
  observacoesClinicasGrupo: ObservacaoClinica[];
  observacoesAnimais: ObservacaoAnimal[];
  conclusaoSuspeita?: CodedRef | null;
  motivoConfirmacao?: MotivoRef | null;
  outroMotivoConfirmacao?: string | null;
  ordemFoco?: CodedRef | null;
  focoPrimario?: { id: number; numeroSerie: string | null } | null;
  doencasConfirmadas?: NamedRef[];
  motivoNaoConfirmacao?: MotivoRef | null;
  outroMotivoNaoConfirmacao?: string | null;
  /** Besides a record's links, the address of the lab result's files (`documents.parts` on the server). */
  _links?: WorkflowRecord['_links'] & { resultadosLaboratoriais?: HalLink };
}

/**
 * Infrastructures by establishment name, operator name or NIF, or number, sorted by establishment (spec 002 §2,
 * §9: from 1 character).
 */
export async function searchInfraestruturas(text: string, signal: AbortSignal): Promise<InfraestruturaRef[]> {
  const answer = await apiRequest<HalList<InfraestruturaRef>>(
    'infraestruturas/search/findInfraestruturaByNomeOrNifOrNumero',
    { signal, query: { search: text, size: ENTITY_SELECT_CAP, sort: 'nomeEstabelecimento,asc' } },
  );
  return answer._embedded.infraestruturas ?? [];
}

/** A validated, confirmed notification a secondary outbreak may name as its primary (ours). */
export interface FocoPrimarioRef {
  id: number;
  numeroSerie: string | null;
}

/** Notifications by number, for a secondary outbreak's primary (`search/find?search=`; the server checks it). */
export async function searchNotificacoes(text: string, signal: AbortSignal): Promise<FocoPrimarioRef[]> {
  const answer = await apiRequest<HalList<FocoPrimarioRef>>(`${NOTIFICACAO_ENTITY}/search/find`, {
    signal,
    query: { search: text, attributes: 'numeroSerie', size: ENTITY_SELECT_CAP, sort: 'numeroSerie,asc' },
  });
  return answer._embedded[NOTIFICACAO_ENTITY] ?? [];
}
