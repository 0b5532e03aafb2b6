import { describe, expect, it } from 'vitest';
import { parseIsoDate, type CalendarDate } from '../validation/dates.ts';
import {
  cartoesDasTendencias,
  grupoDeTendencias,
  ligacaoDoSegmento,
  rotuloSemana,
  segundaDaSemana,
  semanasAte,
} from './tendencias.ts';

const dia = (iso: string): CalendarDate => parseIsoDate(iso) ?? { year: 0, month: 0, day: 0 };

describe('Início trends: ISO weeks (issue 17)', () => {
  it('finds the Monday of any day, across months and years', () => {
    expect(segundaDaSemana(dia('2026-12-06'))).toEqual(dia('2026-11-30')); // a Sunday
    expect(segundaDaSemana(dia('2026-11-30'))).toEqual(dia('2026-11-30')); // a Monday
    expect(segundaDaSemana(dia('2027-01-01'))).toEqual(dia('2026-12-28')); // ISO week 53 of 2026
    expect(segundaDaSemana(dia('1970-01-01'))).toEqual(dia('1969-12-29'));
  });

  it('lists the weeks that end with the current one, oldest first, Monday to Sunday', () => {
    const semanas = semanasAte(dia('2026-12-02'), 3);
    expect(semanas).toEqual([
      { inicio: '2026-11-16', fim: '2026-11-22' },
      { inicio: '2026-11-23', fim: '2026-11-29' },
      { inicio: '2026-11-30', fim: '2026-12-06' },
    ]);
    expect(semanasAte(dia('2026-12-02'), 52)).toHaveLength(52);
    expect(rotuloSemana({ inicio: '2026-11-30', fim: '2026-12-06' })).toBe('30/11');
  });

  it("stacks a type by its state cards, not by the exams' DDO split, and only for a role with cards", () => {
    expect(grupoDeTendencias('examesClinicosNecropsias', 'ROLE_SVL')?.grupo).toBe(
      'indicadoresExamesClinicosNecropsias',
    );
    expect(grupoDeTendencias('vacinacoes', 'ROLE_SIGSA')?.grupo).toBe('indicadoresVacinacao');
    expect(grupoDeTendencias('vacinacoes', 'ROLE_LAB')).toBeUndefined();
    expect(grupoDeTendencias('controlosLaboratoriaisColheitasAmostras', 'ROLE_LAB')?.grupo).toBe(
      'indicadoresControlosLaboratoriais',
    );
    expect(grupoDeTendencias('exploracoes', 'ROLE_SIGSA')).toBeUndefined();
  });

  it('stacks only the cards that split the records by state, not what awaits my decision', () => {
    const grupo = grupoDeTendencias('notificacoesSuspeitasDoencas', 'ROLE_SVL');
    expect(grupo && cartoesDasTendencias(grupo, 'ROLE_SVL').map((c) => c.chave)).toEqual([
      'INICIAL',
      'SUBMETIDO',
      'VALIDO',
      'INVALIDO',
    ]);
  });

  it("opens the list with the card's states and the creation date within the week", () => {
    const grupo = grupoDeTendencias('vacinacoes', 'ROLE_SIGSA');
    const cartao = grupo?.cartoes.find((c) => c.chave === 'INICIAL');
    if (!grupo || !cartao) throw new Error('grupo em falta');
    const url = new URL(
      ligacaoDoSegmento(grupo, cartao, { inicio: '2026-11-30', fim: '2026-12-06' }),
      'http://x',
    );
    expect(url.pathname).toBe('/consultar/vacinacao');
    expect(JSON.parse(url.searchParams.get('filtros') ?? '')).toEqual([
      { key: 'estado', value: ['INICIAL', 'DEVOLVIDO'] },
      {
        key: 'createdOn',
        startDate: '2026-11-30',
        endDate: '2026-12-06',
        customProperties: { dateOption: 'PERSONALIZADO' },
      },
    ]);
  });
});
