import { expect, test } from './support/test.ts';
import ExcelJS from 'exceljs';
import {
  bodyRows,
  headerCells,
  listMap,
  listResponse,
  openExploracoes,
  pickOption,
  showListView,
} from './support/list.ts';
import { reviewScreenshot, signIn } from './support/session.ts';
import { text } from './support/texts.ts';

test.describe.configure({ mode: 'serial' });

test('Exploracoes: filter, sort, page size, columns, reports, export, detail and map', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'sigsa');
  await expect(page).toHaveURL(/\/inicio$/);
  await openExploracoes(page);
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(page.getByTestId('list-total')).toHaveText(/Total: \d+ registos/);
  await expect(page.getByText(text('list.filters.none'))).toBeVisible();
  await reviewScreenshot(page, 'lista-exploracoes', { fullPage: true });

  // Sort by Nome, ascending then descending: the server is asked and the header says so.
  let sorted = listResponse(page, (url) => url.searchParams.getAll('sort').includes('nome,asc'));
  await page.getByRole('button', { name: 'Ordenar por Nome' }).click();
  await sorted;
  await expect(headerCells(page).filter({ hasText: 'Nome' })).toHaveAttribute('aria-sort', 'ascending');
  sorted = listResponse(page, (url) => url.searchParams.getAll('sort').includes('nome,desc'));
  await page.getByRole('button', { name: 'Ordenar por Nome' }).click();
  await sorted;
  await expect(headerCells(page).filter({ hasText: 'Nome' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/ordenar=nome%2Cdesc/);

  // Page size 20.
  const resized = listResponse(page, (url) => url.searchParams.get('size') === '20');
  await pickOption(page, text('list.titleBar.pageSize'), '20');
  await resized;
  await expect(bodyRows(page)).toHaveCount(20);

  // Filter by text (Nome) and by date (Data de criação).
  await page.getByRole('button', { name: 'Selecionar filtros' }).click();
  const chooser = page.getByRole('dialog', { name: 'Selecionar filtros' });
  await chooser.getByRole('checkbox', { name: 'Nome', exact: true }).check();
  await chooser.getByRole('checkbox', { name: 'Data de criação', exact: true }).check();
  await chooser.getByRole('button', { name: 'Selecionar' }).click();
  await expect(chooser).toBeHidden();
  const firstName = (await bodyRows(page).first().locator('td').nth(2).textContent()) ?? '';
  const word = firstName.split(/\s+/).find((w) => w.length >= 4) ?? firstName;
  const filtered = listResponse(page, (url) => (url.searchParams.get('nome') ?? '').includes(word));
  await page.getByRole('complementary').getByPlaceholder('Não definido').first().fill(word);
  await filtered;
  await expect(bodyRows(page).first()).toContainText(word);
  for (const name of await bodyRows(page).locator('td:nth-child(3)').allTextContents()) {
    expect(name.toLocaleLowerCase('pt')).toContain(word.toLocaleLowerCase('pt'));
  }
  await expect(page.getByTestId('filter-badges').getByText('Nome')).toBeVisible();

  const dated = listResponse(page, (url) => (url.searchParams.get('createdOn') ?? '').includes('DATETIME'));
  await pickOption(page, 'Data de criação', 'Últimos 7 dias');
  const datedUrl = new URL((await dated).url());
  expect(JSON.parse(datedUrl.searchParams.get('createdOn') ?? '{}').value).toMatch(
    /^\[\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}\]$/,
  );
  await expect(bodyRows(page).first()).toContainText(word);
  const none = listResponse(page, (url) => (url.searchParams.get('createdOn') ?? '').includes('SEM_VALOR'));
  await pickOption(page, 'Data de criação', 'Sem valor definida');
  await none;
  await expect(page.getByText('Nenhum registo presente')).toBeVisible();
  await pickOption(page, 'Data de criação', 'Últimos 7 dias');
  await expect(bodyRows(page).first()).toContainText(word);
  await reviewScreenshot(page, 'lista-filtros', { fullPage: true });

  // Choose columns (drop NIF, add Localização), then restore them.
  await page.getByRole('button', { name: 'Escolher colunas' }).click();
  const picker = page.getByRole('dialog', { name: 'Escolher colunas' });
  await picker.getByLabel('Pesquisar').fill('nif');
  await picker.getByRole('checkbox', { name: 'NIF', exact: true }).uncheck();
  await picker.getByLabel('Pesquisar').fill('');
  await picker.getByRole('checkbox', { name: 'Localização', exact: true }).check();
  await reviewScreenshot(page, 'lista-colunas');
  await picker.getByRole('button', { name: 'Aplicar' }).click();
  await expect(headerCells(page).filter({ hasText: 'Localização' })).toHaveCount(1);
  await expect(headerCells(page).filter({ hasText: /^NIF$/ })).toHaveCount(0);
  await expect(bodyRows(page).first()).toContainText(/Lat\. \d+\.\d{6}, Long\. -\d+\.\d{6}/);
  expect(await page.evaluate(() => window.localStorage.getItem('exploracoes.columns'))).toContain(
    '"localizacao"',
  );
  await page.getByRole('button', { name: 'Colunas', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Restaurar colunas' }).click();
  await expect(headerCells(page).filter({ hasText: /^NIF$/ })).toHaveCount(1);
  await expect(headerCells(page).filter({ hasText: 'Localização' })).toHaveCount(0);

  // Save the filters as a report, in a new category.
  await page.getByRole('complementary').getByRole('button', { name: 'Guardar', exact: true }).click();
  const save = page.getByRole('dialog', { name: 'Guardar filtros como relatório' });
  await expect(save.getByRole('button', { name: 'Gravar' })).toBeDisabled();
  await save.getByLabel(/Nome do relatório/).fill('Explorações recentes');
  await save.getByRole('button', { name: 'Nova categoria' }).click();
  const category = page.getByRole('dialog', { name: 'Nova categoria' });
  await category.getByLabel(/^Nome/).fill('Relatórios e2e');
  await category.getByRole('button', { name: 'Gravar' }).click();
  await expect(category).toBeHidden();
  await expect(save.getByRole('button', { name: 'Editar categoria' })).toBeVisible();
  await reviewScreenshot(page, 'lista-guardar-relatorio');
  await save.getByRole('button', { name: 'Gravar' }).click();
  await expect(save).toBeHidden();
  await expect(page.getByTestId('loaded-report')).toContainText('Explorações recentes');

  // Clear the filters, reload, and load the report back.
  await page.getByRole('button', { name: 'Remover filtros' }).click();
  await expect(page.getByText(text('list.filters.none'))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Explorações' })).toBeVisible();
  await expect(page.getByText(text('list.filters.none'))).toBeVisible();
  await page.getByRole('button', { name: 'Carregar', exact: true }).click();
  const load = page.getByRole('dialog', { name: 'Carregar filtros guardados' });
  await expect(load.getByRole('button', { name: 'Carregar' })).toBeDisabled();
  await load.getByText('Explorações recentes').click();
  await reviewScreenshot(page, 'lista-carregar-relatorio');
  const reloaded = listResponse(page, (url) => (url.searchParams.get('nome') ?? '').includes(word));
  await load.getByRole('button', { name: 'Carregar' }).click();
  await reloaded;
  await expect(page.getByTestId('loaded-report')).toContainText('Explorações recentes');
  await expect(page.getByRole('complementary').getByPlaceholder('Não definido').first()).toHaveValue(word);

  // Share it with a role (ROLE_SIGSA may).
  await page.getByRole('button', { name: 'Editar relatório' }).click();
  const share = page.getByRole('dialog', { name: 'Guardar filtros como relatório' });
  await expect(share.getByRole('region', { name: 'Partilha' })).toBeVisible();
  await share.getByRole('textbox', { name: 'Partilhar com perfis' }).click();
  await page.getByRole('option', { name: 'Serviços Veterinários Locais' }).click();
  await share.getByRole('heading', { name: 'Partilha' }).click();
  await reviewScreenshot(page, 'lista-partilhar-relatorio');
  const patched = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/relatorios/'),
  );
  await share.getByRole('button', { name: 'Gravar' }).click();
  const body = (await (await patched).json()) as { partilhadoComPerfis: string[] };
  expect(body.partilhadoComPerfis).toContain('ROLE_SVL');

  // Export to Excel and read the file back.
  await page.getByRole('button', { name: 'Exportar' }).click();
  const excel = page.getByRole('dialog', { name: 'Exportação para Excel' });
  await expect(excel.getByText('Colunas selecionadas.')).toBeVisible();
  await expect(excel.getByText('Descarregar o ficheiro Excel.')).toBeVisible();
  await reviewScreenshot(page, 'lista-exportar');
  const download = page.waitForEvent('download');
  await excel.getByRole('button', { name: 'Descarregar' }).click();
  const file = await download;
  const saved = 'e2e/artifacts/results/exploracoes.xlsx';
  await file.saveAs(saved);
  await expect(page.getByText('Dados exportados com sucesso')).toBeVisible();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(saved);
  const sheet = workbook.worksheets[0];
  expect(sheet).toBeDefined();
  const headerRow = (sheet?.getRow(1).values as unknown[]).filter(Boolean).map(String);
  expect(headerRow).toEqual(expect.arrayContaining(['Marca', 'Nome', 'NIF']));
  expect(sheet?.actualRowCount ?? 0).toBeGreaterThan(1);
  const nameColumn = headerRow.indexOf('Nome') + 1;
  for (let r = 2; r <= (sheet?.actualRowCount ?? 1); r++) {
    expect((sheet?.getRow(r).getCell(nameColumn).text ?? '').toLocaleLowerCase('pt')).toContain(
      word.toLocaleLowerCase('pt'),
    );
  }

  // The detail modal of the first holding.
  const marca = (await bodyRows(page).first().locator('td').nth(1).textContent()) ?? '';
  await bodyRows(page).first().getByRole('button', { name: 'Consultar registo' }).click();
  const detail = page.getByRole('dialog', { name: new RegExp(`Explorações – ${marca}`) });
  await expect(detail.getByTestId('entity-detail')).toContainText(marca);
  await expect(detail.getByTestId('entity-detail')).toContainText('Freguesia');
  await reviewScreenshot(page, 'lista-detalhe');
  await detail.getByRole('button', { name: 'Fechar', exact: true }).click();

  // The Mapa view: the list's holdings over the district outlines, then back to the table.
  await page.getByRole('button', { name: 'Remover filtros' }).click();
  await expect(bodyRows(page)).toHaveCount(20);
  await showListView(page, 'Mapa');
  const map = listMap(page);
  await expect(map.locator('.sigsa-map-marker')).not.toHaveCount(0);
  await expect(map.locator('path.sigsa-caop-limite').first()).toBeVisible();
  await expect(map.getByText('Direção-Geral do Território')).toBeVisible();
  await page.waitForTimeout(500);
  await reviewScreenshot(page, 'lista-mapa');
  await showListView(page, 'Tabela');
  await expect(bodyRows(page)).toHaveCount(20);
});
