import { NO_VALUE } from '@sigsa/domain/list/filters';
import { describe, expect, it } from 'vitest';
import { column } from './list-fixtures.test-support.ts';
import {
  encodeFilterValue,
  filterFromColumn,
  filterHasValue,
  filterQuery,
  toFilterParam,
} from './list-filters.ts';

const TODAY = { year: 2025, month: 3, day: 10 };

describe('filter encoding per column type (spec 000 §5, §7.2)', () => {
  const text = filterFromColumn(column({ key: 'nome', name: 'Nome', type: 'STRING' }));
  const number = filterFromColumn(column({ key: 'area', name: 'Área', type: 'NUMBER' }));
  const date = filterFromColumn(column({ key: 'createdOn', name: 'Criado', type: 'DATETIME' }));
  const bool = filterFromColumn(column({ key: 'ativo', name: 'Ativo', type: 'BOOLEAN' }));
  const option = filterFromColumn(column({ key: 'classificacao', name: 'Classificação', type: 'OPTION' }));
  const multi = filterFromColumn(column({ key: 'especies', name: 'Espécies', type: 'MULTIOPTION' }));
  const point = filterFromColumn(column({ key: 'localizacao', name: 'Loc', type: 'POINT' }));

  it('text: trimmed, skipped when blank', () => {
    expect(encodeFilterValue({ ...text, value: '  João ' }, TODAY)).toBe('João');
    expect(encodeFilterValue({ ...text, value: '   ' }, TODAY)).toBeNull();
    expect(filterHasValue({ ...text, value: '' }, TODAY)).toBe(false);
  });

  it('number: "[min,max]" with "-" for an open end', () => {
    expect(encodeFilterValue({ ...number, firstNumber: 1, lastNumber: 10 }, TODAY)).toBe('[1,10]');
    expect(encodeFilterValue({ ...number, firstNumber: 5 }, TODAY)).toBe('[5,-]');
    expect(encodeFilterValue({ ...number, lastNumber: 5 }, TODAY)).toBe('[-,5]');
    expect(encodeFilterValue({ ...number, firstNumber: 2.5, lastNumber: 2.5 }, TODAY)).toBe('[2.5,2.5]');
    expect(encodeFilterValue(number, TODAY)).toBeNull();
    // End below start is refused by the editor and never sent.
    expect(encodeFilterValue({ ...number, firstNumber: 10, lastNumber: 5 }, TODAY)).toBeNull();
    expect(filterHasValue({ ...number, firstNumber: 10, lastNumber: 5 }, TODAY)).toBe(false);
  });

  it('dates: presets resolved against today, Personalizado, Sem valor definida', () => {
    const preset = (dateOption: 'ULTIMOS_7_DIAS' | 'ULTIMOS_180_DIAS' | 'SEM_VALOR') => ({
      ...date,
      customProperties: { dateOption },
    });
    expect(encodeFilterValue(preset('ULTIMOS_7_DIAS'), TODAY)).toBe('[2025-03-03,2025-03-10]');
    expect(encodeFilterValue(preset('ULTIMOS_180_DIAS'), TODAY)).toBe('[2024-09-11,2025-03-10]');
    expect(encodeFilterValue(preset('SEM_VALOR'), TODAY)).toBe(NO_VALUE);
    expect(
      encodeFilterValue(
        { ...date, customProperties: { dateOption: 'ULTIMOS_X_DIAS', startOffset: 30, endOffset: 10 } },
        TODAY,
      ),
    ).toBe('[2025-02-08,2025-02-28]');
    const custom = { ...date, customProperties: { dateOption: 'PERSONALIZADO' as const } };
    expect(encodeFilterValue({ ...custom, startDate: '2025-01-01', endDate: '2025-01-31' }, TODAY)).toBe(
      '[2025-01-01,2025-01-31]',
    );
    expect(encodeFilterValue({ ...custom, startDate: '2025-01-01' }, TODAY)).toBe('[2025-01-01,-]');
    // End before start is refused by the editor and never sent.
    expect(
      encodeFilterValue({ ...custom, startDate: '2025-02-01', endDate: '2025-01-01' }, TODAY),
    ).toBeNull();
    expect(
      encodeFilterValue(
        { ...date, customProperties: { dateOption: 'ULTIMOS_X_DIAS', startOffset: 5, endOffset: 10 } },
        TODAY,
      ),
    ).toBeNull();
    expect(encodeFilterValue(date, TODAY)).toBeNull();
  });

  it('boolean: true and false are values, null is not', () => {
    expect(encodeFilterValue({ ...bool, value: false }, TODAY)).toBe(false);
    expect(encodeFilterValue({ ...bool, value: true }, TODAY)).toBe(true);
    expect(encodeFilterValue(bool, TODAY)).toBeNull();
  });

  it('options and lists: arrays, empty arrays skipped', () => {
    expect(encodeFilterValue({ ...option, value: ['A1', 'SC'] }, TODAY)).toEqual(['A1', 'SC']);
    expect(encodeFilterValue({ ...option, value: 'A1' }, TODAY)).toEqual(['A1']);
    expect(encodeFilterValue({ ...option, value: [] }, TODAY)).toBeNull();
    expect(encodeFilterValue({ ...multi, value: [1, 2] }, TODAY)).toEqual([1, 2]);
  });

  it('types that cannot be filtered never encode', () => {
    expect(encodeFilterValue({ ...point, value: 'x' }, TODAY)).toBeNull();
  });

  it('builds one JSON parameter per prop, plus the static filters', () => {
    const relation = filterFromColumn(
      column({
        key: 'freguesia',
        prop: 'freguesia',
        name: 'Freguesia',
        type: 'OPTION',
        repository: 'freguesias',
        properties: ['nome'],
      }),
    );
    const query = filterQuery(
      [{ ...text, value: 'Quinta' }, { ...relation, value: [7] }, { ...number }],
      [{ type: 'BOOLEAN', prop: 'ativo', value: true }],
      TODAY,
    );
    expect(Object.keys(query).sort()).toEqual(['ativo', 'freguesia', 'nome']);
    expect(JSON.parse(query.nome ?? '')).toMatchObject({ type: 'STRING', prop: 'nome', value: 'Quinta' });
    expect(JSON.parse(query.freguesia ?? '')).toMatchObject({
      type: 'OPTION',
      value: [7],
      repository: 'freguesias',
      properties: ['nome'],
    });
    expect(toFilterParam(number, TODAY)).toBeNull();
  });

  it("lets the user's filter on a column replace the route's static one (Gerir: Ativo)", () => {
    const ativo = filterFromColumn(column({ key: 'ativo', prop: 'ativo', name: 'Ativo', type: 'BOOLEAN' }));
    const either = { type: 'BOOLEAN' as const, prop: 'ativo', value: ['true', 'false'] };
    expect(JSON.parse(filterQuery([], [either], TODAY).ativo ?? '')).toMatchObject({
      value: ['true', 'false'],
    });
    expect(JSON.parse(filterQuery([{ ...ativo, value: true }], [either], TODAY).ativo ?? '')).toMatchObject({
      value: true,
    });
  });
});
