import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addDays,
  addYears,
  checkDateBounds,
  checkDisplayDate,
  compareDates,
  dateTimeInTimeZone,
  dateWarning,
  daysInMonth,
  formatDisplayDate,
  formatDisplayDateTime,
  formatInstant,
  formatIsoDate,
  fromEpochDay,
  fromLocalDate,
  maxToday,
  oneYearBefore,
  parseDisplayDate,
  parseDisplayDateTime,
  parseIsoDate,
  toEpochDay,
  toLocalDate,
  todayIn,
  validateDisplayDate,
  validateDisplayDateTime,
  type CalendarDate,
} from './dates.ts';
import { displayDateSchema, isoDateSchema, optionalIsoDateSchema } from './date-schemas.ts';

const TODAY: CalendarDate = { year: 2024, month: 6, day: 15 };
const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

/** Every real calendar date from 1900 to 2100. */
const calendarDate = fc
  .integer({ min: toEpochDay(d(1900, 1, 1)), max: toEpochDay(d(2100, 12, 31)) })
  .map(fromEpochDay);

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('calendar arithmetic', () => {
  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
  });

  it('counts days from 1970-01-01', () => {
    expect(toEpochDay(d(1970, 1, 1))).toBe(0);
    expect(toEpochDay(d(2000, 3, 1))).toBe(11017);
    expect(toEpochDay(d(1969, 12, 31))).toBe(-1);
    expect(fromEpochDay(19889)).toEqual(d(2024, 6, 15));
  });

  it('adds days across months, years and the DST change without drifting', () => {
    expect(addDays(d(2024, 3, 30), 2)).toEqual(d(2024, 4, 1));
    expect(addDays(d(2024, 10, 26), 2)).toEqual(d(2024, 10, 28));
    expect(addDays(d(2024, 1, 1), -1)).toEqual(d(2023, 12, 31));
    expect(addDays(d(2024, 2, 28), 1)).toEqual(d(2024, 2, 29));
  });

  it('adds years, 29 February becoming 28 February', () => {
    expect(addYears(d(2024, 2, 29), -1)).toEqual(d(2023, 2, 28));
    expect(addYears(d(2024, 6, 15), -1)).toEqual(d(2023, 6, 15));
  });

  it('epoch days are a bijection on 1900–2100, one day apart', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        expect(fromEpochDay(toEpochDay(date))).toEqual(date);
        expect(compareDates(addDays(date, 1), date)).toBeGreaterThan(0);
        expect(toEpochDay(addDays(date, 1)) - toEpochDay(date)).toBe(1);
      }),
    );
  });
});

describe('strict parsing and formatting', () => {
  it('wire format YYYY-MM-DD', () => {
    expect(parseIsoDate('2024-02-29')).toEqual(d(2024, 2, 29));
    expect(formatIsoDate(d(987, 1, 5))).toBe('0987-01-05');
    for (const bad of [
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-01-32',
      '0000-01-01',
      '2024-1-01',
      ' 2024-01-01',
      '2024/01/01',
      '20240101',
      '',
    ]) {
      expect(parseIsoDate(bad)).toBeNull();
    }
  });

  it('typed date dd/MM/yyyy', () => {
    expect(parseDisplayDate('29/02/2024')).toEqual(d(2024, 2, 29));
    expect(parseDisplayDate(' 01/12/2023 ')).toEqual(d(2023, 12, 1));
    expect(formatDisplayDate(d(2024, 6, 5))).toBe('05/06/2024');
    for (const bad of [
      '31/02/2024',
      '29/02/2023',
      '1/2/2024',
      '01-02-2024',
      '2024-02-01',
      '01/02/24',
      '00/01/2024',
      '32/01/2024',
      '01/13/2024',
      'abc',
      '',
    ]) {
      expect(parseDisplayDate(bad)).toBeNull();
    }
  });

  it('date-time HH:mm dd/MM/yyyy', () => {
    expect(parseDisplayDateTime('09:05 29/02/2024')).toEqual({
      year: 2024,
      month: 2,
      day: 29,
      hour: 9,
      minute: 5,
    });
    expect(formatDisplayDateTime({ year: 2024, month: 1, day: 2, hour: 0, minute: 0 })).toBe(
      '00:00 02/01/2024',
    );
    for (const bad of [
      '24:00 01/01/2024',
      '12:60 01/01/2024',
      '9:05 01/01/2024',
      '09:05  01/01/2024',
      '01/01/2024 09:05',
      '09:05 31/04/2024',
    ]) {
      expect(parseDisplayDateTime(bad)).toBeNull();
    }
  });

  it('format ∘ parse round-trips every date 1900–2100, in both formats', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        expect(parseIsoDate(formatIsoDate(date))).toEqual(date);
        expect(parseDisplayDate(formatDisplayDate(date))).toEqual(date);
      }),
    );
  });

  it('parse ∘ format is the identity on accepted text', () => {
    fc.assert(
      fc.property(
        calendarDate,
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (date, hour, minute) => {
          const iso = formatIsoDate(date);
          const display = formatDisplayDate(date);
          const dateTime = formatDisplayDateTime({ ...date, hour, minute });
          expect(formatIsoDate(parseIsoDate(iso) ?? d(1, 1, 1))).toBe(iso);
          expect(formatDisplayDate(parseDisplayDate(display) ?? d(1, 1, 1))).toBe(display);
          expect(parseDisplayDateTime(dateTime)).toEqual({ ...date, hour, minute });
        },
      ),
    );
  });

  it('arbitrary strings never throw: they parse to a real date or to null', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const parsed of [parseIsoDate(text), parseDisplayDate(text), parseDisplayDateTime(text)]) {
          if (parsed) expect(daysInMonth(parsed.year, parsed.month)).toBeGreaterThanOrEqual(parsed.day);
        }
      }),
    );
  });

  it('every well-shaped but impossible day is rejected', () => {
    const shaped = fc.tuple(
      fc.integer({ min: 1, max: 9999 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 31 }),
    );
    fc.assert(
      fc.property(shaped, ([year, month, day]) => {
        const text = `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${String(year).padStart(4, '0')}`;
        expect(parseDisplayDate(text) !== null).toBe(day <= daysInMonth(year, month));
      }),
    );
  });
});

describe('time zones and local dates', () => {
  it('today in Lisbon, whatever the machine zone', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in Lisbon (summer time, UTC+1).
    expect(todayIn(new Date('2024-06-30T23:30:00Z'))).toEqual(d(2024, 7, 1));
    // In winter Lisbon is UTC.
    expect(todayIn(new Date('2024-12-31T23:30:00Z'))).toEqual(d(2024, 12, 31));
    expect(todayIn(new Date('2024-06-30T23:30:00Z'), 'Atlantic/Azores')).toEqual(d(2024, 6, 30));
  });

  it('formats instants as HH:mm dd/MM/yyyy in Lisbon', () => {
    expect(formatInstant(new Date('2024-03-31T00:59:00Z'))).toBe('00:59 31/03/2024');
    expect(formatInstant(new Date('2024-03-31T01:00:00Z'))).toBe('02:00 31/03/2024');
    expect(dateTimeInTimeZone(new Date('2024-01-01T00:00:00Z'), 'UTC')).toEqual({
      year: 2024,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
    });
  });

  it('agrees with Intl in every zone, across offset changes (the per-hour offset cache)', () => {
    const zones = [
      'Europe/Lisbon',
      'Atlantic/Azores',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'America/St_Johns',
    ];
    const reference = (instant: Date, timeZone: string) => {
      const parts = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      }).formatToParts(instant);
      const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      return {
        year: get('year'),
        month: get('month'),
        day: get('day'),
        hour: get('hour'),
        minute: get('minute'),
      };
    };
    // Minutes around Lisbon's 2024 changes (31 Mar 01:00 UTC, 27 Oct 01:00 UTC), then anywhere in 1900–2100.
    const nearChange = fc
      .constantFrom(Date.UTC(2024, 2, 31, 1), Date.UTC(2024, 9, 27, 1))
      .chain((t) => fc.integer({ min: -180, max: 180 }).map((m) => t + m * 60_000));
    const anywhere = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(fc.oneof(nearChange, anywhere), fc.constantFrom(...zones), (ms, zone) => {
        const instant = new Date(ms);
        expect(dateTimeInTimeZone(instant, zone)).toEqual(reference(instant, zone));
      }),
      { numRuns: 3000 },
    );
  });

  it('local Date round-trips, including years below 100', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        expect(fromLocalDate(toLocalDate(date))).toEqual(date);
      }),
    );
    expect(fromLocalDate(toLocalDate(d(50, 3, 1)))).toEqual(d(50, 3, 1));
  });
});

describe('date rules', () => {
  it('maxToday accepts today and refuses tomorrow', () => {
    expect(checkDateBounds(TODAY, maxToday(TODAY))).toBeNull();
    expect(checkDateBounds(addDays(TODAY, 1), maxToday(TODAY))).toEqual({
      kind: 'maxDate',
      max: '15/06/2024',
    });
  });

  it('minimum and maximum date messages', () => {
    const bounds = { min: d(2024, 1, 1), max: TODAY };
    expect(validateDisplayDate('31/12/2023', bounds)).toBe('A data não pode ser anterior a 01/01/2024');
    expect(validateDisplayDate('16/06/2024', bounds)).toBe('A data não pode ser posterior a 15/06/2024');
    expect(validateDisplayDate('01/01/2024', bounds)).toBeNull();
    expect(validateDisplayDate('15/06/2024', bounds)).toBeNull();
  });

  it('typed-date format message', () => {
    expect(validateDisplayDate('31/02/2024')).toBe('Data inválida, use o formato DD/MM/YYYY');
    expect(validateDisplayDate('2024-02-01')).toBe('Data inválida, use o formato DD/MM/YYYY');
    expect(checkDisplayDate('')).toEqual({ kind: 'dateFormat' });
  });

  it('date-time message and bounds', () => {
    expect(validateDisplayDateTime('25:00 01/01/2024')).toBe('Data inválida');
    expect(validateDisplayDateTime('10:00 31/02/2024')).toBe('Data inválida');
    const now = { ...TODAY, hour: 14, minute: 30 };
    expect(validateDisplayDateTime('14:31 15/06/2024', { max: now })).toBe(
      'A data não pode ser posterior a 14:30 15/06/2024',
    );
    expect(validateDisplayDateTime('14:30 15/06/2024', { max: now })).toBeNull();
    expect(validateDisplayDateTime('08:00 15/06/2024', { min: { ...TODAY, hour: 8, minute: 15 } })).toBe(
      'A data não pode ser anterior a 08:15 15/06/2024',
    );
  });

  it('warns when the date is more than one year before today', () => {
    expect(oneYearBefore(TODAY)).toEqual(d(2023, 6, 15));
    expect(dateWarning(d(2023, 6, 14), TODAY)).toBe('A data selecionada é anterior ao previsto.');
    expect(dateWarning(d(2023, 6, 15), TODAY)).toBeNull();
    expect(dateWarning(TODAY, TODAY)).toBeNull();
    expect(dateWarning(d(2023, 2, 27), d(2024, 2, 29))).toBe('A data selecionada é anterior ao previsto.');
    expect(dateWarning(d(2023, 2, 28), d(2024, 2, 29))).toBeNull();
  });

  it('the warning agrees with "more than a year of days" on every date', () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, (date, today) => {
        const expected = compareDates(date, addYears(today, -1)) < 0;
        expect(dateWarning(date, today) !== null).toBe(expected);
      }),
    );
  });
});

describe('date schemas', () => {
  it('isoDateSchema: required, wire format and bounds read at validation time', () => {
    let today = TODAY;
    const schema = isoDateSchema({ max: () => today });
    expect(messages(schema, undefined)).toEqual(['Este campo é obrigatório']);
    expect(messages(schema, '')).toEqual(['Este campo é obrigatório']);
    expect(messages(schema, 5)).toEqual(['Valor inválido']);
    expect(messages(schema, '15/06/2024')).toEqual(['Data inválida']);
    expect(messages(schema, '2024-06-16')).toEqual(['A data não pode ser posterior a 15/06/2024']);
    expect(schema.parse('2024-06-15')).toBe('2024-06-15');
    today = d(2024, 6, 16);
    expect(schema.parse('2024-06-16')).toBe('2024-06-16');
  });

  it('isoDateSchema with a fixed minimum', () => {
    expect(messages(isoDateSchema({ min: d(2020, 1, 1) }), '2019-12-31')).toEqual([
      'A data não pode ser anterior a 01/01/2020',
    ]);
  });

  it('optionalIsoDateSchema: blank is null, bad dates still fail', () => {
    const schema = optionalIsoDateSchema({ max: TODAY });
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse('')).toBeNull();
    expect(schema.parse('2024-01-31')).toBe('2024-01-31');
    expect(messages(schema, '2024-02-30')).toEqual(['Data inválida']);
    expect(messages(schema, '2025-01-01')).toEqual(['A data não pode ser posterior a 15/06/2024']);
    expect(messages(schema, 1)).toEqual(['Valor inválido']);
  });

  it('displayDateSchema: typed dd/MM/yyyy in, YYYY-MM-DD out', () => {
    const schema = displayDateSchema({ max: TODAY });
    expect(schema.parse('29/02/2024')).toBe('2024-02-29');
    expect(messages(schema, '31/02/2024')).toEqual(['Data inválida, use o formato DD/MM/YYYY']);
    expect(messages(schema, ' ')).toEqual(['Este campo é obrigatório']);
    expect(messages(schema, '16/06/2024')).toEqual(['A data não pode ser posterior a 15/06/2024']);
  });

  it('carries the failure for summaries', () => {
    const result = isoDateSchema({ max: TODAY }).safeParse('2024-07-01');
    expect(result.success ? null : paramsOf(result.error.issues[0])).toEqual({
      validation: { kind: 'maxDate', max: '15/06/2024' },
    });
  });
});

function paramsOf(issue: z.core.$ZodIssue | undefined): unknown {
  return issue?.code === 'custom' ? issue.params : undefined;
}
