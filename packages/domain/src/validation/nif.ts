import { z } from 'zod';
import { INVALID_VALUE_MESSAGE, validationMessage, type ValidationFailure } from './messages.ts';
import { failureIssue, requiredOrInvalid } from './zod-messages.ts';

// The NIF rule of spec 000 §5: 8 or 9 digits, the last one a check digit over the others, weighted
// 9 down to 2, modulo 11 (remainder 0 or 1 gives 0, else 11 minus the remainder).
//
// The spec's weights 9..2 fit the eight body digits of a 9-digit NIF. For an 8-digit NIF (seven body
// digits) we weight from 8 down to 2, i.e. the weight of a digit is its distance from the end plus one.
// That is the same as reading the 8-digit number as a 9-digit one with a leading zero (the zero takes
// weight 9 and adds nothing), so "01234567x" and "1234567x" are judged alike.
//
// We check only what the spec states: no rule on the leading digit (1, 2, 3, 5, 6, 8, 9, 45, 70…), since the
// spec admits 8-digit numbers, which such a rule would reject. Surrounding blanks are ignored (pasted
// values); any other non-digit makes the length wrong, so "Número de digitos inválido".

const NIF_PATTERN = /^\d{8,9}$/;

/**
 * The check digit for the body digits of a NIF (7 or 8 digits, given as a string); the weight of each digit
 * is its distance from the end of the body plus one, so 9..2 for eight digits and 8..2 for seven.
 */
export function nifCheckDigit(body: string): number {
  const remainder = nifWeightedSum(body) % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** Why a NIF is invalid, as a failure (digits or check digit); null when valid. */
export function checkNif(value: string): ValidationFailure | null {
  const nif = value.trim();
  if (!NIF_PATTERN.test(nif)) return { kind: 'nifDigits' };
  return nifCheckDigit(nif.slice(0, -1)) === Number(nif.slice(-1)) ? null : { kind: 'nif' };
}

/** "Número de digitos inválido", "NIF inválido", or null when `value` is a valid NIF. */
export function validateNif(value: string): string | null {
  const failure = checkNif(value);
  return failure && validationMessage(failure);
}

/** True when `value` is a valid NIF (8 or 9 digits with a matching check digit). */
export function isValidNif(value: string): boolean {
  return checkNif(value) === null;
}

function nifWeightedSum(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    sum += Number(body[i]) * (body.length + 1 - i);
  }
  return sum;
}

/** A required NIF: trimmed; "" is required, then the digits and check-digit rules. */
export const nifSchema: z.ZodType<string, string> = z
  .string({ error: requiredOrInvalid })
  .trim()
  .superRefine((nif, ctx) => {
    const failure = nif === '' ? { kind: 'required' as const } : checkNif(nif);
    if (failure) ctx.addIssue(failureIssue(failure, nif));
  });

/** An optional NIF: missing, null or blank become null; anything else must be a valid NIF (trimmed). */
export const optionalNifSchema: z.ZodType<string | null, string | null | undefined> = z
  .string({ error: INVALID_VALUE_MESSAGE })
  .nullish()
  .transform((value, ctx) => {
    const nif = value?.trim() ?? '';
    if (nif === '') return null;
    const failure = checkNif(nif);
    if (failure) {
      ctx.addIssue(failureIssue(failure, nif));
      return z.NEVER;
    }
    return nif;
  });
