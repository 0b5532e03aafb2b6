import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

/** Repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A server started as `npm start` would, and the seconds it took until `/` (the sign-in page) answered. */
export interface StartedServer {
  child: ChildProcess;
  port: number;
  secondsToReady: number;
  stop(): Promise<void>;
}

/**
 * Starts the real server with the given environment and waits until `readyPath` answers: by default the sign-in
 * page (the web app), `/api/health` for a benchmark of the API alone. `nodeArgs` go to the server's node (e.g.
 * `--cpu-prof` to profile it under a benchmark; NODE_OPTIONS refuses that flag).
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  nodeArgs: readonly string[] = [],
  readyPath = '/autenticar',
): Promise<StartedServer> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...nodeArgs, '--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou com o código ${child.exitCode}`);
    const res = await fetch(`http://127.0.0.1:${port}${readyPath}`).catch(() => null); // null: not listening yet
    if (res?.ok) break;
    // The server answers, but not this page: without a web build it never will.
    if (res?.status === 404) {
      child.kill('SIGTERM');
      throw new Error(`${readyPath} responde 404: falta construir a aplicação web (npm run build)`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const secondsToReady = (performance.now() - started) / 1000;
  return {
    child,
    port,
    secondsToReady,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * An empty database `name` beside the one of `url` (dropped and created anew), for a benchmark that starts the
 * server on it; answers its connection string.
 */
export async function freshBenchDatabase(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}
