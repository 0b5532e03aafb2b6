import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../db/client.ts';
import { PGLITE_EXTENSIONS, pgliteHandle } from '../db/pglite.ts';
import { noteSequences, resetTestDatabase } from './pglite-reset.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated and seeded PGlite dump (PGlite runs). */
    pgliteTemplate: string;
    /** Connection string of the PostgreSQL server and the template database name (PostgreSQL runs). */
    postgresUrl: string;
    postgresTemplate: string;
  }
}

/** Replaces the database name of a PostgreSQL URL. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A private copy of the migrated, seeded test database for one test file: a PGlite loaded from the dump made
 * once by the global setup (or one an earlier file of this process used, put back), or a PostgreSQL database
 * created from the template database.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const name = `sigsa_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    } finally {
      await admin.end();
    }
    const handle = openPostgres(withDatabase(postgresUrl, name), 5);
    return {
      ...handle,
      async close() {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: postgresUrl });
        await cleanup.connect();
        try {
          await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        } finally {
          await cleanup.end();
        }
      },
    };
  }
  const client = idleDatabases.pop() ?? (await loadTemplate());
  const handle = pgliteHandle(client);
  return {
    ...handle,
    // Put back as the dump left it and kept for the process's next file (pglite-reset.ts); dropped if it cannot be.
    async close() {
      if (await resetTestDatabase(client)) idleDatabases.push(client);
      else await handle.close();
    },
  };
}

/** A fresh PGlite copy of the run's dump, ready to be put back after use. */
export async function loadTemplate(): Promise<PGlite> {
  const client = await PGlite.create({ loadDataDir: templateDump(), extensions: PGLITE_EXTENSIONS });
  await noteSequences(client);
  return client;
}

/** PGlite databases of this test process no file is using, put back as the dump left them. */
const idleDatabases: PGlite[] = [];

/** The run's PGlite dump, read once per test process (a process runs many files: vitest.config.ts). */
let dumpBytes: { file: string; bytes: ArrayBuffer } | null = null;

/**
 * The migrated and seeded PGlite dump as PGlite loads it. PGlite reads the blob whole (`arrayBuffer()`); Node's
 * Blob hands its 80 MB over in chunks it then concatenates, a third of a second of every file's start. This
 * blob answers with a copy of the bytes read once.
 */
export function templateDump(): Blob {
  const file = inject('pgliteTemplate');
  if (dumpBytes?.file !== file) {
    const buffer = fs.readFileSync(file);
    dumpBytes = {
      file,
      bytes: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength),
    };
  }
  const { bytes } = dumpBytes;
  return new (class extends Blob {
    override arrayBuffer(): Promise<ArrayBuffer> {
      return Promise.resolve(bytes.slice(0));
    }
  })([]);
}
