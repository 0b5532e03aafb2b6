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
