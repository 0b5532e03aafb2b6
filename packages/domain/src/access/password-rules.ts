import { z } from 'zod';
import { REQUIRED_MESSAGE, maxLengthMessage } from '../validation/messages.ts';
import { requiredOrInvalid } from '../validation/zod-messages.ts';
import { PASSWORD_MAX } from './signin.ts';

// What a new password must be (issue 13 "Passwords"; ASVS V2.1): long enough, not the username, not a common one.
// No expiry, no composition rules (ASVS V2.1.9, V2.1.10). The server checks a change with it, the web's form too.

/** Fewest characters of a new password. */
export const PASSWORD_MIN = 12;

export const PASSWORD_TOO_SHORT_MESSAGE = `A palavra-passe deve ter pelo menos ${PASSWORD_MIN} caracteres.`;
export const PASSWORD_IS_USERNAME_MESSAGE = 'A palavra-passe não pode ser o nome de utilizador.';
export const PASSWORD_COMMON_MESSAGE = 'Esta palavra-passe é demasiado comum: escolha outra.';
export const PASSWORD_UNCHANGED_MESSAGE = 'A nova palavra-passe tem de ser diferente da atual.';
/** The current password given does not match (checked by the server). */
export const PASSWORD_WRONG_MESSAGE = 'A palavra-passe atual não está correta.';

/**
 * Passwords of at least 12 characters found at the top of the public breach lists, plus the obvious local ones.
 * Compared ignoring case and spaces.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456123456',
  '111111111111',
  '000000000000',
  '123123123123',
  'qwertyuiopas',
  'qwertyuiop123',
  'qwerty123456',
  '1q2w3e4r5t6y',
  'q1w2e3r4t5y6',
  'asdfghjkl123',
  'zxcvbnm12345',
  'password1234',
  'password12345',
  'password123!',
  'passw0rd1234',
  'passwordpassword',
  'iloveyou1234',
  'abcdefghijkl',
  'abc123abc123',
  'abcd12345678',
  'letmein12345',
  'welcome12345',
  'administrator',
  'admin1234567',
  'adminadmin123',
  'changeme1234',
  'palavrapasse',
  'palavrapasse1',
  'palavrapasse123',
  'palavra-passe',
  'palavra-passe1',
  'palavra-passe123',
  'portugal1234',
  'portugal12345',
  'benfica12345',
  'benfica123456',
  'sporting1234',
  'sporting12345',
  'fcporto12345',
  'lisboa123456',
  'sigsa1234567',
  'sigsa12345678',
  'sigsasigsa12',
  'veterinario1',
  'veterinario123',
  'dgav12345678',
]);

function normalized(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

/** Why `password` may not be the new password of `username` (the first rule it breaks), or null. */
export function newPasswordProblem(password: string, username: string): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT_MESSAGE;
  if (username !== '' && normalized(password) === normalized(username)) return PASSWORD_IS_USERNAME_MESSAGE;
  if (COMMON_PASSWORDS.has(normalized(password))) return PASSWORD_COMMON_MESSAGE;
  return null;
}

/**
 * The body of `POST accounts/current/alterarPalavraPasse` for `username`: the current password (as typed) and
 * the new one, checked by {@link newPasswordProblem} and different from the current.
 */
export function passwordChangeSchema(username: string) {
  return z
    .object({
      palavraPasseAtual: z
        .string({ error: requiredOrInvalid })
        .min(1, { error: REQUIRED_MESSAGE })
        .max(PASSWORD_MAX, maxLengthMessage(PASSWORD_MAX)),
      palavraPasseNova: z
        .string({ error: requiredOrInvalid })
        .min(1, { error: REQUIRED_MESSAGE })
        .max(PASSWORD_MAX, maxLengthMessage(PASSWORD_MAX))
        .superRefine((password, ctx) => {
          const problem = password === '' ? null : newPasswordProblem(password, username);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
    })
    .superRefine((values, ctx) => {
      if (values.palavraPasseAtual !== '' && values.palavraPasseAtual === values.palavraPasseNova)
        ctx.addIssue({ code: 'custom', message: PASSWORD_UNCHANGED_MESSAGE, path: ['palavraPasseNova'] });
    });
}

/** A password change, parsed. */
export type PasswordChange = z.infer<ReturnType<typeof passwordChangeSchema>>;
