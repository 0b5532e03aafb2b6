import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bicCheckDigit,
  bicCodeCount,
  bicCodesSchema,
  formatBicCode,
  parseBicCodes,
  type BicCode,
} from './bic.ts';

const INVALID = 'Inválido';
const NONE_FOUND = 'Nenhum código BIC encontrado';

function codesOf(text: string): string[] {
  const result = parseBicCodes(text);
  return result.ok ? result.codes.map(formatBicCode) : [];
}

describe('parseBicCodes', () => {
  it('finds single codes and ranges in free text, upper-cased and without repeats', () => {
    expect(codesOf('Contentores: ABCU123456, abcu123457; ABCU100000-100010\nABCU123456')).toEqual([
      'ABCU123456',
      'ABCU123457',
      'ABCU100000-100010',
    ]);
  });

  it('accepts and verifies an ISO 6346 check digit after a serial', () => {
    expect(bicCheckDigit('CSQU', '305438')).toBe(3);
    expect(codesOf('CSQU3054383')).toEqual(['CSQU305438']);
    expect(parseBicCodes('CSQU3054384')).toEqual({ ok: false, message: INVALID, token: 'CSQU3054384' });
    const end = bicCheckDigit('CSQU', '305440');
    expect(codesOf(`CSQU3054383-305440${end}`)).toEqual(['CSQU305438-305440']);
    expect(parseBicCodes(`CSQU305438-305440${(end + 1) % 10}`).ok).toBe(false);
  });

  it('allows one space after the owner prefix', () => {
    expect(codesOf('ABCU 123456 e abcu 100000-100002')).toEqual(['ABCU123456', 'ABCU100000-100002']);
  });

  it('a range end must be greater than its start, else "Inválido"', () => {
    expect(parseBicCodes('ABCU123456-123456')).toEqual({
      ok: false,
      message: INVALID,
      token: 'ABCU123456-123456',
    });
    expect(parseBicCodes('ABCU123456-123455')).toEqual({
      ok: false,
      message: INVALID,
      token: 'ABCU123456-123455',
    });
    expect(codesOf('ABCU123456-123457')).toEqual(['ABCU123456-123457']);
  });

  it.each([
    'ABCU12345',
    'ABCU1234567890',
    'ABCU123456-12',
    'ABCU123456-',
    'XABCU123456',
    'ABCU123456-123457-123458',
    'ABCU123456X',
  ])('flags the malformed code %j as "Inválido"', (token) => {
    expect(parseBicCodes(`ok ABCU000001 ${token}`)).toEqual({ ok: false, message: INVALID, token });
  });

  it.each(['', '   ', 'sem contentores', 'ABCD123456', 'ABU123456', '123456', 'ABCU-123456', 'ABCU  123456'])(
    'gives "Nenhum código BIC encontrado" for %j',
    (text) => {
      expect(parseBicCodes(text)).toEqual({ ok: false, message: NONE_FOUND, token: null });
    },
  );

  it('counts the containers a code covers', () => {
    const code: BicCode = { owner: 'ABCU', start: '000010', end: '000019' };
    expect(bicCodeCount(code)).toBe(10);
    expect(bicCodeCount({ ...code, end: null })).toBe(1);
  });
});

describe('BIC properties', () => {
  const letters = fc.stringMatching(/^[A-Z]{3}$/);
  const serial = fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0'));

  it('formatted codes parse back to themselves', () => {
    const code = fc
      .tuple(letters, serial, fc.option(serial, { nil: null }))
      .filter(([, start, end]) => end === null || end > start)
      .map(([owner, start, end]): BicCode => ({ owner: `${owner}U`, start, end }));
    fc.assert(
      fc.property(
        fc.array(code, { minLength: 1, maxLength: 5 }),
        fc.constantFrom(' ', ', ', ';', '\n'),
        (codes, sep) => {
          const result = parseBicCodes(codes.map(formatBicCode).join(sep));
          const unique = [...new Set(codes.map(formatBicCode))];
          expect(result.ok ? result.codes.map(formatBicCode) : result).toEqual(unique);
        },
      ),
    );
  });

  it('a serial with its own check digit is accepted, with any other digit refused', () => {
    fc.assert(
      fc.property(letters, serial, fc.integer({ min: 1, max: 9 }), (owner, start, delta) => {
        const check = bicCheckDigit(`${owner}U`, start);
        expect(parseBicCodes(`${owner}U${start}${check}`).ok).toBe(true);
        expect(parseBicCodes(`${owner}U${start}${(check + delta) % 10}`).ok).toBe(false);
      }),
    );
  });

  it('never throws on any text and answers codes or one of the two messages', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (text) => {
        const result = parseBicCodes(text);
        if (result.ok) expect(result.codes.length).toBeGreaterThan(0);
        else expect([INVALID, NONE_FOUND]).toContain(result.message);
      }),
    );
  });
});

describe('bicCodesSchema', () => {
  it('outputs the codes or the spec message', () => {
    expect(bicCodesSchema.parse('ABCU123456')).toEqual([{ owner: 'ABCU', start: '123456', end: null }]);
    const none = bicCodesSchema.safeParse('nada');
    expect(none.success ? null : none.error.issues.map((issue) => issue.message)).toEqual([NONE_FOUND]);
    const bad = bicCodesSchema.safeParse('ABCU123456-000001');
    expect(bad.success ? null : bad.error.issues.map((issue) => issue.message)).toEqual([INVALID]);
  });
});
