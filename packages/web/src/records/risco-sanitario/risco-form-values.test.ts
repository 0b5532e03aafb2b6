import { riscoSanitarioSchema } from '@sigsa/domain/records/risco-sanitario/risco.schema';
import { describe, expect, it } from 'vitest';
import { makeRisco } from './risco-fixtures.test-support.tsx';
import { emptyRiscoForm, riscoDraft, riscoFormFromRecord } from './risco-form-values.ts';

const schema = riscoSanitarioSchema(() => ({ year: 2026, month: 11, day: 27 }));

describe('sanitary-risk form values', () => {
  it('a record round-trips to the payload the server schema accepts: ids, parish codes, blank notes as null', () => {
    const draft = riscoDraft({ ...riscoFormFromRecord(makeRisco()), observacao: '  ' });
    expect(draft).toEqual({
      doenca: 3,
      classificacao: 2,
      freguesias: ['010103', '010109'],
      dataInicioClassificacao: '2026-01-10',
      dataFinalClassificacao: null,
      observacao: null,
    });
    expect(schema.safeParse(draft).success).toBe(true);
  });

  it('an empty form is refused by the same schema on disease, level, start and parishes', () => {
    const result = schema.safeParse(riscoDraft(emptyRiscoForm()));
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => String(issue.path[0])));
    expect(fields).toEqual(new Set(['doenca', 'classificacao', 'dataInicioClassificacao', 'freguesias']));
  });
});
