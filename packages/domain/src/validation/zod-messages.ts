import { z } from 'zod';
import {
  INVALID_VALUE_MESSAGE,
  REQUIRED_MESSAGE,
  summaryMessage,
  validationMessage,
  type ValidationFailure,
} from './messages.ts';

// The catalogue (messages.ts) as zod speaks it: issues carrying our failures, the pt-PT error map, and the base
// schemas' error params. Apart from the catalogue so that a screen showing a message or a date loads no zod.

/** Issue params key under which our own refinements carry their {@link ValidationFailure}. */
export const FAILURE_PARAM = 'validation';

/** The zod custom issue for a failure, for `ctx.addIssue` inside refinements and transforms. */
export function failureIssue(failure: ValidationFailure, input: unknown): z.core.$ZodRawIssue {
  return { code: 'custom', message: validationMessage(failure), input, params: { [FAILURE_PARAM]: failure } };
}

/** The failure a zod issue stands for (raw, inside an error map, or final, after parsing). */
export function failureFromIssue(issue: z.core.$ZodRawIssue | z.core.$ZodIssue): ValidationFailure {
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_value':
    case 'invalid_union':
      return isBlank(issue.input) ? { kind: 'required' } : { kind: 'invalid' };
    case 'too_small':
      return sizeFailure(issue.origin, Number(issue.minimum), issue.exact === true, 'min');
    case 'too_big':
      return sizeFailure(issue.origin, Number(issue.maximum), issue.exact === true, 'max');
    case 'invalid_format':
      return issue.format === 'email' ? { kind: 'email' } : { kind: 'pattern' };
    case 'custom': {
      const carried: unknown = issue.params?.[FAILURE_PARAM];
      return isValidationFailure(carried) ? carried : { kind: 'invalid' };
    }
    case 'not_multiple_of':
    case 'unrecognized_keys':
    case 'invalid_key':
    case 'invalid_element':
      return { kind: 'invalid' };
  }
}

/** A zod error map answering every issue with the pt-PT catalogue (pass as `{ error }` or install globally). */
export const ptErrorMap: z.core.$ZodErrorMap = (issue) => validationMessage(failureFromIssue(issue));

/** Makes every zod schema without its own message speak pt-PT; call once at start-up (server and web). */
export function configurePtErrorMap(): void {
  z.config({ localeError: ptErrorMap });
}

/**
 * Error param for base schemas (`z.string({ error: requiredOrInvalid })`): a missing value is "required",
 * anything else of the wrong type is "invalid". Makes a schema independent of the global error map.
 */
export function requiredOrInvalid(issue: z.core.$ZodRawIssue): string {
  // A schema's own error param answers all its issues, its checks' too (a `.max()` on the string): those keep
  // the catalogue's message for what they check.
  return validationMessage(failureFromIssue(issue));
}

/** A required text field: trimmed, and empty (or blank) text answers "Este campo é obrigatório". */
export function requiredText(): z.ZodString {
  return z.string({ error: requiredOrInvalid }).trim().min(1, { error: REQUIRED_MESSAGE });
}

/** Largest id a record has (PostgreSQL `integer`, the type of every id column). */
export const MAX_ID = 2_147_483_647;

/** A required id of a chosen record (a select's value): a positive integer no record id exceeds. */
export function requiredId() {
  return z
    .number({ error: requiredOrInvalid })
    .int({ error: INVALID_VALUE_MESSAGE })
    .positive({ error: INVALID_VALUE_MESSAGE })
    .max(MAX_ID, { error: INVALID_VALUE_MESSAGE });
}

/**
 * The summary line for a final zod issue (`error.issues[i]`). Final issues drop their input, so when the
 * message no longer matches what the issue's code implies (a schema set its own text), that text is kept.
 */
export function summaryFromIssue(field: string, issue: z.core.$ZodIssue): string {
  const derived = failureFromIssue(issue);
  if (validationMessage(derived) === issue.message) return summaryMessage(field, derived);
  const known = CONSTANT_FAILURES.find((failure) => validationMessage(failure) === issue.message);
  return summaryMessage(field, known ?? { kind: 'custom', message: issue.message });
}

const CONSTANT_FAILURES: readonly ValidationFailure[] = [
  { kind: 'required' },
  { kind: 'email' },
  { kind: 'min' },
  { kind: 'max' },
  { kind: 'pattern' },
  { kind: 'dateFormat' },
  { kind: 'dateInvalid' },
  { kind: 'nifDigits' },
  { kind: 'nif' },
  { kind: 'invalid' },
];

// A record, not a list, so adding a failure kind without listing it here fails to compile.
const FAILURE_KINDS: Record<ValidationFailure['kind'], true> = {
  required: true,
  email: true,
  min: true,
  max: true,
  minLength: true,
  maxLength: true,
  exactLength: true,
  minItems: true,
  maxItems: true,
  pattern: true,
  dateFormat: true,
  dateInvalid: true,
  minDate: true,
  maxDate: true,
  nifDigits: true,
  nif: true,
  invalid: true,
  custom: true,
};

function isValidationFailure(value: unknown): value is ValidationFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    typeof value.kind === 'string' &&
    Object.hasOwn(FAILURE_KINDS, value.kind)
  );
}

function isBlank(input: unknown): boolean {
  return input === undefined || input === null || input === '';
}

function sizeFailure(origin: string, bound: number, exact: boolean, side: 'min' | 'max'): ValidationFailure {
  switch (origin) {
    case 'string':
      if (exact) return { kind: 'exactLength', length: bound };
      // `.min(1)` is how a zod schema says "required"; the user should read the required message.
      if (side === 'min' && bound <= 1) return { kind: 'required' };
      return side === 'min' ? { kind: 'minLength', length: bound } : { kind: 'maxLength', length: bound };
    case 'array':
    case 'set':
      if (side === 'min' && bound <= 1) return { kind: 'required' };
      return side === 'min' ? { kind: 'minItems', count: bound } : { kind: 'maxItems', count: bound };
    case 'date':
      return side === 'min'
        ? { kind: 'minDate', min: formatInstantDate(bound) }
        : { kind: 'maxDate', max: formatInstantDate(bound) };
    default:
      return side === 'min' ? { kind: 'min' } : { kind: 'max' };
  }
}

// `z.date()` bounds are instants; the user picked them as local calendar dates, so local fields are right here.
// Record schemas should prefer the calendar-date schemas of dates.ts, which carry exact dd/MM/yyyy bounds.
function formatInstantDate(epochMs: number): string {
  const date = new Date(epochMs);
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${String(date.getFullYear()).padStart(4, '0')}`;
}
