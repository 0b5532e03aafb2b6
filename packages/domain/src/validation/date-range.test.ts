import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromEpochDay, toEpochDay, type CalendarDate } from './dates.ts';
import {
  DATE_FILTER_OPTIONS,
  DATE_FILTER_OPTION_LABELS,
  checkDateOffsets,
  dateRangeSchema,
  decodeDateRange,
  decodeNumberRange,
  encodeDateRange,
  encodeNumberRange,
  isDateFilterOption,
  numberRangeSchema,
  resolveDateFilter,
  type DateRange,
  type NumberRange,
} from './date-range.ts';

const END_BEFORE_START = 'A data fim não pode ser anterior à data inicio.';
const TODAY: CalendarDate = { year: 2024, month: 6, day: 15 };
const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

const calendarDate = fc
  .integer({ min: toEpochDay(d(1900, 1, 1)), max: toEpochDay(d(2100, 12, 31)) })
  .map(fromEpochDay);

describe('date ranges', () => {
  it('encodes with "-" for a missing bound, and null for no bound at all', () => {
    expect(encodeDateRange({ start: d(2024, 1, 1), end: d(2024, 1, 31) })).toBe('[2024-01-01,2024-01-31]');
    expect(encodeDateRange({ start: d(2024, 1, 1), end: null })).toBe('[2024-01-01,-]');
    expect(encodeDateRange({ start: null, end: d(2024, 1, 31) })).toBe('[-,2024-01-31]');
    expect(encodeDateRange({ start: null, end: null })).toBeNull();
  });

  it('decodes the same forms', () => {
    expect(decodeDateRange('[2024-01-01,2024-01-31]')).toEqual({
      ok: true,
      value: { start: d(2024, 1, 1), end: d(2024, 1, 31) },
    });
    expect(decodeDateRange('[2024-01-01,-]')).toEqual({
      ok: true,
      value: { start: d(2024, 1, 1), end: null },
    });
    expect(decodeDateRange('[-,2024-01-31]')).toEqual({
      ok: true,
      value: { start: null, end: d(2024, 1, 31) },
    });
    expect(decodeDateRange('[2024-01-01,2024-01-01]').ok).toBe(true);
  });

  it.each(['', '2024-01-01,2024-01-31', '[2024-01-01]', '[2024-01-01,2024-01-31', '[a,b,c]', '[[-,-]]'])(
    'rejects the malformed %j with a format error',
    (text) => {
      expect(decodeDateRange(text)).toEqual({
        ok: false,
        error: { code: 'format', message: 'Intervalo inválido, use o formato [início,fim]' },
      });
    },
  );

  it.each(['[2024-02-30,-]', '[-,31/01/2024]', '[,]', '[2024-1-1,-]', '[ 2024-01-01,-]'])(
    'rejects the bad date in %j',
    (text) => {
      expect(decodeDateRange(text)).toEqual({
        ok: false,
        error: { code: 'value', message: 'Data inválida' },
      });
    },
  );

  it('rejects an empty or reversed range', () => {
    expect(decodeDateRange('[-,-]')).toEqual({
      ok: false,
      error: { code: 'empty', message: 'Indique pelo menos um dos limites do intervalo' },
    });
    expect(decodeDateRange('[2024-02-01,2024-01-31]')).toEqual({
      ok: false,
      error: { code: 'order', message: END_BEFORE_START },
    });
  });

  it('rejects values that are not strings', () => {
    for (const value of [undefined, null, 5, ['[-,2024-01-01]'], {}]) {
      expect(decodeDateRange(value)).toMatchObject({ ok: false, error: { code: 'format' } });
    }
  });

  it('decode ∘ encode round-trips every ordered range', () => {
    const bound = fc.option(calendarDate, { nil: null });
    const range = fc
      .tuple(bound, bound)
      .filter(([start, end]) => start !== null || end !== null)
      .map(([a, b]): DateRange =>
        a && b && toEpochDay(a) > toEpochDay(b) ? { start: b, end: a } : { start: a, end: b },
      );
    fc.assert(
      fc.property(range, (value) => {
        const encoded = encodeDateRange(value);
        expect(encoded).not.toBeNull();
        expect(decodeDateRange(encoded)).toEqual({ ok: true, value });
      }),
    );
  });

  it('encode ∘ decode is the identity on every accepted text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = decodeDateRange(text);
        if (result.ok) expect(encodeDateRange(result.value)).toBe(text);
      }),
    );
  });

  it('arbitrary strings never throw: they decode or give a typed error', () => {
    const text = fc.oneof(
      fc.string(),
      fc.tuple(fc.string(), fc.string()).map(([a, b]) => `[${a},${b}]`),
      fc
        .tuple(fc.option(calendarDate), fc.string())
        .map(([a, b]) => `[${a ? encodeDateRange({ start: a, end: null })?.slice(1, 11) : '-'},${b}]`),
    );
    fc.assert(
      fc.property(text, (value) => {
        const result = decodeDateRange(value);
        if (!result.ok) {
          expect(['format', 'value', 'empty', 'order']).toContain(result.error.code);
          expect(result.error.message.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('number ranges', () => {
  it('encodes and decodes like dates, negatives included', () => {
    expect(encodeNumberRange({ start: 1, end: 10 })).toBe('[1,10]');
    expect(encodeNumberRange({ start: -5, end: null })).toBe('[-5,-]');
    expect(encodeNumberRange({ start: null, end: 2.5 })).toBe('[-,2.5]');
    expect(encodeNumberRange({ start: null, end: null })).toBeNull();
    expect(encodeNumberRange({ start: Number.NaN, end: 1 })).toBeNull();
    expect(encodeNumberRange({ start: 1, end: Number.POSITIVE_INFINITY })).toBeNull();
    expect(decodeNumberRange('[-5,-]')).toEqual({ ok: true, value: { start: -5, end: null } });
    expect(decodeNumberRange('[-,-0.5]')).toEqual({ ok: true, value: { start: null, end: -0.5 } });
    expect(decodeNumberRange('[1e+21,1e+22]')).toEqual({ ok: true, value: { start: 1e21, end: 1e22 } });
  });

  it('rejects bad numbers, empty and reversed ranges', () => {
    const error = (text: string): unknown => {
      const result = decodeNumberRange(text);
      return result.ok ? null : result.error;
    };
    expect(error('[abc,1]')).toEqual({ code: 'value', message: 'Número inválido' });
    expect(error('[1e999,-]')).toEqual({ code: 'value', message: 'Número inválido' });
    expect(error('[+1,-]')).toEqual({ code: 'value', message: 'Número inválido' });
    expect(error('[1,,2]')).toEqual({
      code: 'format',
      message: 'Intervalo inválido, use o formato [início,fim]',
    });
    expect(error('[-,-]')).toEqual({
      code: 'empty',
      message: 'Indique pelo menos um dos limites do intervalo',
    });
    expect(error('[10,1]')).toEqual({
      code: 'order',
      message: 'O valor final não pode ser inferior ao valor inicial.',
    });
  });

  it('decode ∘ encode round-trips every ordered range of finite numbers', () => {
    const finite = fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n));
    const bound = fc.option(finite, { nil: null });
    const range = fc
      .tuple(bound, bound)
      .filter(([start, end]) => start !== null || end !== null)
      .map(([a, b]): NumberRange =>
        a !== null && b !== null && a > b ? { start: b, end: a } : { start: a, end: b },
      );
    fc.assert(
      fc.property(range, (value) => {
        expect(decodeNumberRange(encodeNumberRange(value))).toEqual({ ok: true, value });
      }),
    );
  });

  it('arbitrary strings never throw', () => {
    const text = fc.oneof(
      fc.string(),
      fc.tuple(fc.string(), fc.string()).map(([a, b]) => `[${a},${b}]`),
    );
    fc.assert(
      fc.property(text, (value) => {
        const result = decodeNumberRange(value);
        if (result.ok) expect(result.value.start !== null || result.value.end !== null).toBe(true);
        else expect(['format', 'value', 'empty', 'order']).toContain(result.error.code);
      }),
    );
  });
});

describe('range schemas', () => {
  it('parse encoded text and report the pt-PT message', () => {
    expect(dateRangeSchema.parse('[2024-01-01,-]')).toEqual({ start: d(2024, 1, 1), end: null });
    expect(numberRangeSchema.parse('[1,2]')).toEqual({ start: 1, end: 2 });
    const reversed = dateRangeSchema.safeParse('[2024-02-01,2024-01-01]');
    expect(reversed.success ? null : reversed.error.issues.map((issue) => issue.message)).toEqual([
      END_BEFORE_START,
    ]);
    const notText = numberRangeSchema.safeParse(5);
    expect(notText.success ? null : notText.error.issues.map((issue) => issue.message)).toEqual([
      'Intervalo inválido, use o formato [início,fim]',
    ]);
  });
});

describe('date filter presets', () => {
  it('lists the options with the spec labels', () => {
    expect(DATE_FILTER_OPTIONS.map((option) => DATE_FILTER_OPTION_LABELS[option])).toEqual([
      'Últimos 7 dias',
      'Últimos 28 dias',
      'Últimos 90 dias',
      'Últimos 180 dias',
      'Últimos X dias',
      'Personalizado',
      'Sem valor definida',
    ]);
    expect(isDateFilterOption('PERSONALIZADO')).toBe(true);
    expect(isDateFilterOption('ONTEM')).toBe(false);
  });

  it.each([
    ['ULTIMOS_7_DIAS', d(2024, 6, 8)],
    ['ULTIMOS_28_DIAS', d(2024, 5, 18)],
    ['ULTIMOS_90_DIAS', d(2024, 3, 17)],
    ['ULTIMOS_180_DIAS', d(2023, 12, 18)],
  ] as const)('%s runs from N days ago through today', (dateOption, start) => {
    expect(resolveDateFilter({ dateOption }, TODAY)).toEqual({
      ok: true,
      value: { kind: 'range', range: { start, end: TODAY } },
    });
  });

  it('"Últimos X dias" uses the offsets as days back from today', () => {
    expect(resolveDateFilter({ dateOption: 'ULTIMOS_X_DIAS', startOffset: 10, endOffset: 3 }, TODAY)).toEqual(
      {
        ok: true,
        value: { kind: 'range', range: { start: d(2024, 6, 5), end: d(2024, 6, 12) } },
      },
    );
    expect(resolveDateFilter({ dateOption: 'ULTIMOS_X_DIAS', startOffset: 7 }, TODAY)).toEqual(
      resolveDateFilter({ dateOption: 'ULTIMOS_7_DIAS' }, TODAY),
    );
  });

  it('an end offset greater than the start offset is refused with the spec message', () => {
    expect(checkDateOffsets(3, 10)).toBe(END_BEFORE_START);
    expect(checkDateOffsets(10, 10)).toBeNull();
    expect(resolveDateFilter({ dateOption: 'ULTIMOS_X_DIAS', startOffset: 3, endOffset: 10 }, TODAY)).toEqual(
      {
        ok: false,
        error: { code: 'order', message: END_BEFORE_START },
      },
    );
  });

  it('offsets must be whole numbers from 0 to a century', () => {
    expect(checkDateOffsets(-1, 0)).toBe('Valor inferior ao mínimo');
    expect(checkDateOffsets(40_000, 0)).toBe('Valor superior ao máximo');
    expect(checkDateOffsets(1.5, 0)).toBe('Valor inválido');
    expect(checkDateOffsets(Number.NaN, 0)).toBe('Valor inválido');
    expect(resolveDateFilter({ dateOption: 'ULTIMOS_X_DIAS', startOffset: null }, TODAY)).toEqual({
      ok: false,
      error: { code: 'empty', message: 'Este campo é obrigatório' },
    });
  });

  it('"Personalizado" takes explicit dates, either one optional', () => {
    expect(resolveDateFilter({ dateOption: 'PERSONALIZADO', startDate: d(2024, 1, 1) }, TODAY)).toEqual({
      ok: true,
      value: { kind: 'range', range: { start: d(2024, 1, 1), end: null } },
    });
    expect(
      resolveDateFilter(
        { dateOption: 'PERSONALIZADO', startDate: d(2024, 2, 1), endDate: d(2024, 1, 1) },
        TODAY,
      ),
    ).toEqual({ ok: false, error: { code: 'order', message: END_BEFORE_START } });
    expect(resolveDateFilter({ dateOption: 'PERSONALIZADO' }, TODAY)).toEqual({
      ok: false,
      error: { code: 'empty', message: 'Indique pelo menos um dos limites do intervalo' },
    });
  });

  it('"Sem valor definida" asks for records with no date', () => {
    expect(resolveDateFilter({ dateOption: 'SEM_VALOR' }, TODAY)).toEqual({
      ok: true,
      value: { kind: 'isNull' },
    });
  });

  it('every valid pair of offsets gives an ordered range ending endOffset days before today', () => {
    const offsets = fc
      .tuple(fc.integer({ min: 0, max: 36_525 }), fc.integer({ min: 0, max: 36_525 }))
      .map(([a, b]) => (a >= b ? [a, b] : [b, a]));
    fc.assert(
      fc.property(offsets, calendarDate, ([startOffset = 0, endOffset = 0], today) => {
        const result = resolveDateFilter({ dateOption: 'ULTIMOS_X_DIAS', startOffset, endOffset }, today);
        if (!result.ok || result.value.kind !== 'range') throw new Error('expected a range');
        const { start, end } = result.value.range;
        expect(start && toEpochDay(today) - toEpochDay(start)).toBe(startOffset);
        expect(end && toEpochDay(today) - toEpochDay(end)).toBe(endOffset);
      }),
    );
  });
});
