import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { queryRows, type DatabaseHandle } from './db/client.ts';
import { sql } from 'drizzle-orm';
import { seedAll } from './seed.ts';
import { openTestDatabase } from './test/test-db.ts';

/** A logger that keeps what it was told. */
function recordingLog() {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(String(args.find((a) => typeof a === 'string')));
  return { lines, log: { info: keep, warn: keep } };
}

const speciesName = async (db: DatabaseHandle, codigo: string) =>
  (await queryRows<{ nome: string }>(db.db, sql`SELECT nome FROM especies WHERE codigo = ${codigo}`))[0]
    ?.nome;

describe('seedAll: the reference seed runs only when its files changed', () => {
  let handle: DatabaseHandle;
  let dataDir: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    // A copy of the files the test database was seeded from, so one of them can be changed.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-seed-'));
    fs.cpSync(loadConfig().referenceDataDir, dataDir, { recursive: true });
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('skips unchanged files, seeds changed ones once, and records each seed', async () => {
    const first = recordingLog();
    await seedAll(handle.db, { referenceDataDir: dataDir, demo: false, log: first.log });
    expect(first.lines).toContain('Dados de referência inalterados desde a última carga');

    const file = path.join(dataDir, 'reference/species.json');
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('"nome": "Bovino"', '"nome": "Bovino doméstico"'),
    );
    const second = recordingLog();
    await seedAll(handle.db, { referenceDataDir: dataDir, demo: false, log: second.log });
    expect(second.lines).not.toContain('Dados de referência inalterados desde a última carga');
    expect(await speciesName(handle, 'BOVINO')).toBe('Bovino doméstico');

    const third = recordingLog();
    await seedAll(handle.db, { referenceDataDir: dataDir, demo: false, log: third.log });
    expect(third.lines).toContain('Dados de referência inalterados desde a última carga');
    const runs = await queryRows<{ n: number | string }>(
      handle.db,
      sql`SELECT count(*) AS n FROM seed_runs WHERE dataset LIKE 'reference:%'`,
    );
    expect(Number(runs[0]?.n)).toBe(2);
  });

  it('does not remember a seed with missing files, so the next start tries again', async () => {
    const partial = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-seed-partial-'));
    try {
      fs.cpSync(path.join(dataDir, 'reference'), path.join(partial, 'reference'), { recursive: true });
      for (let run = 0; run < 2; run++) {
        const recorded = recordingLog();
        await seedAll(handle.db, { referenceDataDir: partial, demo: false, log: recorded.log });
        expect(recorded.lines).not.toContain('Dados de referência inalterados desde a última carga');
        expect(recorded.lines.some((l) => l.startsWith('Dados de referência em falta'))).toBe(true);
      }
    } finally {
      fs.rmSync(partial, { recursive: true, force: true });
    }
  });
});
