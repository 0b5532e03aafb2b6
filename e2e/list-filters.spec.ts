import { expect, test, type Page } from './support/test.ts';
import type { ColumnDescriptor } from '@sigsa/domain/list/columns';
import { NUMBER_END_BEFORE_START_MESSAGE } from '@sigsa/domain/validation/messages';
import { filterPanel, openExploracoes, selectFilters } from './support/list.ts';
import { reviewScreenshot, signIn } from './support/session.ts';

// The number, boolean and multi-option filter editors (spec 000 §2.5 "one input per filter type", §5, §7.2).
//
// No list screen offers these types yet: the Explorações columns are text, options, dates and a point, and
// the reference lists that have them (doencas: MULTIOPTION categorias, BOOLEAN listadaUE; subCategoriasAnimais:
// NUMBER idadeMinMeses) have no route in the app. So the Explorações list is shown with those three real
// descriptors added to its columns: the editors run in the browser as they would on any list, the parameters
// they produce are taken off the list call (and left out of what reaches the Explorações resource, which does
// not know them), and are then sent to the resources that own those columns, whose answers must obey them.

interface Borrowed {
  entity: string;
  prop: string;
}

const BORROWED: readonly Borrowed[] = [
  { entity: 'doencas', prop: 'categorias' },
  { entity: 'doencas', prop: 'listadaUE' },
  { entity: 'subCategoriasAnimais', prop: 'idadeMinMeses' },
];

/** The real descriptors of the borrowed columns, as their resources describe them. */
async function borrowedColumns(page: Page): Promise<ColumnDescriptor[]> {
  const found: ColumnDescriptor[] = [];
  for (const { entity, prop } of BORROWED) {
    const response = await page.request.get(`/api/${entity}/search/columns`);
    expect(response.ok()).toBe(true);
    const column = ((await response.json()) as ColumnDescriptor[]).find((c) => c.prop === prop);
    if (!column) throw new Error(`${entity} sem a coluna ${prop}`);
    found.push(column);
  }
  return found;
}

/** The filter parameter `prop` of a list call, parsed; null when the call does not carry it. */
function param(url: URL, prop: string): { type: string; prop: string; value: unknown } | null {
  const raw = url.searchParams.get(prop);
  return raw === null ? null : (JSON.parse(raw) as { type: string; prop: string; value: unknown });
}

/** The first list call in `sent` from index `since` on that passes `check`, once the page has made it. */
async function listCall(sent: readonly URL[], since: number, check: (url: URL) => boolean): Promise<URL> {
  await expect.poll(() => sent.slice(since).some(check)).toBe(true);
  return sent.slice(since).find(check) as URL;
}

/** Rows of `entity` filtered by the parameters the editors produced, straight from its resource. */
async function filteredRows(page: Page, entity: string, params: Record<string, string>) {
  const query = new URLSearchParams({ ...params, size: '1000' });
  const response = await page.request.get(`/api/${entity}/search/filter?${query.toString()}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { _embedded: Record<string, Record<string, unknown>[]> };
  return body._embedded[entity] ?? [];
}

test('number, boolean and multi-option filter editors send what their resources filter by', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'sigsa');
  await expect(page).toHaveURL(/\/inicio$/);
  const extra = await borrowedColumns(page);
  expect(extra.map((c) => c.type)).toEqual(['MULTIOPTION', 'BOOLEAN', 'NUMBER']);

  let ownTypes: string[] = [];
  await page.route('**/api/exploracoes/search/columns**', async (route) => {
    const response = await route.fetch();
    const own = (await response.json()) as ColumnDescriptor[];
    ownTypes = own.map((c) => c.type);
    await route.fulfill({ response, json: [...own, ...extra] });
  });
  const sent: URL[] = [];
  await page.route('**/api/exploracoes/search/filter**', async (route) => {
    const url = new URL(route.request().url());
    sent.push(new URL(url));
    for (const { prop } of BORROWED) url.searchParams.delete(prop);
    await route.continue({ url: url.toString() });
  });

  await openExploracoes(page);
  // The premise of this test: Explorações has none of these types of its own.
  expect(ownTypes).toContain('STRING');
  expect(ownTypes.filter((type) => ['NUMBER', 'BOOLEAN', 'MULTIOPTION'].includes(type))).toEqual([]);
  await selectFilters(page, ['Categorias', 'Listada na UE', 'Idade mínima (meses)']);
  const panel = filterPanel(page);
  const badges = page.getByTestId('filter-badges');
  for (const name of ['Categorias', 'Listada na UE', 'Idade mínima (meses)'])
    await expect(badges.getByText(name, { exact: true })).toBeVisible();
  await expect(badges.locator('[data-active="true"]')).toHaveCount(0);

  // Multi-option: Categorias A and B → an array of the chosen values.
  const categorias = panel.getByRole('textbox', { name: 'Categorias', exact: true });
  await expect(categorias).toHaveAttribute('placeholder', 'Não definido');
  await categorias.click();
  await page.getByRole('option', { name: 'A', exact: true }).click();
  let since = sent.length;
  await page.getByRole('option', { name: 'B', exact: true }).click();
  const multiUrl = await listCall(sent, since, (url) => {
    const value = param(url, 'categorias')?.value;
    return Array.isArray(value) && value.length === 2;
  });
  expect(param(multiUrl, 'categorias')).toMatchObject({
    type: 'MULTIOPTION',
    prop: 'categorias',
    value: ['A', 'B'],
  });
  await page.keyboard.press('Escape');
  await expect(badges.locator('[data-active="true"]')).toHaveText(['Categorias']);

  // Boolean: Sim → true, Não → false, then Sim again.
  const listada = panel.getByRole('textbox', { name: 'Listada na UE', exact: true });
  const pickBoolean = async (label: 'Sim' | 'Não', value: boolean): Promise<URL> => {
    await listada.click();
    await expect(page.getByRole('option')).toHaveText(['Sim', 'Não']);
    const before = sent.length;
    await page.getByRole('option', { name: label, exact: true }).click();
    await expect(listada).toHaveValue(label);
    return listCall(sent, before, (url) => param(url, 'listadaUE')?.value === value);
  };
  await pickBoolean('Sim', true);
  const falseUrl = await pickBoolean('Não', false);
  expect(param(falseUrl, 'listadaUE')).toMatchObject({ type: 'BOOLEAN', prop: 'listadaUE', value: false });
  const trueUrl = await pickBoolean('Sim', true);

  // Number: a range, "[de,até]" with "-" for a missing end; an end below the start is refused on the spot.
  const from = panel.getByRole('textbox', { name: 'Idade mínima (meses) (de)', exact: true });
  const to = panel.getByRole('textbox', { name: 'Idade mínima (meses) (até)', exact: true });
  await expect(from).toHaveAttribute('placeholder', 'Não definido');
  since = sent.length;
  await from.fill('10');
  await listCall(sent, since, (url) => param(url, 'idadeMinMeses')?.value === '[10,-]');
  since = sent.length;
  await to.fill('20');
  const rangeUrl = await listCall(sent, since, (url) => param(url, 'idadeMinMeses')?.value === '[10,20]');
  expect(param(rangeUrl, 'idadeMinMeses')).toMatchObject({ type: 'NUMBER', prop: 'idadeMinMeses' });
  await expect(badges.locator('[data-active="true"]')).toHaveText([
    'Categorias',
    'Listada na UE',
    'Idade mínima (meses)',
  ]);
  await reviewScreenshot(page, 'lista-filtros-numero-booleano-opcoes', { fullPage: true });

  // Decimals are typed with a comma (pt-PT) and sent with a point.
  since = sent.length;
  await to.fill('20,5');
  await listCall(sent, since, (url) => param(url, 'idadeMinMeses')?.value === '[10,20.5]');

  // A reversed range is refused on the spot and not sent: the list asks without it, its badge goes off.
  since = sent.length;
  await to.fill('5');
  await expect(panel.getByText(NUMBER_END_BEFORE_START_MESSAGE)).toBeVisible();
  await listCall(
    sent,
    since,
    (url) => !url.searchParams.has('idadeMinMeses') && url.searchParams.has('listadaUE'),
  );
  await expect(badges.locator('[data-active="true"]')).toHaveText(['Categorias', 'Listada na UE']);
  await reviewScreenshot(page, 'lista-filtro-numero-invalido');
  since = sent.length;
  await to.fill('20');
  await expect(panel.getByText(NUMBER_END_BEFORE_START_MESSAGE)).toHaveCount(0);
  await listCall(sent, since, (url) => param(url, 'idadeMinMeses')?.value === '[10,20]');

  // The values survive a reload and show again in their editors.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Explorações' })).toBeVisible();
  await expect(panel.getByText('A', { exact: true })).toBeVisible();
  await expect(panel.getByText('B', { exact: true })).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Listada na UE', exact: true })).toHaveValue('Sim');
  await expect(from).toHaveValue('10');
  await expect(to).toHaveValue('20');

  // What the editors sent, asked of the resources that own those columns.
  const diseases = await filteredRows(page, 'doencas', {
    categorias: multiUrl.searchParams.get('categorias') ?? '',
    listadaUE: trueUrl.searchParams.get('listadaUE') ?? '',
  });
  expect(diseases.length).toBeGreaterThan(0);
  for (const row of diseases) {
    expect(row.listadaUE).toBe(true);
    expect((row.categorias as string[]).some((c) => c === 'A' || c === 'B')).toBe(true);
  }
  const notListed = await filteredRows(page, 'doencas', {
    listadaUE: falseUrl.searchParams.get('listadaUE') ?? '',
  });
  expect(notListed.length).toBeGreaterThan(0);
  expect(notListed.every((row) => row.listadaUE === false)).toBe(true);

  const all = await filteredRows(page, 'subCategoriasAnimais', {});
  const ranges = await filteredRows(page, 'subCategoriasAnimais', {
    idadeMinMeses: rangeUrl.searchParams.get('idadeMinMeses') ?? '',
  });
  const expected = all.filter((row) => {
    const months = row.idadeMinMeses;
    return typeof months === 'number' && months >= 10 && months <= 20;
  });
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(all.length);
  expect(ranges.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
});
