import { expect, test, type A11yWatches, type Browser, type Page } from './support/test.ts';
import {
  bodyRows,
  filterByName,
  filterPanel,
  listResponse,
  openExploracoes,
  selectFilters,
  wordOfFirstName,
} from './support/list.ts';
import { reviewScreenshot, signIn } from './support/session.ts';
import { text } from './support/texts.ts';

// Saved reports on the Explorações list (spec 000 §2.5 "Saved reports", §6, §7.3), each user in a browser
// context of their own, as two people on two machines.

/** A new browser context signed in as `username`, on the Explorações list. */
async function openAs(browser: Browser, a11y: A11yWatches, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await a11y.watch(page);
  await signIn(page, username);
  await expect(page).toHaveURL(/\/inicio$/);
  await openExploracoes(page);
  return page;
}

const saveDialog = (page: Page) => page.getByRole('dialog', { name: 'Guardar filtros como relatório' });
const loadDialog = (page: Page) => page.getByRole('dialog', { name: 'Carregar filtros guardados' });
const toast = (page: Page, message: string) =>
  page.locator('.mantine-Notification-root', { hasText: message });

/** Saves the current filters as report `nome` in a new category `categoria`; the report is then loaded. */
async function saveReportInNewCategory(page: Page, nome: string, categoria: string): Promise<void> {
  await filterPanel(page).getByRole('button', { name: 'Guardar', exact: true }).click();
  const save = saveDialog(page);
  await save.getByLabel(/Nome do relatório/).fill(nome);
  await save.getByRole('button', { name: 'Nova categoria' }).click();
  const category = page.getByRole('dialog', { name: 'Nova categoria' });
  await category.getByLabel(/^Nome/).fill(categoria);
  await category.getByRole('button', { name: 'Gravar' }).click();
  await expect(category).toBeHidden();
  await expect(save.getByRole('textbox', { name: /^Categoria/ })).toHaveValue(categoria);
  await save.getByRole('button', { name: 'Gravar' }).click();
  await expect(save).toBeHidden();
  await expect(toast(page, text('list.reports.saved'))).toBeVisible();
  await expect(page.getByTestId('loaded-report')).toContainText(nome);
}

/** Opens "Carregar filtros guardados". */
async function openLoad(page: Page) {
  await filterPanel(page).getByRole('button', { name: 'Carregar', exact: true }).click();
  const load = loadDialog(page);
  await expect(load).toBeVisible();
  return load;
}

test.describe.configure({ mode: 'serial' });

test('a report shared with a user found by name or NIF; another user imports it by its ID', async ({
  browser,
  a11y,
}) => {
  test.setTimeout(180_000);
  const REPORT = 'Explorações da Carla';
  const CATEGORY = 'Partilhas e2e';

  // Carla Sousa (svl, ROLE_SVL) filters by a word of a holding's name and saves that as a report.
  const carla = await openAs(browser, a11y, 'svl');
  await selectFilters(carla, ['Nome']);
  const word = await wordOfFirstName(carla);
  await filterByName(carla, word);
  await saveReportInNewCategory(carla, REPORT, CATEGORY);

  // Editing her own report shows its sharing section, with the ID others import it by.
  await carla.getByRole('button', { name: text('list.reports.edit') }).click();
  const share = saveDialog(carla);
  const sharing = share.getByRole('region', { name: 'Partilha' });
  await expect(sharing).toBeVisible();
  const idText = (await sharing.getByText(/^ID do relatório: /).textContent()) ?? '';
  const reportId = idText.replace('ID do relatório: ', '').trim();
  expect(reportId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  // Only ROLE_SIGSA and ROLE_MANAGER may share with roles (spec 000 §6).
  await expect(sharing.getByRole('textbox', { name: 'Partilhar com perfis' })).toHaveCount(0);

  // User search: nothing is asked under 3 characters; then by name, and by NIF.
  const users = sharing.getByRole('textbox', { name: 'Partilhar com utilizadores' });
  await expect(users).toHaveAttribute('placeholder', 'Nome ou NIF (mínimo 3 caracteres)');
  const searches: string[] = [];
  carla.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/utilizadores/search/findUtilizadorByNomeOrNif')
      searches.push(url.searchParams.get('search') ?? '');
  });
  await users.click();
  await users.fill('23');
  await carla.waitForTimeout(600);
  expect(searches).toEqual([]);
  await expect(carla.getByRole('option')).toHaveCount(0);

  // By NIF: 2345… is Bruno Costa's (gestor).
  let found = carla.waitForResponse((r) => r.url().includes('search=2345'));
  await users.fill('2345');
  await found;
  await expect(carla.getByRole('option', { name: 'Bruno Costa', exact: true })).toBeVisible();
  await expect(carla.getByRole('option')).toHaveCount(1);

  // By name, without accents or capitals: "eduar" finds Eduarda Lopes (svr).
  found = carla.waitForResponse((r) => r.url().includes('search=eduar'));
  await users.fill('eduar');
  await found;
  await carla.getByRole('option', { name: 'Eduarda Lopes', exact: true }).click();
  await share.getByRole('heading', { name: 'Partilha' }).click();
  await expect(sharing.getByText('Eduarda Lopes', { exact: true })).toBeVisible();
  await expect(sharing.getByText('Bruno Costa', { exact: true })).toHaveCount(0);
  await reviewScreenshot(carla, 'relatorio-partilha-utilizador');
  const patched = carla.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/relatorios/'),
  );
  await share.getByRole('button', { name: 'Gravar' }).click();
  const saved = (await (await patched).json()) as {
    partilhadoComUtilizadores: { nome: string }[];
    partilhadoComPerfis?: string[];
  };
  expect(saved.partilhadoComUtilizadores.map((u) => u.nome)).toEqual(['Eduarda Lopes']);
  await expect(share).toBeHidden();
  await expect(toast(carla, text('list.reports.saved')).first()).toBeVisible();

  // Eduarda Lopes (svr) finds the report shared with her in the tree of reports.
  const eduarda = await openAs(browser, a11y, 'svr');
  const shared = await openLoad(eduarda);
  await expect(shared.getByRole('navigation', { name: 'Categorias e relatórios' })).toContainText(CATEGORY);
  await expect(shared.getByText(REPORT, { exact: true })).toBeVisible();
  await reviewScreenshot(eduarda, 'relatorio-partilhado-recebido');
  await eduarda.context().close();

  // Gabriela Nunes (mv, ROLE_MV) was not given it: she does not see it, and imports it by its ID.
  const gabriela = await openAs(browser, a11y, 'mv');
  const load = await openLoad(gabriela);
  await expect(load.getByText(text('list.reports.none'))).toBeVisible();
  await expect(load.getByText(REPORT, { exact: true })).toHaveCount(0);
  await expect(load.getByRole('heading', { name: 'Importar relatório' })).toBeVisible();
  const importId = load.getByRole('textbox', { name: /ID do relatório/ });
  const importar = load.getByRole('button', { name: 'Importar', exact: true });
  await expect(importar).toBeDisabled();
  await importId.click();
  await importId.blur();
  await expect(load.getByText('Este campo é obrigatório')).toBeVisible();

  // An ID that names no report: the 404 toast, and nothing is imported.
  await importId.fill('00000000-0000-4000-8000-000000000000');
  await importar.click();
  await expect(toast(gabriela, 'O recurso não foi encontrado')).toBeVisible();
  await expect(load.getByText(REPORT, { exact: true })).toHaveCount(0);

  // The real ID: "Relatório importado." and her own copy appears under the same category.
  await importId.fill(reportId);
  await importar.click();
  await expect(toast(gabriela, 'Relatório importado.')).toBeVisible();
  await expect(importId).toHaveValue('');
  await expect(load.getByText('Este campo é obrigatório')).toHaveCount(0);
  const tree = load.getByRole('navigation', { name: 'Categorias e relatórios' });
  await expect(tree).toContainText(CATEGORY);
  await tree.getByText(REPORT, { exact: true }).click();
  await reviewScreenshot(gabriela, 'relatorio-importado');
  const reloaded = listResponse(gabriela, (url) => (url.searchParams.get('nome') ?? '').includes(word));
  await load.getByRole('button', { name: 'Carregar', exact: true }).click();
  await reloaded;
  await expect(gabriela.getByTestId('loaded-report')).toContainText(REPORT);
  await expect(filterPanel(gabriela).getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(word);
  await expect(bodyRows(gabriela).first()).toContainText(word);

  // The copy is hers, with an ID of its own and none of the original's sharing.
  await gabriela.getByRole('button', { name: text('list.reports.edit') }).click();
  const copy = saveDialog(gabriela).getByRole('region', { name: 'Partilha' });
  await expect(copy.getByText(/^ID do relatório: /)).toBeVisible();
  await expect(copy.getByText(`ID do relatório: ${reportId}`)).toHaveCount(0);
  await expect(copy.getByText('Eduarda Lopes')).toHaveCount(0);
  await gabriela.context().close();
  await carla.context().close();
});

test('removing a report, and a category once it is empty, from the screens', async ({ browser, a11y }) => {
  test.setTimeout(120_000);
  const REPORT = 'Relatório a remover';
  const CATEGORY = 'Categoria a remover';

  // Bruno Costa (gestor, ROLE_MANAGER).
  const page = await openAs(browser, a11y, 'gestor');
  await selectFilters(page, ['Nome']);
  await filterByName(page, await wordOfFirstName(page));
  await saveReportInNewCategory(page, REPORT, CATEGORY);

  // A category that holds a report cannot be removed: the 409 toast says why and the category stays.
  await page.getByRole('button', { name: text('list.reports.edit') }).click();
  const save = saveDialog(page);
  await expect(save.getByRole('textbox', { name: /^Categoria/ })).toHaveValue(CATEGORY);
  await save.getByRole('button', { name: 'Editar categoria' }).click();
  const category = page.getByRole('dialog', { name: 'Editar categoria' });
  await expect(category.getByRole('textbox', { name: /^Nome/ })).toHaveValue(CATEGORY);
  await category.getByRole('button', { name: 'Remover' }).click();
  const refused = toast(page, 'Foi encontrado um conflito nos dados submetidos');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText(
    'A categoria não pode ser removida porque contém subcategorias ou relatórios.',
  );
  await expect(category).toBeVisible();
  await reviewScreenshot(page, 'relatorio-categoria-nao-vazia');
  await category.getByRole('button', { name: 'Cancelar' }).click();
  await expect(category).toBeHidden();

  // Remover on the report: "Relatório removido.", the filters stay but no report is loaded.
  const deleted = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().includes('/api/relatorios/'),
  );
  await save.getByRole('button', { name: 'Remover' }).click();
  expect((await deleted).status()).toBe(204);
  await expect(save).toBeHidden();
  await expect(toast(page, 'Relatório removido.')).toBeVisible();
  await expect(page.getByTestId('loaded-report')).toHaveCount(0);
  await expect(page.getByTestId('filter-badges').getByText('Nome')).toBeVisible();
  const load = await openLoad(page);
  await expect(load.getByText(REPORT, { exact: true })).toHaveCount(0);
  await load.getByRole('button', { name: 'Cancelar' }).click();

  // Now empty, the category is removed from "Editar categoria" and leaves the category choice.
  await filterPanel(page).getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(save.getByRole('button', { name: 'Remover' })).toHaveCount(0);
  const categoria = save.getByRole('textbox', { name: /^Categoria/ });
  await categoria.click();
  await page.getByRole('option', { name: CATEGORY, exact: true }).click();
  await save.getByRole('button', { name: 'Editar categoria' }).click();
  await expect(category.getByRole('textbox', { name: /^Nome/ })).toHaveValue(CATEGORY);
  const removed = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().includes('/api/categoriasRelatorios/'),
  );
  await category.getByRole('button', { name: 'Remover' }).click();
  expect((await removed).status()).toBe(204);
  await expect(category).toBeHidden();
  await expect(categoria).toHaveValue('');
  await expect(save.getByRole('button', { name: 'Editar categoria' })).toHaveCount(0);
  await categoria.click();
  await expect(page.getByRole('option', { name: CATEGORY, exact: true })).toHaveCount(0);
  await reviewScreenshot(page, 'relatorio-categoria-removida');
  await save.getByRole('button', { name: 'Cancelar' }).click();
  await expect(save).toBeHidden();
  await page.context().close();
});
