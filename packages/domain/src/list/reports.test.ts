import { describe, expect, it } from 'vitest';
import { PT, requiredFields } from '../validation/form-schema.ts';
import { REQUIRED_MESSAGE, maxLengthMessage } from '../validation/messages.ts';
import {
  categoriaRelatorioInputSchema,
  relatorioImportSchema,
  relatorioInputSchema,
  relatorioPatchSchema,
} from './reports.ts';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('relatorioImportSchema', () => {
  it('requires the report ID (000 §5) and trims it', () => {
    for (const id of ['', '  ', null, undefined]) {
      expect(issuesOf(relatorioImportSchema.safeParse({ id }, PT))).toEqual([['id', REQUIRED_MESSAGE]]);
    }
    expect(relatorioImportSchema.parse({ id: ' 0b5e… ' }, PT)).toEqual({ id: '0b5e…' });
  });

  it('says its limit', () => {
    expect(issuesOf(relatorioImportSchema.safeParse({ id: 'x'.repeat(65) }, PT))).toEqual([
      ['id', maxLengthMessage(64)],
    ]);
  });
});

describe('the report forms ask the request schemas for their asterisks (000 §5)', () => {
  it('category: the name is required, the description is not', () => {
    const draft = { nome: 'Norte', descricao: null, pai: null, entidade: 'exploracoes' };
    expect([...requiredFields(categoriaRelatorioInputSchema, draft, ['nome', 'descricao'])]).toEqual([
      'nome',
    ]);
  });

  it('report: name and category, whether it is created or patched', () => {
    const draft = { nome: 'A', categoria: 3, entidade: 'exploracoes', filtrosJson: '{}' };
    const fields = ['nome', 'categoria'];
    expect([...requiredFields(relatorioInputSchema, draft, fields)]).toEqual(fields);
    expect([...requiredFields(relatorioPatchSchema, draft, fields)]).toEqual(fields);
  });
});
