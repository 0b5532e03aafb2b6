import { describe, expect, it } from 'vitest';
import { PT, requiredFields } from '../validation/form-schema.ts';
import { REQUIRED_MESSAGE, maxLengthMessage } from '../validation/messages.ts';
import { signinCredentialsSchema } from './signin.ts';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('signinCredentialsSchema', () => {
  it('requires both, with the catalogue message', () => {
    expect(issuesOf(signinCredentialsSchema.safeParse({ username: ' ', password: '' }, PT))).toEqual([
      ['username', REQUIRED_MESSAGE],
      ['password', REQUIRED_MESSAGE],
    ]);
    expect(issuesOf(signinCredentialsSchema.safeParse({}, PT))).toEqual([
      ['username', REQUIRED_MESSAGE],
      ['password', REQUIRED_MESSAGE],
    ]);
    expect([...requiredFields(signinCredentialsSchema, {}, ['username', 'password'])]).toEqual([
      'username',
      'password',
    ]);
  });

  it('trims the username, never the password', () => {
    expect(signinCredentialsSchema.parse({ username: ' mv ', password: ' x ' }, PT)).toEqual({
      username: 'mv',
      password: ' x ',
    });
  });

  it('says its limits', () => {
    const long = signinCredentialsSchema.safeParse(
      { username: 'u'.repeat(101), password: 'p'.repeat(201) },
      PT,
    );
    expect(issuesOf(long)).toEqual([
      ['username', maxLengthMessage(100)],
      ['password', maxLengthMessage(200)],
    ]);
  });
});
