import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-db.ts';
import { queryRows, type DatabaseHandle } from './client.ts';
import { startMaintenance, tablesDueForVacuum, vacuumWhereDue } from './maintenance.ts';
import { eventually } from '../test/eventually.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** Retries `check` until it holds: PostgreSQL publishes table statistics up to a second late. */
const isDue = async (table: string) =>
  (await tablesDueForVacuum(handle.db)).some((t) => t.schema === 'public' && t.table === table);

const vacuums = async (table: string) =>
  Number(
    (
      await queryRows<{ n: number }>(
        handle.db,
        sql`SELECT vacuum_count AS n FROM pg_stat_user_tables WHERE relname = ${table}`,
      )
    )[0]?.n ?? 0,
  );

describe('maintenance of the embedded database (autovacuum never runs in PGlite)', () => {
  it('vacuums and analyzes a table full of dead rows, and only the tables that are due', async () => {
    await handle.db.execute(sql`CREATE TABLE manutencao_churn (id int PRIMARY KEY, v text)`);
    await handle.db.execute(
      sql`INSERT INTO manutencao_churn SELECT g, 'linha ' || g FROM generate_series(1, 2000) g`,
    );
    await handle.db.execute(sql`DELETE FROM manutencao_churn WHERE id > 100`);
    await eventually(() => isDue('manutencao_churn'));

    const done = await vacuumWhereDue(handle.db);
    expect(done).toContain('"public"."manutencao_churn"');
    await eventually(async () => (await vacuums('manutencao_churn')) === 1);
    expect(await isDue('manutencao_churn')).toBe(false);

    // Nothing due now: a second round vacuums nothing again.
    await handle.db.execute(sql`CREATE TABLE manutencao_quieta (id int PRIMARY KEY)`);
    await vacuumWhereDue(handle.db);
    expect(await vacuums('manutencao_churn')).toBe(1);
    expect(await vacuums('manutencao_quieta')).toBe(0);
  });

  it('starts with the whole database, and stops only once that round has ended', async () => {
    await handle.db.execute(sql`CREATE TABLE manutencao_arranque (id int PRIMARY KEY)`);
    await handle.db.execute(sql`INSERT INTO manutencao_arranque SELECT generate_series(1, 10)`);
    const lines: string[] = [];
    const log = {
      info: (m: string) => lines.push(`info ${m}`),
      warn: (m: string) => lines.push(`warn ${m}`),
    };
    const stop = startMaintenance(handle.db, log, 60_000, 0);
    await stop();
    expect(lines).toEqual([
      expect.stringMatching(/^info Manutenção da base embebida: todas as tabelas limpas e analisadas em/),
    ]);
    // Never due by the thresholds (10 rows), vacuumed all the same.
    await eventually(async () => (await vacuums('manutencao_arranque')) === 1);
  });

  it('logs a failure instead of throwing', async () => {
    const lines: string[] = [];
    const log = {
      info: (m: string) => lines.push(`info ${m}`),
      warn: (m: string) => lines.push(`warn ${m}`),
    };
    const broken = {
      execute: () => Promise.reject(new Error('base indisponível')),
    } as unknown as typeof handle.db;
    const stop = startMaintenance(broken, log, 60_000, 0);
    await stop();
    expect(lines).toEqual([
      expect.stringMatching(/^warn Manutenção da base embebida falhou: .*base indisponível/),
    ]);
  });
});
