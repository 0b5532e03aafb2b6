import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../test/test-db.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  // The test template is seeded with the demo datasets, exams included.
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

describe('demo clinical exams', () => {
  it('a vet’s draft, a submitted official exam linked to a notification, a validated hunted wild boar', async () => {
    const rows = await queryRows<{
      estado: string;
      tipo: string;
      oficial: boolean;
      notificacoes: number;
      cacados: number;
      audit: number;
    }>(
      handle.db,
      sql`SELECT x.estado, x.tipo_animal AS tipo, x.exame_oficial AS oficial,
                 (SELECT count(*) FROM ecn_notificacoes l WHERE l.exame_id = x.id)::int AS notificacoes,
                 (SELECT count(*) FROM ecn_animais_cacados c WHERE c.exame_id = x.id)::int AS cacados,
                 (SELECT count(*) FROM registos_auditoria a WHERE a.entidade = 'examesClinicosNecropsias'
                    AND a.registo_id = x.id)::int AS audit
            FROM exames_clinicos_necropsias x ORDER BY x.id`,
    );
    expect(rows.map((r) => [r.estado, r.tipo, r.oficial])).toEqual([
      ['INICIAL', 'DOMESTICO', false],
      ['SUBMETIDO', 'DOMESTICO', true],
      ['VALIDO', 'SELVAGEM', false],
    ]);
    expect(rows[1]?.notificacoes).toBe(1);
    expect(rows[2]?.cacados).toBe(1);
    expect(rows.map((r) => r.audit)).toEqual([1, 2, 3]);
  });
});
