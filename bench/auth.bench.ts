import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from './lib/session.ts';
import { formatLine, summarize } from './lib/stats.ts';
import { freshBenchDatabase, startServer } from './lib/server-process.ts';

async function time(fn: () => Promise<Response>): Promise<number> {
  const t0 = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return performance.now() - t0;
}

async function measure(label: string, base: string): Promise<void> {
  const warmup = new Session(base);
  await warmup.fetch('/api/health');
  // Different accounts in turn, so that no account reaches the brute-force limit (only successes here anyway).
  const users = ['sigsa', 'gestor', 'svl', 'svr', 'lab', 'mv', 'mvmunicipal'];
  const signins: number[] = [];
  for (let i = 0; i < 100; i++) {
    const s = new Session(base);
    await s.fetch('/api/health');
    signins.push(await time(() => s.signIn(users[i % users.length] ?? 'sigsa')));
  }
  const s = new Session(base);
  await s.fetch('/api/health');
  await s.signIn('sigsa');
  const current: number[] = [];
  for (let i = 0; i < 1000; i++)
    current.push(await time(() => s.fetch('/api/utilizadores/current?role=ROLE_SIGSA')));
  console.log(formatLine(`${label}: POST signin (argon2id)`, summarize(signins)));
  console.log(formatLine(`${label}: GET utilizadores/current`, summarize(current)));
}

/** Sign-in and current-user latency through the full HTTP stack, on PGlite and (with DATABASE_URL) PostgreSQL. */
export async function benchAuth(): Promise<void> {
  console.log('\n## Sessão (HTTP completo, pedidos sequenciais)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-bench-auth-'));
  const embedded = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 3402, [], '/api/health');
  try {
    await measure('PGlite', `http://127.0.0.1:${embedded.port}`);
  } finally {
    await embedded.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('PostgreSQL: DATABASE_URL não definido — não medido.');
    return;
  }
  const benchUrl = await freshBenchDatabase(url, 'sigsa_bench');
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-bench-pg-'));
  const server = await startServer({ DATA_DIR: pgDir, DATABASE_URL: benchUrl }, 3403, [], '/api/health');
  try {
    await measure('PostgreSQL', `http://127.0.0.1:${server.port}`);
  } finally {
    await server.stop();
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
}
