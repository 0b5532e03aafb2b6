import { describe, expect, it } from 'vitest';
import { colheitaPrazos, type ColheitaMarcos } from './colheitas-prazos.ts';

const NADA: ColheitaMarcos = { submetido: null, rececionado: null, analisesSubmetidas: null, decisao: null };
const NOW = new Date('2026-12-05T10:00:00Z');

describe('turnaround days of a collection (issue 16)', () => {
  it('none before the submission', () => {
    expect(colheitaPrazos('INICIAL', NADA, NOW)).toEqual({ laboratorio: null, total: null });
  });

  it('submitted and waiting: the whole runs to today, the laboratory has not started', () => {
    const prazos = colheitaPrazos('SUBMETIDO', { ...NADA, submetido: '2026-12-01T09:00:00Z' }, NOW);
    expect(prazos).toEqual({ laboratorio: null, total: { dias: 4, aDecorrer: true } });
  });

  it('in analysis: the laboratory runs from the reception to today', () => {
    const marcos = { ...NADA, submetido: '2026-12-01T09:00:00Z', rececionado: '2026-12-02T15:00:00Z' };
    expect(colheitaPrazos('EM_ANALISE', marcos, NOW).laboratorio).toEqual({ dias: 3, aDecorrer: true });
  });

  it('decided: both counts stop, in Lisbon days (23:30 UTC in summer is the next day)', () => {
    const marcos: ColheitaMarcos = {
      submetido: '2026-06-01T23:30:00Z',
      rececionado: '2026-06-03T08:00:00Z',
      analisesSubmetidas: '2026-06-08T16:00:00Z',
      decisao: '2026-06-10T11:00:00Z',
    };
    expect(colheitaPrazos('VALIDO', marcos, NOW)).toEqual({
      laboratorio: { dias: 5, aDecorrer: false },
      total: { dias: 8, aDecorrer: false },
    });
  });

  it('returned for re-analysis: the laboratory runs again, to today', () => {
    const marcos: ColheitaMarcos = {
      submetido: '2026-12-01T09:00:00Z',
      rececionado: '2026-12-01T12:00:00Z',
      analisesSubmetidas: '2026-12-02T12:00:00Z',
      decisao: null,
    };
    expect(colheitaPrazos('SUBMETIDO_REANALISE', marcos, NOW)).toEqual({
      laboratorio: { dias: 4, aDecorrer: true },
      total: { dias: 4, aDecorrer: true },
    });
  });
});
