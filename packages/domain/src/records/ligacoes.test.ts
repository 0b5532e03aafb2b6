import { describe, expect, it } from 'vitest';
import { chainTimeline, type LinkedRecord } from './ligacoes.ts';

const linked = (id: number, data: string | null): LinkedRecord => ({
  id,
  numeroSerie: `X/${id}`,
  estado: 'VALIDO',
  arquivado: false,
  tipo: 't',
  rotaDetalhe: `/t/${id}`,
  data,
  _links: { self: { href: `/api/t/${id}` } },
});

describe('the chain timeline (issue 14)', () => {
  it('orders the record and its links by day, with the days between steps (across months and leap days)', () => {
    const steps = chainTimeline({
      data: '2024-03-01',
      relacoes: [
        { nome: 'notificacoes', label: 'Notificações', tipo: 'n' },
        { nome: 'colheitas', label: 'Colheitas', tipo: 'c' },
      ],
      _embedded: {
        notificacoes: [linked(1, '2024-02-27'), linked(2, null)],
        colheitas: [linked(3, '2024-03-11')],
      },
    });
    expect(steps.map((s) => [s.label, s.record?.id ?? null, s.data, s.dias])).toEqual([
      ['Notificações', 1, '2024-02-27', null],
      [null, null, '2024-03-01', 3],
      ['Colheitas', 3, '2024-03-11', 10],
    ]);
  });

  it('is empty with fewer than two dated steps', () => {
    expect(chainTimeline({ data: '2026-11-01', relacoes: [], _embedded: {} })).toEqual([]);
    expect(
      chainTimeline({
        data: null,
        relacoes: [{ nome: 'n', label: 'N', tipo: 'n' }],
        _embedded: { n: [linked(1, '2026-11-01')] },
      }),
    ).toEqual([]);
  });
});
