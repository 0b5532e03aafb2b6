import type { LatLon } from '@sigsa/domain/geo/map-constants';
import type { ExameTipoAnimal } from '@sigsa/domain/records/exame-clinico-necropsia/exame.schema';
import type { HalList } from '@sigsa/domain/list/page';
import { ENTITY_SELECT_CAP } from '../../components/entity-select-props.ts';
import type {
  DeclaracaoAnimais,
  ObservacaoAnimal,
  ObservacaoClinica,
} from '../../components/animal-modals/animal-rows.ts';
import { apiRequest } from '../../platform/api-client.ts';
import type { ExploracaoRef } from '../../platform/lookups/exploracoes.ts';
import type { UtilizadorRef } from '../../platform/lookups/utilizadores.ts';
import type { NamedRef, WorkflowRecord, CodedRef } from '../../platform/record-api.ts';
import type {
  AnimalAbatido,
  AnimalCacado,
  AnimalEncontradoMorto,
  AnimalRecolhidoVivo,
} from './exame-selvagem-rows.ts';

/** The API entity of clinical exams (001 §3.4), also their access area and series class. */
export const EXAME_ENTITY = 'examesClinicosNecropsias';
/** The create screen (001 §2.3). */
export const EXAME_CREATE_PATH = '/registar/exames-clinicos-e-necropsias';
/** The list; a record's detail is `<list>/<id>` (001 §2.3). */
export const EXAME_LIST_PATH = '/consultar/exames-clinicos-e-necropsias';

/** The detail route of an exam. */
export function exameDetailPath(id: number): string {
  return `${EXAME_LIST_PATH}/${id}`;
}

/** An exam reason with the flags that show the diseases and the contingency (001 §3.4). */
export interface MotivoExameRef extends NamedRef {
  codigo?: string | null;
  mostrarDoencas?: boolean | null;
  mostrarContingencia?: boolean | null;
}

/** A notification an exam links (001 §3.4), with what fills the exam's dates (001 §4). */
export interface NotificacaoLigada {
  id: number;
  numeroSerie: string | null;
  estado?: string | null;
  dataInicioSinaisClinicos?: string | null;
  dataTesteLaboratorial?: string | null;
  exploracao?: { marca?: string | null } | null;
}

/** A clinical exam in the full projection (001 §3.4). */
export interface Exame extends WorkflowRecord {
  serie: NamedRef | null;
  tipoAnimal: ExameTipoAnimal;
  exploracao: ExploracaoRef | null;
  medicoVeterinario: UtilizadorRef | null;
  contingencia: string | null;
  motivosExames: MotivoExameRef[];
  notificacoesSuspeitasDoencas: NotificacaoLigada[];
  data: string | null;
  dataInicioSinaisClinicos: string | null;
  exameOficial: boolean;
  registosRastreabilidade: string | null;
  observacoesRastreabilidade: string | null;
  registosSaude: string | null;
  desconformidadesRegistoSaude: NamedRef[];
  desconformidades: NamedRef[];
  outrasDesconformidades: string | null;
  registosValoresProdutivos: string | null;
  valoresProdutivos: string | null;
  observacoesDesconformidades: string | null;
  situacaoAnimal: CodedRef | null;
  programa: NamedRef | null;
  dataObservacao: string | null;
  dsavr: NamedRef | null;
  responsavelColheita: UtilizadorRef | null;
  localizacao: LatLon | null;
  processoCaca: NamedRef | null;
  zonaCaca: NamedRef | null;
  declaracoesAnimais: DeclaracaoAnimais[];
  observacoesClinicasIndividuais: ObservacaoClinica[];
  observacoesClinicasGrupo: ObservacaoClinica[];
  observacoesAnimais: ObservacaoAnimal[];
  animaisCacados: AnimalCacado[];
  animaisAbatidos: AnimalAbatido[];
  animaisEncontradosMortos: AnimalEncontradoMorto[];
  animaisRecolhidosVivos: AnimalRecolhidoVivo[];
}

/** Notification states an exam may link (001 §3.4; issue 14: submitted or validated). */
const LIGAVEIS = ['SUBMETIDO', 'VALIDO'];

/**
 * Submitted or validated notifications the user sees, by number or holding brand (`search/find`); those of the
 * exam's holding first (issue 14), then by number.
 */
export async function searchNotificacoesLigaveis(
  text: string,
  signal: AbortSignal,
  marca: string | null,
): Promise<NotificacaoLigada[]> {
  const answer = await apiRequest<HalList<NotificacaoLigada>>('notificacoesSuspeitasDoencas/search/find', {
    signal,
    query: {
      search: text,
      attributes: ['numeroSerie', 'exploracao.marca'],
      filters: JSON.stringify([{ type: 'OPTION', prop: 'estado', value: LIGAVEIS }]),
      size: ENTITY_SELECT_CAP,
      sort: 'numeroSerie,asc',
      count: false,
    },
  });
  const found = answer._embedded.notificacoesSuspeitasDoencas ?? [];
  const daExploracao = (n: NotificacaoLigada) => (marca !== null && n.exploracao?.marca === marca ? 0 : 1);
  return [...found].sort((a, b) => daExploracao(a) - daExploracao(b));
}
