import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.ts';
import { openPostgres, type DatabaseHandle } from '../db/client.ts';
import { PGLITE_EXTENSIONS, pgliteHandle } from '../db/pglite.ts';
import { migrate } from '../db/migrate.ts';
import { seedAll } from '../seed.ts';
import { installResetSnapshot } from './pglite-reset.ts';
import { withDatabase } from './test-db.ts';

/**
 * The template database of a run on `url`: named after the run's database (`sigsa_test` → `sigsa_test_template`),
 * so that runs on two databases of one server never drop each other's template.
 */
function templateOf(url: string): string {
  const database = decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'sigsa_test';
  return `${database.replace(/[^A-Za-z0-9_]/g, '_')}_template`;
}
const silentLog = { info: () => {}, warn: () => {} };

async function prepare(handle: DatabaseHandle): Promise<void> {
  await migrate(handle);
  await seedAll(handle.db, { referenceDataDir: loadConfig().referenceDataDir, demo: true, log: silentLog });
}

/**
 * Migrates and seeds ONE database per test run (PGlite + PostGIS takes seconds to build), which every test
 * file then copies: PGlite through a data-directory dump, PostgreSQL through a template database.
 * TEST_DATABASE_URL selects PostgreSQL; without it the run uses PGlite.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = templateOf(url);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const handle = openPostgres(withDatabase(url, template), 2);
    await prepare(handle);
    await handle.close();
    project.provide('postgresUrl', url);
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {};
  }

  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = pgliteHandle(client);
  await prepare(handle);
  await installResetSnapshot(client);
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresUrl', '');
  project.provide('postgresTemplate', '');
  return async () => {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  };
}
