import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from '../../validation/messages.ts';
import {
  animalCount,
  dataValidadeWarning,
  dataVacinacaoWarning,
  daysToWeeks,
  duplicateIndividualIndexes,
  isDuplicateIndividual,
  submitErrors,
  weeksToDays,
} from './vacinacao.rules.ts';
import { vacinacaoSchema } from './vacinacao.schema.ts';

const TODAY = { year: 2026, month: 11, day: 21 };

const VALID = {
  exploracao: 'AB12C',
  medicoVeterinario: 7,
  dataVacinacao: '2026-11-20',
  estrategiaVacinacao: 1,
  zonaVacinacao: 2,
  vacinaAplicada: 3,
  lotes: 'L-2026-01',
  dataValidade: '2027-01-31',
  especies: [4],
  vacinasAplicadas: [
    { tipo: 'INDIVIDUAL', identificacao: 'PT123', idade: 70, esquemaVacinacao: 1, etapaVacinacao: 2 },
    { tipo: 'GRUPO', quantidadeAnimais: 12, idade: 30, esquemaVacinacao: 1, etapaVacinacao: 2 },
  ],
};

const schema = vacinacaoSchema(() => TODAY);

function errorsOf(input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('vaccination form rules (spec 002 §5)', () => {
  it('accepts a complete vaccination', () => {
    expect(errorsOf(VALID)).toEqual({});
  });

  it('requires holding, veterinarian, date, strategy, zone, vaccine, batches, expiry and species', () => {
    const errors = errorsOf({ vacinasAplicadas: [], especies: [], exploracao: ' ', lotes: '' });
    for (const field of [
      'exploracao',
      'medicoVeterinario',
      'dataVacinacao',
      'estrategiaVacinacao',
      'zonaVacinacao',
      'vacinaAplicada',
      'lotes',
      'dataValidade',
      'especies',
    ])
      expect(errors[field], field).toBe(REQUIRED_MESSAGE);
  });

  it('the vaccination date is not after today; a year ago only warns', () => {
    expect(errorsOf({ ...VALID, dataVacinacao: '2026-11-21' })).toEqual({});
    expect(errorsOf({ ...VALID, dataVacinacao: '2026-11-22' }).dataVacinacao).toBe(
      'A data não pode ser posterior a 21/11/2026',
    );
    expect(dataVacinacaoWarning('2025-11-21', TODAY)).toBeNull();
    expect(dataVacinacaoWarning('2025-11-20', TODAY)).toBe('A data selecionada é anterior ao previsto.');
  });

  it('an expiry before today warns but is allowed', () => {
    expect(errorsOf({ ...VALID, dataValidade: '2026-01-01' })).toEqual({});
    expect(dataValidadeWarning('2026-11-20', TODAY)).toBe('A data selecionada é anterior ao previsto.');
    expect(dataValidadeWarning('2026-11-21', TODAY)).toBeNull();
  });

  it('lines: age, scheme and stage required; identification for individuals; count for groups', () => {
    const errors = errorsOf({
      ...VALID,
      vacinasAplicadas: [
        { tipo: 'INDIVIDUAL' },
        { tipo: 'GRUPO', idade: 3, esquemaVacinacao: 1, etapaVacinacao: 1 },
      ],
    });
    expect(errors).toMatchObject({
      'vacinasAplicadas.0.idade': REQUIRED_MESSAGE,
      'vacinasAplicadas.0.esquemaVacinacao': REQUIRED_MESSAGE,
      'vacinasAplicadas.0.etapaVacinacao': REQUIRED_MESSAGE,
      'vacinasAplicadas.1.quantidadeAnimais': REQUIRED_MESSAGE,
    });
  });

  it('a duplicate individual is the same identification, scheme and stage', () => {
    const lines = [
      { tipo: 'INDIVIDUAL' as const, identificacao: 'PT1', esquemaVacinacao: 1, etapaVacinacao: 1 },
      { tipo: 'INDIVIDUAL' as const, identificacao: 'PT1', esquemaVacinacao: 1, etapaVacinacao: 2 },
    ];
    expect(isDuplicateIndividual(lines, { ...lines[0], identificacao: ' pt1 ' } as never)).toBe(true);
    expect(isDuplicateIndividual(lines, { ...lines[0], esquemaVacinacao: 2 } as never)).toBe(false);
    // Editing a line does not make it a duplicate of itself.
    expect(isDuplicateIndividual(lines, lines[0] as never, 0)).toBe(false);
    expect(duplicateIndividualIndexes([...lines, lines[1] as never])).toEqual([2]);
  });

  it('submit needs at least one line', () => {
    expect(submitErrors(0)).toEqual([
      'Não é possível submeter o registo, deve registar a identificação dos animais!',
    ]);
    expect(submitErrors(1)).toEqual([]);
  });

  it('ages: weeks in the modal, days in the tables; animals counted per line and group', () => {
    expect(weeksToDays(10)).toBe(70);
    expect(daysToWeeks(70)).toBe(10);
    expect(animalCount(VALID.vacinasAplicadas as never)).toBe(13);
  });
});
