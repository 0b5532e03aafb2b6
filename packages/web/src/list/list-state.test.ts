import { describe, expect, it } from 'vitest';
import { HOLDING_COLUMNS } from './list-fixtures.test-support.ts';
import { sortableOnly } from './list-state.ts';

describe('sortableOnly (spec 000 §8.2)', () => {
  it('keeps the sorts on columns that can sort, by their prop, and drops unsortable and unknown ones', () => {
    expect(
      sortableOnly(
        [
          { prop: 'localizacao', dir: 'asc' },
          { prop: 'freguesia.nome', dir: 'desc' },
          { prop: 'freguesia', dir: 'asc' },
          { prop: 'inexistente', dir: 'asc' },
          { prop: 'marca', dir: 'asc' },
        ],
        HOLDING_COLUMNS,
      ),
    ).toEqual([
      { prop: 'freguesia.nome', dir: 'desc' },
      { prop: 'marca', dir: 'asc' },
    ]);
    expect(sortableOnly([{ prop: 'nome', dir: 'asc' }], [])).toEqual([]);
  });
});
