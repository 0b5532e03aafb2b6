import { z } from 'zod';
import { isValidEmail } from '../validation/email.ts';
import { INVALID_VALUE_MESSAGE } from '../validation/messages.ts';
import { isoDateSchema, optionalIsoDateSchema, type DateSchemaOptions } from '../validation/date-schemas.ts';
import { todayIn } from '../validation/dates.ts';
import { localizacaoSchema } from '../validation/localizacao-schema.ts';
import { checkNif } from '../validation/nif.ts';
import { failureIssue, MAX_ID, requiredId, requiredOrInvalid } from '../validation/zod-messages.ts';
import { isRequired, isVisible, type AdminEntity, type AdminField } from './admin-entity.ts';

// The one set of rules of an administered entity, derived from its descriptor: the server validates every write
// with it, the web's generic form resolves with it (asterisks and messages included).

/** Longest one-line text when a field names none. */
export const DEFAULT_TEXT_LENGTH = 255;
/** Longest multi-line text when a field names none. */
export const DEFAULT_TEXTAREA_LENGTH = 4000;
/** Most ids a `multisearch` field takes. */
export const MAX_LINKS = 1000;

const COLOR = /^#[0-9a-fA-F]{6}$/;
/** An ISO instant as the date-time field sends it (`2026-11-27T10:30:00.000Z`). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A row of an administered entity as the API takes it: references as ids, blanks as null. */
export type AdminValues = Record<string, unknown>;

function textSchema(field: AdminField, required: boolean): z.ZodType {
  const max = field.maxLength ?? (field.input === 'textarea' ? DEFAULT_TEXTAREA_LENGTH : DEFAULT_TEXT_LENGTH);
  const pattern = field.input === 'color' ? { regex: COLOR } : field.pattern;
  const checked = (text: string, ctx: z.core.$RefinementCtx) => {
    if (text === '') return;
    if (pattern && !pattern.regex.test(text))
      ctx.addIssue(
        failureIssue(
          pattern.message ? { kind: 'custom', message: pattern.message } : { kind: 'pattern' },
          text,
        ),
      );
    const failure =
      field.format === 'nif'
        ? checkNif(text)
        : field.format === 'email' && !isValidEmail(text)
          ? ({ kind: 'email' } as const)
          : null;
    if (failure) ctx.addIssue(failureIssue(failure, text));
  };
  if (required)
    return z
      .string({ error: requiredOrInvalid })
      .trim()
      .min(1, { error: requiredOrInvalid })
      .max(max)
      .superRefine(checked);
  return z
    .string({ error: INVALID_VALUE_MESSAGE })
    .trim()
    .max(max)
    .superRefine(checked)
    .nullish()
    .transform((text) => (text === '' || text === undefined ? null : text));
}

function numberSchema(field: AdminField, required: boolean): z.ZodType {
  let schema = z.number({ error: requiredOrInvalid });
  if (field.input === 'integer') schema = schema.int({ error: INVALID_VALUE_MESSAGE });
  if (field.min !== undefined) schema = schema.min(field.min);
  if (field.max !== undefined) schema = schema.max(field.max);
  return required ? schema : schema.nullish().transform((n) => n ?? null);
}

function optionSchema(field: AdminField, required: boolean): z.ZodType {
  const values = (field.options ?? []).map((option) => option.value);
  const one = z.string({ error: requiredOrInvalid }).refine((value) => values.includes(value), {
    error: INVALID_VALUE_MESSAGE,
  });
  if (field.input === 'multioption') return listSchema(one, required);
  return required ? one : one.nullish().transform((value) => value ?? null);
}

function idSchema(): z.ZodType {
  return requiredId();
}

function listSchema(item: z.ZodType, required: boolean): z.ZodType {
  const list = z
    .array(item, { error: INVALID_VALUE_MESSAGE })
    .max(MAX_LINKS)
    .refine((items) => new Set(items).size === items.length, { error: 'Valores repetidos.' });
  return required
    ? z
        .array(item, { error: requiredOrInvalid })
        .min(1, { error: requiredOrInvalid })
        .max(MAX_LINKS)
        .refine((items) => new Set(items).size === items.length, { error: 'Valores repetidos.' })
    : list.nullish().transform((items) => items ?? []);
}

/** The schema of one field's value; `required` as the field's visibility decides. */
export function fieldSchema(field: AdminField, required = field.required === true): z.ZodType {
  switch (field.input) {
    case 'text':
    case 'textarea':
    case 'color':
      return textSchema(field, required);
    case 'integer':
    case 'number':
      return numberSchema(field, required);
    case 'boolean':
      return z
        .boolean({ error: INVALID_VALUE_MESSAGE })
        .nullish()
        .transform((b) => b ?? false);
    case 'option':
    case 'multioption':
      return optionSchema(field, required);
    case 'search':
      return required
        ? idSchema()
        : z
            .number({ error: INVALID_VALUE_MESSAGE })
            .int({ error: INVALID_VALUE_MESSAGE })
            .positive({ error: INVALID_VALUE_MESSAGE })
            .max(MAX_ID, { error: INVALID_VALUE_MESSAGE })
            .nullish()
            .transform((id) => id ?? null);
    case 'multisearch':
      return listSchema(idSchema(), required);
    case 'location':
      return required ? localizacaoSchema : localizacaoSchema.nullish().transform((point) => point ?? null);
    case 'date': {
      const bounds: DateSchemaOptions = field.notFuture ? { max: () => todayIn(new Date()) } : {};
      return required ? isoDateSchema(bounds) : optionalIsoDateSchema(bounds);
    }
    case 'datetime': {
      const instant = z
        .string({ error: requiredOrInvalid })
        .refine((text) => ISO_INSTANT.test(text) && !Number.isNaN(Date.parse(text)), {
          error: INVALID_VALUE_MESSAGE,
        });
      return required ? instant : instant.nullish().transform((text) => text ?? null);
    }
    case 'file':
      return listSchema(z.unknown(), required);
  }
}

/** The value a field takes when it is hidden or blank. */
export function blankValue(field: AdminField): unknown {
  switch (field.input) {
    case 'boolean':
      return false;
    case 'multioption':
    case 'multisearch':
    case 'file':
      return [];
    case 'text':
    case 'textarea':
    case 'color':
    case 'integer':
    case 'number':
    case 'option':
    case 'search':
    case 'location':
    case 'date':
    case 'datetime':
      return null;
  }
}

function isBlank(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/**
 * The schema of a whole row of `entity` (issue 13: "zod from it"). A field hidden by `visibleWhen` is blanked
 * and not checked; a required one that shows must be given (a secret only when `creating`). Unknown keys are
 * dropped. Immutability and
 * uniqueness need the stored row and are the server's.
 */
export function adminSchema(
  entity: AdminEntity,
  { creating = false }: { creating?: boolean } = {},
): z.ZodType<AdminValues, AdminValues> {
  const conditional = entity.fields.filter((field) => field.visibleWhen || field.requiredWhen);
  const hidden = entity.fields.filter((field) => field.visibleWhen);
  const shape: Record<string, z.ZodType> = {};
  // A secret's `required` holds on creation only: the form never has it back, so a later blank keeps it.
  for (const field of entity.fields)
    shape[field.key] = fieldSchema(
      field,
      field.required === true && !field.visibleWhen && !field.requiredWhen && (creating || !field.secret),
    );
  const object = z.object(shape).superRefine((values, ctx) => {
    for (const field of conditional)
      if (isRequired(field, values) && isBlank(values[field.key]))
        ctx.addIssue({ ...failureIssue({ kind: 'required' }, null), path: [field.key] });
  });
  return z.preprocess((input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
    const values = { ...(input as AdminValues) };
    for (const field of hidden) if (!isVisible(field, values)) values[field.key] = blankValue(field);
    return values;
  }, object) as unknown as z.ZodType<AdminValues, AdminValues>;
}
