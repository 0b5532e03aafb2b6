import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REQUIRED_MESSAGE } from './messages.ts';
import { fieldsWithIssues, requiredFields, summaryLines } from './form-schema.ts';
import { requiredText } from './zod-messages.ts';

const schema = z
  .object({
    nome: requiredText().max(5),
    nota: z.string().nullish(),
    testado: z.boolean().nullish(),
    dataResultado: z.string().nullish(),
    linhas: z.array(z.object({ n: z.number().int().min(1) })).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.testado === true && !value.dataResultado)
      ctx.addIssue({ code: 'custom', path: ['dataResultado'], message: REQUIRED_MESSAGE });
  });

describe('requiredFields', () => {
  it('names the fields that answer "required" when blank, whatever they hold now', () => {
    const fields = ['nome', 'nota', 'testado', 'dataResultado'];
    expect([...requiredFields(schema, { nome: 'Ana' }, fields)]).toEqual(['nome']);
    expect([...requiredFields(schema, { nome: null }, fields)]).toEqual(['nome']);
  });

  it("knows a refused blank in the schema's own words", () => {
    const ownWords = z.object({
      texto: z.string({ error: 'O texto é obrigatório.' }).trim().min(1, 'O texto é obrigatório.'),
      nota: z.string({ error: 'Nota inválida.' }).nullish(),
    });
    expect([...requiredFields(ownWords, { texto: 'x' }, ['texto', 'nota'])]).toEqual(['texto']);
  });

  it('follows conditional rules: a field another one makes required', () => {
    const fields = ['nome', 'dataResultado'];
    expect([...requiredFields(schema, { nome: 'Ana', testado: true }, fields)]).toEqual([
      'nome',
      'dataResultado',
    ]);
  });
});

describe('summaryLines', () => {
  const label = (field: string) => field.toUpperCase();

  it('one line per field, named by its label, in the schema order', () => {
    expect(summaryLines(schema, { nome: null, nota: 1 }, label)).toEqual([
      'O campo NOME é obrigatório.',
      'O campo NOTA tem um valor inválido.',
    ]);
    expect(summaryLines(schema, { nome: 'Ana', testado: true }, label)).toEqual([
      'O campo DATARESULTADO é obrigatório.',
    ]);
  });

  it('keeps the length in the line, and names a table for its lines', () => {
    expect(summaryLines(schema, { nome: 'demasiado', linhas: [{ n: 0 }, { n: 0 }] }, label)).toEqual([
      'O campo NOME deve ter no máximo 5 caracteres.',
      'O campo LINHAS tem um valor inferior ao mínimo.',
    ]);
  });

  it('a valid draft has no line', () => {
    expect(summaryLines(schema, { nome: 'Ana' }, label)).toEqual([]);
  });
});

describe('fieldsWithIssues', () => {
  it('names each top-level field with a problem once, a table by its name', () => {
    const draft = { nome: 'Demasiado longo', testado: true, linhas: [{ n: 0 }, { n: -1 }] };
    expect([...fieldsWithIssues(schema, draft)].sort()).toEqual(['dataResultado', 'linhas', 'nome']);
  });

  it('is empty for a valid draft', () => {
    expect(fieldsWithIssues(schema, { nome: 'Ana' }).size).toBe(0);
  });
});
