import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { appVersion } from './vite.config.ts';

const webDir = path.dirname(fileURLToPath(import.meta.url));

/** Component and unit tests of the web app, in jsdom. */
export default defineProject({
  root: webDir,
  define: { __APP_VERSION__: JSON.stringify(appVersion()) },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Typing into Mantine inputs through user-event in jsdom takes seconds when both cores are busy (CI runs
    // the projects side by side); 5 s made whole-screen tests fail by load, not by behaviour.
    testTimeout: 20_000,
    // The files of a worker share one jsdom and one module graph (Mantine, React, the app): setting them up per
    // file was half of the run. What a test leaves behind (DOM, toasts, caches, storage, session) is reset after
    // each test by src/test/setup.ts; module-level state goes there too.
    isolate: false,
  },
});
