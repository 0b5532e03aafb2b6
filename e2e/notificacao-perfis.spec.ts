import { expect, test, type Page } from './support/test.ts';
import { choose, fill } from './support/record-form.ts';
import { fillCommonFields, openNewNotificacao, saveNew, submit } from './support/notificacao.ts';
import { openAs, reviewScreenshot, signIn, signOut } from './support/session.ts';

// Suspected-disease notifications as the regional services and the manager meet them (issue 12): the SVR
// notifies a free-living wild animal, the SVL a companion animal; the manager reviews a submitted one without
// ever seeing the conclusion, which is the authority's alone.

test.describe.configure({ mode: 'serial' });

/** Saves a new notification (landing on its detail route) and submits it. */
async function saveAndSubmit(page: Page): Promise<string> {
  const url = await saveNew(page);
  await submit(page);
  return url;
}

let companionUrl = '';

test('a regional vet (SVR) notifies a free-living wild animal with an animal observation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'svr');
  await expect(page).toHaveURL(/\/inicio$/);
  await openNewNotificacao(page);
  await fillCommonFields(page, 'Selvagem de vida livre', { lat: '40.20330', lon: '-8.41030' });
  await choose(page, 'DSAVR');
  await choose(page, 'Programa ou plano');

  await page.getByRole('button', { name: 'Adicionar observação de animais' }).click();
  const modal = page.getByRole('dialog', { name: 'Adicionar observação de animais' });
  await expect(modal.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await choose(page, 'Espécie');
  await choose(page, 'Sexo');
  await choose(page, 'Classe etária');
  await choose(page, 'Tipo de observação', 'Individual');
  await modal
    .getByRole('radiogroup', { name: 'Animais com alterações' })
    .getByRole('radio', { name: 'Não' })
    .check();
  await choose(page, 'Destino dos subprodutos', 'Taxidermia');
  await modal.getByRole('textbox', { name: 'Número de registo SIPACE', exact: true }).fill('SIPACE-123');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('linha-observacoesAnimais')).toHaveCount(1);

  await saveAndSubmit(page);
  await expect(page.getByTestId('linha-observacoesAnimais')).toHaveCount(1);
  // The conclusion is the authority's: a regional service never sees it.
  await expect(page.getByTestId('conclusao')).toHaveCount(0);
  await reviewScreenshot(page, 'notificacao-svr-vida-livre', { fullPage: true });
  await signOut(page);
});

test('a local vet (SVL) notifies a companion animal', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'svl');
  await expect(page).toHaveURL(/\/inicio$/);
  await openNewNotificacao(page);
  await fillCommonFields(page, 'Doméstico de companhia', { lat: '41.15790', lon: '-8.62910' });
  await choose(page, 'Identificação do animal', 'Nome');
  await fill(page, 'Nome do animal', 'Bobi');
  await fill(page, 'Nome do detentor', 'Maria da Silva');
  await fill(page, 'Morada do detentor', 'Rua das Flores, 10, Porto');
  await choose(page, 'Espécie');
  companionUrl = await saveAndSubmit(page);
  await expect(page.getByRole('textbox', { name: 'Nome do detentor', exact: true })).toHaveValue(
    'Maria da Silva',
  );
  await reviewScreenshot(page, 'notificacao-svl-companhia', { fullPage: true });
  await signOut(page);
});

test('the manager reviews a submitted notification but never sees nor sets the conclusion', async ({
  page,
}) => {
  expect(companionUrl, 'the companion notification of the previous test').not.toBe('');
  await openAs(page, 'gestor', companionUrl);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Notificação de suspeita de doença' }),
  ).toBeVisible();
  await expect(page.getByText('Submetido').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Devolver', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Não validar', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Validar', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('conclusao')).toHaveCount(0);
  await reviewScreenshot(page, 'notificacao-gestor', { fullPage: true });
});
