import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, four projects: pure domain rules, the API against a real database, web components, and the
 * benchmarks' own arithmetic.
 */
export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on CI's two); the jsdom tests wait on rendering as much as
    // they compute, so one worker per core finishes the unit run in two thirds of the time.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite is single-threaded WebAssembly: a few forks keep memory in check on a 2-core machine.
          pool: 'forks',
          maxWorkers: 2,
          // A fork runs its files one after the other with one module graph (Fastify, Drizzle, PGlite's compiled
          // WebAssembly): importing them per file was a third of a pass. Each file still has its own database and
          // app (createTestApp); the server keeps no module-level state.
          isolate: false,
        },
      },
      './packages/web/vitest.config.ts',
      {
        test: { name: 'bench', root: 'bench', include: ['*.test.ts'], environment: 'node' },
      },
    ],
  },
});
