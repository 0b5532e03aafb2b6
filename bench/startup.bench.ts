import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './lib/server-process.ts';

/** Cold start (empty data directory: migrate + seed) and warm start of the embedded server, in seconds. */
export async function benchStartup(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-bench-start-'));
  try {
    const cold = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 3401);
    await cold.stop();
    const warm = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 3401);
    await warm.stop();
    console.log('\n## Arranque (PGlite, até a página de autenticação responder)');
    console.log(`primeiro arranque (dados vazios: migrar + semear)  ${cold.secondsToReady.toFixed(1)} s`);
    console.log(`arranque seguinte (dados existentes)              ${warm.secondsToReady.toFixed(1)} s`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
