import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_PORT as PORT, E2E_WORKERS as WORKERS } from './e2e/support/servers';

/**
 * The system's Chromium: its headless shell when installed (Debian `chromium-headless-shell`, the browser
 * Playwright itself runs headless: a tenth less time per test than the full browser), else `chromium`.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Browser tests run the built web app on real servers, each with its own embedded database
 * (e2e/artifacts/data-<port>), in the system Chromium — never a downloaded browser. One server per worker: the
 * spec files are shared out between the workers, and a file's tests run in order on its worker's server
 * (e2e/support/servers.ts), so no two workers ever write to one database.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: `./e2e/artifacts/results-${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
    // Menus and modals appear and vanish without animation (the theme respects reduced motion): no test acts
    // on a dialog that is still closing.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A trace records every action's DOM on the way (a tenth of a run's time); E2E_TRACE=1 keeps one per
    // failed test, for the flake loops on a developer's machine.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: WORKERS }, (_, worker) => ({
    command: 'node --import tsx e2e/start-server.mjs',
    url: `http://127.0.0.1:${PORT + worker}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: { PORT: String(PORT + worker) },
  })),
});
