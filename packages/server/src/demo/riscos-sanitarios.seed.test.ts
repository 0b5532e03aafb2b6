import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../test/test-db.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  // The test template is seeded with the demo datasets, sanitary risk included.
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

describe('demo sanitary-risk records', () => {
  it('avian influenza over Beja and a later zone around Barrancos with a parish change; swine fever in Madeira', async () => {
    const rows = await queryRows<{
      doenca: string;
      nivel: string;
      n: number;
      alteracoes: number;
      audit: string[];
    }>(
      handle.db,
      sql`SELECT d.codigo AS doenca, c.codigo AS nivel, cardinality(r.freguesias) AS n,
                 (SELECT count(*)::int FROM riscos_sanitarios_alteracoes a WHERE a.risco_id = r.id) AS alteracoes,
                 ARRAY(SELECT a.operacao FROM registos_auditoria a
                        WHERE a.entidade = 'riscoSanitario' AND a.registo_id = r.id ORDER BY a.id) AS audit
            FROM riscos_sanitarios r JOIN doencas d ON d.id = r.doenca_id
            JOIN classificacoes_risco c ON c.id = r.classificacao_id ORDER BY r.id`,
    );
    expect(rows.map((r) => [r.doenca, r.nivel])).toEqual([
      ['GAAP', 'MODERADO'],
      ['GAAP', 'MUITO_ELEVADO'],
      ['PSA', 'BAIXO'],
    ]);
    expect(rows[0]?.n).toBeGreaterThan(50);
    expect(rows[1]?.alteracoes).toBe(2);
    expect(rows[1]?.audit).toEqual(['criar', 'guardar']);
    expect(rows[2]?.n).toBe(54);
  });
});
