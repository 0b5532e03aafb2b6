import type { z } from 'zod';
import { PT } from '@sigsa/domain/validation/form-schema';
import type { FieldError } from '../http/errors.ts';

// Reading a record as a record type's hooks see it: a loaded record's references, a stored body's check.

/** The id of reference `key` of a loaded record (`{ id, … }`), or null when unset. */
export function refIdAt(record: Readonly<Record<string, unknown>>, key: string): number | null {
  const value = record[key];
  if (value === null || typeof value !== 'object') return null;
  const id = (value as Record<string, unknown>).id;
  return typeof id === 'number' ? id : null;
}

/**
 * A stored body through a type's submit-mode schema: each refused field (`path.joined`) with its message, none
 * when it passes — what a submit guard adds after its own messages, so a client can mark the fields.
 */
export function submitFieldErrors(schema: z.ZodType, body: unknown): FieldError[] {
  const parsed = schema.safeParse(body, PT);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}
