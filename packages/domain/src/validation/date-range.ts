import { z } from 'zod';
import { addDays, compareDates, formatIsoDate, parseIsoDate, type CalendarDate } from './dates.ts';
import {
  DATE_END_BEFORE_START_MESSAGE,
  DATE_INVALID_MESSAGE,
  INVALID_VALUE_MESSAGE,
  MAX_VALUE_MESSAGE,
  MIN_VALUE_MESSAGE,
  NUMBER_END_BEFORE_START_MESSAGE,
  NUMBER_INVALID_MESSAGE,
  RANGE_EMPTY_MESSAGE,
  RANGE_FORMAT_MESSAGE,
  REQUIRED_MESSAGE,
} from './messages.ts';

// List-filter ranges (spec 000 §5): "[start,end]", dates as YYYY-MM-DD, "-" for a missing bound. The spec
// names "-" for a missing end; we use it for a missing start too ("[-,2024-01-31]"). The grammar is exact:
// no blanks, one comma, square brackets. A range with neither bound is not a filter: encoding gives null (the
// filter is skipped, as empty values are) and decoding rejects it. A range whose end comes before its start
// is rejected on decode. Numbers are written as JavaScript writes them (String(n)), so "1e+21" and "-0.5" are
// valid bounds and every finite number survives encode → decode; "-" alone is the missing marker.

/** A closed interval; a null bound is open. */
export interface Range<T> {
  readonly start: T | null;
  readonly end: T | null;
}

/** A range of calendar dates, both bounds inclusive. */
export type DateRange = Range<CalendarDate>;

/** A range of numbers, both bounds inclusive. */
export type NumberRange = Range<number>;

/** What went wrong decoding a range or resolving a date filter. */
export type RangeErrorCode = 'format' | 'value' | 'empty' | 'order';

/** A typed decode error: a stable code for the API and a pt-PT message for the user. */
export interface RangeDecodeError {
  readonly code: RangeErrorCode;
  readonly message: string;
}

/** Success with the value, or a {@link RangeDecodeError}; decoders never throw. */
export type RangeResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: RangeDecodeError };

/** The marker of a missing bound. */
export const MISSING_BOUND = '-';

const RANGE = /^\[([^,[\]]*),([^,[\]]*)\]$/;
const NUMBER = /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/;

/** "[2024-01-01,2024-01-31]", "[2024-01-01,-]" or "[-,2024-01-31]"; null when both bounds are missing. */
export function encodeDateRange(range: DateRange): string | null {
  return encodeRange(range, formatIsoDate);
}

/** Decodes an encoded date range (any input, e.g. a query-string value); never throws. */
export function decodeDateRange(value: unknown): RangeResult<DateRange> {
  return decodeRange(value, parseIsoDate, DATE_INVALID_MESSAGE, compareDates, DATE_END_BEFORE_START_MESSAGE);
}

/** "[1,10]", "[-5,-]"; null when both bounds are missing or a bound is not a finite number. */
export function encodeNumberRange(range: NumberRange): string | null {
  const finite = (n: number | null): boolean => n === null || Number.isFinite(n);
  if (!finite(range.start) || !finite(range.end)) return null;
  return encodeRange(range, (n) => String(n));
}

/** Decodes an encoded number range (any input); never throws. */
export function decodeNumberRange(value: unknown): RangeResult<NumberRange> {
  return decodeRange(
    value,
    parseNumber,
    NUMBER_INVALID_MESSAGE,
    (a, b) => a - b,
    NUMBER_END_BEFORE_START_MESSAGE,
  );
}

/** Zod form of {@link decodeDateRange}: encoded text in, {@link DateRange} out, pt-PT messages. */
export const dateRangeSchema: z.ZodType<DateRange, string> = rangeSchema(decodeDateRange);

/** Zod form of {@link decodeNumberRange}: encoded text in, {@link NumberRange} out, pt-PT messages. */
export const numberRangeSchema: z.ZodType<NumberRange, string> = rangeSchema(decodeNumberRange);

// Date filter presets (spec 000 §2.5, §3 customProperties dateOption/startOffset/endOffset, §5).
// Offsets count days back from today (0 is today): start = today − startOffset, end = today − endOffset.
// "Últimos N dias" is offsets (N, 0): from the day N days ago through today, the way "now minus N days"
// filters usually read, and the same range the user gets typing N into "Últimos X dias". Offsets are whole
// numbers from 0 to MAX_DATE_OFFSET. "Personalizado" takes explicit dates (either may be missing, not both);
// "Sem valor definida" matches records with no date (IS NULL). Presets stay relative: a saved report is
// resolved again against the day it is run.

/** The date filter options, in the order the editor lists them. */
export const DATE_FILTER_OPTIONS = [
  'ULTIMOS_7_DIAS',
  'ULTIMOS_28_DIAS',
  'ULTIMOS_90_DIAS',
  'ULTIMOS_180_DIAS',
  'ULTIMOS_X_DIAS',
  'PERSONALIZADO',
  'SEM_VALOR',
] as const;

/** One of {@link DATE_FILTER_OPTIONS}. */
export type DateFilterOption = (typeof DATE_FILTER_OPTIONS)[number];

/** pt-PT label of each option (spec 000 §2.5, "Sem valor definida" verbatim). */
export const DATE_FILTER_OPTION_LABELS: Record<DateFilterOption, string> = {
  ULTIMOS_7_DIAS: 'Últimos 7 dias',
  ULTIMOS_28_DIAS: 'Últimos 28 dias',
  ULTIMOS_90_DIAS: 'Últimos 90 dias',
  ULTIMOS_180_DIAS: 'Últimos 180 dias',
  ULTIMOS_X_DIAS: 'Últimos X dias',
  PERSONALIZADO: 'Personalizado',
  SEM_VALOR: 'Sem valor definida',
};

/** Largest day offset accepted (a century), so a typo cannot push dates outside the four-digit years. */
export const MAX_DATE_OFFSET = 36_525;

/** True when `value` names a known date filter option. */
export function isDateFilterOption(value: unknown): value is DateFilterOption {
  return typeof value === 'string' && (DATE_FILTER_OPTIONS as readonly string[]).includes(value);
}

/** A date filter as the editor stores it: the option plus its offsets or explicit dates. */
export interface DateFilterPreset {
  readonly dateOption: DateFilterOption;
  readonly startOffset?: number | null;
  readonly endOffset?: number | null;
  readonly startDate?: CalendarDate | null;
  readonly endDate?: CalendarDate | null;
}

/** What a date filter asks of the column: a range, or "no value" (IS NULL). */
export type DateFilterValue =
  { readonly kind: 'range'; readonly range: DateRange } | { readonly kind: 'isNull' };

/**
 * The filter editor's offset rule: "A data fim não pode ser anterior à data inicio." when the end offset is
 * greater than the start offset; min/max/invalid messages for offsets that are not whole numbers in range.
 */
export function checkDateOffsets(startOffset: number, endOffset: number): string | null {
  return offsetError(startOffset, endOffset)?.message ?? null;
}

/** Turns a preset into what the column must match, relative to `today`; never throws. */
export function resolveDateFilter(
  preset: DateFilterPreset,
  today: CalendarDate,
): RangeResult<DateFilterValue> {
  switch (preset.dateOption) {
    case 'ULTIMOS_7_DIAS':
      return offsetRange(7, 0, today);
    case 'ULTIMOS_28_DIAS':
      return offsetRange(28, 0, today);
    case 'ULTIMOS_90_DIAS':
      return offsetRange(90, 0, today);
    case 'ULTIMOS_180_DIAS':
      return offsetRange(180, 0, today);
    case 'ULTIMOS_X_DIAS': {
      if (preset.startOffset == null) return failure('empty', REQUIRED_MESSAGE);
      return offsetRange(preset.startOffset, preset.endOffset ?? 0, today);
    }
    case 'PERSONALIZADO': {
      const range: DateRange = { start: preset.startDate ?? null, end: preset.endDate ?? null };
      if (!range.start && !range.end) return failure('empty', RANGE_EMPTY_MESSAGE);
      if (range.start && range.end && compareDates(range.end, range.start) < 0) {
        return failure('order', DATE_END_BEFORE_START_MESSAGE);
      }
      return { ok: true, value: { kind: 'range', range } };
    }
    case 'SEM_VALOR':
      return { ok: true, value: { kind: 'isNull' } };
  }
}

function offsetRange(
  startOffset: number,
  endOffset: number,
  today: CalendarDate,
): RangeResult<DateFilterValue> {
  const error = offsetError(startOffset, endOffset);
  if (error) return { ok: false, error };
  const range: DateRange = { start: addDays(today, -startOffset), end: addDays(today, -endOffset) };
  return { ok: true, value: { kind: 'range', range } };
}

function offsetError(startOffset: number, endOffset: number): RangeDecodeError | null {
  const problem = offsetProblem(startOffset) ?? offsetProblem(endOffset);
  if (problem) return { code: 'value', message: problem };
  return endOffset > startOffset ? { code: 'order', message: DATE_END_BEFORE_START_MESSAGE } : null;
}

function offsetProblem(offset: number): string | null {
  if (!Number.isInteger(offset)) return INVALID_VALUE_MESSAGE;
  if (offset < 0) return MIN_VALUE_MESSAGE;
  if (offset > MAX_DATE_OFFSET) return MAX_VALUE_MESSAGE;
  return null;
}

function encodeRange<T>(range: Range<T>, format: (value: T) => string): string | null {
  if (range.start === null && range.end === null) return null;
  const bound = (value: T | null): string => (value === null ? MISSING_BOUND : format(value));
  return `[${bound(range.start)},${bound(range.end)}]`;
}

function decodeRange<T>(
  value: unknown,
  parse: (text: string) => T | null,
  invalidMessage: string,
  compare: (a: T, b: T) => number,
  orderMessage: string,
): RangeResult<Range<T>> {
  if (typeof value !== 'string') return failure('format', RANGE_FORMAT_MESSAGE);
  const match = RANGE.exec(value);
  if (!match) return failure('format', RANGE_FORMAT_MESSAGE);
  const [, startText = '', endText = ''] = match;
  const start = startText === MISSING_BOUND ? null : parse(startText);
  const end = endText === MISSING_BOUND ? null : parse(endText);
  if ((startText !== MISSING_BOUND && start === null) || (endText !== MISSING_BOUND && end === null)) {
    return failure('value', invalidMessage);
  }
  if (start === null && end === null) return failure('empty', RANGE_EMPTY_MESSAGE);
  if (start !== null && end !== null && compare(end, start) < 0) return failure('order', orderMessage);
  return { ok: true, value: { start, end } };
}

function parseNumber(text: string): number | null {
  if (!NUMBER.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function failure(
  code: RangeErrorCode,
  message: string,
): { readonly ok: false; readonly error: RangeDecodeError } {
  return { ok: false, error: { code, message } };
}

function rangeSchema<T>(decode: (value: unknown) => RangeResult<Range<T>>): z.ZodType<Range<T>, string> {
  return z.string({ error: RANGE_FORMAT_MESSAGE }).transform((text, ctx) => {
    const result = decode(text);
    if (!result.ok) {
      ctx.addIssue({
        code: 'custom',
        message: result.error.message,
        input: text,
        params: { code: result.error.code },
      });
      return z.NEVER;
    }
    return result.value;
  });
}
