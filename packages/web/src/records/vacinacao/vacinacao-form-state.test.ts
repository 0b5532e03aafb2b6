import { describe, expect, it } from 'vitest';
import { makeVacinacao } from './vacinacao-fixtures.test-support.tsx';
import {
  emptyVacinacaoForm,
  optionsWith,
  vacinacaoDraft,
  vacinacaoFormFromRecord,
  validateVacinacao,
  VACINACAO_FORM_FIELDS,
} from './vacinacao-form-state.ts';

const TODAY = { year: 2026, month: 3, day: 1 };
const LABELS = Object.fromEntries(
  [...VACINACAO_FORM_FIELDS, 'vacinasAplicadas'].map((field) => [field, field.toUpperCase()]),
) as Parameters<typeof validateVacinacao>[2];
const META = { id: 5, version: 3, role: 'ROLE_MV', serie: 1 };

describe('vaccination form state', () => {
  it('a loaded record becomes the payload of spec 002 §7: brand, ids, lines with days', () => {
    const record = makeVacinacao({
      observacoes: '  nota  ',
      vacinasAplicadas: [
        {
          id: 100,
          sequencia: 1,
          tipo: 'GRUPO',
          identificacao: 'ignorada',
          idade: 30,
          quantidadeAnimais: 12,
          esquemaVacinacao: { id: 11, nome: 'Primovacinação' },
          etapaVacinacao: { id: 21, nome: '1.ª dose' },
        },
      ],
    });
    const result = validateVacinacao(vacinacaoDraft(vacinacaoFormFromRecord(record), META), TODAY, LABELS);
    expect(result.fieldErrors).toEqual({});
    expect(result.payload).toEqual({
      id: 5,
      version: 3,
      role: 'ROLE_MV',
      serie: 1,
      exploracao: 'AB12C',
      medicoVeterinario: 7,
      dataVacinacao: '2026-01-10',
      estrategiaVacinacao: 31,
      zonaVacinacao: 41,
      vacinaAplicada: 51,
      lotes: 'L-1',
      dataValidade: '2027-06-30',
      especies: [1],
      observacoes: 'nota',
      vacinasAplicadas: [
        {
          id: 100,
          tipo: 'GRUPO',
          identificacao: null,
          idade: 30,
          quantidadeAnimais: 12,
          esquemaVacinacao: 11,
          etapaVacinacao: 21,
        },
      ],
    });
  });

  it('an empty form has every required field missing, with summary lines naming them', () => {
    const result = validateVacinacao(
      vacinacaoDraft(emptyVacinacaoForm(null), { ...META, id: null }),
      TODAY,
      LABELS,
    );
    expect(result.payload).toBeNull();
    expect(Object.keys(result.fieldErrors).sort()).toEqual(
      [
        'exploracao',
        'medicoVeterinario',
        'dataVacinacao',
        'estrategiaVacinacao',
        'zonaVacinacao',
        'vacinaAplicada',
        'lotes',
        'dataValidade',
        'especies',
      ].sort(),
    );
    expect(Object.values(result.fieldErrors).every((m) => m === 'Este campo é obrigatório')).toBe(true);
    expect(result.summary).toContain('O campo EXPLORACAO é obrigatório.');
  });

  it('a vaccination date after today is an error (max today, spec 002 §5)', () => {
    const form = { ...vacinacaoFormFromRecord(makeVacinacao()), dataVacinacao: '2026-03-02' };
    expect(validateVacinacao(vacinacaoDraft(form, META), TODAY, LABELS).fieldErrors.dataVacinacao).toBe(
      'A data não pode ser posterior a 01/03/2026',
    );
  });

  it('the authority user may be given as veterinarian from the start', () => {
    expect(emptyVacinacaoForm({ id: 3, nome: 'Sofia' }).medicoVeterinario).toEqual({ id: 3, nome: 'Sofia' });
  });

  it('select data keeps a current value that is no longer offered', () => {
    expect(optionsWith([{ id: 1, nome: 'A' }], { id: 9, nome: 'Antiga' })).toEqual([
      { value: '9', label: 'Antiga' },
      { value: '1', label: 'A' },
    ]);
    expect(optionsWith([{ id: 1, nome: 'A' }], { id: 1, nome: 'A' })).toEqual([{ value: '1', label: 'A' }]);
  });
});
