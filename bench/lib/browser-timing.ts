import fs from 'node:fs';
import type { Page } from '@playwright/test';

// What the browser benchmarks share: the system Chromium, the CPU slowdown of the issues' web targets, and a
// timer that runs in the page from the user's action to the frame after the change painted.

/** How many times slower the CPU runs in the web benchmarks (issue 15: 4×). */
export const THROTTLE = 4;

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The system Chromium (the headless shell when installed). */
export const CHROMIUM = fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

/**
 * In the page: runs `act` and resolves with the milliseconds until `done` holds and the next frame painted
 * (a requestAnimationFrame, then a task: the frame with the change has been produced).
 */
export async function timeInPage(page: Page, act: string, done: string): Promise<number> {
  // As text: the bench runs through tsx, whose transform would name the page's functions with a helper the page
  // does not have.
  return page.evaluate(`(async () => {
    const t0 = performance.now();
    ${act};
    await new Promise((resolve) => {
      const poll = () => ((${done}) ? resolve() : requestAnimationFrame(poll));
      poll();
    });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - t0;
  })()`);
}
