import { expect, test, type Page } from './support/test.ts';
import { choose, confirm, today } from './support/record-form.ts';
import { screenshotPath, signIn, signOut } from './support/session.ts';

// Sanitary risk end to end (issue 15): the authority records "Elevado" for highly pathogenic avian influenza on
// the whole district of Aveiro plus Barrancos found by the filter, is warned of the demo's level already in
// force on Barrancos, saves and lands on the detail; unticks a municipality and saves again, and the parish
// history shows it. A regional service sees the record read-only, and Barrancos' history lists it.

test.describe.configure({ mode: 'serial' });

const DOENCA = 'Gripe aviária de alta patogenicidade';
let recordUrl = '';

/** The parish tree of the screen. */
const tree = (page: Page) => page.getByRole('tree', { name: 'Freguesias' });

/** The counter under the tree. */
const counter = (page: Page) => page.getByText(/^\d+ freguesias? selecionadas?$/);

test('SIGSA records a level on a district and a parish found by the filter, then unticks a municipality', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'sigsa');
  await page.goto('/registar/risco-sanitario');
  await expect(page.getByRole('heading', { level: 1, name: 'Risco sanitário' })).toBeVisible();
  await expect(tree(page)).toBeVisible();

  // Guardar with nothing filled: every rule of the domain schema, in the error list.
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('O campo Doença é obrigatório.')).toBeVisible();
  await expect(page.getByText('Selecione pelo menos uma freguesia.').first()).toBeVisible();

  await choose(page, 'Doença', DOENCA);
  await expect(page.getByRole('group', { name: 'Categorias (UE) da doença' })).toContainText('Categoria A');
  await choose(page, 'Nível de risco', 'Elevado');
  const inicio = page.getByRole('textbox', { name: 'Início do nível', exact: true });
  await inicio.fill(today());
  await inicio.press('Tab');

  // The district of Aveiro, ticked whole from its row (Space on the focused row).
  const aveiro = tree(page)
    .getByRole('treeitem', { name: /^Aveiro/ })
    .first();
  await aveiro.focus();
  await aveiro.press('Space');
  await expect(aveiro).toHaveAttribute('aria-checked', 'true');
  await expect(counter(page)).toHaveText('174 freguesias selecionadas');

  // Barrancos by the filter: its municipality and district open, the parish ticked.
  await page.getByRole('textbox', { name: 'Filtrar', exact: true }).fill('barrancos');
  // The district, the municipality and the parish all match: the parish is the last row.
  const barrancos = tree(page)
    .getByRole('treeitem', { name: /Barrancos/ })
    .last();
  await expect(barrancos).toBeVisible();
  await barrancos.focus();
  await barrancos.press('Space');
  await expect(counter(page)).toHaveText('175 freguesias selecionadas');

  // The demo puts Barrancos under a level already: Guardar warns, and saves all the same.
  await expect(
    page.getByRole('status').filter({ hasText: 'já tem outro nível de risco em vigor' }),
  ).toBeVisible();
  await page.screenshot({ path: screenshotPath('risco-novo'), fullPage: true });
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await confirm(page);
  await expect(page.getByText('Registo guardado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/consultar\/risco-sanitario\/\d+$/);
  recordUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId('breadcrumb-numero')).toHaveText(`${DOENCA} — Elevado`);
  await expect(counter(page)).toHaveText('175 freguesias selecionadas');

  // Untick the municipality of Águeda (Aveiro's first), save: the history lists what left.
  await page.getByRole('textbox', { name: 'Filtrar', exact: true }).fill('Águeda');
  const agueda = tree(page)
    .getByRole('treeitem', { name: /^Águeda/ })
    .first();
  await agueda.focus();
  await agueda.press('Space');
  await expect(agueda).toHaveAttribute('aria-checked', 'false');
  const left = Number((await counter(page).textContent())?.split(' ')[0]);
  expect(left).toBeLessThan(175);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await confirm(page);
  await expect(page.getByText('Registo guardado com sucesso.').first()).toBeVisible();
  const alteracoes = page.getByTestId('alteracao-freguesias');
  await expect(alteracoes).toHaveCount(2);
  await expect(alteracoes.first()).toContainText(`${175 - left} freguesias retiradas:`);
  await expect(alteracoes.last()).toContainText('175 freguesias adicionadas:');
  await page.screenshot({ path: screenshotPath('risco-detalhe'), fullPage: true });
  await signOut(page);
});

test('a regional service sees the record read-only, and Barrancos history lists it', async ({ page }) => {
  test.setTimeout(90_000);
  expect(recordUrl).not.toBe('');
  await signIn(page, 'svl');
  await page.goto(recordUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Risco sanitário' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Filtrar', exact: true })).toHaveCount(0);
  await expect(
    tree(page)
      .getByRole('treeitem', { name: /^Aveiro/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/Carta Administrativa Oficial de Portugal \(CAOP\) 2025/)).toBeVisible();

  // Barrancos, the last selected branch of the read-only tree (End): its history lists the avian-influenza records.
  await tree(page)
    .getByRole('treeitem', { name: /^Aveiro/ })
    .first()
    .focus();
  await page.keyboard.press('End');
  const barrancos = tree(page)
    .getByRole('treeitem', { name: /^Barrancos/ })
    .last();
  await expect(barrancos).toBeFocused();
  await expect(tree(page).getByRole('treeitem', { name: /^Beja/ })).toBeVisible();
  await page.getByRole('button', { name: /Histórico da freguesia Barrancos/ }).click();
  const historico = page.getByRole('dialog', { name: /Histórico de risco sanitário — Barrancos/ });
  await expect(historico).toBeVisible();
  await expect(historico.getByRole('row')).toHaveCount(4);
  await expect(historico.getByRole('row', { name: /Elevado/ }).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('risco-historico-freguesia'), fullPage: true });
  await page.keyboard.press('Escape');

  // The list: filtered by the parish, the new record and the demo's.
  await page.goto('/consultar/risco-sanitario');
  await expect(page.getByTestId('list-table').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('list-table')).toContainText('Elevado');
  await expect(page.getByText(/A carregar a tabela/)).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('risco-lista'), fullPage: true });
  await signOut(page);
});
