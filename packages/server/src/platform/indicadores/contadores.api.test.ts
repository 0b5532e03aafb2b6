import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { DEMO_ROLES } from '../../test/demo-roles.ts';
import { DemoUsers } from '../../test/demo-users.ts';
import { counterDivergences } from '../../test/counters-check.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { compactarContadores } from './contadores.ts';
import { kpisChecks, SIGNED_IN } from './kpis.test-support.ts';

// Início's counters (migration 0028): the record tables' triggers keep them, whatever writes the rows; `GET kpis`
// reads them; compaction and a recount never change a figure.

let t: TestApp;
const users = new DemoUsers([...Object.keys(DEMO_ROLES), 'svl.semdsavr']);
const { as } = users;
const { kpis, expectCardsAreListTotals } = kpisChecks(as);

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
});

afterAll(async () => {
  await t.close();
});

const run = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  queryRows<T>(t.handle.db, query);

/** The figure of `chave` in `grupo` as `username` in `role` is shown it. */
async function figure(username: string, role: string, grupo: string, chave: string): Promise<number> {
  const entry = (await kpis(username, role)).grupos.find((g) => g.grupo === grupo);
  if (!entry || !('valores' in entry)) throw new Error(`${username}: sem ${grupo}`);
  return entry.valores[chave] ?? Number.NaN;
}

async function newRows(): Promise<number> {
  const [row] = await run<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM indicadores_contagens WHERE novo`,
  );
  return row?.n ?? -1;
}

describe("Início's counters", () => {
  it('are kept for every record type the cards count, and agree with the tables after the seed', async () => {
    const entidades = await run<{ entidade: string }>(
      sql`SELECT DISTINCT entidade FROM indicadores_contagens ORDER BY 1`,
    );
    expect(entidades.map((e) => e.entidade)).toEqual([
      'controlosLaboratoriaisColheitasAmostras',
      'controlosLaboratoriaisColheitasAnimaisSelvagens',
      'examesClinicosNecropsias',
      'notificacoesSuspeitasDoencas',
      'vacinacoes',
    ]);
    expect(await counterDivergences(t.handle.db)).toEqual([]);
  });

  it('are what GET kpis reads, and a recount mends a counter that went wrong', async () => {
    const before = await figure('sigsa', 'ROLE_SIGSA', 'indicadoresVacinacao', 'VALIDO');
    await run(
      sql`INSERT INTO indicadores_contagens (entidade, estado, n) VALUES ('vacinacoes', 'VALIDO', 5)`,
    );
    expect(await figure('sigsa', 'ROLE_SIGSA', 'indicadoresVacinacao', 'VALIDO')).toBe(before + 5);
    const [wrong] = await counterDivergences(t.handle.db);
    expect(wrong).toMatchObject({ entidade: 'vacinacoes', estado: 'VALIDO', guardiao_id: 0 });
    expect(Number(wrong?.contado) - Number(wrong?.esperado)).toBe(5);

    await run(sql`SELECT indicadores_recontar('vacinacoes')`);
    expect(await counterDivergences(t.handle.db)).toEqual([]);
    expect(await figure('sigsa', 'ROLE_SIGSA', 'indicadoresVacinacao', 'VALIDO')).toBe(before);
  });

  it('follow writes that go around the API, many rows in one statement', async () => {
    const before = await figure('sigsa', 'ROLE_SIGSA', 'indicadoresNotificacoesSuspeitasDoencas', 'INICIAL');
    const [{ n } = { n: 0 }] = await run<{ n: number }>(sql`WITH a AS (
        UPDATE notificacoes_suspeitas_doencas SET arquivado = true
         WHERE estado IN ('INICIAL', 'DEVOLVIDO') AND NOT arquivado RETURNING 1)
      SELECT count(*)::int AS n FROM a`);
    expect(n).toBeGreaterThan(1);
    expect(await figure('sigsa', 'ROLE_SIGSA', 'indicadoresNotificacoesSuspeitasDoencas', 'INICIAL')).toBe(
      before - n,
    );
    await run(
      sql`UPDATE notificacoes_suspeitas_doencas SET arquivado = false WHERE estado IN ('INICIAL', 'DEVOLVIDO')`,
    );
    expect(await figure('sigsa', 'ROLE_SIGSA', 'indicadoresNotificacoesSuspeitasDoencas', 'INICIAL')).toBe(
      before,
    );
    expect(await counterDivergences(t.handle.db)).toEqual([]);
  });

  it("move a holding's vaccinations to the regional services of the district it moves to", async () => {
    // A holding of the svl user's districts with vaccinations the list counts, moved to a district not theirs.
    const [holding] = await run<{ id: number; vacinacoes: number; freguesia: string }>(sql`
      SELECT e.id, e.freguesia, count(*)::int AS vacinacoes
        FROM vacinacoes v JOIN exploracoes e ON e.id = v.exploracao_id
       WHERE NOT v.arquivado AND left(e.freguesia, 2) IN (SELECT dd.di FROM utilizador_dsavrs ud
         JOIN dsavrs_distritos dd ON dd.dsavr_id = ud.dsavr_id JOIN utilizadores u ON u.id = ud.utilizador_id
         WHERE u.username = 'svl')
       GROUP BY e.id ORDER BY e.id LIMIT 1`);
    if (!holding) throw new Error('Os dados de demonstração não têm vacinações nos distritos do svl.');
    const total = async () => {
      const entry = (await kpis('svl', 'ROLE_SVL')).grupos.find((g) => g.grupo === 'indicadoresVacinacao');
      if (!entry || !('valores' in entry)) throw new Error('sem vacinação');
      return Object.values(entry.valores).reduce((a, b) => a + b, 0);
    };
    const before = await total();
    const national = await kpis('sigsa', 'ROLE_SIGSA');
    await run(sql`UPDATE exploracoes SET freguesia = (SELECT f.dicofre FROM freguesias f
        WHERE left(f.dicofre, 2) NOT IN (SELECT dd.di FROM utilizador_dsavrs ud
          JOIN dsavrs_distritos dd ON dd.dsavr_id = ud.dsavr_id JOIN utilizadores u ON u.id = ud.utilizador_id
          WHERE u.username = 'svl') ORDER BY f.dicofre LIMIT 1)
      WHERE id = ${holding.id}`);
    expect(await total()).toBeLessThanOrEqual(before - 1);
    await expectCardsAreListTotals('svl', 'ROLE_SVL');
    expect(await kpis('sigsa', 'ROLE_SIGSA')).toEqual(national);
    expect(await counterDivergences(t.handle.db)).toEqual([]);
    await run(sql`UPDATE exploracoes SET freguesia = ${holding.freguesia} WHERE id = ${holding.id}`);
    expect(await total()).toBe(before);
  });

  it('are folded by compaction without a figure changing', async () => {
    expect(await newRows()).toBeGreaterThan(0);
    const figures = await Promise.all(
      Object.entries(DEMO_ROLES).map(([username, role]) => kpis(username, role)),
    );
    const [{ n: rowsBefore } = { n: 0 }] = await run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM indicadores_contagens`,
    );
    await compactarContadores(t.handle.db);
    expect(await newRows()).toBe(0);
    const [{ n: rowsAfter } = { n: 0 }] = await run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM indicadores_contagens`,
    );
    expect(rowsAfter).toBeLessThan(rowsBefore);
    expect(
      await Promise.all(Object.entries(DEMO_ROLES).map(([username, role]) => kpis(username, role))),
    ).toEqual(figures);
    expect(await counterDivergences(t.handle.db)).toEqual([]);
    for (const [username, role] of SIGNED_IN) await expectCardsAreListTotals(username, role);
  });
});
