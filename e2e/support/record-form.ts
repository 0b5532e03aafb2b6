import { expect, type Page } from '@playwright/test';
import { scanScreen } from './test.ts';

/** Opens the select labelled `label` and picks its first option (or the one named `option`). */
export async function choose(page: Page, label: string, option?: string): Promise<void> {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.click();
  const options = option ? page.getByRole('option', { name: option, exact: true }) : page.getByRole('option');
  await expect(options.first()).toBeVisible();
  await scanScreen(page, `opções de ${label}`);
  await options.first().click();
  // A multi-select stays open after a pick: leaving the field closes it (Escape would close a modal too).
  await input.press('Tab');
}

/** Fills the text field labelled `label` and leaves it (so it validates). */
export async function fill(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.press('Tab');
}

/** Confirms the open confirmation dialog ('Deseja confirmar?') and waits for it to be gone. */
export async function confirm(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirmação' });
  await expect(dialog).toBeVisible();
  await scanScreen(page, 'confirmação');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
}

/** Today as the date fields take it (dd/mm/aaaa), in the browser's time zone (Europe/Lisbon, as the tests run). */
export function today(): string {
  const hoje = new Date();
  return `${String(hoje.getDate()).padStart(2, '0')}/${String(hoje.getMonth() + 1).padStart(2, '0')}/${hoje.getFullYear()}`;
}
