import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase } from '../../test/test-db.ts';
import { lookupCustomTypes } from './custom-types-lookup.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

describe('the value lists a save names (lookupCustomTypes)', () => {
  it('finds entries by id with no coded category, by code with no id, and neither with nothing', async () => {
    const [macho] = await queryRows<{ id: number }>(
      handle.db,
      sql`SELECT id FROM custom_types WHERE categoria = 'SEXO' AND codigo = 'MACHO'`,
    );
    const id = Number(macho?.id);
    await handle.db.transaction(async (tx) => {
      const byId = await lookupCustomTypes(tx, [id, null], []);
      expect(byId.isOf(id, 'SEXO')).toBe(true);
      expect(byId.isOf(id, 'CLASSE_ETARIA')).toBe(false);
      expect(byId.codeIds.size).toBe(0);

      const byCode = await lookupCustomTypes(tx, [], ['SITUACAO_ANIMAL']);
      expect(byCode.codeIds.get('SITUACAO_ANIMAL:CACADO')).toEqual(expect.any(Number));

      const none = await lookupCustomTypes(tx, [], []);
      expect(none.byId.size).toBe(0);
      expect(none.isOf(null, 'SEXO')).toBe(true);
    });
  });
});
