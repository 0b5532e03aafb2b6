import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, DatabaseHandle } from './client.ts';
import { lockDataDir } from './lock.ts';
import { fastDlsym } from './pglite-dlsym.ts';
import { postgisSlim } from './pglite-postgis-slim.ts';
import { schema } from './schema.ts';

// The embedded database (the default of `npm start`). Only imported when no DATABASE_URL is set.

/**
 * The extensions the migrations create, bundled for PGlite (PostgreSQL has them as system packages): PostGIS
 * without the parts SIGSA never loads (pglite-postgis-slim.ts), and the dynamic-linker fix that makes
 * `CREATE EXTENSION postgis` take half a second instead of four (pglite-dlsym.ts).
 */
export const PGLITE_EXTENSIONS = { postgis: postgisSlim, unaccent, pg_trgm, fastDlsym };

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
