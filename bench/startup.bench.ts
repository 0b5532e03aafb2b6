import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { ROOT } from './lib/server-process.ts';

/** One `npm start`: seconds until the sign-in page answered, and the phase lines the server printed. */
interface StartRun {
  seconds: number;
  phases: { label: string; seconds: number }[];
}

/** A log line `Label: 1.2 s` of the start (run-server.ts), read as a phase and its duration. */
export function phaseOf(message: string): { label: string; seconds: number } | null {
  const match = /^(.+): (\d+(?:\.\d+)?) s$/.exec(message);
  return match?.[1] && match[2] ? { label: match[1], seconds: Number(match[2]) } : null;
}

/** Runs what `npm start` runs (scripts/start.mjs) until `/autenticar` answers, then stops it with SIGTERM. */
async function npmStart(dataDir: string, port: number): Promise<StartRun> {
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`npm start terminou com o código ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/autenticar`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  const phases = output
    .split('\n')
    .flatMap((line) => {
      try {
        const msg = (JSON.parse(line) as { msg?: unknown }).msg;
        return typeof msg === 'string' ? [msg] : [];
      } catch {
        return [];
      }
    })
    .map(phaseOf)
    .filter((phase) => phase !== null);
  return { seconds, phases };
}

function print(title: string, run: StartRun, target: number): void {
  const verdict = run.seconds <= target ? 'cumpre' : 'NÃO cumpre';
  console.log(`${title.padEnd(52)} ${run.seconds.toFixed(1)} s (alvo ≤ ${target} s: ${verdict})`);
  for (const phase of run.phases) console.log(`  ${phase.label.padEnd(50)} ${phase.seconds.toFixed(1)} s`);
}

/**
 * What a user waits for: the first `npm start` (no web build, empty data directory: the build runs beside the
 * database's first phases) and the next one (same sources, same data), each until the sign-in page answers,
 * with the server's phases.
 */
export async function benchStartup(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-bench-start-'));
  try {
    fs.rmSync(path.join(ROOT, 'packages/web/dist'), { recursive: true, force: true });
    const cold = await npmStart(dataDir, 3401);
    const warm = await npmStart(dataDir, 3401);
    console.log('\n## Arranque (npm start, PGlite, até a página de autenticação responder)');
    print('primeiro arranque (sem compilação, dados vazios)', cold, 10);
    print('arranque seguinte (as mesmas fontes e dados)', warm, 3);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
