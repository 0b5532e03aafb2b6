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

  it('a corrupt file is named with what was not loaded; the other files are seeded, the start goes on, and the next start tries again', async () => {
    const corrupt = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-seed-corrupt-'));
    try {
      fs.cpSync(dataDir, corrupt, { recursive: true });
      fs.writeFileSync(path.join(corrupt, 'reference/species.json'), '{ "especies": [ ');
      const diseases = path.join(corrupt, 'reference/diseases.json');
      fs.writeFileSync(
        diseases,
        fs.readFileSync(diseases, 'utf8').replace('"nome": "Febre aftosa"', '"nome": "Febre aftosa (FA)"'),
      );
      const runs = async () =>
        Number(
          (
            await queryRows<{ n: number | string }>(
              handle.db,
              sql`SELECT count(*) AS n FROM seed_runs WHERE dataset LIKE 'reference:%'`,
            )
          )[0]?.n,
        );
      const recordedBefore = await runs();
      for (let start = 0; start < 2; start++) {
        const recorded = recordingLog();
        await seedAll(handle.db, { referenceDataDir: corrupt, demo: false, log: recorded.log });
        expect(recorded.lines).not.toContain('Dados de referência inalterados desde a última carga');
        expect(recorded.lines).toContainEqual(
          expect.stringMatching(
            /^Dados de referência inválidos em reference\/species\.json: JSON mal formado .*\. Não carregados: especies \(nova tentativa no próximo arranque\)$/,
          ),
        );
        expect(await runs()).toBe(recordedBefore);
      }
      const [fa] = await queryRows<{ nome: string }>(
        handle.db,
        sql`SELECT nome FROM doencas WHERE codigo = 'FA'`,
      );
      expect(fa?.nome).toBe('Febre aftosa (FA)');

      // Repaired, the files seed and the seed is remembered.
      fs.copyFileSync(
        path.join(dataDir, 'reference/species.json'),
        path.join(corrupt, 'reference/species.json'),
      );
      const repaired = recordingLog();
      await seedAll(handle.db, { referenceDataDir: corrupt, demo: false, log: repaired.log });
      expect(repaired.lines.some((l) => l.startsWith('Dados de referência inválidos'))).toBe(false);
      expect(await runs()).toBe(recordedBefore + 1);
    } finally {
      fs.rmSync(corrupt, { recursive: true, force: true });
    }
  });

  it('reports how long each phase took: reference, then demo when the demo is seeded', async () => {
    const phases: [string, number][] = [];
    const onPhase = (phase: string, ms: number) => void phases.push([phase, ms]);
    await seedAll(handle.db, { referenceDataDir: dataDir, demo: true, log: recordingLog().log, onPhase });
    expect(phases.map(([phase]) => phase)).toEqual(['reference', 'demo']);
    expect(phases.every(([, ms]) => Number.isInteger(ms) && ms >= 0)).toBe(true);
    phases.length = 0;
    await seedAll(handle.db, { referenceDataDir: dataDir, demo: false, log: recordingLog().log, onPhase });
    expect(phases.map(([phase]) => phase)).toEqual(['reference']);
  });

  it('a demo part with nothing to build on is not recorded, and comes at the first start that has it', async () => {
    const count = async (query: ReturnType<typeof sql>) =>
      Number((await queryRows<{ n: number | string }>(handle.db, query))[0]?.n);
    const vaccinations = () => count(sql`SELECT count(*) AS n FROM vacinacoes`);
    const recorded = () => count(sql`SELECT count(*) AS n FROM seed_runs WHERE dataset = 'demo:vacinacoes'`);
    await handle.db.execute(sql`DELETE FROM seed_runs WHERE dataset = 'demo:vacinacoes'`);
    const before = await vaccinations();
    // The species the demo vaccinations need is missing (species.json unusable at that start).
    await handle.db.execute(sql`UPDATE especies SET codigo = 'BOVINO_AUSENTE' WHERE codigo = 'BOVINO'`);
    await seedAll(handle.db, { referenceDataDir: dataDir, demo: true, log: recordingLog().log });
    expect(await vaccinations()).toBe(before);
    expect(await recorded()).toBe(0);

    await handle.db.execute(sql`UPDATE especies SET codigo = 'BOVINO' WHERE codigo = 'BOVINO_AUSENTE'`);
    await seedAll(handle.db, { referenceDataDir: dataDir, demo: true, log: recordingLog().log });
    expect(await vaccinations()).toBeGreaterThan(before);
    expect(await recorded()).toBe(1);
  });
});
