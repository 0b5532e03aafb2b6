import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checkNif, isValidNif, nifCheckDigit, nifSchema, optionalNifSchema, validateNif } from './nif.ts';

const DIGITS_MESSAGE = 'Número de digitos inválido';
const INVALID_MESSAGE = 'NIF inválido';

// An independent oracle for the property tests: the spec's weighted sum, weights from the body length + 1 down to 2.
function remainder(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[i]) * (body.length + 1 - i);
  return sum % 11;
}

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const body = (length: number): fc.Arbitrary<string> =>
  fc.array(digit, { minLength: length, maxLength: length }).map((ds) => ds.join(''));
const validNif = fc.oneof(body(7), body(8)).map((b) => `${b}${nifCheckDigit(b)}`);

describe('validateNif', () => {
  it.each(['123456789', '501442600', '500100144', '504615947', '980245974', '502011378', '999999990'])(
    'accepts the valid 9-digit NIF %s',
    (nif) => {
      expect(validateNif(nif)).toBeNull();
      expect(isValidNif(nif)).toBe(true);
    },
  );

  it('accepts 8-digit NIFs, weighting from 8 down to 2', () => {
    // 1·8 + 2·7 + 3·6 + 4·5 + 5·4 + 6·3 + 7·2 = 112; 112 mod 11 = 2; 11 − 2 = 9.
    expect(nifCheckDigit('1234567')).toBe(9);
    expect(validateNif('12345679')).toBeNull();
    expect(validateNif('12345678')).toBe(INVALID_MESSAGE);
    // Same verdict as the 9-digit reading with a leading zero.
    expect(validateNif('012345679')).toBeNull();
  });

  it('computes the check digit as the spec says (remainder 0 or 1 gives 0)', () => {
    expect(nifCheckDigit('12345678')).toBe(9); // remainder 2
    expect(nifCheckDigit('50144260')).toBe(0); // remainder 1
    expect(nifCheckDigit('99999999')).toBe(0); // remainder 0
    expect(nifCheckDigit('50010014')).toBe(4); // remainder 7
  });

  it('rejects a wrong check digit with "NIF inválido"', () => {
    expect(validateNif('123456780')).toBe(INVALID_MESSAGE);
    expect(validateNif('501442601')).toBe(INVALID_MESSAGE);
    expect(checkNif('123456788')).toEqual({ kind: 'nif' });
  });

  it.each([
    '',
    '1234567',
    '1234567890',
    '12345678a',
    '123 456 789',
    '12345678.9',
    '+12345678',
    '１２３４５６７８９',
  ])('rejects %j with "Número de digitos inválido"', (value) => {
    expect(validateNif(value)).toBe(DIGITS_MESSAGE);
    expect(checkNif(value)).toEqual({ kind: 'nifDigits' });
  });

  it('ignores surrounding blanks', () => {
    expect(validateNif(' 123456789\n')).toBeNull();
  });
});

describe('NIF properties', () => {
  it('a body plus its computed check digit is valid', () => {
    fc.assert(fc.property(validNif, (nif) => validateNif(nif) === null));
  });

  it('changing the check digit always makes it invalid', () => {
    fc.assert(
      fc.property(validNif, fc.integer({ min: 1, max: 9 }), (nif, delta) => {
        const changed = `${nif.slice(0, -1)}${(Number(nif.slice(-1)) + delta) % 10}`;
        return validateNif(changed) === INVALID_MESSAGE;
      }),
    );
  });

  it('changing one body digit makes it invalid unless the remainder only moves between 0 and 1', () => {
    fc.assert(
      fc.property(validNif, fc.nat(), fc.integer({ min: 1, max: 9 }), (nif, at, delta) => {
        const b = nif.slice(0, -1);
        const i = at % b.length;
        const changedBody = `${b.slice(0, i)}${(Number(b[i]) + delta) % 10}${b.slice(i + 1)}`;
        const changed = `${changedBody}${nif.slice(-1)}`;
        // Weights 2..9 and a non-zero change are both prime to 11, so the remainder always changes; only the
        // spec's "0 or 1 gives 0" can map the new remainder to the same check digit.
        const stillValid = remainder(b) < 2 && remainder(changedBody) < 2;
        expect(validateNif(changed)).toBe(stillValid ? null : INVALID_MESSAGE);
      }),
    );
  });

  it('digit strings of any length other than 8 or 9 give the digits message', () => {
    const length = fc.integer({ min: 0, max: 20 }).filter((n) => n !== 8 && n !== 9);
    fc.assert(fc.property(length.chain(body), (value) => validateNif(value) === DIGITS_MESSAGE));
  });

  it('any string gets null or one of the two messages, and never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        expect([null, DIGITS_MESSAGE, INVALID_MESSAGE]).toContain(validateNif(value));
      }),
    );
  });

  it('strings containing a non-digit (after trimming) give the digits message', () => {
    const withLetter = fc
      .tuple(body(4), fc.constantFrom('a', 'Z', '-', '.', '/', 'é', '٣'), body(4))
      .map(([a, x, b]) => `${a}${x}${b}`);
    fc.assert(fc.property(withLetter, (value) => validateNif(value) === DIGITS_MESSAGE));
  });
});

describe('nifSchema', () => {
  const messages = (schema: typeof nifSchema | typeof optionalNifSchema, input: unknown): string[] => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('required: blank, missing and invalid values', () => {
    expect(messages(nifSchema, '')).toEqual(['Este campo é obrigatório']);
    expect(messages(nifSchema, '  ')).toEqual(['Este campo é obrigatório']);
    expect(messages(nifSchema, undefined)).toEqual(['Este campo é obrigatório']);
    expect(messages(nifSchema, 123456789)).toEqual(['Valor inválido']);
    expect(messages(nifSchema, '1234')).toEqual([DIGITS_MESSAGE]);
    expect(messages(nifSchema, '123456780')).toEqual([INVALID_MESSAGE]);
    expect(nifSchema.parse(' 501442600 ')).toBe('501442600');
  });

  it('optional: blank and missing become null; invalid values still fail', () => {
    expect(optionalNifSchema.parse(undefined)).toBeNull();
    expect(optionalNifSchema.parse(null)).toBeNull();
    expect(optionalNifSchema.parse('  ')).toBeNull();
    expect(optionalNifSchema.parse('123456789')).toBe('123456789');
    expect(messages(optionalNifSchema, '12')).toEqual([DIGITS_MESSAGE]);
    expect(messages(optionalNifSchema, '501442601')).toEqual([INVALID_MESSAGE]);
    expect(messages(optionalNifSchema, 5)).toEqual(['Valor inválido']);
  });

  it('carries the failure for summaries', () => {
    const result = nifSchema.safeParse('123456780');
    expect(result.success ? null : paramsOf(result.error.issues[0])).toEqual({ validation: { kind: 'nif' } });
  });
});

function paramsOf(issue: z.core.$ZodIssue | undefined): unknown {
  return issue?.code === 'custom' ? issue.params : undefined;
}
