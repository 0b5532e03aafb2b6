import { expect, test, type Page } from './support/test.ts';
import { reviewScreenshot, signIn } from './support/session.ts';
import { scanScreen } from './support/test.ts';

// "Quem pode fazer o quê" (issue 13): ROLE_SIGSA reads the live access matrix and each workflow's operations,
// changes a level in place (and back); ROLE_MANAGER reads the same without changing anything.

/** Signs `username` in and opens Gerir → Quem pode fazer o quê from the menu. */
async function openQuemPode(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await expect(page).toHaveURL(/\/inicio$/);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Quem pode fazer o quê' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quem pode fazer o quê' })).toBeVisible();
}

test('ROLE_SIGSA changes an access level in place; the workflows say who takes each operation', async ({
  page,
}) => {
  await openQuemPode(page, 'sigsa');
  const cell = page.getByRole('combobox', { name: 'Risco sanitário — Transportador' });
  await expect(cell).toBeVisible();
  const before = await cell.inputValue();
  await cell.selectOption('CONSULTA');
  await expect(page.getByText('Nível de acesso alterado.')).toBeVisible();
  await expect(cell).toHaveValue('CONSULTA');
  await scanScreen(page, 'Gerir → Quem pode fazer o quê');
  const vacinacao = page.getByRole('region', { name: 'Vacinação', exact: true });
  await expect(vacinacao.getByRole('row').filter({ hasText: /^validar/ })).toContainText('SIGSA');
  await reviewScreenshot(page, 'gestao-quem-pode', { fullPage: true });
  await cell.selectOption(before);
  await expect(cell).toHaveValue(before);
  await expect(page.getByRole('link', { name: 'Exportar Excel' })).toHaveAttribute(
    'href',
    /\/api\/permissoes\/export/,
  );
});

test('ROLE_MANAGER reads the access matrix without changing it', async ({ page }) => {
  await openQuemPode(page, 'gestor');
  await expect(page.getByRole('region', { name: 'Níveis de acesso', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await scanScreen(page, 'Quem pode fazer o quê (gestor)');
});
