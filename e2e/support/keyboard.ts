import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has the focus (the way a keyboard user reaches it); fails if it never does. */
export async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  // A target that is not on the page fails here, with its locator, not after 150 slow tries.
  await target.waitFor({ state: 'attached' });
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target.toString()} nunca recebeu o foco com Tab`);
}
