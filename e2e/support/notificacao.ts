import { expect, type Page } from '@playwright/test';
import { choose, confirm, fill, today } from './record-form.ts';
import { scanScreen } from './test.ts';

// The steps of a suspected-disease notification that every browser test of it takes (issue 12).

/** Opens Registar → Notificação de suspeita de doença from the menu. */
export async function openNewNotificacao(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Notificação de suspeita de doença' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/registar\/notificacao-suspeita-doenca$/);
  await expect(page.getByRole('textbox', { name: 'Tipo de animal', exact: true })).toBeVisible();
  await scanScreen(page, 'nova notificação');
}

/**
 * Fills what every animal type shares: the type, the point (when given; else the holding presets it), today's
 * observation date, the first suspected disease, and "no lab test".
 */
export async function fillCommonFields(
  page: Page,
  tipo: string,
  point?: { lat: string; lon: string },
): Promise<void> {
  await choose(page, 'Tipo de animal', tipo);
  if (point) {
    await fill(page, 'Latitude', point.lat);
    await fill(page, 'Longitude', point.lon);
  }
  await fill(page, 'Data de observação', today());
  await choose(page, 'Doenças suspeitas');
  await page
    .getByRole('radiogroup', { name: /Realizou teste laboratorial/ })
    .getByRole('radio', { name: 'Não' })
    .check();
}

/** Searches the holding by its brand and picks it (in the field labelled `label`). */
export async function pickHolding(page: Page, marca: string, label = 'Exploração (marca)'): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).fill(marca);
  const option = page.getByRole('option', { name: new RegExp(marca) }).first();
  await expect(option).toBeVisible();
  await scanScreen(page, 'explorações encontradas');
  await option.click();
}

/** Adds a declaration row for the first animal category with these counts. */
export async function addDeclaracao(
  page: Page,
  counts: { presentes: string; morreram: string; necropsiados: string; cadaveres: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Adicionar declaração de animais' }).click();
  const modal = page.getByRole('dialog', { name: 'Adicionar declaração de animais' });
  // Guardar waits for a valid row (002 §5).
  await expect(modal.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await scanScreen(page, 'declaração de animais');
  await choose(page, 'Categoria');
  for (const [label, value] of [
    ['Animais presentes', counts.presentes],
    ['Animais que morreram', counts.morreram],
    ['Animais necropsiados', counts.necropsiados],
    ['Cadáveres presentes', counts.cadaveres],
  ] as const)
    await modal.getByRole('textbox', { name: label, exact: true }).fill(value);
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Saves a new notification and returns the path of the detail route it lands on. */
export async function saveNew(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await confirm(page);
  await expect(page.getByText('Registo guardado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/consultar\/notificacao-suspeita-doenca\/\d+$/);
  await scanScreen(page, 'notificação guardada');
  return new URL(page.url()).pathname;
}

/** Submits the notification on screen. */
export async function submit(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submeter', exact: true }).click();
  await confirm(page);
  await expect(page.getByText('Registo submetido.')).toBeVisible();
  await expect(page.getByText('Submetido', { exact: true }).first()).toBeVisible();
  await scanScreen(page, 'notificação submetida');
}
