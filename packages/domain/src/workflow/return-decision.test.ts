import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from '../validation/messages.ts';
import { returnDecisionSchema } from './return-decision.ts';

describe('returnDecisionSchema', () => {
  it('needs a reason', () => {
    const result = returnDecisionSchema(false).safeParse({ idMotivo: null, observacoes: 'x' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['idMotivo', REQUIRED_MESSAGE],
    ]);
  });

  it('observations are optional unless the reason asks for them; blanks become null', () => {
    expect(returnDecisionSchema(false).parse({ idMotivo: 3, observacoes: '  ' })).toEqual({
      idMotivo: 3,
      observacoes: null,
    });
    const refused = returnDecisionSchema(true).safeParse({ idMotivo: 3, observacoes: '  ' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['observacoes', REQUIRED_MESSAGE],
    ]);
    expect(returnDecisionSchema(true).parse({ idMotivo: 3, observacoes: ' porque ' })).toEqual({
      idMotivo: 3,
      observacoes: 'porque',
    });
  });
});
