import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { schema, type Schema } from './schema.ts';

/** The typed database handle used everywhere: the same API on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle, passed to code that must run inside one. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Opens a node-postgres pool; each transaction takes its own client from the pool. */
export function openPostgres(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async close() {
      await pool.end();
    },
  };
}

/**
 * Opens PostgreSQL when a URL is given, the embedded PGlite otherwise. PGlite's modules are imported only then:
 * loading its WebAssembly costs a PostgreSQL-backed server some 50 MB it would never use.
 */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const { openPglite } = await import('./pglite.ts');
  return openPglite(opts.dataDir);
}

/** Runs raw SQL and returns its rows, whatever the driver. */
export async function queryRows<T>(db: Database | Tx, query: SQL): Promise<T[]> {
  // Both drivers answer an object with `rows`; drizzle types them differently, so name the common shape.
  const result = await db.execute<Record<string, unknown>>(query);
  return (result as { rows: unknown[] }).rows as T[];
}

/** The part of drizzle's session that runs a query under a statement name (not in its public types). */
interface NamingSession {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    isResponseInArrayMode: boolean,
  ): { execute(placeholderValues?: Record<string, unknown>): Promise<unknown> };
}

/**
 * {@link queryRows} as a named statement, which PostgreSQL parses and plans once per pooled connection. For the
 * fixed-shape statements of every call (the session lookup, a record by id), whose planning costs as much as
 * running them. Only for statements with a bounded number of distinct texts: each one stays prepared on each
 * connection while it lives. The name is a hash of the text, so one name never means two statements. PGlite,
 * one connection in process, runs it as an ordinary statement.
 */
export async function queryRowsPrepared<T>(db: Database | Tx, query: SQL): Promise<T[]> {
  return statementOf<T>(db, query)();
}

/**
 * {@link queryRowsPrepared} built once: `query` holds `sql.placeholder(name)` where its values go, and the answer
 * runs it with them. For a statement of every request whose text takes drizzle longer to write than PostgreSQL to
 * run (the public certificate check: ~0.3 ms for its text). Build it per database, not per transaction.
 */
export function statementOf<T>(
  db: Database | Tx,
  query: SQL,
): (values?: Record<string, unknown>) => Promise<T[]> {
  // drizzle's own statement path (same type parsers as queryRows), given the name node-postgres prepares by.
  const session = (db as unknown as { session: NamingSession }).session;
  const built = session.dialect.sqlToQuery(query);
  const name = 's' + createHash('sha1').update(built.sql).digest('hex').slice(0, 30);
  const prepared = session.prepareQuery(built, undefined, name, false);
  return async (values = {}) => ((await prepared.execute(values)) as { rows: unknown[] }).rows as T[];
}
