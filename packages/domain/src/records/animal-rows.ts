import { z } from 'zod';
import { localizacaoSchema } from '../validation/localizacao-schema.ts';
import {
  INVALID_VALUE_MESSAGE,
  MAX_VALUE_MESSAGE,
  MIN_VALUE_MESSAGE,
  REQUIRED_MESSAGE,
  maxItemsMessage,
  maxLengthMessage,
} from '../validation/messages.ts';
import { requiredId, requiredOrInvalid } from '../validation/zod-messages.ts';
import type { FieldError } from '../validation/field-error.ts';
import {
  DESTINOS_SUBPRODUTOS,
  RECORD_IDS_MAX,
  RECORD_LINES_MAX,
  RECORD_NOTES_MAX,
  RECORD_TEXT_MAX,
  TIPOS_OBSERVACAO,
} from './animal-fields.ts';
import { declaracaoCountErrors, repeatedCategoriaIndexes } from './declaracao.rules.ts';
export { localizacaoSchema };

// The building blocks of records with animal tables (notifications, clinical exams) as zod schemas: the value
// kinds, the point, and the rows of the declaration, clinical observation and animal observation tables (each
// also the schema of its modal).

/** A required id of a chosen record (a select's value). */
export const id = requiredId();

/** An optional id; missing is null. */
export const optionalId = id.nullish().transform((value) => value ?? null);

/** A count of animals: a whole number, zero or more (at most what a stored count holds). */
export const count = z
  .number({ error: requiredOrInvalid })
  .int({ error: INVALID_VALUE_MESSAGE })
  .min(0, { error: MIN_VALUE_MESSAGE })
  .max(2_147_483_647, { error: MAX_VALUE_MESSAGE });

/** An optional count; missing is null. */
export const optionalCount = count.nullish().transform((value) => value ?? null);

/** A required yes/no. */
export const requiredBoolean = z.boolean({ error: requiredOrInvalid });

/** Ids of a multiple choice: none is an empty list, repeats are dropped. */
export const ids = z
  .array(id, { error: INVALID_VALUE_MESSAGE })
  .max(RECORD_IDS_MAX, { error: maxItemsMessage(RECORD_IDS_MAX) })
  .nullish()
  .transform((list) => [...new Set(list ?? [])]);

/** Trimmed text; blank is null. */
export function optionalText(max: number) {
  return z
    .string({ error: INVALID_VALUE_MESSAGE })
    .trim()
    .max(max, { error: maxLengthMessage(max) })
    .nullish()
    .transform((text) => (text ? text : null));
}

/** A child list: missing is empty. */
export function rows<T extends z.ZodType>(row: T) {
  return z
    .array(row, { error: INVALID_VALUE_MESSAGE })
    .max(RECORD_LINES_MAX, { error: maxItemsMessage(RECORD_LINES_MAX) })
    .nullish()
    .transform((list) => list ?? []);
}

/**
 * Refinement params that run cross-field rules even while some field fails, so a form shows every problem at
 * once; such rules read values defensively, as a failed field holds whatever was sent.
 */
export const ALWAYS = { when: (payload: { value: unknown }) => isObject(payload.value) };

/** Animal declaration row (spec 002 §3, 001 §3.4, §5.4): category and three counts required. */
export const declaracaoAnimaisSchema = z
  .object({
    id: optionalId,
    importId: optionalId,
    subCategoriaAnimal: id,
    animaisPresentes: count,
    animaisMorreram: optionalCount,
    nadosMortos: optionalCount,
    animaisNecropsiados: count,
    animaisCadaveres: count,
    observacoes: optionalText(RECORD_NOTES_MAX),
  })
  .superRefine((row, ctx) => {
    addFieldErrors(
      ctx,
      declaracaoCountErrors({
        animaisMorreram: numberOrNull(row.animaisMorreram),
        animaisNecropsiados: numberOrNull(row.animaisNecropsiados),
        animaisCadaveres: numberOrNull(row.animaisCadaveres),
      }),
    );
  }, ALWAYS);

/** An animal declaration row, parsed. */
export type DeclaracaoAnimaisInput = z.infer<typeof declaracaoAnimaisSchema>;

/**
 * Individual clinical observation (spec 002 §3, §5): category, fever and necropsied required; lesions only when
 * necropsied (cleared otherwise).
 */
export const observacaoClinicaIndividualSchema = z
  .object({
    id: optionalId,
    importId: optionalId,
    subCategoriaAnimal: id,
    identificacao: optionalText(RECORD_TEXT_MAX),
    febre: requiredBoolean,
    sinaisClinicos: ids,
    sinaisAtipicos: optionalText(RECORD_NOTES_MAX),
    necropsiado: requiredBoolean,
    lesoes: ids,
    outrasLesoes: optionalText(RECORD_NOTES_MAX),
    observacoes: optionalText(RECORD_NOTES_MAX),
  })
  .transform((row) => (row.necropsiado ? row : { ...row, lesoes: [], outrasLesoes: null }));

/** An individual clinical observation, parsed. */
export type ObservacaoClinicaIndividualInput = z.infer<typeof observacaoClinicaIndividualSchema>;

/**
 * Group clinical observation (spec 002 §3, §5): category, fever, signs and necropsied required; the number of
 * animals (ours: required, at least one) instead of an identification; the necropsied count (not above the
 * group) and lesions only when necropsied.
 */
export const observacaoClinicaGrupoSchema = z
  .object({
    id: optionalId,
    importId: optionalId,
    subCategoriaAnimal: id,
    animais: count.min(1, { error: MIN_VALUE_MESSAGE }),
    febre: requiredBoolean,
    sinaisClinicos: z
      .array(id, { error: requiredOrInvalid })
      .min(1, { error: REQUIRED_MESSAGE })
      .max(RECORD_IDS_MAX, { error: maxItemsMessage(RECORD_IDS_MAX) })
      .transform((list) => [...new Set(list)]),
    sinaisAtipicos: optionalText(RECORD_NOTES_MAX),
    necropsiado: requiredBoolean,
    animaisNecropsiados: optionalCount,
    lesoes: ids,
    outrasLesoes: optionalText(RECORD_NOTES_MAX),
    observacoes: optionalText(RECORD_NOTES_MAX),
  })
  .superRefine((row, ctx) => {
    const animais = numberOrNull(row.animais);
    const necropsiados = numberOrNull(row.animaisNecropsiados);
    if (row.necropsiado === true && animais !== null && necropsiados !== null && necropsiados > animais)
      ctx.addIssue({ code: 'custom', path: ['animaisNecropsiados'], message: MAX_VALUE_MESSAGE });
  }, ALWAYS)
  .transform((row) =>
    row.necropsiado ? row : { ...row, animaisNecropsiados: null, lesoes: [], outrasLesoes: null },
  );

/** A group clinical observation, parsed. */
export type ObservacaoClinicaGrupoInput = z.infer<typeof observacaoClinicaGrupoSchema>;

/** Whether the animals show changes, and which (001 §3.4: the changes only when they do). */
export const alteracoesShape = {
  animaisComAlteracoes: requiredBoolean,
  alteracoes: ids,
  outrasAlteracoes: optionalText(RECORD_NOTES_MAX),
};

/** Clears the changes of a row whose animals show none. */
export function clearHiddenAlteracoes<
  R extends { animaisComAlteracoes: boolean; alteracoes: number[]; outrasAlteracoes: string | null },
>(row: R): R {
  return row.animaisComAlteracoes ? row : { ...row, alteracoes: [], outrasAlteracoes: null };
}

/**
 * Where the carcass went (001 §5.4) and its extra: an NCV, register number or free text in
 * `detalheDestinoSubprodutos` (required for 'Outro'), burial a point (`localizacaoEnterramento`, ours).
 */
export const destinoShape = {
  destinoSubprodutos: z.enum(DESTINOS_SUBPRODUTOS, { error: requiredOrInvalid }),
  detalheDestinoSubprodutos: optionalText(RECORD_TEXT_MAX),
  localizacaoEnterramento: localizacaoSchema.nullish().transform((point) => point ?? null),
};

/** 'Outro' asks what the destination was. */
export function checkDestino(
  row: { destinoSubprodutos?: unknown; detalheDestinoSubprodutos?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (row.destinoSubprodutos === 'OUTRO' && isBlank(row.detalheDestinoSubprodutos))
    ctx.addIssue({ code: 'custom', path: ['detalheDestinoSubprodutos'], message: REQUIRED_MESSAGE });
}

/** Keeps the extra the destination asks for: the point for a burial, the text otherwise. */
export function clearHiddenDestino<
  R extends {
    destinoSubprodutos: string;
    detalheDestinoSubprodutos: string | null;
    localizacaoEnterramento: unknown;
  },
>(row: R): R {
  const burial = row.destinoSubprodutos === 'ENTERRAMENTO';
  return {
    ...row,
    detalheDestinoSubprodutos: burial ? null : row.detalheDestinoSubprodutos,
    localizacaoEnterramento: burial ? row.localizacaoEnterramento : null,
  };
}

/**
 * Animal observation (spec 002 §3, §5; 001 §5.4): species, sex, age class, type, altered animals and destination
 * required. A group gives its number of animals (ours: required, at least one); altered animals give the changes;
 * the destination its extra: an NCV, register number or free text in `detalheDestinoSubprodutos` (required for
 * 'Outro', which asks for an observation), burial a point (`localizacaoEnterramento`, ours).
 */
export const observacaoAnimalSchema = z
  .object({
    id: optionalId,
    especie: id,
    sexo: id,
    classeEtaria: id,
    tipoObservacao: z.enum(TIPOS_OBSERVACAO, { error: requiredOrInvalid }),
    numeroSelo: optionalText(RECORD_TEXT_MAX),
    numeroAnimais: optionalCount,
    apresentadoExameInicial: z
      .boolean({ error: INVALID_VALUE_MESSAGE })
      .nullish()
      .transform((value) => value ?? null),
    ...alteracoesShape,
    ...destinoShape,
  })
  .superRefine((row, ctx) => {
    if (row.tipoObservacao === 'GRUPO') {
      const animais = numberOrNull(row.numeroAnimais);
      if (animais === null)
        ctx.addIssue({ code: 'custom', path: ['numeroAnimais'], message: REQUIRED_MESSAGE });
      else if (animais < 1)
        ctx.addIssue({ code: 'custom', path: ['numeroAnimais'], message: MIN_VALUE_MESSAGE });
    }
    checkDestino(row, ctx);
  }, ALWAYS)
  .transform((row) => ({
    ...clearHiddenAlteracoes(clearHiddenDestino(row)),
    numeroAnimais: row.tipoObservacao === 'GRUPO' ? row.numeroAnimais : null,
  }));

/** An animal observation, parsed. */
export type ObservacaoAnimalInput = z.infer<typeof observacaoAnimalSchema>;

/** Adds rule errors as issues on their fields. */
export function addFieldErrors(ctx: z.RefinementCtx, errors: readonly FieldError[]): void {
  for (const error of errors) ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
}

/** True for a plain object (not null, not an array). */
export function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value when a plain object, else an empty one. */
export function asObject(value: unknown): Readonly<Record<string, unknown>> {
  return isObject(value) ? value : {};
}

/** A finite number, else null (values of failed fields are read this way). */
export function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Trimmed non-blank text, else null. */
export function stringOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/** True when not a non-blank text. */
export function isBlank(value: unknown): boolean {
  return stringOrNull(value) === null;
}

/** "Este campo é obrigatório" on `field` when it holds nothing (null, blank text, an empty list). */
export function requireFilled(
  record: Readonly<Record<string, unknown>>,
  ctx: z.RefinementCtx,
  field: string,
): void {
  if (!isFilled(record[field])) ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED_MESSAGE });
}

/** True when a value holds something: not null, not blank text, not an empty list. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Each declaration category once (001 §5.4, 002 §5): the repeats' category is refused. */
/** A notification's row imported twice into one list of an exam (ours, issue 14 "never twice"). */
export const IMPORTADA_DUAS_VEZES_MESSAGE = 'Esta linha da notificação já foi importada.';

/**
 * Each notification row is imported once per list (`importId`, the row it came from: 001 §3.4): a repeat is an
 * error on the repeat's `importId`.
 */
export function checkImportsOnce(
  record: Readonly<Record<string, unknown>>,
  ctx: z.RefinementCtx,
  lists: readonly string[],
): void {
  for (const list of lists) {
    const rowsOf = record[list];
    if (!Array.isArray(rowsOf)) continue;
    const seen = new Set<number>();
    rowsOf.forEach((row, index) => {
      const importId = numberOrNull(asObject(row).importId);
      if (importId === null) return;
      if (seen.has(importId))
        ctx.addIssue({
          code: 'custom',
          path: [list, index, 'importId'],
          message: IMPORTADA_DUAS_VEZES_MESSAGE,
        });
      seen.add(importId);
    });
  }
}

export function checkDeclaracoesOnce(declaracoes: unknown, ctx: z.RefinementCtx): void {
  if (!Array.isArray(declaracoes)) return;
  for (const index of repeatedCategoriaIndexes(declaracoes.map(asObject)))
    ctx.addIssue({
      code: 'custom',
      path: ['declaracoesAnimais', index, 'subCategoriaAnimal'],
      message: INVALID_VALUE_MESSAGE,
    });
}
