import { expect, test, type Page } from './support/test.ts';
import { filterPanel, listResponse } from './support/list.ts';
import { confirm } from './support/record-form.ts';
import { openAs, reviewScreenshot, signIn } from './support/session.ts';
import { scanScreen } from './support/test.ts';

// Gerir (issue 13): the index and menu, the generic list of an administered entity ("Ativo: Sim" on opening,
// Adicionar for ROLE_SIGSA with the code asked first), the generic form built from the entity's descriptor,
// archiving (gone from selectors), and ROLE_MANAGER reading without writing.

/** Opens Gerir → `entry` from the main menu and waits for the list's first page. */
async function openGerir(page: Page, entry: string, entity: string): Promise<void> {
  const first = listResponse(page, () => true, entity);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const link = menu.getByRole('link', { name: entry, exact: true });
  await link.click();
  await first;
  await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
  await scanScreen(page, `Gerir → ${entry}`);
}

/** Picks `options` in the multi-select labelled `label`, then leaves it. */
async function pickMany(page: Page, label: string, options: readonly string[]): Promise<void> {
  const input = page.getByRole('textbox', { name: label, exact: true });
  for (const option of options) {
    await input.fill(option);
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await scanScreen(page, `opções de ${label}`);
  await input.press('Tab');
}

test('ROLE_SIGSA adds a disease with two species, sees it listed, and archives a matrix out of a selector', async ({
  page,
}) => {
  await openAs(page, 'sigsa', '/gestao');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerir' })).toBeVisible();
  await scanScreen(page, 'Gerir');
  await openGerir(page, 'Doenças', 'doencas');
  // The list opens on the active rows: "Ativo: Sim", removable.
  await expect(filterPanel(page).getByRole('textbox', { name: 'Ativo', exact: true })).toHaveValue('Sim');

  await page.getByRole('button', { name: 'Adicionar' }).click();
  const prompt = page.getByRole('dialog', { name: 'Identificador do registo' });
  await prompt.getByRole('textbox', { name: 'Identificador' }).fill('E2E_DOENCA');
  await scanScreen(page, 'identificador');
  await prompt.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova doença' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Código' })).toHaveValue('E2E_DOENCA');

  // A required field left blank says so under itself.
  const nome = page.getByRole('textbox', { name: 'Nome', exact: true });
  await nome.click();
  await nome.press('Tab');
  await expect(page.getByText('Este campo é obrigatório')).toBeVisible();
  await nome.fill('Doença de teste E2E');
  await pickMany(page, 'Categorias (UE)', ['B']);
  await pickMany(page, 'Espécies afetadas', ['Bovino', 'Ovino']);
  await scanScreen(page, 'nova doença');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registo guardado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/gestao\/doencas\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Doença Doença de teste E2E/ })).toBeVisible();
  // Its history, from the Gerir audit: created by sigsa.
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await expect(page.getByTestId('history-item')).toContainText('sigsa');
  await reviewScreenshot(page, 'gestao-doenca', { fullPage: true });

  // Listed (found by name), with its DDO category derived from its categories.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/gestao\/doencas(\?.*)?$/);
  const filtros = JSON.stringify([{ key: 'nome', value: 'teste E2E' }]);
  await page.goto(`/gestao/doencas?filtros=${encodeURIComponent(filtros)}`);
  const row = page.getByRole('row').filter({ hasText: 'Doença de teste E2E' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'B', exact: true }).first()).toBeVisible();
  await reviewScreenshot(page, 'gestao-doencas-lista', { fullPage: true });

  // A matrix archived leaves the assays' matrix selector.
  await openGerir(page, 'Matrizes de amostras', 'matrizesAmostras');
  await page.getByRole('link', { name: 'Consultar registo' }).first().click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Matriz de amostra /);
  const matriz = ((await heading.textContent()) ?? '').replace(/^Matriz de amostra /, '').trim();
  await page.getByRole('button', { name: 'Arquivar' }).click();
  await confirm(page);
  await expect(page.getByText('Registo arquivado.')).toBeVisible();
  await expect(heading).toContainText('Arquivado');
  await expect(page.getByTestId('history-item').last()).toContainText('Arquivado');
  await reviewScreenshot(page, 'gestao-matriz-arquivada', { fullPage: true });

  await page.goto('/gestao/ensaios-laboratoriais/novo');
  const matrizes = page.getByRole('textbox', { name: 'Matrizes', exact: true });
  await matrizes.fill(matriz.slice(0, 6));
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(page.getByRole('option', { name: matriz, exact: true })).toHaveCount(0);
  await matrizes.press('Escape');

  // Back in the list, the archived one shows once "Ativo: Sim" is removed.
  await openGerir(page, 'Matrizes de amostras', 'matrizesAmostras');
  const all = listResponse(
    page,
    (url) => !url.searchParams.get('ativo')?.includes('"value":true'),
    'matrizesAmostras',
  );
  await page.getByRole('button', { name: 'Remover filtros' }).click();
  await all;
  await expect(page.getByRole('cell', { name: matriz, exact: true })).toBeVisible();
});

test('ROLE_SIGSA places a new infrastructure on the map and keeps a SIPA password it never shows back', async ({
  page,
}) => {
  await signIn(page, 'sigsa');
  await expect(page).toHaveURL(/\/inicio$/);
  await openGerir(page, 'Infraestruturas', 'infraestruturas');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const prompt = page.getByRole('dialog', { name: 'Identificador do registo' });
  await prompt.getByRole('textbox', { name: 'Identificador' }).fill('E2E-INF-1');
  await prompt.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova infraestrutura' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome do estabelecimento' }).fill('Centro E2E de Fauna');
  await page.getByRole('textbox', { name: 'Nome do operador' }).fill('Operador E2E');
  const nif = page.getByRole('textbox', { name: 'NIF do operador' });
  await nif.fill('123');
  await nif.press('Tab');
  await expect(page.getByText('Número de digitos inválido')).toBeVisible();
  await nif.fill('276543211');
  await page.getByRole('textbox', { name: 'Tipo', exact: true }).click();
  await page.getByRole('option', { name: 'Centro de recuperação de animais selvagens (CRAS)' }).click();
  await page.getByRole('textbox', { name: 'Latitude', exact: true }).fill('41.1496');
  await page.getByRole('textbox', { name: 'Longitude', exact: true }).fill('-8.6109');
  await page.getByRole('textbox', { name: 'Longitude', exact: true }).press('Tab');
  await scanScreen(page, 'nova infraestrutura');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registo guardado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/gestao\/infraestruturas\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Infraestrutura Centro E2E de Fauna' }),
  ).toBeVisible();
  await reviewScreenshot(page, 'gestao-infraestrutura', { fullPage: true });
  // Listed in its parish's district: the point decided it.
  const filtros = JSON.stringify([{ key: 'nomeEstabelecimento', value: 'Centro E2E' }]);
  await page.goto(`/gestao/infraestruturas?filtros=${encodeURIComponent(filtros)}`);
  const row = page.getByRole('row').filter({ hasText: 'Centro E2E de Fauna' });
  await expect(row).toBeVisible();
  await expect(
    row.getByRole('cell', { name: 'Centro de recuperação de animais selvagens (CRAS)' }),
  ).toBeVisible();

  await openGerir(page, 'Autenticações SIPA', 'autenticacoesSipa');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await prompt.getByRole('textbox', { name: 'Identificador' }).fill('SIPA-E2E');
  await prompt.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova autenticação SIPA' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('SIPA de ensaio');
  await page.getByRole('textbox', { name: 'Endereço do serviço' }).fill('https://sipa.example.pt/ws');
  await page.getByRole('textbox', { name: 'Utilizador', exact: true }).fill('dgav-e2e');
  const secret = page.getByLabel(/^Palavra-passe/);
  await expect(secret).toHaveAttribute('type', 'password');
  await secret.fill('segredo-e2e-123');
  await scanScreen(page, 'nova autenticação SIPA');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registo guardado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/gestao\/autenticacoes-sipa\/\d+$/);
  // Reopened, the password is blank (never answered) and no longer required: a blank keeps it.
  await page.reload();
  await expect(page.getByLabel(/^Palavra-passe/)).toHaveValue('');
  await expect(page.getByLabel(/^Palavra-passe/)).not.toHaveAttribute('required');
  await reviewScreenshot(page, 'gestao-sipa', { fullPage: true });
});

test("ROLE_SIGSA adds a sub-category from its category's form and finds it listed there", async ({
  page,
}) => {
  await signIn(page, 'sigsa');
  await expect(page).toHaveURL(/\/inicio$/);
  await openGerir(page, 'Categorias de animais', 'categoriasAnimais');
  await page.getByRole('link', { name: 'Consultar registo' }).first().click();
  await expect(page).toHaveURL(/\/gestao\/categorias-animais\/\d+$/);
  const parentUrl = page.url();
  const panel = page.getByRole('region', { name: 'Subcategorias', exact: true });
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: 'Adicionar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova subcategoria de animais' })).toBeVisible();
  // The category comes chosen: the one whose form it was added from.
  await expect(page.getByRole('textbox', { name: 'Categoria', exact: true })).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'Código', exact: true }).fill('E2E_SUB');
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Subcategoria E2E');
  await scanScreen(page, 'nova subcategoria');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registo guardado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/gestao\/sub-categorias-animais\/\d+$/);
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(parentUrl);
  await expect(panel.getByRole('link', { name: 'Subcategoria E2E' })).toBeVisible();
  await reviewScreenshot(page, 'gestao-subcategorias', { fullPage: true });
});

test('ROLE_SIGSA uploads a new version of a document template, which comes into force', async ({ page }) => {
  await signIn(page, 'sigsa');
  await expect(page).toHaveURL(/\/inicio$/);
  await openGerir(page, 'Modelos de documentos', 'modelosDocumentos');
  const row = page.getByRole('row').filter({ hasText: 'CERTIFICADO_VACINACAO' });
  await expect(row).toContainText('certificado-vacinacao.txt');
  await row.getByRole('link', { name: 'Consultar registo' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Modelo de documento Certificado de vacinação' }),
  ).toBeVisible();
  const versions = page.getByRole('region', { name: 'Versões do ficheiro' });
  await expect(versions.getByTestId('versao-1')).toContainText('Em vigor');
  await versions.locator('input[type="file"]').setInputFiles({
    name: 'certificado-v2.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Certificado de vacinação (v2)\nNúmero: {{numero}}\n', 'utf8'),
  });
  await versions.getByRole('button', { name: 'Carregar nova versão' }).click();
  await expect(page.getByText('Versão 2 carregada com sucesso.')).toBeVisible();
  await expect(versions.getByTestId('versao-2')).toContainText('Em vigor');
  await expect(versions.getByTestId('versao-2')).toContainText('certificado-v2.txt');
  await expect(versions.getByTestId('versao-1')).not.toContainText('Em vigor');
  await expect(page.getByText('nova versão', { exact: false }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await versions.getByRole('link', { name: 'certificado-vacinacao.txt' }).click();
  expect((await download).suggestedFilename()).toBe('certificado-vacinacao.txt');
  await scanScreen(page, 'versões de um modelo de documento');
  await reviewScreenshot(page, 'gestao-modelos-documentos', { fullPage: true });
});

test('ROLE_MANAGER reads Gerir without Adicionar, Guardar or Arquivar', async ({ page }) => {
  await signIn(page, 'gestor');
  await openGerir(page, 'Laboratórios', 'laboratorios');
  await expect(page.getByRole('button', { name: 'Adicionar' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Consultar registo' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Laboratório / })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Arquivar' })).toHaveCount(0);
  await scanScreen(page, 'laboratório, só consulta');
  await reviewScreenshot(page, 'gestao-gestor', { fullPage: true });
});

test('ROLE_MV has no Gerir: no menu group, and the address does not open', async ({ page }) => {
  await signIn(page, 'mv');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Início' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Gerir' })).toHaveCount(0);
  await page.goto('/gestao/doencas');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await scanScreen(page, 'Gerir sem acesso');
});
