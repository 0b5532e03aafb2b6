import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  datasDasNotificacoes,
  SEM_CARACTERISTICAS_WARNING,
  semCaracteristicasWarning,
  SINAIS_APOS_EXAME_MESSAGE,
  sinaisAposExame,
  SUBMIT_DOMESTICO_MESSAGE,
  SUBMIT_SELVAGEM_MESSAGE,
  submitErrors,
  totalCacados,
  totalsRow,
} from './exame.rules.ts';

describe('wild animals (001 §5.4)', () => {
  it('totals hunted animals and warns when more lack abnormal features than were kept', () => {
    expect(totalCacados({ comercio: 2, autoconsumo: 3, rejeitados: 1 })).toBe(6);
    expect(totalCacados({})).toBe(0);
    expect(
      semCaracteristicasWarning({
        comercio: 2,
        autoconsumo: 3,
        rejeitados: 1,
        semCaracteristicasAnormais: 5,
      }),
    ).toBeNull();
    expect(
      semCaracteristicasWarning({
        comercio: 2,
        autoconsumo: 3,
        rejeitados: 1,
        semCaracteristicasAnormais: 6,
      }),
    ).toBe(SEM_CARACTERISTICAS_WARNING);
    expect(SEM_CARACTERISTICAS_WARNING).toBe(
      'Número de animais sem características anormais não pode ser superior ao total de animais caçados(excluindo os rejeitados).',
    );
  });

  it('sums the totals row of a list', () => {
    const rows = [
      { comercio: 1, autoconsumo: null, total: 1 },
      { comercio: 2, autoconsumo: 4, total: 6 },
    ];
    expect(totalsRow(rows, ['comercio', 'autoconsumo', 'total'])).toEqual({
      comercio: 3,
      autoconsumo: 4,
      total: 7,
    });
  });
});

const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const maybeDate = fc.option(isoDate, { nil: null });

describe('dates from linked notifications (001 §4)', () => {
  it('fills the signs start and the exam date with the earliest, unless the exam has an earlier one', () => {
    expect(
      datasDasNotificacoes({ data: null, dataInicioSinaisClinicos: null }, [
        { dataInicioSinaisClinicos: '2026-03-10', dataTesteLaboratorial: '2026-03-15' },
        { dataInicioSinaisClinicos: '2026-03-08', dataTesteLaboratorial: null },
      ]),
    ).toEqual({ data: '2026-03-15', dataInicioSinaisClinicos: '2026-03-08' });
    expect(
      datasDasNotificacoes({ data: '2026-03-01', dataInicioSinaisClinicos: '2026-02-20' }, [
        { dataInicioSinaisClinicos: '2026-03-08', dataTesteLaboratorial: '2026-03-15' },
      ]),
    ).toEqual({ data: '2026-03-01', dataInicioSinaisClinicos: '2026-02-20' });
  });

  it('never moves a date later, and takes a date only from the exam or a notification', () => {
    const notification = fc.record({ dataInicioSinaisClinicos: maybeDate, dataTesteLaboratorial: maybeDate });
    fc.assert(
      fc.property(maybeDate, maybeDate, fc.array(notification, { maxLength: 6 }), (data, inicio, notes) => {
        const result = datasDasNotificacoes({ data, dataInicioSinaisClinicos: inicio }, notes);
        if (data !== null) expect(result.data !== null && result.data <= data).toBe(true);
        if (inicio !== null)
          expect(result.dataInicioSinaisClinicos !== null && result.dataInicioSinaisClinicos <= inicio).toBe(
            true,
          );
        const dataSources = [data, ...notes.map((n) => n.dataTesteLaboratorial)].filter((d) => d !== null);
        const inicioSources = [inicio, ...notes.map((n) => n.dataInicioSinaisClinicos)].filter(
          (d) => d !== null,
        );
        expect(result.data === null ? dataSources.length === 0 : dataSources.includes(result.data)).toBe(
          true,
        );
        for (const d of dataSources) expect(result.data !== null && result.data <= d).toBe(true);
        for (const d of inicioSources)
          expect(result.dataInicioSinaisClinicos !== null && result.dataInicioSinaisClinicos <= d).toBe(true);
        // Linking the same notifications again changes nothing.
        expect(datasDasNotificacoes(result, notes)).toEqual(result);
      }),
    );
  });

  it('refuses signs that started after the exam (ours)', () => {
    expect(sinaisAposExame({ data: '2026-03-10', dataInicioSinaisClinicos: '2026-03-11' })).toEqual({
      field: 'dataInicioSinaisClinicos',
      message: SINAIS_APOS_EXAME_MESSAGE,
    });
    expect(sinaisAposExame({ data: '2026-03-10', dataInicioSinaisClinicos: '2026-03-10' })).toBeNull();
    expect(sinaisAposExame({ data: null, dataInicioSinaisClinicos: '2026-03-11' })).toBeNull();
  });
});

describe('submit guard (001 §5.4)', () => {
  const rows = { declaracoes: 0, observacoesIndividuais: 0, observacoesGrupo: 0, animaisSelvagens: 0 };

  it('needs a declaration and an observation for a domestic exam', () => {
    expect(submitErrors('DOMESTICO', rows)).toEqual([SUBMIT_DOMESTICO_MESSAGE]);
    expect(submitErrors('DOMESTICO', { ...rows, declaracoes: 1 })).toEqual([SUBMIT_DOMESTICO_MESSAGE]);
    expect(submitErrors('DOMESTICO', { ...rows, observacoesGrupo: 1 })).toEqual([SUBMIT_DOMESTICO_MESSAGE]);
    expect(submitErrors('DOMESTICO', { ...rows, declaracoes: 1, observacoesGrupo: 1 })).toEqual([]);
    expect(submitErrors('DOMESTICO', { ...rows, declaracoes: 2, observacoesIndividuais: 1 })).toEqual([]);
    expect(SUBMIT_DOMESTICO_MESSAGE).toBe(
      'É obrigatório ter declaração de animais e observações clínicas individuais ou de grupo',
    );
  });

  it('needs an animal for a wild exam', () => {
    expect(submitErrors('SELVAGEM', rows)).toEqual([SUBMIT_SELVAGEM_MESSAGE]);
    expect(submitErrors('SELVAGEM', { ...rows, animaisSelvagens: 1 })).toEqual([]);
  });
});
