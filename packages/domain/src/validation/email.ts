import { z } from 'zod';
import { EMAIL_MESSAGE, INVALID_VALUE_MESSAGE } from './messages.ts';
import { failureIssue, requiredOrInvalid } from './zod-messages.ts';

// One pattern for browser and server: zod's practical email regex (dot-separated letters, digits and _'+-
// before the @; a dotted domain ending in two or more letters). Surrounding blanks are ignored and trimmed.
const EMAIL_PATTERN = z.regexes.email;

/** True when `value` (trimmed) is an email address. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** "Email inválido", or null when valid. */
export function validateEmail(value: string): string | null {
  return isValidEmail(value) ? null : EMAIL_MESSAGE;
}

/** A required email: trimmed; "" is required, otherwise "Email inválido" when malformed. */
export const emailSchema: z.ZodType<string, string> = z
  .string({ error: requiredOrInvalid })
  .trim()
  .superRefine((email, ctx) => {
    if (email === '') ctx.addIssue(failureIssue({ kind: 'required' }, email));
    else if (!EMAIL_PATTERN.test(email)) ctx.addIssue(failureIssue({ kind: 'email' }, email));
  });

/** An optional email: missing, null or blank become null; anything else must be an email (trimmed). */
export const optionalEmailSchema: z.ZodType<string | null, string | null | undefined> = z
  .string({ error: INVALID_VALUE_MESSAGE })
  .nullish()
  .transform((value, ctx) => {
    const email = value?.trim() ?? '';
    if (email === '') return null;
    if (!EMAIL_PATTERN.test(email)) {
      ctx.addIssue(failureIssue({ kind: 'email' }, email));
      return z.NEVER;
    }
    return email;
  });
