import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BIC_INVALID_MESSAGE,
  BIC_NONE_FOUND_MESSAGE,
  DATE_END_BEFORE_START_MESSAGE,
  DATE_FORMAT_MESSAGE,
  DATE_INVALID_MESSAGE,
  DATE_WARNING_MESSAGE,
  EMAIL_MESSAGE,
  MAX_VALUE_MESSAGE,
  MIN_VALUE_MESSAGE,
  NIF_DIGITS_MESSAGE,
  NIF_INVALID_MESSAGE,
  PATTERN_MESSAGE,
  REQUIRED_MESSAGE,
  SUBMIT_INCOMPLETE_MESSAGE,
  SUBMIT_INVALID_FIELDS_MESSAGE,
  exactLengthMessage,
  maxDateMessage,
  maxItemsMessage,
  maxLengthMessage,
  minDateMessage,
  minItemsMessage,
  minLengthMessage,
  summaryMessage,
  validationMessage,
  type ValidationFailure,
} from './messages.ts';
import {
  configurePtErrorMap,
  failureFromIssue,
  failureIssue,
  ptErrorMap,
  requiredOrInvalid,
  requiredText,
  summaryFromIssue,
} from './zod-messages.ts';
import { UNSORTABLE_MESSAGE } from '../list/page.ts';

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input, { error: ptErrorMap });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('spec messages, verbatim', () => {
  it('000 §5 generic messages', () => {
    expect(REQUIRED_MESSAGE).toBe('Este campo é obrigatório');
    expect(EMAIL_MESSAGE).toBe('Email inválido');
    expect(MIN_VALUE_MESSAGE).toBe('Valor inferior ao mínimo');
    expect(MAX_VALUE_MESSAGE).toBe('Valor superior ao máximo');
    expect(PATTERN_MESSAGE).toBe('O valor não possui o formato correto');
  });

  it('000 §5 date messages', () => {
    expect(DATE_FORMAT_MESSAGE).toBe('Data inválida, use o formato DD/MM/YYYY');
    expect(DATE_INVALID_MESSAGE).toBe('Data inválida');
    expect(DATE_WARNING_MESSAGE).toBe('A data selecionada é anterior ao previsto.');
    expect(DATE_END_BEFORE_START_MESSAGE).toBe('A data fim não pode ser anterior à data inicio.');
  });

  it('000 §5 NIF and BIC messages', () => {
    expect(NIF_DIGITS_MESSAGE).toBe('Número de digitos inválido');
    expect(NIF_INVALID_MESSAGE).toBe('NIF inválido');
    expect(BIC_INVALID_MESSAGE).toBe('Inválido');
    expect(BIC_NONE_FOUND_MESSAGE).toBe('Nenhum código BIC encontrado');
  });

  it('list and record messages (000 §5, 001 §5.4/§8, 002 §5)', () => {
    expect(UNSORTABLE_MESSAGE).toBe('Não é possível ordenar por esta coluna.');
    expect(SUBMIT_INVALID_FIELDS_MESSAGE).toBe(
      'Não é possível submeter o registo, verifique os campos de preenchimento obrigatório',
    );
    expect(SUBMIT_INCOMPLETE_MESSAGE).toBe('Antes de submeter terá de completar o registo.');
  });

  it('length and date-bound messages state the bound', () => {
    expect(minLengthMessage(3)).toBe('O valor deve ter no mínimo 3 caracteres');
    expect(maxLengthMessage(50)).toBe('O valor deve ter no máximo 50 caracteres');
    expect(exactLengthMessage(9)).toBe('O valor deve ter exatamente 9 caracteres');
    expect(minItemsMessage(2)).toBe('Deve indicar no mínimo 2 elementos');
    expect(maxItemsMessage(5)).toBe('Deve indicar no máximo 5 elementos');
    expect(minDateMessage('01/01/2020')).toBe('A data não pode ser anterior a 01/01/2020');
    expect(maxDateMessage('15/06/2024')).toBe('A data não pode ser posterior a 15/06/2024');
  });
});

const FIELD_AND_SUMMARY: readonly [ValidationFailure, string, string][] = [
  [{ kind: 'required' }, 'Este campo é obrigatório', 'O campo Data é obrigatório.'],
  [{ kind: 'email' }, 'Email inválido', 'O campo Data não contém um email válido.'],
  [{ kind: 'min' }, 'Valor inferior ao mínimo', 'O campo Data tem um valor inferior ao mínimo.'],
  [{ kind: 'max' }, 'Valor superior ao máximo', 'O campo Data tem um valor superior ao máximo.'],
  [
    { kind: 'minLength', length: 3 },
    'O valor deve ter no mínimo 3 caracteres',
    'O campo Data deve ter no mínimo 3 caracteres.',
  ],
  [
    { kind: 'maxLength', length: 9 },
    'O valor deve ter no máximo 9 caracteres',
    'O campo Data deve ter no máximo 9 caracteres.',
  ],
  [
    { kind: 'exactLength', length: 4 },
    'O valor deve ter exatamente 4 caracteres',
    'O campo Data deve ter exatamente 4 caracteres.',
  ],
  [
    { kind: 'minItems', count: 2 },
    'Deve indicar no mínimo 2 elementos',
    'O campo Data deve ter no mínimo 2 elementos.',
  ],
  [
    { kind: 'maxItems', count: 3 },
    'Deve indicar no máximo 3 elementos',
    'O campo Data deve ter no máximo 3 elementos.',
  ],
  [{ kind: 'pattern' }, 'O valor não possui o formato correto', 'O campo Data não possui o formato correto.'],
  [
    { kind: 'dateFormat' },
    'Data inválida, use o formato DD/MM/YYYY',
    'O campo Data tem uma data inválida, use o formato DD/MM/YYYY.',
  ],
  [{ kind: 'dateInvalid' }, 'Data inválida', 'O campo Data tem uma data inválida.'],
  [
    { kind: 'minDate', min: '01/01/2020' },
    'A data não pode ser anterior a 01/01/2020',
    'O campo Data não pode ter uma data anterior a 01/01/2020.',
  ],
  [
    { kind: 'maxDate', max: '15/06/2024' },
    'A data não pode ser posterior a 15/06/2024',
    'O campo Data não pode ter uma data posterior a 15/06/2024.',
  ],
  [{ kind: 'nifDigits' }, 'Número de digitos inválido', 'O campo Data tem um número de dígitos inválido.'],
  [{ kind: 'nif' }, 'NIF inválido', 'O campo Data não contém um NIF válido.'],
  [{ kind: 'invalid' }, 'Valor inválido', 'O campo Data tem um valor inválido.'],
  [{ kind: 'custom', message: 'Amostra duplicada!' }, 'Amostra duplicada!', 'Data: Amostra duplicada!'],
];

describe('validationMessage and summaryMessage', () => {
  it.each(FIELD_AND_SUMMARY)('%o', (failure, field, summary) => {
    expect(validationMessage(failure)).toBe(field);
    expect(summaryMessage('Data', failure)).toBe(summary);
  });

  it('follows the spec example "O campo X é obrigatório."', () => {
    expect(summaryMessage('X', { kind: 'required' })).toBe('O campo X é obrigatório.');
  });
});

describe('ptErrorMap', () => {
  it('missing, null and empty values are required', () => {
    expect(messagesOf(z.object({ nome: z.string() }), {})).toEqual([REQUIRED_MESSAGE]);
    expect(messagesOf(z.number(), null)).toEqual([REQUIRED_MESSAGE]);
    expect(messagesOf(z.string().min(1), '')).toEqual([REQUIRED_MESSAGE]);
    expect(messagesOf(z.enum(['A', 'B']), '')).toEqual([REQUIRED_MESSAGE]);
    expect(messagesOf(z.array(z.number()).min(1), [])).toEqual([REQUIRED_MESSAGE]);
    expect(messagesOf(z.union([z.string(), z.number()]), undefined)).toEqual([REQUIRED_MESSAGE]);
  });

  it('numbers below or above their bounds', () => {
    expect(messagesOf(z.number().min(1), 0)).toEqual([MIN_VALUE_MESSAGE]);
    expect(messagesOf(z.number().positive(), 0)).toEqual([MIN_VALUE_MESSAGE]);
    expect(messagesOf(z.number().max(10), 11)).toEqual([MAX_VALUE_MESSAGE]);
    expect(messagesOf(z.int().max(10), 11)).toEqual([MAX_VALUE_MESSAGE]);
  });

  it('text length states the length', () => {
    expect(messagesOf(z.string().min(3), 'ab')).toEqual(['O valor deve ter no mínimo 3 caracteres']);
    expect(messagesOf(z.string().max(2), 'abc')).toEqual(['O valor deve ter no máximo 2 caracteres']);
    expect(messagesOf(z.string().length(4), 'abc')).toEqual(['O valor deve ter exatamente 4 caracteres']);
  });

  it('list sizes', () => {
    expect(messagesOf(z.array(z.number()).min(2), [1])).toEqual(['Deve indicar no mínimo 2 elementos']);
    expect(messagesOf(z.array(z.number()).max(1), [1, 2])).toEqual(['Deve indicar no máximo 1 elementos']);
  });

  it('email and pattern formats', () => {
    expect(messagesOf(z.email(), 'não é email')).toEqual([EMAIL_MESSAGE]);
    expect(messagesOf(z.string().regex(/^\d+$/), 'abc')).toEqual([PATTERN_MESSAGE]);
    expect(messagesOf(z.uuid(), 'x')).toEqual([PATTERN_MESSAGE]);
  });

  it('z.date bounds show the local calendar date', () => {
    const min = new Date(2024, 0, 31);
    const max = new Date(2024, 5, 15);
    expect(messagesOf(z.date().min(min), new Date(2024, 0, 1))).toEqual([minDateMessage('31/01/2024')]);
    expect(messagesOf(z.date().max(max), new Date(2024, 6, 1))).toEqual([maxDateMessage('15/06/2024')]);
  });

  it('wrong types and unknown options are "Valor inválido"', () => {
    expect(messagesOf(z.number(), 'abc')).toEqual(['Valor inválido']);
    expect(messagesOf(z.enum(['A', 'B']), 'C')).toEqual(['Valor inválido']);
    expect(messagesOf(z.number().multipleOf(5), 3)).toEqual(['Valor inválido']);
    expect(messagesOf(z.strictObject({}), { a: 1 })).toEqual(['Valor inválido']);
  });

  it('custom issues speak through the failure they carry, else "Valor inválido"', () => {
    const carried = z
      .string()
      .superRefine((value, ctx) => ctx.addIssue(failureIssue({ kind: 'nif' }, value)));
    expect(messagesOf(carried, '1')).toEqual([NIF_INVALID_MESSAGE]);
    expect(
      messagesOf(
        z.string().refine(() => false),
        'x',
      ),
    ).toEqual(['Valor inválido']);
    expect(
      messagesOf(
        z.string().refine(() => false, 'Amostra duplicada!'),
        'x',
      ),
    ).toEqual(['Amostra duplicada!']);
  });

  it('configurePtErrorMap installs the map for every schema', () => {
    configurePtErrorMap();
    const result = z.object({ nome: z.string(), idade: z.number().min(0) }).safeParse({ idade: -1 });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      REQUIRED_MESSAGE,
      MIN_VALUE_MESSAGE,
    ]);
  });
});

describe('requiredText and requiredOrInvalid', () => {
  it('requires non-blank text and trims it', () => {
    expect(messagesOf(requiredText(), '   ')).toEqual([REQUIRED_MESSAGE]);
    expect(messagesOf(requiredText(), undefined)).toEqual([REQUIRED_MESSAGE]);
    expect(messagesOf(requiredText(), 42)).toEqual(['Valor inválido']);
    expect(requiredText().parse('  Lisboa ')).toBe('Lisboa');
  });

  it('answers required for a missing value and invalid otherwise, without the global map', () => {
    const schema = z.number({ error: requiredOrInvalid });
    const messages = (input: unknown): string[] => {
      const result = schema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages(undefined)).toEqual([REQUIRED_MESSAGE]);
    expect(messages('x')).toEqual(['Valor inválido']);
  });
});

describe('summaryFromIssue', () => {
  function summaries(schema: z.ZodType, input: unknown): string[] {
    const result = schema.safeParse(input, { error: ptErrorMap });
    return result.success
      ? []
      : result.error.issues.map((issue) => summaryFromIssue(String(issue.path[0]), issue));
  }

  it('names the field for generic failures', () => {
    const schema = z.object({ Nome: z.string(), Código: z.string().min(3), Idade: z.number().max(120) });
    expect(summaries(schema, { Código: 'ab', Idade: 130 })).toEqual([
      'O campo Nome é obrigatório.',
      'O campo Código deve ter no mínimo 3 caracteres.',
      'O campo Idade tem um valor superior ao máximo.',
    ]);
  });

  it('uses the failure carried by our refinements', () => {
    const schema = z.object({
      NIF: z.string().superRefine((value, ctx) => ctx.addIssue(failureIssue({ kind: 'nifDigits' }, value))),
    });
    expect(summaries(schema, { NIF: '12' })).toEqual(['O campo NIF tem um número de dígitos inválido.']);
  });

  it('recognises catalogue messages a schema set itself, and keeps other texts', () => {
    const schema = z.object({
      Nome: z.string().min(3, { error: REQUIRED_MESSAGE }),
      Amostra: z.string().refine(() => false, 'Amostra duplicada!'),
    });
    expect(summaries(schema, { Nome: 'a', Amostra: 'x' })).toEqual([
      'O campo Nome é obrigatório.',
      'Amostra: Amostra duplicada!',
    ]);
  });

  it('final issues have no input: the message tells required from a wrong type', () => {
    const missing: z.core.$ZodIssue = {
      code: 'invalid_type',
      expected: 'string',
      path: ['a'],
      message: REQUIRED_MESSAGE,
    };
    const wrong: z.core.$ZodIssue = { ...missing, message: 'Valor inválido' };
    expect(failureFromIssue(missing)).toEqual({ kind: 'required' });
    expect(summaryFromIssue('A', missing)).toBe('O campo A é obrigatório.');
    expect(summaryFromIssue('A', wrong)).toBe('O campo A tem um valor inválido.');
  });
});
