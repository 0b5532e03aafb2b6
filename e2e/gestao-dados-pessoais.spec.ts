import { expect, test } from './support/test.ts';
import { fill } from './support/record-form.ts';
import { reviewScreenshot, signIn } from './support/session.ts';
import { scanScreen } from './support/test.ts';

// Personal data in Gerir (issue 13, RGPD): ROLE_SIGSA finds where a data subject appears by NIF (a bad NIF says
// why first), exports it, and logs a request of a data subject received long ago, which the page then counts
// in red as past its one-month deadline.

test('ROLE_SIGSA finds a data subject by NIF, exports it, and sees a late request in red', async ({
  page,
}) => {
  await signIn(page, 'sigsa');
  await expect(page).toHaveURL(/\/inicio$/);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('link', { name: 'Dados pessoais', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dados pessoais' })).toBeVisible();
  await scanScreen(page, 'Gerir → Dados pessoais');

  const nif = page.getByRole('textbox', { name: 'NIF do titular' });
  await nif.fill('12345');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByText('Número de digitos inválido')).toBeVisible();
  await nif.fill('245678905');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const users = page.getByRole('region', { name: /^Utilizadores \(1\)$/ });
  await expect(users).toBeVisible();
  await expect(users.getByRole('link', { name: 'svl' })).toHaveAttribute(
    'href',
    /\/gestao\/utilizadores\/\d+$/,
  );
  await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
    'href',
    /\/api\/dadosPessoais\/export\?nif=245678905&format=csv&role=ROLE_SIGSA/,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar JSON' }).click();
  expect((await download).suggestedFilename()).toMatch(/^dados-pessoais-245678905-\d{4}-\d{2}-\d{2}\.json$/);
  await scanScreen(page, 'resultados de dados pessoais');
  await reviewScreenshot(page, 'gestao-dados-pessoais', { fullPage: true });

  // A request received months ago, still unanswered: past its deadline.
  await page.getByRole('link', { name: 'Ver os pedidos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos dos titulares de dados' })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo pedido do titular' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Direito exercido' }).click();
  await page.getByRole('option', { name: 'Apagamento (art. 17.º)' }).click();
  await page.getByRole('textbox', { name: 'Nome do titular' }).fill('Titular E2E');
  await fill(page, 'Data de receção', '02/01/2026');
  await page.getByRole('textbox', { name: 'Pedido', exact: true }).fill('Peço o apagamento dos meus dados.');
  await scanScreen(page, 'novo pedido do titular');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registo guardado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/gestao\/pedidos-dados-pessoais\/\d+$/);

  await menu.getByRole('link', { name: 'Dados pessoais', exact: true }).click();
  const late = page.getByTestId('pedidos-em-atraso');
  await expect(late).toHaveText(/^\d+ pedidos? em atraso$/);
  await late.click();
  const row = page.getByRole('row').filter({ hasText: 'Titular E2E' });
  await expect(row.getByText('Em atraso')).toBeVisible();
  await expect(row.getByRole('cell', { name: '02/02/2026' })).toBeVisible();
  await reviewScreenshot(page, 'gestao-pedidos-dados-pessoais', { fullPage: true });
});
