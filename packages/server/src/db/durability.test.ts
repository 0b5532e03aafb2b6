import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { queryRows } from './client.ts';
import { openPglite, PGLITE_EXTENSIONS } from './pglite.ts';
import { tokenHash } from '../platform/auth/tokens.ts';
import { SERVER_NODE_FLAGS } from '../../../../scripts/server-node-flags.mjs';
import { templateDump } from '../test/test-db.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-durability-'));
const children: ChildProcess[] = [];

// The servers start on a copy of the run's migrated and seeded template (test/global-setup.ts), not an empty
// directory: what is under test is the embedded database's files across crashes and signals, and a first start
// that seeded the whole of Portugal would spend a minute and a half of every run on what the seed tests cover.
beforeAll(async () => {
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'db'),
    loadDataDir: templateDump(),
    extensions: PGLITE_EXTENSIONS,
  });
  await client.close();
}, 120_000);

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
function startServer(
  port: number,
  env: Record<string, string> = {},
): { child: ChildProcess; ready: Promise<void>; output: () => string } {
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
        ...env,
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

/**
 * A sign-in whose body arrives in two parts: the request is in flight from its headers until `finish()` sends the
 * rest. `answer` is the raw response, once the connection has closed.
 */
async function slowSignIn(port: number): Promise<{ finish(): void; answer: Promise<string> }> {
  const body = 'username=sigsa&password=sigsa2025';
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(
    [
      'POST /api/signin HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/x-www-form-urlencoded',
      `Content-Length: ${body.length}`,
      'Cookie: XSRF-TOKEN=lento',
      'X-XSRF-TOKEN: lento',
      'Connection: close',
      '',
      body.slice(0, 10),
    ].join('\r\n'),
  );
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)));
  // Let the server read the headers: from then on the request is in flight.
  await new Promise((r) => setTimeout(r, 300));
  return { finish: () => socket.write(body.slice(10)), answer: closed };
}

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

  it('on SIGTERM, finishes the request in flight, exits 0, and the database opens again with its row', async () => {
    const port = await freePort();
    const server = startServer(port);
    await server.ready;
    const request = await slowSignIn(port);
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    // Still there, waiting for the request's body.
    expect(server.child.exitCode).toBeNull();
    request.finish();
    const answer = await request.answer;
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(await exited(server.child)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'sigsa.lock'))).toBe(false);
    // The session that request wrote is there (the database keeps only the token's hash).
    const token = /SIGSA_SESSION=([^;]+)/.exec(answer)?.[1] ?? '';
    const handle = await openPglite(dataDir);
    try {
      const rows = await queryRows<{ n: number }>(
        handle.db,
        sql`SELECT count(*)::int AS n FROM sessoes WHERE token_hash = ${tokenHash(token)}`,
      );
      expect(rows[0]?.n).toBe(1);
    } finally {
      await handle.close();
    }
  }, 240_000);

  it('closes a request that outlives the grace period, then exits 0; a second signal exits at once', async () => {
    const gracedPort = await freePort();
    const graced = startServer(gracedPort, { SHUTDOWN_GRACE_SECONDS: '1' });
    await graced.ready;
    const stalled = await slowSignIn(gracedPort);
    const stopAsked = performance.now();
    graced.child.kill('SIGTERM');
    expect(await exited(graced.child)).toBe(0);
    expect(performance.now() - stopAsked).toBeLessThan(5000);
    expect(await stalled.answer).toBe('');
    expect(graced.output()).toMatch(/Pedidos ainda em curso ao fim de 1 s: ligações fechadas/);

    const impatientPort = await freePort();
    const impatient = startServer(impatientPort);
    await impatient.ready;
    await slowSignIn(impatientPort);
    impatient.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    expect(impatient.child.exitCode).toBeNull();
    impatient.child.kill('SIGTERM');
    expect(await exited(impatient.child)).toBe(1);
    expect(impatient.output()).toMatch(/SIGTERM de novo: a terminar já/);
  }, 240_000);
});
