import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-users.ts';

/** Fills and submits the sign-in form (the page must be on /autenticar). */
export async function submitSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Utilizador').fill(username);
  await page.getByLabel('Palavra-passe').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Opens /autenticar and signs in as `username`. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/autenticar');
  await expect(page.getByRole('heading', { name: 'Autenticação' })).toBeVisible();
  await submitSignIn(page, username, password);
}

/** Opens the user menu in the header. */
export async function openUserMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
}

/** Signs out through the user menu's "Sair". */
export async function signOut(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/autenticar$/);
}

/** Where screenshots for review are saved. */
export function screenshotPath(name: string): string {
  return `e2e/artifacts/screenshots/${name}.png`;
}
