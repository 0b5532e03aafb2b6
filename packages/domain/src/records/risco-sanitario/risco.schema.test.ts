import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE, maxDateMessage, maxLengthMessage } from '../../validation/messages.ts';
import {
  FINAL_ANTES_INICIO_MESSAGE,
  FREGUESIAS_OBRIGATORIAS_MESSAGE,
  riscoSanitarioSchema,
} from './risco.schema.ts';

const TODAY = { year: 2026, month: 11, day: 27 };
const VALID = {
  doenca: 3,
  classificacao: 4,
  freguesias: ['010103', '0302FA', '010103'],
  dataInicioClassificacao: '2026-11-01',
  dataFinalClassificacao: null,
  observacao: '  Zona de proteção  ',
};

function issues(payload: unknown) {
  const result = riscoSanitarioSchema(() => TODAY).safeParse(payload);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('sanitary-risk payload (issue 15)', () => {
  it('keeps a valid record, repeated parishes collapsed, notes trimmed', () => {
    const parsed = riscoSanitarioSchema(() => TODAY).parse(VALID);
    expect(parsed.freguesias).toEqual(['010103', '0302FA']);
    expect(parsed.observacao).toBe('Zona de proteção');
  });

  it('needs the disease, the level, a parish and the start', () => {
    expect(issues({})).toEqual(
      expect.arrayContaining([
        ['doenca', REQUIRED_MESSAGE],
        ['classificacao', REQUIRED_MESSAGE],
        ['freguesias', FREGUESIAS_OBRIGATORIAS_MESSAGE],
        ['dataInicioClassificacao', REQUIRED_MESSAGE],
      ]),
    );
    expect(issues({ ...VALID, freguesias: [] })).toEqual([['freguesias', FREGUESIAS_OBRIGATORIAS_MESSAGE]]);
  });

  it('refuses a malformed parish code, a start after today, an end before the start, long notes', () => {
    expect(issues({ ...VALID, freguesias: ['010103', '12AB'] }).map(([path]) => path)).toEqual([
      'freguesias.1',
    ]);
    expect(issues({ ...VALID, dataInicioClassificacao: '2026-11-28' })).toEqual([
      ['dataInicioClassificacao', maxDateMessage('27/11/2026')],
    ]);
    expect(issues({ ...VALID, dataFinalClassificacao: '2026-10-31' })).toEqual([
      ['dataFinalClassificacao', FINAL_ANTES_INICIO_MESSAGE],
    ]);
    // The end may lie ahead (a level until a date); the same day is fine.
    expect(issues({ ...VALID, dataFinalClassificacao: '2027-01-31' })).toEqual([]);
    expect(issues({ ...VALID, dataFinalClassificacao: '2026-11-01' })).toEqual([]);
    expect(issues({ ...VALID, observacao: 'x'.repeat(4001) })).toEqual([
      ['observacao', maxLengthMessage(4000)],
    ]);
  });
});
