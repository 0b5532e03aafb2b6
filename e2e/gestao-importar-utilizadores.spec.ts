import { expect, test } from './support/test.ts';
import { openAs, reviewScreenshot } from './support/session.ts';
import { scanScreen } from './support/test.ts';

// Users from a CSV (issue 13 "Beyond the spec"): ROLE_SIGSA previews a file whose line in error blocks the
// import, fixes it, imports every line at once and is shown the new users' temporary passwords, once.

const HEADER = 'username;nome;email;nif;perfis;laboratorio;dsavrs';

function csv(lines: string[]) {
  return { name: 'utilizadores.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n'), 'utf8') };
}

test('ROLE_SIGSA previews a users CSV, fixes its error, imports it and hands over the passwords', async ({
  page,
}) => {
  await openAs(page, 'sigsa', '/gestao/utilizadores');
  await expect(page.getByRole('heading', { level: 1, name: 'Utilizadores' })).toBeVisible();
  await page.getByRole('link', { name: 'Importar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Importar utilizadores' })).toBeVisible();
  await scanScreen(page, 'Gerir → Importar utilizadores');

  const file = page.locator('input[type="file"]');
  const importButton = page.getByRole('button', { name: /^Importar \d+ linhas?$/ });
  await file.setInputFiles(
    csv([HEADER, 'e2e.nova;Nova E2E;nova@example.pt;;ROLE_SVL;;DSAVRN', 'e2e.erro;Erro E2E;;123;ROLE_MV;;']),
  );
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Há 1 linha com erros' })).toBeVisible();
  await expect(page.getByTestId('linha-2')).toContainText('Nova');
  await expect(page.getByTestId('linha-3')).toContainText('Erro');
  await expect(page.getByTestId('linha-3')).toContainText('NIF: Número de digitos inválido');
  await expect(importButton).toBeDisabled();
  await scanScreen(page, 'pré-visualização com erros');
  await reviewScreenshot(page, 'gestao-importar-utilizadores-erros', { fullPage: true });

  await file.setInputFiles(
    csv([HEADER, 'e2e.nova;Nova E2E;nova@example.pt;;ROLE_SVL;;DSAVRN', 'e2e.mv;MV E2E;;287654320;MV;;']),
  );
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(page.getByTestId('linha-3')).toContainText('Nova');
  await expect(importButton).toHaveText('Importar 2 linhas');
  await importButton.click();
  const confirm = page.getByRole('dialog', { name: 'Confirmação' });
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Importação concluída' })).toBeVisible();
  await expect(page.getByTestId('palavra-passe-e2e.mv')).toHaveText(/^[A-Za-z2-9]{16}$/);
  await expect(page.getByTestId('palavra-passe-e2e.nova')).toHaveText(/^[A-Za-z2-9]{16}$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descarregar palavras-passe (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe('palavras-passe-temporarias.csv');
  await scanScreen(page, 'importação concluída');
  await reviewScreenshot(page, 'gestao-importar-utilizadores', { fullPage: true });

  await page.getByRole('link', { name: 'Voltar aos utilizadores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Utilizadores' })).toBeVisible();
});

test('ROLE_MANAGER reads the users without an Importar', async ({ page }) => {
  await openAs(page, 'gestor', '/gestao/utilizadores');
  await expect(page.getByRole('heading', { level: 1, name: 'Utilizadores' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Importar', exact: true })).toHaveCount(0);
});
