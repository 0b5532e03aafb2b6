import type { PGlite } from '@electric-sql/pglite';

/**
 * A PGlite test database that can be put back as the global setup left it, so one test process reuses one
 * database across its files instead of loading the 80 MB dump again for each (1.2–2.4 s a file on two busy
 * cores: a third of the PGlite pass).
 *
 * The global setup, after seeding, copies every table of `public` into the schema `sigsa_test_reset` and records
 * the sequences' positions. A statement trigger on each table notes the tables a test writes; an event trigger
 * notes any DDL. Putting back restores only the tables written, every sequence and the session; a database whose
 * schema changed (a test that creates or renames a table) is not put back but replaced by a fresh copy.
 */
const RESET_SCHEMA = 'sigsa_test_reset';

/** Installs the snapshot, the write and DDL marks and the put-back function (global setup, before the dump). */
export async function installResetSnapshot(client: PGlite): Promise<void> {
  await client.exec(`
    CREATE SCHEMA ${RESET_SCHEMA};
    CREATE TABLE ${RESET_SCHEMA}.escritas (tabela text PRIMARY KEY);
    CREATE TABLE ${RESET_SCHEMA}.ddl (houve boolean PRIMARY KEY);
    CREATE TABLE ${RESET_SCHEMA}.tabelas (tabela text PRIMARY KEY, colunas text NOT NULL);
    CREATE TABLE ${RESET_SCHEMA}.sequencias (sequencia text PRIMARY KEY, last_value bigint, chamada boolean);
    CREATE FUNCTION ${RESET_SCHEMA}.marcar_escrita() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO ${RESET_SCHEMA}.escritas VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$;
    CREATE FUNCTION ${RESET_SCHEMA}.marcar_ddl() RETURNS event_trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO ${RESET_SCHEMA}.ddl VALUES (true) ON CONFLICT DO NOTHING;
    END $$;
    -- Generated columns are left out of the copy back (PostgreSQL computes them); identity values are kept.
    INSERT INTO ${RESET_SCHEMA}.tabelas
      SELECT c.relname, string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum)
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
        -- PostGIS's own tables (spatial_ref_sys) belong to the extension: tests never write them.
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
      GROUP BY c.relname;
    CREATE FUNCTION ${RESET_SCHEMA}.repor() RETURNS boolean LANGUAGE plpgsql AS $$
    DECLARE
      t record;
    BEGIN
      IF EXISTS (SELECT 1 FROM ${RESET_SCHEMA}.ddl) THEN
        RETURN false;
      END IF;
      -- As a replica: no foreign key check, no trigger of the schema (nor the write marks) while rows go back.
      PERFORM set_config('session_replication_role', 'replica', true);
      FOR t IN SELECT s.tabela, s.colunas FROM ${RESET_SCHEMA}.escritas e JOIN ${RESET_SCHEMA}.tabelas s USING (tabela)
      LOOP
        EXECUTE format('DELETE FROM public.%I', t.tabela);
        EXECUTE format('INSERT INTO public.%I (%s) OVERRIDING SYSTEM VALUE SELECT %s FROM ${RESET_SCHEMA}.%I',
          t.tabela, t.colunas, t.colunas, t.tabela);
      END LOOP;
      DELETE FROM ${RESET_SCHEMA}.escritas;
      PERFORM setval(sequencia, coalesce(last_value, 1), chamada) FROM ${RESET_SCHEMA}.sequencias;
      RETURN true;
    END $$;
  `);
  const { rows } = await client.query<{ tabela: string }>(`SELECT tabela FROM ${RESET_SCHEMA}.tabelas`);
  await client.exec(
    rows
      .map(
        ({ tabela }) =>
          `CREATE TABLE ${RESET_SCHEMA}."${tabela}" AS TABLE public."${tabela}";
           CREATE TRIGGER zz_sigsa_test_escrita AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public."${tabela}"
             FOR EACH STATEMENT EXECUTE FUNCTION ${RESET_SCHEMA}.marcar_escrita();`,
      )
      .join('\n'),
  );
  // Last, so that the snapshot's own DDL is not counted as a test's.
  await client.exec(
    `CREATE EVENT TRIGGER sigsa_test_ddl ON ddl_command_end EXECUTE FUNCTION ${RESET_SCHEMA}.marcar_ddl();`,
  );
}

/**
 * Notes where the sequences of a database just loaded from the dump stand: a load replays the write-ahead log,
 * which puts each used sequence up to 32 values past where the global setup left it, and a put-back database
 * must hand out the same ids as a fresh one.
 */
export async function noteSequences(client: PGlite): Promise<void> {
  await client.exec(`
    DELETE FROM ${RESET_SCHEMA}.sequencias;
    INSERT INTO ${RESET_SCHEMA}.sequencias
      SELECT format('%I.%I', schemaname, sequencename), last_value, last_value IS NOT NULL
      FROM pg_sequences WHERE schemaname = 'public';
  `);
}

/**
 * Puts `client` back as the dump left it; false when it cannot be (its schema changed, a transaction was left
 * open, it was closed): the caller then drops it.
 */
export async function resetTestDatabase(client: PGlite): Promise<boolean> {
  if (client.closed) return false;
  try {
    // The session's settings, prepared statements, temporary tables and advisory locks (fails inside a
    // transaction a test left open).
    await client.exec('DISCARD ALL');
    const { rows } = await client.query<{ reposta: boolean }>(`SELECT ${RESET_SCHEMA}.repor() AS reposta`);
    return rows[0]?.reposta === true;
  } catch {
    return false;
  }
}
