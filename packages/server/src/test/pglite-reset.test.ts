import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetTestDatabase } from './pglite-reset.ts';
import { loadTemplate } from './test-db.ts';

// The PGlite pass only (scripts/test-api.mjs): the put-back is how that pass reuses one database across files.

/** A fingerprint of every row of the tables and sequences a test could have touched. */
async function fingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ f: string }>(`
    SELECT md5(string_agg(f, '|' ORDER BY f)) AS f FROM (
      SELECT 'u' || md5(string_agg(u::text, ',' ORDER BY u.id)) AS f FROM utilizadores u
      UNION ALL SELECT 'd' || md5(string_agg(d::text, ',' ORDER BY d.id)) FROM doencas d
      UNION ALL SELECT 's' || count(*) FROM sessoes
      UNION ALL SELECT 'r' || count(*) FROM registos_auditoria
      UNION ALL SELECT 'q' || string_agg(last_value::text, ',' ORDER BY sequencename)
        FROM pg_sequences WHERE schemaname = 'public'
    ) partes`);
  return rows[0]?.f ?? '';
}

describe('putting a PGlite test database back as the dump left it', () => {
  let pristine: string;
  let client: PGlite;

  beforeAll(async () => {
    client = await loadTemplate();
    pristine = await fingerprint(client);
  });
  afterAll(async () => {
    if (!client.closed) await client.close();
  });

  it('undoes inserts, updates, deletes, sequences and session settings', async () => {
    await client.exec(`
      INSERT INTO registos_auditoria (entidade, registo_id, operacao, utilizador, role)
        VALUES ('vacinacoes', 1, 'GUARDAR', 'sigsa', 'ROLE_SIGSA');
      UPDATE utilizadores SET nome = nome || ' (alterado)';
      UPDATE doencas SET nome = upper(nome) WHERE id IN (SELECT id FROM doencas LIMIT 5);
      DELETE FROM sessoes;
      SET datestyle = 'SQL, DMY';
    `);
    expect(await fingerprint(client)).not.toBe(pristine);

    expect(await resetTestDatabase(client)).toBe(true);
    expect(await fingerprint(client)).toBe(pristine);
    const { rows } = await client.query<{ datestyle: string }>(
      `SELECT current_setting('datestyle') AS datestyle`,
    );
    expect(rows[0]?.datestyle).toBe('ISO, MDY');
  });

  it('keeps foreign keys and triggers working after the put-back', async () => {
    await expect(
      client.exec(`INSERT INTO utilizador_roles (utilizador_id, role) VALUES (-1, 'ROLE_MV')`),
    ).rejects.toThrow(/foreign key/);
    await client.exec(`UPDATE utilizadores SET enabled = NOT enabled`);
    expect(await resetTestDatabase(client)).toBe(true);
    expect(await fingerprint(client)).toBe(pristine);
  });

  it('refuses a database whose schema changed, or with a transaction left open', async () => {
    await client.exec('CREATE TABLE tabela_de_um_teste (id int)');
    expect(await resetTestDatabase(client)).toBe(false);
    await client.close();

    client = await loadTemplate();
    await client.exec('BEGIN');
    expect(await resetTestDatabase(client)).toBe(false);
    await client.close();
    expect(await resetTestDatabase(client)).toBe(false);
  });
});
