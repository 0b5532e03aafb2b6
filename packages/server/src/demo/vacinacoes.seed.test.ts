import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../test/test-db.ts';
import { seedDemoVacinacoes } from './vacinacoes.seed.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  // The test template is seeded with the demo datasets, vaccinations included.
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

describe('demo vaccinations', () => {
  it('one in every state, each with its audit trail from creation and its return when returned', async () => {
    const rows = await queryRows<{ estado: string; n: number; audit: number; devolucoes: number }>(
      handle.db,
      sql`SELECT v.estado, count(*)::int AS n,
                 min((SELECT count(*) FROM registos_auditoria a WHERE a.entidade = 'vacinacoes' AND a.registo_id = v.id))::int AS audit,
                 sum((SELECT count(*) FROM devolucoes d WHERE d.entidade = 'vacinacoes' AND d.registo_id = v.id))::int AS devolucoes
            FROM vacinacoes v GROUP BY v.estado ORDER BY v.estado`,
    );
    expect(rows.map((r) => r.estado)).toEqual([
      'DEVOLVIDO',
      'INICIAL',
      'INVALIDO',
      'SUBMETIDO',
      'SUBMETIDO_REANALISE',
      'VALIDO',
    ]);
    for (const row of rows) expect(row.audit, row.estado).toBeGreaterThanOrEqual(1);
    expect(rows.find((r) => r.estado === 'DEVOLVIDO')?.devolucoes).toBe(1);
    // Each valid one holds its active certificate, as the validation issues it; no other state holds one.
    const certificados = await queryRows<{ estado: string; certificado: string }>(
      handle.db,
      sql`SELECT v.estado, c.estado AS certificado FROM certificados c
            JOIN vacinacoes v ON c.entidade = 'vacinacoes' AND v.id = c.registo_id`,
    );
    expect(certificados.length).toBe(rows.find((r) => r.estado === 'VALIDO')?.n);
    expect(new Set(certificados.map((c) => `${c.estado}/${c.certificado}`))).toEqual(
      new Set(['VALIDO/VALIDO']),
    );
    const numbers = await queryRows<{ numero: string }>(
      handle.db,
      sql`SELECT numero_serie AS numero FROM vacinacoes ORDER BY id`,
    );
    expect(numbers.map((n) => n.numero)).toEqual(
      numbers.map((_, i) => `VAC/${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('returns 0 without holdings (a database seeded without the demo holdings)', async () => {
    await handle.db.execute(sql`DELETE FROM vacinas_aplicadas`);
    await handle.db.execute(sql`DELETE FROM vacinacoes_especies`);
    await handle.db.execute(sql`DELETE FROM vacinacoes`);
    // The demo notifications and exams name holdings too (their rows go with them).
    // Collections name the holdings and exams: they go first.
    await handle.db.execute(sql`DELETE FROM colheitas_amostras`);
    await handle.db.execute(sql`DELETE FROM colheitas_animais_selvagens`);
    await handle.db.execute(sql`DELETE FROM exames_clinicos_necropsias`);
    await handle.db.execute(sql`DELETE FROM notificacoes_suspeitas_doencas`);
    await handle.db.execute(sql`DELETE FROM bandos`);
    await handle.db.execute(sql`DELETE FROM exploracoes`);
    expect(await seedDemoVacinacoes(handle.db)).toBe(0);
  });
});
