// The generic record states of spec 000 §4.3, plus the ones seen on dashboards (APROVADO, FINALIZADO,
// INVALIDACAO). The spec names a pt-PT label for only a few; the others are our wording, in the same style.

/** Every record state with a known label (spec 000 §4.3). */
export const ESTADOS = [
  'INICIAL',
  'SUBMETIDO',
  'SUBMETIDO_REANALISE',
  'SUBMETIDA',
  'EM_ANALISE',
  'EM_VALIDACAO',
  'PENDENTE',
  'SUSPENSO',
  'RETIRADO',
  'REJEITADO',
  'PAGAMENTO_PEDIDO_VISTORIA_PENDENTE',
  'PAGAMENTO_CERTIFICADO_PENDENTE',
  'VISTORIA_PENDENTE',
  'VALIDO',
  'SEM_EFEITO',
  'ACEITE',
  'ATIVA',
  'CADUCADO',
  'CERTIFICADO',
  'DEVOLVIDO',
  'INVALIDO',
  'EM_CLASSIFICACAO',
  'IRREGULAR',
  'CONCLUIDO',
  'ARQUIVADO',
  'ESPERA_ABATE',
  'REMOVIDO',
  'POR_CERTIFICAR',
  'CONFIRMADO_MATADOURO',
  'AGUARDA_VALIDACAO',
  'AGUARDA_SUBMISSAO',
  'CONFIRMACAO_CHEGADA_PENDENTE',
  'SUBMETIDO_PENDENTE_VISTORIA',
  'SUBMETIDO_PENDENTE_VALIDACAO',
  'APROVADO',
  'FINALIZADO',
  'INVALIDACAO',
] as const;

/** One of {@link ESTADOS}. */
export type Estado = (typeof ESTADOS)[number];

/** The pt-PT label of each known state; INICIAL, EM_ANALISE, PENDENTE and EM_CLASSIFICACAO are the spec's. */
export const ESTADO_LABELS: Record<Estado, string> = {
  INICIAL: 'Inicial',
  SUBMETIDO: 'Submetido',
  SUBMETIDO_REANALISE: 'Submetido para reanálise',
  SUBMETIDA: 'Submetida',
  EM_ANALISE: 'Em análise',
  EM_VALIDACAO: 'Em validação',
  PENDENTE: 'Aguarda aceitação do pedido',
  SUSPENSO: 'Suspenso',
  RETIRADO: 'Retirado',
  REJEITADO: 'Rejeitado',
  PAGAMENTO_PEDIDO_VISTORIA_PENDENTE: 'Aguarda pagamento do pedido de vistoria',
  PAGAMENTO_CERTIFICADO_PENDENTE: 'Aguarda pagamento do certificado',
  VISTORIA_PENDENTE: 'Aguarda vistoria',
  VALIDO: 'Válido',
  SEM_EFEITO: 'Sem efeito',
  ACEITE: 'Aceite',
  ATIVA: 'Ativa',
  CADUCADO: 'Caducado',
  CERTIFICADO: 'Certificado',
  DEVOLVIDO: 'Devolvido',
  INVALIDO: 'Inválido',
  EM_CLASSIFICACAO: 'Em espera de reclassificação',
  IRREGULAR: 'Irregular',
  CONCLUIDO: 'Concluído',
  ARQUIVADO: 'Arquivado',
  ESPERA_ABATE: 'Aguarda confirmação de abate',
  REMOVIDO: 'Removido',
  POR_CERTIFICAR: 'Por certificar',
  CONFIRMADO_MATADOURO: 'Confirmado pelo matadouro',
  AGUARDA_VALIDACAO: 'Aguarda validação',
  AGUARDA_SUBMISSAO: 'Aguarda submissão',
  CONFIRMACAO_CHEGADA_PENDENTE: 'Aguarda confirmação de chegada',
  SUBMETIDO_PENDENTE_VISTORIA: 'Submetido, aguarda vistoria',
  SUBMETIDO_PENDENTE_VALIDACAO: 'Submetido, aguarda validação',
  APROVADO: 'Aprovado',
  FINALIZADO: 'Finalizado',
  INVALIDACAO: 'Em invalidação',
};

/**
 * The group a state belongs to, which the badge shows as a colour: `neutral` (initial, archived: grey),
 * `progress` (submitted, under review, awaiting a step: blue), `attention` (returned, suspended: orange),
 * `success` (valid, approved, finished: green), `failure` (invalid, refused, void: red).
 */
export type EstadoTone = 'neutral' | 'progress' | 'attention' | 'success' | 'failure';

/** The tone of each known state. */
export const ESTADO_TONES: Record<Estado, EstadoTone> = {
  INICIAL: 'neutral',
  SUBMETIDO: 'progress',
  SUBMETIDO_REANALISE: 'progress',
  SUBMETIDA: 'progress',
  EM_ANALISE: 'progress',
  EM_VALIDACAO: 'progress',
  PENDENTE: 'progress',
  SUSPENSO: 'attention',
  // Withdrawn by whoever asked: closed, but not a verdict on the record.
  RETIRADO: 'neutral',
  REJEITADO: 'failure',
  PAGAMENTO_PEDIDO_VISTORIA_PENDENTE: 'progress',
  PAGAMENTO_CERTIFICADO_PENDENTE: 'progress',
  VISTORIA_PENDENTE: 'progress',
  VALIDO: 'success',
  SEM_EFEITO: 'failure',
  ACEITE: 'success',
  ATIVA: 'success',
  CADUCADO: 'failure',
  CERTIFICADO: 'success',
  DEVOLVIDO: 'attention',
  INVALIDO: 'failure',
  EM_CLASSIFICACAO: 'progress',
  IRREGULAR: 'attention',
  CONCLUIDO: 'success',
  ARQUIVADO: 'neutral',
  ESPERA_ABATE: 'progress',
  REMOVIDO: 'failure',
  POR_CERTIFICAR: 'progress',
  CONFIRMADO_MATADOURO: 'success',
  AGUARDA_VALIDACAO: 'progress',
  // Not yet submitted: still with its author, like INICIAL.
  AGUARDA_SUBMISSAO: 'neutral',
  CONFIRMACAO_CHEGADA_PENDENTE: 'progress',
  SUBMETIDO_PENDENTE_VISTORIA: 'progress',
  SUBMETIDO_PENDENTE_VALIDACAO: 'progress',
  APROVADO: 'success',
  FINALIZADO: 'success',
  INVALIDACAO: 'progress',
};

/** What an empty state shows (spec 000 §4.3). */
export const EMPTY_ESTADO_LABEL = '-';

/** True for a state of {@link ESTADOS}. */
export function isEstado(value: unknown): value is Estado {
  return typeof value === 'string' && Object.hasOwn(ESTADO_LABELS, value);
}

/** An unknown state code made readable: underscores become spaces, first letter capital ("EM_ESPERA" → "Em espera"). */
export function humanizeEstado(value: string): string {
  const words = value.trim().replace(/_+/g, ' ').replace(/\s+/g, ' ').toLocaleLowerCase('pt-PT');
  return words.charAt(0).toLocaleUpperCase('pt-PT') + words.slice(1);
}

/** The label of a state: its pt-PT label, an unknown code humanised, "-" when empty (spec 000 §4.3). */
export function estadoLabel(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return EMPTY_ESTADO_LABEL;
  return isEstado(value) ? ESTADO_LABELS[value] : humanizeEstado(value);
}

/** The tone of a state; unknown and empty states are `neutral`. */
export function estadoTone(value: string | null | undefined): EstadoTone {
  return isEstado(value) ? ESTADO_TONES[value] : 'neutral';
}
