import { nifCheckDigit } from '@sigsa/domain/validation/nif';
import { expect, test } from './support/test.ts';
import { confirm, fill } from './support/record-form.ts';
import { openAs, reviewScreenshot, signIn, submitSignIn } from './support/session.ts';
import { scanScreen } from './support/test.ts';

// Users in Gerir (issue 13): ROLE_SIGSA creates a veterinarian (the NIF checked first), hands over the temporary
// password shown once; the veterinarian signs in elsewhere and must change it; deactivated, their next navigation
// reaches /autenticar.

test('a new vet changes the temporary password; deactivated, the vet is sent to sign in', async ({
  page,
  browser,
  baseURL,
}) => {
  // A user and NIF of this run: the server of a worker keeps the users earlier runs created.
  const serial = String(Date.now()).slice(-6);
  const username = `vera.e2e.${serial}`;
  const corpo = `27${serial}`;
  const nif = `${corpo}${nifCheckDigit(corpo)}`;
  const nifErrado = `${corpo}${(nifCheckDigit(corpo) + 1) % 10}`;
  await openAs(page, 'sigsa', '/gestao/medicos-veterinarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Médicos veterinários' })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo médico veterinário' })).toBeVisible();

  await fill(page, 'Utilizador', username);
  await fill(page, 'Nome', 'Vera Teste E2E');
  await fill(page, 'NIF', nifErrado);
  await expect(page.getByText('NIF inválido')).toBeVisible();
  await fill(page, 'NIF', nif);
  await expect(page.getByText('NIF inválido')).toBeHidden();
  await scanScreen(page, 'novo médico veterinário');
  await page.getByRole('button', { name: 'Guardar' }).click();

  const shown = page.getByRole('dialog', { name: 'Palavra-passe temporária' });
  await expect(shown).toBeVisible();
  await scanScreen(page, 'palavra-passe temporária');
  const temporary = ((await shown.getByTestId('palavra-passe-temporaria').textContent()) ?? '').trim();
  expect(temporary.length).toBeGreaterThanOrEqual(12);
  await reviewScreenshot(page, 'gestao-utilizador-criado', { fullPage: true });
  await shown.getByText('Fechar', { exact: true }).click();
  await expect(page).toHaveURL(/\/gestao\/medicos-veterinarios\/\d+$/);

  // The vet, on another browser, must change the password first.
  const elsewhere = await browser.newContext({ baseURL, locale: 'pt-PT' });
  const vet = await elsewhere.newPage();
  await signIn(vet, username, temporary);
  await expect(vet).toHaveURL(/\/autenticar\/alterar-palavra-passe/);
  await expect(vet.getByRole('heading', { level: 1, name: 'Alterar palavra-passe' })).toBeVisible();
  await vet.getByLabel('Palavra-passe atual').fill(temporary);
  await vet.getByLabel(/^Nova palavra-passe/).fill('vera.e2e');
  await vet.getByLabel('Repita a nova palavra-passe').fill('vera.e2e');
  await vet.getByRole('button', { name: 'Alterar palavra-passe' }).click();
  await expect(vet.getByText('A palavra-passe deve ter pelo menos 12 caracteres.')).toBeVisible();
  await reviewScreenshot(vet, 'gestao-alterar-palavra-passe', { fullPage: true });
  await vet.getByLabel(/^Nova palavra-passe/).fill('cavalo castanho na lezíria');
  await vet.getByLabel('Repita a nova palavra-passe').fill('cavalo castanho na lezíria');
  await vet.getByRole('button', { name: 'Alterar palavra-passe' }).click();
  await expect(vet).toHaveURL(/\/inicio$/);
  await expect(vet.getByText(`NIF: ${nif}`)).toBeVisible();
  // The vet waits on a quiet screen of the shell: Início goes on asking (its trends, its map), and one of those
  // meeting the 401 first would send the vet away before the navigation this test is about.
  await vet.goto('/sem-ecra');
  await expect(vet.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await expect(vet.getByRole('button', { name: /^Notificações \(\d+ por ver\)$/ })).toBeVisible();

  // Deactivated by ROLE_SIGSA: the vet's next navigation reaches the sign-in page.
  await page.getByRole('button', { name: 'Desativar' }).click();
  await confirm(page);
  await expect(page.getByText('Utilizador desativado.')).toBeVisible();
  await vet
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Vacinação' })
    .last()
    .click();
  await expect(vet).toHaveURL(/\/autenticar/);
  await submitSignIn(vet, username, 'cavalo castanho na lezíria');
  await expect(vet.getByRole('alert')).toBeVisible();
  await elsewhere.close();
});
