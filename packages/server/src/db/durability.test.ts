import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { queryRows } from './client.ts';
import { openPglite } from './pglite.ts';
import { SERVER_NODE_FLAGS } from '../../../../scripts/server-node-flags.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-durability-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A port nobody listens on, so that a stale server from an earlier run can never answer for this one. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Row counts of some tables, read by this process (which runs crash recovery if needed). */
async function countRows(): Promise<{
  sessoes: number;
  utilizadores: number;
  exploracoes: number;
  freguesias: number;
}> {
  const handle = await openPglite(dataDir);
  try {
    const rows = await queryRows<{
      sessoes: number;
      utilizadores: number;
      exploracoes: number;
      freguesias: number;
    }>(
      handle.db,
      sql`SELECT (SELECT count(*)::int FROM sessoes) AS sessoes, (SELECT count(*)::int FROM utilizadores) AS utilizadores,
                 (SELECT count(*)::int FROM exploracoes) AS exploracoes, (SELECT count(*)::int FROM freguesias) AS freguesias`,
    );
    const counts = rows[0];
    if (!counts) throw new Error('sem resultado');
    return counts;
  } finally {
    await handle.close();
  }
}

/** Starts the real server on the shared data directory; resolves with its port once it answers. */
function startServer(port: number): { child: ChildProcess; ready: Promise<void>; output: () => string } {
  let output = '';
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const ready = (async () => {
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) throw new Error(`o servidor terminou: ${output}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('o servidor não arrancou');
  })();
  return { child, ready, output: () => output };
}

/** Signs in once through HTTP (a write: it creates a session row); true when the server acknowledged it. */
async function signIn(port: number): Promise<boolean> {
  const base = `http://127.0.0.1:${port}`;
  const first = await fetch(`${base}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const res = await fetch(`${base}/api/signin`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-xsrf-token': xsrf,
      cookie: `XSRF-TOKEN=${xsrf}`,
    },
    body: 'username=sigsa&password=sigsa2025',
  });
  return res.status === 200;
}

/** Resolves with the exit code (null when killed by a signal) once the child has exited. */
const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('embedded database safety', () => {
  it('refuses a second process on the same data directory with a clear message', async () => {
    const first = startServer(await freePort());
    await first.ready;
    const second = startServer(await freePort());
    await expect(second.ready).rejects.toThrow(/já está a ser usada pelo processo/);
    expect(await exited(second.child)).toBe(1);
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'sigsa.lock'))).toBe(false);
  }, 240_000);

  it('keeps every acknowledged write after a SIGKILL in the middle of writes, and the server recovers', async () => {
    const before = await countRows();
    const port = await freePort();
    const server = startServer(port);
    await server.ready;
    let acknowledged = 0;
    const writer = (async () => {
      for (;;) {
        try {
          if (await signIn(port)) acknowledged++;
        } catch {
          return; // the server is gone
        }
      }
    })();
    await new Promise((r) => setTimeout(r, 3000));
    server.child.kill('SIGKILL');
    await writer;
    await exited(server.child);
    expect(acknowledged).toBeGreaterThan(0);

    // The lock left by the killed process is stale: the server takes it over and runs crash recovery.
    const againPort = await freePort();
    const again = startServer(againPort);
    await again.ready;
    expect(await signIn(againPort)).toBe(true);
    again.child.kill('SIGTERM');
    expect(await exited(again.child)).toBe(0);

    const after = await countRows();
    expect(after.sessoes).toBeGreaterThanOrEqual(before.sessoes + acknowledged + 1);
    // Restarts reuse the data: the seed added no duplicate users, holdings or parishes.
    expect(before).toMatchObject({ utilizadores: 10, exploracoes: 300, freguesias: 3259 });
    expect({ ...after, sessoes: 0 }).toEqual({ ...before, sessoes: 0 });
  }, 240_000);
});
