import { z } from 'zod';
import { INVALID_VALUE_MESSAGE, type ValidationFailure } from './messages.ts';
import {
  checkDateBounds,
  formatIsoDate,
  parseDisplayDate,
  parseIsoDate,
  type CalendarDate,
  type DateBounds,
} from './dates.ts';
import { failureIssue, requiredOrInvalid } from './zod-messages.ts';

// The date rules of dates.ts as zod schemas, for record schemas; apart from dates.ts so that a screen that only
// shows or parses dates loads no zod.

/** A bound given as a date or as a function read at validation time (so "today" is not frozen at import). */
export type DateBound = CalendarDate | (() => CalendarDate);

/** Bounds for the date schemas. */
export interface DateSchemaOptions {
  readonly min?: DateBound;
  readonly max?: DateBound;
}

/** Required wire date (YYYY-MM-DD, output unchanged): missing or "" is required, malformed "Data inválida". */
export function isoDateSchema(options: DateSchemaOptions = {}): z.ZodType<string, string> {
  return z.string({ error: requiredOrInvalid }).superRefine((text, ctx) => {
    const failure = text === '' ? { kind: 'required' as const } : checkIsoDate(text, options);
    if (failure) ctx.addIssue(failureIssue(failure, text));
  });
}

/** Optional wire date: missing, null or "" become null; otherwise as {@link isoDateSchema}. */
export function optionalIsoDateSchema(
  options: DateSchemaOptions = {},
): z.ZodType<string | null, string | null | undefined> {
  return z
    .string({ error: INVALID_VALUE_MESSAGE })
    .nullish()
    .transform((text, ctx) => {
      if (text === undefined || text === null || text === '') return null;
      const failure = checkIsoDate(text, options);
      if (failure) {
        ctx.addIssue(failureIssue(failure, text));
        return z.NEVER;
      }
      return text;
    });
}

/** Required typed date (dd/MM/yyyy) whose output is the wire form YYYY-MM-DD. */
export function displayDateSchema(options: DateSchemaOptions = {}): z.ZodType<string, string> {
  return z.string({ error: requiredOrInvalid }).transform((text, ctx) => {
    if (text.trim() === '') {
      ctx.addIssue(failureIssue({ kind: 'required' }, text));
      return z.NEVER;
    }
    const date = parseDisplayDate(text);
    if (!date) {
      ctx.addIssue(failureIssue({ kind: 'dateFormat' }, text));
      return z.NEVER;
    }
    const failure = checkDateBounds(date, resolveBounds(options));
    if (failure) {
      ctx.addIssue(failureIssue(failure, text));
      return z.NEVER;
    }
    return formatIsoDate(date);
  });
}

function checkIsoDate(text: string, options: DateSchemaOptions): ValidationFailure | null {
  const date = parseIsoDate(text);
  return date ? checkDateBounds(date, resolveBounds(options)) : { kind: 'dateInvalid' };
}

function resolveBounds(options: DateSchemaOptions): DateBounds {
  return { min: resolveBound(options.min), max: resolveBound(options.max) };
}

function resolveBound(bound: DateBound | undefined): CalendarDate | null {
  if (bound === undefined) return null;
  return typeof bound === 'function' ? bound() : bound;
}
