import { expect, test, type Page } from './support/test.ts';
import { screenshotPath, signIn, signOut } from './support/session.ts';

// The suspected-disease notification end to end (issue 12, web part): a veterinarian creates a production
// notification, adds a declaration, saves and submits; the authority opens it and sees the conclusion section.

test.describe.configure({ mode: 'serial' });

/** Opens the select labelled `label` and picks its first option (or the one named `option`). */
async function choose(page: Page, label: string, option?: string): Promise<void> {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.click();
  const options = option ? page.getByRole('option', { name: option, exact: true }) : page.getByRole('option');
  await options.first().click();
  // A multi-select stays open after a pick: leaving the field closes it (Escape would close a modal too).
  await input.press('Tab');
}

/** Confirms the open confirmation dialog. */
async function confirm(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirmação' });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
}

let recordUrl = '';

test('a veterinarian creates a production notification, adds a declaration, saves and submits', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'mv');
  await expect(page).toHaveURL(/\/inicio$/);
  const marca = (
    (await (
      await page.request.get('/api/exploracoes/search/filter?role=ROLE_MV&size=1&sort=marca,asc')
    ).json()) as { _embedded: { exploracoes: { marca: string }[] } }
  )._embedded.exploracoes[0]?.marca;
  if (!marca) throw new Error('sem explorações de demonstração');

  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Notificação de suspeita de doença' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/registar\/notificacao-suspeita-doenca$/);
  await choose(page, 'Tipo de animal', 'Doméstico de produção');
  await page.getByRole('textbox', { name: 'Latitude', exact: true }).fill('39.69484');
  await page.getByRole('textbox', { name: 'Longitude', exact: true }).fill('-8.13031');
  await page.getByRole('textbox', { name: 'Longitude', exact: true }).press('Tab');
  const hoje = new Date();
  const data = `${String(hoje.getDate()).padStart(2, '0')}/${String(hoje.getMonth() + 1).padStart(2, '0')}/${hoje.getFullYear()}`;
  await page.getByRole('textbox', { name: 'Data de observação', exact: true }).fill(data);
  await page.getByRole('textbox', { name: 'Data de observação', exact: true }).press('Tab');
  await choose(page, 'Doenças suspeitas');
  await page.getByRole('radio', { name: 'Não' }).first().check();
  const exploracao = page.getByRole('textbox', { name: 'Exploração (marca)', exact: true });
  await exploracao.fill(marca);
  await page
    .getByRole('option', { name: new RegExp(marca) })
    .first()
    .click();

  await page.getByRole('button', { name: 'Adicionar declaração de animais' }).click();
  const modal = page.getByRole('dialog', { name: 'Adicionar declaração de animais' });
  await expect(modal.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await choose(page, 'Categoria');
  for (const [label, value] of [
    ['Animais presentes', '20'],
    ['Animais que morreram', '2'],
    ['Animais necropsiados', '1'],
    ['Cadáveres presentes', '1'],
  ] as const)
    await modal.getByRole('textbox', { name: label, exact: true }).fill(value);
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('linha-declaracoesAnimais')).toHaveCount(1);
  await page.screenshot({ path: screenshotPath('notificacao-criar'), fullPage: true });

  await page.getByRole('button', { name: 'Guardar' }).click();
  await confirm(page);
  await expect(page.getByText('Registo guardado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/consultar\/notificacao-suspeita-doenca\/\d+$/);
  recordUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId('linha-declaracoesAnimais')).toHaveCount(1);

  await page.getByRole('button', { name: 'Submeter' }).click();
  await confirm(page);
  await expect(page.getByText('Registo submetido.')).toBeVisible();
  await expect(page.getByText('Submetido').first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('notificacao-submetida'), fullPage: true });
  await signOut(page);
});

test('the authority opens it and sees the conclusion section', async ({ page }) => {
  test.skip(recordUrl === '', 'depends on the first test');
  await signIn(page, 'sigsa');
  await expect(page).toHaveURL(/\/inicio$/);
  await page.goto(recordUrl);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Notificação de suspeita de doença' }),
  ).toBeVisible();
  const conclusao = page.getByTestId('conclusao');
  await expect(conclusao).toBeVisible();
  await expect(page.getByRole('button', { name: 'Validar', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('notificacao-sigsa'), fullPage: true });
});
