import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../test/test-db.ts';
import { seedDemoNotificacoes } from './notificacoes.seed.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  // The test template is seeded with the demo datasets, notifications and infrastructures included.
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

describe('demo notifications and infrastructures', () => {
  it('the five animal types across the five states, numbered in order, each with its audit trail', async () => {
    const rows = await queryRows<{
      numero: string;
      tipo: string;
      estado: string;
      audit: number;
      conclusao: string | null;
      regiao: number | null;
    }>(
      handle.db,
      sql`SELECT n.numero_serie AS numero, ta.codigo AS tipo, n.estado, c.codigo AS conclusao,
                 n.regiao_dsavr_id AS regiao,
                 (SELECT count(*) FROM registos_auditoria a
                   WHERE a.entidade = 'notificacoesSuspeitasDoencas' AND a.registo_id = n.id)::int AS audit
            FROM notificacoes_suspeitas_doencas n
            JOIN custom_types ta ON ta.id = n.tipo_animal_id
            LEFT JOIN custom_types c ON c.id = n.conclusao_suspeita_id
           ORDER BY n.id`,
    );
    expect(rows.map((r) => r.numero)).toEqual(rows.map((_, i) => `NSD/${String(i + 1).padStart(6, '0')}`));
    expect(rows.map((r) => [r.tipo, r.estado, r.conclusao])).toEqual([
      ['DOM_PRODUCAO', 'INICIAL', null],
      ['DOM_COMPANHIA', 'SUBMETIDO', null],
      ['DOM_ASSILVESTRADO', 'DEVOLVIDO', null],
      ['SEL_CATIVEIRO', 'VALIDO', 'CONFIRMADO'],
      ['SEL_VIDA_LIVRE', 'SUBMETIDO', null],
      ['DOM_PRODUCAO', 'INVALIDO', 'NAO_CONFIRMADO'],
      ['SEL_CATIVEIRO', 'SUBMETIDO', 'CONFIRMADO'],
      ['DOM_PRODUCAO', 'SUBMETIDO', null],
    ]);
    expect(rows.every((r) => r.audit >= 1 && r.regiao !== null)).toBe(true);
  });

  it('the validated primary outbreak has a secondary (its "Focos secundários")', async () => {
    const rows = await queryRows<{ numero: string; ordem: string | null; primario: string | null }>(
      handle.db,
      sql`SELECT n.numero_serie AS numero, o.codigo AS ordem, fp.numero_serie AS primario
            FROM notificacoes_suspeitas_doencas n
            LEFT JOIN custom_types o ON o.id = n.ordem_foco_id
            LEFT JOIN notificacoes_suspeitas_doencas fp ON fp.id = n.foco_primario_id
           WHERE n.ordem_foco_id IS NOT NULL ORDER BY n.id`,
    );
    expect(rows).toEqual([
      { numero: 'NSD/000004', ordem: 'PRIMARIO', primario: null },
      { numero: 'NSD/000007', ordem: 'SECUNDARIO', primario: 'NSD/000004' },
    ]);
  });

  it('ten infrastructures, each with its parish but the Madeiran one', async () => {
    const rows = await queryRows<{ numero: string; freguesia: string | null }>(
      handle.db,
      sql`SELECT numero, freguesia FROM infraestruturas ORDER BY id`,
    );
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.freguesia === null).map((r) => r.numero)).toEqual(['PZ-0004']);
  });

  it('returns 0 when a reference it needs is missing', async () => {
    // The demo exams link notifications: they go first.
    // Collections name the holdings and exams: they go first.
    await handle.db.execute(sql`DELETE FROM colheitas_amostras`);
    await handle.db.execute(sql`DELETE FROM colheitas_animais_selvagens`);
    await handle.db.execute(sql`DELETE FROM exames_clinicos_necropsias`);
    await handle.db.execute(sql`DELETE FROM notificacoes_suspeitas_doencas`);
    await handle.db.execute(sql`DELETE FROM infraestruturas`);
    expect(await seedDemoNotificacoes(handle.db)).toBe(0);
  });
});
