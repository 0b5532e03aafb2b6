import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emVigor, freguesiasComOutroNivel, nivelEmVigor, type RiscoPeriodo } from './risco.nivel.ts';

const rec = (id: number, inicio: string, fim: string | null, freguesias: string[]): RiscoPeriodo => ({
  id,
  dataInicioClassificacao: inicio,
  dataFinalClassificacao: fim,
  freguesias,
});

describe('the level in force on a parish (issue 15)', () => {
  it('the latest start not after the day wins; an ended record no longer counts; a tie goes to the higher id', () => {
    const records = [
      rec(1, '2026-01-01', null, ['010103', '010109']),
      rec(2, '2026-03-01', '2026-03-31', ['010103']),
      rec(3, '2026-02-01', null, ['010109']),
      rec(4, '2026-02-01', null, ['010109']),
    ];
    const ids = (data: string) =>
      Object.fromEntries([...nivelEmVigor(records, data)].map(([f, r]) => [f, r.id]));
    expect(ids('2025-12-31')).toEqual({});
    expect(ids('2026-01-15')).toEqual({ '010103': 1, '010109': 1 });
    expect(ids('2026-03-15')).toEqual({ '010103': 2, '010109': 4 });
    // The end day is still in force; the day after, the older record is back.
    expect(ids('2026-03-31')['010103']).toBe(2);
    expect(ids('2026-04-01')['010103']).toBe(1);
  });

  it('warns of the parishes another record puts under a level on the day, never of the record itself', () => {
    const records = [
      rec(1, '2026-01-01', null, ['010103']),
      rec(2, '2026-01-01', null, ['010103', '0302FA']),
    ];
    expect([...freguesiasComOutroNivel(records, ['010103', '0302FA', '010109'], '2026-02-01', 2)]).toEqual([
      ['010103', records[0]],
    ]);
    expect(freguesiasComOutroNivel(records, ['010109'], '2026-02-01', null).size).toBe(0);
  });

  it('property: the chosen record covers the day, and no covering record of the parish beats it', () => {
    const day = fc
      .integer({ min: 0, max: 120 })
      .map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
    const record = fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      inicio: day,
      dur: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
      freguesias: fc.subarray(['A', 'B', 'C', 'D'], { minLength: 1 }),
    });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 12 }), day, (raw, data) => {
        const records = raw.map((r, i) =>
          rec(
            r.id * 100 + i,
            r.inicio,
            r.dur === null
              ? null
              : new Date(Date.parse(`${r.inicio}T00:00:00Z`) + r.dur * 86_400_000).toISOString().slice(0, 10),
            r.freguesias,
          ),
        );
        const chosen = nivelEmVigor(records, data);
        for (const freguesia of ['A', 'B', 'C', 'D']) {
          const covering = records.filter((r) => r.freguesias.includes(freguesia) && emVigor(r, data));
          const winner = chosen.get(freguesia);
          if (covering.length === 0) expect(winner).toBeUndefined();
          else {
            expect(winner && emVigor(winner, data)).toBe(true);
            for (const other of covering)
              expect(
                other.dataInicioClassificacao < (winner?.dataInicioClassificacao ?? '') ||
                  (other.dataInicioClassificacao === winner?.dataInicioClassificacao &&
                    other.id <= winner.id),
              ).toBe(true);
          }
        }
      }),
    );
  });
});
