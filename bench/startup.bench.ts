import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { ROOT, startServer } from './lib/server-process.ts';

/**
 * What `npm start` costs: the web build it runs first, then the cold start (empty data directory: migrate +
 * seed) and the warm start of the embedded server, in seconds until the sign-in page answers.
 */
export async function benchStartup(): Promise<void> {
  const buildStarted = performance.now();
  execSync('npm run build', { cwd: ROOT, stdio: 'ignore' });
  const buildSeconds = (performance.now() - buildStarted) / 1000;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-bench-start-'));
  try {
    const cold = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 3401);
    await cold.stop();
    const warm = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 3401);
    await warm.stop();
    console.log('\n## Arranque (PGlite, até a página de autenticação responder)');
    console.log(`compilação da aplicação web (npm run build)      ${buildSeconds.toFixed(1)} s`);
    console.log(`primeiro arranque (dados vazios: migrar + semear)  ${cold.secondsToReady.toFixed(1)} s`);
    console.log(`arranque seguinte (dados existentes)              ${warm.secondsToReady.toFixed(1)} s`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
