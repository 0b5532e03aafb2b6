import { describe, expect, it } from 'vitest';
import { makeVacinacao } from './vacinacao-fixtures.test-support.tsx';
import { vacinacaoSchema } from '@sigsa/domain/records/vacinacao/vacinacao.schema';
import { PT, requiredFields, summaryLines } from '@sigsa/domain/validation/form-schema';
import { optionsWith } from '../../components/form-inputs/select-inputs.tsx';
import {
  emptyVacinacaoForm,
  vacinacaoDraft,
  vacinacaoFormFromRecord,
  VACINACAO_FORM_FIELDS,
} from './vacinacao-form-values.ts';

const TODAY = { year: 2026, month: 3, day: 1 };
const schema = vacinacaoSchema(() => TODAY);
const upper = (field: string) => field.toUpperCase();

/** What the form's resolver does: the draft of the values through the server's schema, in pt-PT. */
const check = (draft: ReturnType<typeof vacinacaoDraft>) => schema.safeParse(draft, PT);

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
    const result = check(vacinacaoDraft(vacinacaoFormFromRecord(record)));
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toEqual({
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

  it('an empty form: every required field has its asterisk and its summary line', () => {
    const draft = vacinacaoDraft(emptyVacinacaoForm(null));
    const required = [
      'exploracao',
      'medicoVeterinario',
      'dataVacinacao',
      'estrategiaVacinacao',
      'zonaVacinacao',
      'vacinaAplicada',
      'lotes',
      'dataValidade',
      'especies',
    ];
    expect([...requiredFields(schema, draft, VACINACAO_FORM_FIELDS)]).toEqual(required);
    const issues = check(draft).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(required);
    expect(issues.every((issue) => issue.message === 'Este campo é obrigatório')).toBe(true);
    expect(summaryLines(schema, draft, upper)).toContain('O campo EXPLORACAO é obrigatório.');
  });

  it('a vaccination date after today is an error (max today, spec 002 §5)', () => {
    const form = { ...vacinacaoFormFromRecord(makeVacinacao()), dataVacinacao: '2026-03-02' };
    expect(check(vacinacaoDraft(form)).error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['dataVacinacao', 'A data não pode ser posterior a 01/03/2026'],
    ]);
  });

  it('an over-long batch text says its limit, not "Valor inválido"', () => {
    const form = { ...vacinacaoFormFromRecord(makeVacinacao()), lotes: 'x'.repeat(501) };
    expect(summaryLines(schema, vacinacaoDraft(form), upper)).toEqual([
      'O campo LOTES deve ter no máximo 500 caracteres.',
    ]);
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
