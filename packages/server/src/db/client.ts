import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { postgis } from '@electric-sql/pglite-postgis';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './lock.ts';
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

/** The extensions the migrations create, bundled for PGlite (PostgreSQL has them as system packages). */
export const PGLITE_EXTENSIONS = { postgis, unaccent, pg_trgm };

/**
 * PGlite's default start parameters include `-F` (fsync off), which loses committed data on a crash.
 * We keep every other default and drop that one.
 */
export function durableStartParams(): string[] {
  return PGlite.defaultStartParams.filter((p) => p !== '-F');
}

/** Opens the embedded database in `dataDir/db` (created on first use) with PostGIS, fsync on and a lock. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({
      dataDir: path.join(dataDir, 'db'),
      extensions: PGLITE_EXTENSIONS,
      startParams: durableStartParams(),
    });
    return pgliteHandle(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** Wraps an already open PGlite client (tests load one from a dump). */
export function pgliteHandle(client: PGlite, release: () => void = () => {}): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
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

/** Opens PostgreSQL when a URL is given, the embedded PGlite otherwise. */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

/** Runs raw SQL and returns its rows, whatever the driver. */
export async function queryRows<T>(db: Database | Tx, query: SQL): Promise<T[]> {
  // Both drivers answer an object with `rows`; drizzle types them differently, so name the common shape.
  const result = await db.execute<Record<string, unknown>>(query);
  return (result as { rows: unknown[] }).rows as T[];
}
