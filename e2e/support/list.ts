import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** The Explorações list (Consultar → Explorações). */
export const EXPLORACOES_PATH = '/consultar/exploracoes';

/** The next successful list call of `entity` whose URL passes `check`. */
export function listResponse(
  page: Page,
  check: (url: URL) => boolean = () => true,
  entity = 'exploracoes',
): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === `/api/${entity}/search/filter` && response.ok() && check(url);
  });
}

/** The list's data table. */
export const listTable = (page: Page): Locator => page.getByTestId('list-table');
/** The rows of the table's body. */
export const bodyRows = (page: Page): Locator => listTable(page).locator('tbody tr');
/** The table's header cells. */
export const headerCells = (page: Page): Locator => listTable(page).locator('thead th');
/** The filter panel on the left. */
export const filterPanel = (page: Page): Locator => page.getByRole('complementary');

/** Picks `option` in the Mantine select labelled `label` (the first, or the one inside `within`). */
export async function pickOption(page: Page, label: string, option: string, within?: Locator): Promise<void> {
  const input = (within ?? page).getByRole('textbox', { name: label, exact: true }).first();
  const choice = page.getByRole('option', { name: option, exact: true });
  // A click that lands while the page still lays out (a chart or a map arriving above the select) can leave the
  // dropdown shut: open it again until the option shows.
  await expect(async () => {
    if (!(await choice.isVisible())) await input.click();
    await expect(choice).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await choice.click();
}

/** Opens Consultar → Explorações from the main menu and waits for the first page. */
export async function openExploracoes(page: Page): Promise<void> {
  const first = listResponse(page);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const link = menu.getByRole('link', { name: 'Explorações' });
  // Menu groups start open: the entry is one click away.
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(EXPLORACOES_PATH));
  await first;
  await expect(page.getByRole('heading', { level: 1, name: 'Explorações' })).toBeVisible();
}

/** The list's map (its Mapa view). */
export const listMap = (page: Page): Locator => page.getByTestId('list-map');

/** Switches a list to its Mapa view, or back to its table, and waits for it. */
export async function showListView(page: Page, view: 'Mapa' | 'Tabela'): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Vista da lista' }).getByText(view, { exact: true }).click();
  if (view === 'Mapa') await expect(listMap(page).locator('.leaflet-container')).toBeVisible();
  else await expect(listTable(page)).toBeVisible();
}

/** Adds filters on the columns named `names` through "Selecionar filtros". */
export async function selectFilters(page: Page, names: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: 'Selecionar filtros' }).click();
  const chooser = page.getByRole('dialog', { name: 'Selecionar filtros' });
  for (const name of names) await chooser.getByRole('checkbox', { name, exact: true }).check();
  await chooser.getByRole('button', { name: 'Selecionar' }).click();
  await expect(chooser).toBeHidden();
}

/** A word (4+ letters) of the first row's Nome, to filter by; Nome must be the table's second data column. */
export async function wordOfFirstName(page: Page): Promise<string> {
  const firstName = (await bodyRows(page).first().locator('td').nth(2).textContent()) ?? '';
  return firstName.split(/\s+/).find((w) => w.length >= 4) ?? firstName;
}

/** Types `word` into the Nome filter and waits for the filtered list. */
export async function filterByName(page: Page, word: string): Promise<void> {
  const filtered = listResponse(page, (url) => (url.searchParams.get('nome') ?? '').includes(word));
  await filterPanel(page).getByRole('textbox', { name: 'Nome', exact: true }).fill(word);
  await filtered;
}
