import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, code128Encodable, code128Symbols, code128Widths } from './code128.ts';

/** Reads module widths back into text, as a scanner does: symbol by symbol, checking the check symbol. */
function decode(widths: readonly number[]): string {
  const symbols: number[] = [];
  for (let i = 0; i + 6 <= widths.length; i += 6) {
    const pattern = widths.slice(i, i + 6).join('');
    const value = CODE128_PATTERNS.findIndex((p) => p.slice(0, 6) === pattern);
    if (value < 0) throw new Error(`padrão desconhecido ${pattern}`);
    symbols.push(value);
    if (value === 106) break;
  }
  const [start, ...rest] = symbols;
  const data = rest.slice(0, -2);
  const check = rest[rest.length - 2];
  expect(start).toBe(104);
  expect(check).toBe(data.reduce((sum, v, i) => sum + v * (i + 1), 104) % 103);
  return String.fromCharCode(...data.map((v) => v + 32));
}

describe('Code 128 B (the sample labels)', () => {
  it('has 107 distinct patterns of 11 modules (the stop 13), each with an even bar width sum', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS.map((p) => p.slice(0, 6))).size).toBe(107);
    CODE128_PATTERNS.forEach((pattern, value) => {
      const widths = [...pattern].map(Number);
      expect(widths.reduce((a, b) => a + b, 0)).toBe(value === 106 ? 13 : 11);
      // The parity a scanner checks: the three bars of a symbol add up to an even number of modules.
      const [bar1 = 0, , bar2 = 0, , bar3 = 0] = widths;
      expect((bar1 + bar2 + bar3) % 2).toBe(0);
    });
  });

  it('starts with B, checks each character by its position, and stops', () => {
    // Start B 104; 'P' 48, 'J' 42, 'J' 42, '1' 17, '2' 18, '3' 19, 'C' 35: 879 mod 103 = 55.
    expect(code128Symbols('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it('reads back as written, for any printable text', () => {
    fc.assert(
      fc.property(
        fc.string({
          minLength: 1,
          maxLength: 40,
          unit: fc.integer({ min: 32, max: 126 }).map((code) => String.fromCharCode(code)),
        }),
        (text) => {
          expect(decode(code128Widths(text))).toBe(text);
        },
      ),
    );
    expect(decode(code128Widths('CA12/I-0001'))).toBe('CA12/I-0001');
  });

  it('refuses what code set B cannot draw', () => {
    expect(code128Encodable('')).toBe(false);
    expect(code128Encodable('Ç')).toBe(false);
    expect(() => code128Symbols('açores')).toThrow(RangeError);
  });
});
