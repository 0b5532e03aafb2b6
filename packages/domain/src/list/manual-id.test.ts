import { describe, expect, it } from 'vitest';
import { PT, requiredFields } from '../validation/form-schema.ts';
import { REQUIRED_MESSAGE } from '../validation/messages.ts';
import { manualIdSchema } from './manual-id.ts';

describe('manualIdSchema', () => {
  it('requires an identifier: blank and missing answer "Este campo é obrigatório"', () => {
    for (const id of ['', '   ', null, undefined]) {
      const result = manualIdSchema.safeParse({ id }, PT);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['id', REQUIRED_MESSAGE],
      ]);
    }
    expect([...requiredFields(manualIdSchema, { id: 'PT1' }, ['id'])]).toEqual(['id']);
  });

  it('gives the identifier trimmed', () => {
    expect(manualIdSchema.parse({ id: ' PT123 ' }, PT)).toEqual({ id: 'PT123' });
  });
});
