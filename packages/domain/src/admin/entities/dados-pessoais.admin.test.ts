import { describe, expect, it } from 'vitest';
import { adminSchema } from '../admin-schema.ts';
import { PEDIDOS_DADOS_PESSOAIS_ADMIN, prazoResposta, prazoRespostaIso } from './dados-pessoais.admin.ts';

describe('prazoResposta (RGPD art. 12.º, n.º 3)', () => {
  it('is the same day of the next month, or its last day', () => {
    expect(prazoResposta({ year: 2026, month: 3, day: 15 })).toEqual({ year: 2026, month: 4, day: 15 });
    expect(prazoResposta({ year: 2026, month: 1, day: 31 })).toEqual({ year: 2026, month: 2, day: 28 });
    expect(prazoResposta({ year: 2028, month: 1, day: 30 })).toEqual({ year: 2028, month: 2, day: 29 });
    expect(prazoResposta({ year: 2026, month: 12, day: 10 })).toEqual({ year: 2027, month: 1, day: 10 });
    expect(prazoRespostaIso('2026-08-31')).toBe('2026-09-30');
    expect(prazoRespostaIso('31/08/2026')).toBeNull();
  });
});

describe('a request of a data subject', () => {
  const schema = adminSchema(PEDIDOS_DADOS_PESSOAIS_ADMIN, { creating: true });
  const valid = {
    tipo: 'APAGAMENTO',
    titularNome: 'Maria Titular',
    titularNif: '276543211',
    dataRececao: '2026-01-10',
    pedido: 'Peço o apagamento dos meus dados.',
  };

  it('takes a request with no answer yet', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('refuses a reception date in the future, a bad NIF, an unknown right', () => {
    const result = schema.safeParse({ ...valid, dataRececao: '2999-01-01', titularNif: '123', tipo: 'X' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['dataRececao', 'titularNif', 'tipo']));
  });
});
