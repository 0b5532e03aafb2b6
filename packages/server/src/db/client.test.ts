import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-db.ts';
import { queryRows, queryRowsPrepared, type DatabaseHandle } from './client.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const sample = (codigo: string) =>
  sql`SELECT nome, current_date AS hoje, json_build_object('codigo', codigo) AS extra
        FROM especies WHERE codigo = ${codigo}`;

describe('queryRowsPrepared', () => {
  it('answers what queryRows answers: dates stay text, json is parsed', async () => {
    const plain = await queryRows(handle.db, sample('BOVINO'));
    for (let i = 0; i < 3; i++) {
      expect(await queryRowsPrepared(handle.db, sample('BOVINO'))).toEqual(plain);
    }
    expect(plain).toHaveLength(1);
    expect(typeof (plain[0] as { hoje: unknown }).hoje).toBe('string');
    expect((plain[0] as { extra: unknown }).extra).toEqual({ codigo: 'BOVINO' });
    expect(await queryRowsPrepared(handle.db, sample('OVINO'))).toHaveLength(1);
  });

  it('on PostgreSQL prepares each distinct text once per connection, under its own name (PGlite: none)', async () => {
    await handle.db.transaction(async (tx) => {
      await queryRowsPrepared(tx, sample('BOVINO'));
      await queryRowsPrepared(tx, sample('CAPRINO'));
      await queryRowsPrepared(tx, sql`SELECT 1 AS um`);
      const names = await queryRows<{ name: string }>(
        tx,
        sql`SELECT name FROM pg_prepared_statements WHERE name LIKE 's%' ORDER BY name`,
      );
      if (handle.kind === 'postgres') expect(names.length).toBeGreaterThanOrEqual(2);
      else expect(names).toEqual([]);
      expect(new Set(names.map((n) => n.name)).size).toBe(names.length);
    });
  });
});
