import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The system's Chromium: its headless shell when installed (Debian `chromium-headless-shell`, the browser
 * Playwright itself runs headless: a tenth less time per test than the full browser), else `chromium`.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Browser tests run the built web app on a real server with its own embedded database (e2e/artifacts/data),
 * in the system Chromium — never a downloaded browser.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: PORT === 3100 ? './e2e/artifacts/results' : `./e2e/artifacts/results-${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(PORT) },
  },
});
