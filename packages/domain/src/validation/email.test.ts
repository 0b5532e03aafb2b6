import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emailSchema, isValidEmail, optionalEmailSchema, validateEmail } from './email.ts';

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('validateEmail', () => {
  it.each(['ana.silva@dgav.pt', 'joao+lab@exemplo.com.pt', " o'neil@vet.org ", 'a_b-c@sub.dominio.eu'])(
    'accepts %j',
    (email) => {
      expect(validateEmail(email)).toBeNull();
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'ana',
    'ana@',
    '@dgav.pt',
    'ana@dgav',
    'ana silva@dgav.pt',
    'ana@@dgav.pt',
    'ana@dgav.p',
    'ana..b@dgav.pt',
  ])('rejects %j with "Email inválido"', (email) => {
    expect(validateEmail(email)).toBe('Email inválido');
  });

  it('never throws and answers null or the message', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect([null, 'Email inválido']).toContain(validateEmail(text));
      }),
    );
  });
});

describe('email schemas', () => {
  it('required: blank is required, malformed is "Email inválido", valid is trimmed', () => {
    expect(messages(emailSchema, '')).toEqual(['Este campo é obrigatório']);
    expect(messages(emailSchema, undefined)).toEqual(['Este campo é obrigatório']);
    expect(messages(emailSchema, 'ana@')).toEqual(['Email inválido']);
    expect(emailSchema.parse(' ana@dgav.pt ')).toBe('ana@dgav.pt');
  });

  it('optional: blank and missing become null', () => {
    expect(optionalEmailSchema.parse(undefined)).toBeNull();
    expect(optionalEmailSchema.parse(null)).toBeNull();
    expect(optionalEmailSchema.parse('  ')).toBeNull();
    expect(optionalEmailSchema.parse('ana@dgav.pt')).toBe('ana@dgav.pt');
    expect(messages(optionalEmailSchema, 'ana')).toEqual(['Email inválido']);
    expect(messages(optionalEmailSchema, 3)).toEqual(['Valor inválido']);
  });
});
