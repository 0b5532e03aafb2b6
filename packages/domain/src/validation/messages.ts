import { z } from 'zod';

// Every message quoted by the spec is verbatim (accents and spelling included, e.g. "digitos", "inicio");
// the ones the spec leaves open are marked "our wording".

/** Required field (spec 000 §5). */
export const REQUIRED_MESSAGE = 'Este campo é obrigatório';
/** Malformed email (spec 000 §5). */
export const EMAIL_MESSAGE = 'Email inválido';
/** Number below its minimum (spec 000 §5). */
export const MIN_VALUE_MESSAGE = 'Valor inferior ao mínimo';
/** Number above its maximum (spec 000 §5). */
export const MAX_VALUE_MESSAGE = 'Valor superior ao máximo';
/** Text that does not match its pattern (spec 000 §5). */
export const PATTERN_MESSAGE = 'O valor não possui o formato correto';
/** Typed date that is not a real dd/MM/yyyy date (spec 000 §5). */
export const DATE_FORMAT_MESSAGE = 'Data inválida, use o formato DD/MM/YYYY';
/** Invalid date-time (spec 000 §5); also used for a malformed YYYY-MM-DD wire date. */
export const DATE_INVALID_MESSAGE = 'Data inválida';
/** Valid date earlier than the warning threshold, usually one year before today (spec 000 §5). */
export const DATE_WARNING_MESSAGE = 'A data selecionada é anterior ao previsto.';
/** Filter editor: end offset greater than start offset, or an explicit end before the start (spec 000 §5). */
export const DATE_END_BEFORE_START_MESSAGE = 'A data fim não pode ser anterior à data inicio.';
/** NIF that is not 8 or 9 digits (spec 000 §5). */
export const NIF_DIGITS_MESSAGE = 'Número de digitos inválido';
/** NIF whose check digit does not match (spec 000 §5). */
export const NIF_INVALID_MESSAGE = 'NIF inválido';
/** Malformed container (BIC) code or range (spec 000 §5). */
export const BIC_INVALID_MESSAGE = 'Inválido';
/** No container (BIC) code in the text (spec 000 §5). */
export const BIC_NONE_FOUND_MESSAGE = 'Nenhum código BIC encontrado';
/** Sorting by a list-type column is refused (spec 000 §5, §8.2). */
export const UNSORTABLE_COLUMN_MESSAGE = 'Não é possível ordenar por esta coluna.';
/** Submit refused while fields are invalid (spec 001 §5.4, 002 §5). */
export const SUBMIT_INVALID_FIELDS_MESSAGE =
  'Não é possível submeter o registo, verifique os campos de preenchimento obrigatório';
/** Submit refused on an incomplete record (spec 001 §4, §8). */
export const SUBMIT_INCOMPLETE_MESSAGE = 'Antes de submeter terá de completar o registo.';

/** Any other invalid value (wrong type, unknown option, failed refinement without its own message); our wording. */
export const INVALID_VALUE_MESSAGE = 'Valor inválido';
/** A list filter range that is not "[start,end]"; our wording. */
export const RANGE_FORMAT_MESSAGE = 'Intervalo inválido, use o formato [início,fim]';
/** A list filter range with neither bound; our wording. */
export const RANGE_EMPTY_MESSAGE = 'Indique pelo menos um dos limites do intervalo';
/** A number range bound that is not a finite number; our wording. */
export const NUMBER_INVALID_MESSAGE = 'Número inválido';
/** A number range whose end is below its start; our wording, modelled on the date one. */
export const NUMBER_END_BEFORE_START_MESSAGE = 'O valor final não pode ser inferior ao valor inicial.';

/** Text shorter than `length` characters (spec 000 §5 asks the message to state the length; our wording). */
export function minLengthMessage(length: number): string {
  return `O valor deve ter no mínimo ${length} caracteres`;
}

/** Text longer than `length` characters (our wording). */
export function maxLengthMessage(length: number): string {
  return `O valor deve ter no máximo ${length} caracteres`;
}

/** Text that must have exactly `length` characters (our wording). */
export function exactLengthMessage(length: number): string {
  return `O valor deve ter exatamente ${length} caracteres`;
}

/** List with fewer than `count` items (our wording). */
export function minItemsMessage(count: number): string {
  return `Deve indicar no mínimo ${count} elementos`;
}

/** List with more than `count` items (our wording). */
export function maxItemsMessage(count: number): string {
  return `Deve indicar no máximo ${count} elementos`;
}

/** Date before its minimum; `min` is already formatted (dd/MM/yyyy or HH:mm dd/MM/yyyy). Our wording. */
export function minDateMessage(min: string): string {
  return `A data não pode ser anterior a ${min}`;
}

/** Date after its maximum; `max` is already formatted (dd/MM/yyyy or HH:mm dd/MM/yyyy). Our wording. */
export function maxDateMessage(max: string): string {
  return `A data não pode ser posterior a ${max}`;
}

/** Why a field is invalid, as data: one message in the field, another in the summary list. */
export type ValidationFailure =
  | { readonly kind: 'required' }
  | { readonly kind: 'email' }
  | { readonly kind: 'min' }
  | { readonly kind: 'max' }
  | { readonly kind: 'minLength'; readonly length: number }
  | { readonly kind: 'maxLength'; readonly length: number }
  | { readonly kind: 'exactLength'; readonly length: number }
  | { readonly kind: 'minItems'; readonly count: number }
  | { readonly kind: 'maxItems'; readonly count: number }
  | { readonly kind: 'pattern' }
  | { readonly kind: 'dateFormat' }
  | { readonly kind: 'dateInvalid' }
  | { readonly kind: 'minDate'; readonly min: string }
  | { readonly kind: 'maxDate'; readonly max: string }
  | { readonly kind: 'nifDigits' }
  | { readonly kind: 'nif' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'custom'; readonly message: string };

/** The message shown under the field for a failure. */
export function validationMessage(failure: ValidationFailure): string {
  switch (failure.kind) {
    case 'required':
      return REQUIRED_MESSAGE;
    case 'email':
      return EMAIL_MESSAGE;
    case 'min':
      return MIN_VALUE_MESSAGE;
    case 'max':
      return MAX_VALUE_MESSAGE;
    case 'minLength':
      return minLengthMessage(failure.length);
    case 'maxLength':
      return maxLengthMessage(failure.length);
    case 'exactLength':
      return exactLengthMessage(failure.length);
    case 'minItems':
      return minItemsMessage(failure.count);
    case 'maxItems':
      return maxItemsMessage(failure.count);
    case 'pattern':
      return PATTERN_MESSAGE;
    case 'dateFormat':
      return DATE_FORMAT_MESSAGE;
    case 'dateInvalid':
      return DATE_INVALID_MESSAGE;
    case 'minDate':
      return minDateMessage(failure.min);
    case 'maxDate':
      return maxDateMessage(failure.max);
    case 'nifDigits':
      return NIF_DIGITS_MESSAGE;
    case 'nif':
      return NIF_INVALID_MESSAGE;
    case 'invalid':
      return INVALID_VALUE_MESSAGE;
    case 'custom':
      return failure.message;
  }
}

/**
 * The summary-list form of a failure, naming the field: "O campo X é obrigatório." is the spec's example
 * (000 §5); the other sentences are our wording built the same way.
 */
export function summaryMessage(field: string, failure: ValidationFailure): string {
  const subject = `O campo ${field}`;
  switch (failure.kind) {
    case 'required':
      return `${subject} é obrigatório.`;
    case 'email':
      return `${subject} não contém um email válido.`;
    case 'min':
      return `${subject} tem um valor inferior ao mínimo.`;
    case 'max':
      return `${subject} tem um valor superior ao máximo.`;
    case 'minLength':
      return `${subject} deve ter no mínimo ${failure.length} caracteres.`;
    case 'maxLength':
      return `${subject} deve ter no máximo ${failure.length} caracteres.`;
    case 'exactLength':
      return `${subject} deve ter exatamente ${failure.length} caracteres.`;
    case 'minItems':
      return `${subject} deve ter no mínimo ${failure.count} elementos.`;
    case 'maxItems':
      return `${subject} deve ter no máximo ${failure.count} elementos.`;
    case 'pattern':
      return `${subject} não possui o formato correto.`;
    case 'dateFormat':
      return `${subject} tem uma data inválida, use o formato DD/MM/YYYY.`;
    case 'dateInvalid':
      return `${subject} tem uma data inválida.`;
    case 'minDate':
      return `${subject} não pode ter uma data anterior a ${failure.min}.`;
    case 'maxDate':
      return `${subject} não pode ter uma data posterior a ${failure.max}.`;
    case 'nifDigits':
      return `${subject} tem um número de dígitos inválido.`;
    case 'nif':
      return `${subject} não contém um NIF válido.`;
    case 'invalid':
      return `${subject} tem um valor inválido.`;
    case 'custom':
      // Record rules bring whole sentences of their own; prefixing the field keeps the list readable.
      return `${field}: ${failure.message}`;
  }
}

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
  return isBlank(issue.input) ? REQUIRED_MESSAGE : INVALID_VALUE_MESSAGE;
}

/** A required text field: trimmed, and empty (or blank) text answers "Este campo é obrigatório". */
export function requiredText(): z.ZodString {
  return z.string({ error: requiredOrInvalid }).trim().min(1, { error: REQUIRED_MESSAGE });
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
