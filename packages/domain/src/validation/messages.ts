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
