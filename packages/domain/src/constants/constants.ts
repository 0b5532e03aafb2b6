import { ACCESS_LEVEL_LABELS, ACCESS_LEVELS } from '../access/access-levels.ts';
import { ROLE_LABELS, ROLES } from '../access/roles.ts';
import { DOCUMENT_STATUSES, type DocumentStatus } from '../documents/document-status.ts';
import { COLUMN_TYPES, type ColumnType } from '../list/columns.ts';
import {
  IMPORTANCIAS,
  NOTIFICACAO_TIPOS,
  type Importancia,
  type NotificacaoTipo,
} from '../notifications/notifications.ts';
import { ESTADO_LABELS, ESTADOS } from '../records/estados.ts';
import {
  CONCLUSOES_SUSPEITA,
  IDENTIFICACOES_ANIMAL,
  ORDENS_FOCO,
  TIPOS_ANIMAL,
  type ConclusaoSuspeita,
  type IdentificacaoAnimal,
  type OrdemFoco,
  type TipoAnimal,
} from '../records/notificacao-suspeita-doenca/notificacao.fields.ts';
import {
  DESTINOS_SUBPRODUTOS,
  TIPOS_OBSERVACAO,
  type DestinoSubprodutos,
  type TipoObservacao,
} from '../records/animal-fields.ts';
import { NOTIFICACAO_ESTADOS } from '../records/notificacao-suspeita-doenca/notificacao.workflow.ts';
import { TIPOS_VACINA_APLICADA, type TipoVacinaAplicada } from '../records/vacinacao/vacinacao.schema.ts';
import { VACINACAO_ESTADOS } from '../records/vacinacao/vacinacao.workflow.ts';
import { DATE_FILTER_OPTION_LABELS, DATE_FILTER_OPTIONS } from '../validation/date-range.ts';
import { PERMISSAO_FLAGS, type PermissaoFlag } from '../workflow/permissoes.ts';

// What `GET constants?typeName=` answers (spec 000 §7.2): every enumeration the product names, from the domain's own
// lists — imported, never copied, so that the API, the server's checks and the web read the same values. Each value
// comes with its pt-PT label. A typeName is the name of the domain type of the values (Role, Estado, AccessLevel…).
// The labels the domain did not have yet are written here, typed by the value list: a value added to a list without
// its label does not compile.

/** One constant: the value (`nome`) and its pt-PT label (`descricao`). */
export interface Constante {
  nome: string;
  descricao: string;
}

/** The constants of `values`, in their order, each with `labels[value]`. */
function constantes<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): readonly Constante[] {
  return Object.freeze(values.map((nome) => Object.freeze({ nome, descricao: labels[nome] })));
}

const COLUMN_TYPE_LABELS: Record<ColumnType, string> = {
  BOOLEAN: 'Sim/Não',
  MULTIOPTION: 'Escolha múltipla',
  DATE: 'Data',
  DATETIME: 'Data e hora',
  CURRENCY: 'Valor monetário',
  LIST: 'Lista',
  ANNEX_LIST: 'Lista de anexos',
  POINT: 'Ponto',
  GEOMETRY: 'Geometria',
  DOCUMENT: 'Documento',
  STRING: 'Texto',
  TEXT: 'Texto longo',
  NUMBER: 'Número',
  OPTION: 'Opção',
  ENUM: 'Enumeração',
  ENUM_LIST: 'Lista de enumerações',
  TEMPLATE_DOCUMENT: 'Documento de modelo',
  HREF: 'Ligação',
};

const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  TO_UPLOAD: 'Por enviar',
  UPLOADING: 'A enviar',
  UPLOADED: 'Enviado',
  REMOTE: 'Guardado',
  TO_REMOVE: 'A remover ao gravar',
  TO_COPY: 'Por copiar',
  ERROR: 'Erro',
};

const NOTIFICACAO_TIPO_LABELS: Record<NotificacaoTipo, string> = {
  CONTROLO_LABORATORIAL: 'Controlo laboratorial',
  VACINACAO: 'Vacinação',
  GUIA_TRANSPORTE: 'Guia de transporte',
  RECONHECIMENTO_CAP: 'Reconhecimento CAP',
  CURSO_CAP: 'Curso CAP',
  TRANSITO: 'Trânsito',
  MEIO_TRANSPORTE: 'Meio de transporte',
  CERTIFICACAO: 'Certificação',
};

const IMPORTANCIA_LABELS: Record<Importancia, string> = { NORMAL: 'Normal', ALTA: 'Alta' };

const PERMISSAO_FLAG_LABELS: Record<PermissaoFlag, string> = {
  GUARDAR: 'Guardar',
  SUBMETER: 'Submeter',
  VALIDAR: 'Validar',
  INVALIDAR: 'Invalidar',
  NAO_VALIDAR: 'Não validar',
  DEVOLVER: 'Devolver',
  DEVOLVER_PARA_REANALISE: 'Devolver para reanálise',
  RECECIONAR: 'Rececionar',
  REGISTAR_ANALISES: 'Registar análises',
  CRIAR: 'Criar',
  CONSULTAR: 'Consultar',
  EDITAR: 'Editar',
  REMOVER: 'Remover',
  ARQUIVAR: 'Arquivar',
  DESARQUIVAR: 'Desarquivar',
  SUBMETER_ANALISE: 'Submeter análise',
};

// The notification's codes that are custom types: their names as the reference data has them.
const TIPO_ANIMAL_LABELS: Record<TipoAnimal, string> = {
  DOM_COMPANHIA: 'Doméstico de companhia',
  DOM_PRODUCAO: 'Doméstico de produção',
  DOM_ASSILVESTRADO: 'Doméstico assilvestrado',
  SEL_CATIVEIRO: 'Selvagem em cativeiro',
  SEL_VIDA_LIVRE: 'Selvagem em vida livre',
};

const CONCLUSAO_SUSPEITA_LABELS: Record<ConclusaoSuspeita, string> = {
  CONFIRMADO: 'Confirmado',
  NAO_CONFIRMADO: 'Não Confirmado',
};

const ORDEM_FOCO_LABELS: Record<OrdemFoco, string> = { PRIMARIO: 'Primário', SECUNDARIO: 'Secundário' };

const IDENTIFICACAO_ANIMAL_LABELS: Record<IdentificacaoAnimal, string> = {
  TRANSPONDER: 'Código do transponder',
  NOME: 'Nome',
};

const TIPO_OBSERVACAO_LABELS: Record<TipoObservacao, string> = { INDIVIDUAL: 'Individual', GRUPO: 'Grupo' };

const DESTINO_SUBPRODUTOS_LABELS: Record<DestinoSubprodutos, string> = {
  UTS: 'Unidade Transformação de Subprodutos',
  ENTERRAMENTO: 'Enterramento',
  AVES_NECROFAGAS: 'Alimentação de aves necrófagas',
  TAXIDERMIA: 'Taxidermia',
  OUTRO: 'Outro',
};

const TIPO_VACINA_APLICADA_LABELS: Record<TipoVacinaAplicada, string> = {
  INDIVIDUAL: 'Individual',
  GRUPO: 'Grupo',
};

/** Every constant type by its typeName, in the order docs/api.md lists them. */
export const CONSTANTS: Readonly<Record<string, readonly Constante[]>> = Object.freeze({
  // Spec 000: roles (§1, §7.2's example), record states (§4.3), access levels (§3, §6), column types (§3),
  // document item statuses (§4.1), notification types and importance (§2.4), per-record flags (§6), date filter
  // options (§2.5).
  Role: constantes(ROLES, ROLE_LABELS),
  Estado: constantes(ESTADOS, ESTADO_LABELS),
  AccessLevel: constantes(ACCESS_LEVELS, ACCESS_LEVEL_LABELS),
  ColumnType: constantes(COLUMN_TYPES, COLUMN_TYPE_LABELS),
  DocumentStatus: constantes(DOCUMENT_STATUSES, DOCUMENT_STATUS_LABELS),
  NotificacaoTipo: constantes(NOTIFICACAO_TIPOS, NOTIFICACAO_TIPO_LABELS),
  Importancia: constantes(IMPORTANCIAS, IMPORTANCIA_LABELS),
  PermissaoFlag: constantes(PERMISSAO_FLAGS, PERMISSAO_FLAG_LABELS),
  DateFilterOption: constantes(DATE_FILTER_OPTIONS, DATE_FILTER_OPTION_LABELS),
  // The record types (spec 002): suspected-disease notifications and vaccinations.
  NotificacaoEstado: constantes(NOTIFICACAO_ESTADOS, ESTADO_LABELS),
  TipoAnimal: constantes(TIPOS_ANIMAL, TIPO_ANIMAL_LABELS),
  ConclusaoSuspeita: constantes(CONCLUSOES_SUSPEITA, CONCLUSAO_SUSPEITA_LABELS),
  OrdemFoco: constantes(ORDENS_FOCO, ORDEM_FOCO_LABELS),
  IdentificacaoAnimal: constantes(IDENTIFICACOES_ANIMAL, IDENTIFICACAO_ANIMAL_LABELS),
  TipoObservacao: constantes(TIPOS_OBSERVACAO, TIPO_OBSERVACAO_LABELS),
  DestinoSubprodutos: constantes(DESTINOS_SUBPRODUTOS, DESTINO_SUBPRODUTOS_LABELS),
  VacinacaoEstado: constantes(VACINACAO_ESTADOS, ESTADO_LABELS),
  TipoVacinaAplicada: constantes(TIPOS_VACINA_APLICADA, TIPO_VACINA_APLICADA_LABELS),
});

/** The typeNames `constants` answers, in order. */
export const CONSTANT_TYPE_NAMES: readonly string[] = Object.freeze(Object.keys(CONSTANTS));

/** Longest typeName a request may carry. */
export const CONSTANT_TYPE_NAME_MAX = 64;

/** The constants of `typeName` (exact, case-sensitive), or null when there is no such type. */
export function constantsOf(typeName: string): readonly Constante[] | null {
  return Object.hasOwn(CONSTANTS, typeName) ? (CONSTANTS[typeName] ?? null) : null;
}
