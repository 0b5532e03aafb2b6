import { RECORD_IDS_MAX, RECORD_LINES_MAX, RECORD_NOTES_MAX, RECORD_TEXT_MAX } from '../animal-fields.ts';
import { validationMessage, type ValidationFailure } from '../../validation/messages.ts';

// The notification described as data, without zod (a screen that only shows a record loads none): the codes, the
// fields each animal type has, the limits and the format checks. The zod schemas build on it.

// Custom types whose code drives a rule travel as their code (the seeded codes of
// ../shared/data/reference/custom-types.json); plain reference lists (signs, lesions, sex, age class, reasons,
// programmes) travel as ids.

/**
 * The animal types (spec 002 §2), as the codes of the custom types of category TIPO_ANIMAL: companion domestic,
 * production domestic, feral domestic, captive wild, free-living wild. The API carries the code; the server maps
 * it to the custom type's id when it stores it.
 */
export const TIPOS_ANIMAL = [
  'DOM_COMPANHIA',
  'DOM_PRODUCAO',
  'DOM_ASSILVESTRADO',
  'SEL_CATIVEIRO',
  'SEL_VIDA_LIVRE',
] as const;

/** One of {@link TIPOS_ANIMAL}. */
export type TipoAnimal = (typeof TIPOS_ANIMAL)[number];

/** The conclusion (custom types CONCLUSAO_SUSPEITA): 'Confirmado' or 'Não Confirmado'. */
export const CONCLUSOES_SUSPEITA = ['CONFIRMADO', 'NAO_CONFIRMADO'] as const;

/** One of {@link CONCLUSOES_SUSPEITA}. */
export type ConclusaoSuspeita = (typeof CONCLUSOES_SUSPEITA)[number];

/** The outbreak order of a confirmed suspicion (custom types ORDEM_FOCO): 'Primário' or 'Secundário'. */
export const ORDENS_FOCO = ['PRIMARIO', 'SECUNDARIO'] as const;

/** One of {@link ORDENS_FOCO}. */
export type OrdemFoco = (typeof ORDENS_FOCO)[number];

/** How a companion animal is identified (spec 002 §2: transponder code or name; the codes are ours). */
export const IDENTIFICACOES_ANIMAL = ['TRANSPONDER', 'NOME'] as const;

/** One of {@link IDENTIFICACOES_ANIMAL}. */
export type IdentificacaoAnimal = (typeof IDENTIFICACOES_ANIMAL)[number];

/** The notification's own texts and lists share the limits of the animal tables. */
export const NOTIFICACAO_TEXT_MAX = RECORD_TEXT_MAX;
export const NOTIFICACAO_NOTES_MAX = RECORD_NOTES_MAX;
export const NOTIFICACAO_LINES_MAX = RECORD_LINES_MAX;
export const NOTIFICACAO_IDS_MAX = RECORD_IDS_MAX;
/** Digits of a companion animal's transponder code (ISO 11784). */
export const TRANSPONDER_DIGITS = 15;

/** The child lists of a notification (spec 002 §2 tables; the property names are ours). */
export const NOTIFICACAO_CHILD_LISTS = [
  'declaracoesAnimais',
  'observacoesClinicasIndividuais',
  'observacoesClinicasGrupo',
  'observacoesAnimais',
] as const;

/** One of {@link NOTIFICACAO_CHILD_LISTS}. */
export type NotificacaoChildList = (typeof NOTIFICACAO_CHILD_LISTS)[number];

/** The fields that belong to one animal type only (or to two: telefone, email, especie). */
export const NOTIFICACAO_VARIANT_FIELDS = [
  'identificacao',
  'numeroIdentificacao',
  'nomeAnimal',
  'nomeDetentor',
  'moradaDetentor',
  'telefone',
  'email',
  'nif',
  'nomeEncontradoPor',
  'moradaEncontradoPor',
  'especie',
  'exploracao',
  'infraestrutura',
  'dsavr',
  'programa',
  ...NOTIFICACAO_CHILD_LISTS,
] as const;

/** One of {@link NOTIFICACAO_VARIANT_FIELDS}. */
export type NotificacaoVariantField = (typeof NOTIFICACAO_VARIANT_FIELDS)[number];

/**
 * The fields and tables each animal type has (spec 002 §2; species for companion and feral, and the free-living
 * animal observations, are ours). The others are cleared on parse.
 */
export const NOTIFICACAO_FIELDS_BY_TIPO: Readonly<Record<TipoAnimal, readonly NotificacaoVariantField[]>> = {
  DOM_COMPANHIA: [
    'identificacao',
    'numeroIdentificacao',
    'nomeAnimal',
    'nomeDetentor',
    'moradaDetentor',
    'telefone',
    'email',
    'nif',
    'especie',
  ],
  DOM_ASSILVESTRADO: ['nomeEncontradoPor', 'telefone', 'email', 'moradaEncontradoPor', 'especie'],
  DOM_PRODUCAO: [
    'exploracao',
    'declaracoesAnimais',
    'observacoesClinicasGrupo',
    'observacoesClinicasIndividuais',
  ],
  SEL_CATIVEIRO: ['infraestrutura', 'observacoesClinicasIndividuais'],
  SEL_VIDA_LIVRE: ['dsavr', 'programa', 'observacoesAnimais'],
};

/**
 * What a submission needs of each type (ours): the holding, the infrastructure, the DSAVR, the owner's name, the
 * address where the animal was found.
 */
export const NOTIFICACAO_ANCHOR_BY_TIPO: Readonly<Record<TipoAnimal, NotificacaoVariantField>> = {
  DOM_COMPANHIA: 'nomeDetentor',
  DOM_ASSILVESTRADO: 'moradaEncontradoPor',
  DOM_PRODUCAO: 'exploracao',
  SEL_CATIVEIRO: 'infraestrutura',
  SEL_VIDA_LIVRE: 'dsavr',
};

/** The lab-result fields, kept only when a test was done (spec 002 §2). */
export const NOTIFICACAO_LAB_FIELDS = [
  'dataTesteLaboratorial',
  'ensaiosLaboratoriais',
  'resultadosNegativos',
] as const;

/** A point in WGS84 degrees (as the forms hold it). */
export interface Localizacao {
  latitude: number;
  longitude: number;
}

/** A transponder code is exactly 15 digits: other characters are the wrong format, other lengths the wrong size. */
export function checkTransponder(code: string): ValidationFailure | null {
  const text = code.trim();
  if (!/^\d*$/.test(text)) return { kind: 'pattern' };
  return text.length === TRANSPONDER_DIGITS ? null : { kind: 'exactLength', length: TRANSPONDER_DIGITS };
}

/** The message under a transponder field, or null (see {@link checkTransponder}). */
export function transponderMessage(code: string): string | null {
  const failure = checkTransponder(code);
  return failure && validationMessage(failure);
}

/**
 * A phone number as people write it (ours): digits with optional spaces, dots or hyphens between them, an
 * optional leading + or 00 prefix, 9 to 15 digits in all (a Portuguese number has 9; E.164 at most 15).
 */
export function isValidTelefone(value: string): boolean {
  const text = value.trim();
  if (!/^\+?\d(?:[\s.-]?\d)*$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 9 && digits <= 15;
}

/** True for a code of {@link TIPOS_ANIMAL}. */
export function isTipoAnimal(value: unknown): value is TipoAnimal {
  return typeof value === 'string' && (TIPOS_ANIMAL as readonly string[]).includes(value);
}

/** True for a name of {@link NOTIFICACAO_CHILD_LISTS}. */
export function isChildList(field: string): field is NotificacaoChildList {
  return (NOTIFICACAO_CHILD_LISTS as readonly string[]).includes(field);
}
