import { describe, expect, it } from 'vitest';
import { adminSchema } from '../admin/admin-schema.ts';
import { PT, requiredFields } from '../validation/form-schema.ts';
import { REQUIRED_MESSAGE } from '../validation/messages.ts';
import { manualIdField } from './manual-id.ts';

const schema = adminSchema({
  entity: 'x',
  path: '',
  title: '',
  singular: '',
  fields: [manualIdField('Identificador')],
});

describe('manualIdField', () => {
  it('requires an identifier: blank and missing answer "Este campo é obrigatório"', () => {
    for (const id of ['', '   ', null, undefined]) {
      const result = schema.safeParse({ id }, PT);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['id', REQUIRED_MESSAGE],
      ]);
    }
    expect([...requiredFields(schema, { id: 'PT1' }, ['id'])]).toEqual(['id']);
  });

  it('gives the identifier trimmed', () => {
    expect(schema.parse({ id: ' PT123 ' }, PT)).toEqual({ id: 'PT123' });
  });
});
