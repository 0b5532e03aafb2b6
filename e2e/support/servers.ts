import os from 'node:os';

/** The first browser-test server's port; worker n's server listens on E2E_PORT + n. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Browser-test workers, each with its own server and database: two on a machine with two cores or more (the
 * suite's time is mostly the browser's and the server's CPU, and one worker leaves a core idle while the other
 * waits on the page); E2E_WORKERS overrides it.
 */
export const E2E_WORKERS = Math.max(
  1,
  Number(process.env.E2E_WORKERS ?? Math.min(2, os.availableParallelism())),
);

/** The address of the server that belongs to the worker in slot `parallelIndex`. */
export function serverFor(parallelIndex: number): string {
  return `http://127.0.0.1:${E2E_PORT + (parallelIndex % E2E_WORKERS)}`;
}
