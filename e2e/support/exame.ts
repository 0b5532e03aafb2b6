import { expect, type Page } from '@playwright/test';
import { choose, confirm } from './record-form.ts';
import { scanScreen } from './test.ts';

// The steps of a clinical exam that every browser test of it takes (issue 14).

/** The exam screens' paths. */
export const EXAME_LIST_PATH = '/consultar/exames-clinicos-e-necropsias';

/** Opens Registar → Exames clínicos e necrópsias from the menu and picks the animal type. */
export async function openNewExame(page: Page, tipo: 'Doméstico' | 'Selvagem'): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Exames clínicos e necrópsias' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/registar\/exames-clinicos-e-necropsias$/);
  await scanScreen(page, 'novo exame');
  await choose(page, 'Tipo de animal', tipo);
}

/** Saves a new exam and returns the path of the detail route it lands on. */
export async function saveNewExame(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await confirm(page);
  await expect(page.getByText('Registo guardado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/consultar\/exames-clinicos-e-necropsias\/\d+$/);
  await scanScreen(page, 'exame guardado');
  return new URL(page.url()).pathname;
}

/** Saves the exam on screen (already created). */
export async function saveExame(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await confirm(page);
  await expect(page.getByText('Registo guardado com sucesso.')).toBeVisible();
}

/** Runs a confirmed operation and waits for its toast. */
export async function operate(page: Page, button: string, toast: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await confirm(page);
  await expect(page.getByText(toast)).toBeVisible();
}

/** Opens the add modal of a table by its button, checks Guardar waits, and returns the dialog. */
export async function openRowModal(page: Page, addLabel: string) {
  await page.getByRole('button', { name: addLabel }).click();
  const modal = page.getByRole('dialog', { name: addLabel });
  await expect(modal.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await scanScreen(page, addLabel);
  return modal;
}

/** Answers a yes/no question of a modal. */
export async function answer(page: Page, question: string, value: 'Sim' | 'Não'): Promise<void> {
  await page
    .getByRole('dialog')
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: value })
    .check();
}
