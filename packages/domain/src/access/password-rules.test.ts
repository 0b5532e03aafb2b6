import { describe, expect, it } from 'vitest';
import { PT } from '../validation/form-schema.ts';
import { REQUIRED_MESSAGE } from '../validation/messages.ts';
import {
  newPasswordProblem,
  passwordChangeSchema,
  PASSWORD_COMMON_MESSAGE,
  PASSWORD_IS_USERNAME_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORD_UNCHANGED_MESSAGE,
} from './password-rules.ts';

function issues(username: string, values: Record<string, unknown>) {
  const result = passwordChangeSchema(username).safeParse(values, PT);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('new password rules', () => {
  it('takes 12 characters or more that are neither the username nor common', () => {
    expect(newPasswordProblem('cavalo correto bateria', 'ana.silva')).toBeNull();
    expect(newPasswordProblem('curta12345', 'ana.silva')).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(newPasswordProblem('Ana.Silva.Vet', 'ana.silva.vet')).toBe(PASSWORD_IS_USERNAME_MESSAGE);
    expect(newPasswordProblem('Password1234', 'ana')).toBe(PASSWORD_COMMON_MESSAGE);
    expect(newPasswordProblem('palavra passe 123', 'ana')).toBe(PASSWORD_COMMON_MESSAGE);
  });

  it('checks a change: both given, the new one valid and different from the current', () => {
    expect(
      issues('ana', { palavraPasseAtual: 'antiga', palavraPasseNova: 'cavalo correto bateria' }),
    ).toEqual({});
    expect(issues('ana', { palavraPasseAtual: '', palavraPasseNova: '' })).toEqual({
      palavraPasseAtual: REQUIRED_MESSAGE,
      palavraPasseNova: REQUIRED_MESSAGE,
    });
    expect(issues('ana', { palavraPasseAtual: 'x', palavraPasseNova: 'curta' })).toEqual({
      palavraPasseNova: PASSWORD_TOO_SHORT_MESSAGE,
    });
    expect(
      issues('ana', { palavraPasseAtual: 'a mesma de sempre', palavraPasseNova: 'a mesma de sempre' }),
    ).toEqual({ palavraPasseNova: PASSWORD_UNCHANGED_MESSAGE });
  });
});
