import { expect, test, type Page } from './support/test.ts';
import { ROLE_LABELS } from '@sigsa/domain/access/roles';
import { MULTI_ROLE_USER } from './support/demo-users.ts';
import { expectOnInicio } from './support/inicio.ts';
import { openUserMenu, reviewScreenshot, signIn, signOut, submitSignIn } from './support/session.ts';

test.describe('public pages', () => {
  test('the terms page opens without signing in', async ({ page }) => {
    await page.goto('/termos-condicoes');
    await expect(page).toHaveURL(/\/termos-condicoes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Termos e condições' })).toBeVisible();
    const statements = page.getByRole('main').getByRole('listitem');
    await expect(statements).toHaveCount(4);
    await expect(statements.nth(0)).toContainText('gerida pela autoridade nacional');
    await expect(statements.nth(1)).toContainText('alterados a qualquer momento');
    await expect(statements.nth(2)).toContainText('lei portuguesa');
    await expect(statements.nth(3)).toContainText('comarca de Lisboa');
    await reviewScreenshot(page, 'termos-condicoes', { fullPage: true });
  });

  test('the sign-in page links to the terms and shows version and co-financing in the footer', async ({
    page,
  }) => {
    await page.goto('/autenticar');
    await reviewScreenshot(page, 'autenticar', { fullPage: true });
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© 2025 SIGSA');
    await expect(footer).toContainText(/Versão \d+\.\d+\.\d+/);
    await expect(footer).toContainText('Cofinanciado pela União Europeia');
    await footer.getByRole('link', { name: 'Termos e condições' }).click();
    await expect(page).toHaveURL(/\/termos-condicoes$/);
  });

  test('a wrong password shows the server message next to the form', async ({ page }) => {
    await signIn(page, 'sigsa', 'palavra-errada');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Utilizador ou palavra-passe inválidos.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/autenticar$/);
    await expect(page.getByLabel('Palavra-passe')).toHaveValue('');
    await reviewScreenshot(page, 'autenticar-erro', { fullPage: true });
  });

  test('the sign-in form works with the keyboard alone', async ({ page }) => {
    await page.goto('/autenticar');
    await expect(page.getByLabel('Utilizador')).toBeFocused();
    await page.keyboard.type('sigsa');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Palavra-passe')).toBeFocused();
    await page.keyboard.type('sigsa2025');
    await page.keyboard.press('Enter');
    await expectOnInicio(page, 'ROLE_SIGSA');
  });

  test('an unknown path asks a visitor to sign in, then shows "Página não encontrada" inside the shell', async ({
    page,
  }) => {
    await page.goto('/nao-existe');
    await expect(page.getByRole('heading', { name: 'Autenticação' })).toBeVisible();
    await submitSignIn(page, 'mv');
    await expect(page).toHaveURL(/\/nao-existe$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  });
});

test('a visitor following a link to a list signs in first, then lands on it', async ({ page }) => {
  // The list's own loader waits for a session the visitor does not have: it must follow the guard to sign-in.
  await page.goto('/gestao/doencas');
  await expect(page).toHaveURL(/\/autenticar\?next=%2Fgestao%2Fdoencas$/);
  await submitSignIn(page, 'sigsa');
  await expect(page).toHaveURL(/\/gestao\/doencas/);
  await expect(page.getByRole('heading', { level: 1, name: 'Doenças' })).toBeVisible();
});

test('Consultar and Registar alone lead home; with one role, "Mudar de perfil" offers another user', async ({
  page,
}) => {
  await signIn(page, 'mv');
  await expectOnInicio(page, 'ROLE_MV');
  for (const path of ['/consultar', '/registar']) {
    await page.goto(path);
    await expectOnInicio(page, 'ROLE_MV');
  }
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Mudar de perfil' }).click();
  await expect(page).toHaveURL(/\/autenticar\/escolha-perfil$/);
  await expect(page.getByRole('button', { name: ROLE_LABELS.ROLE_MV })).toContainText('Perfil atual');
  await reviewScreenshot(page, 'escolha-perfil-um-perfil', { fullPage: true });
  await page.getByRole('button', { name: 'Entrar com outro utilizador' }).click();
  await expect(page).toHaveURL(/\/autenticar$/);
  await expect(page.getByRole('heading', { name: 'Autenticação' })).toBeVisible();
});

test('the multi-role user chooses a profile, switches it, and the choice is remembered', async ({ page }) => {
  await signIn(page, MULTI_ROLE_USER.username);
  await expect(page).toHaveURL(/\/autenticar\/escolha-perfil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Escolha de perfil' })).toBeVisible();
  for (const role of MULTI_ROLE_USER.roles) {
    await expect(page.getByRole('button', { name: ROLE_LABELS[role] })).toBeVisible();
  }
  await reviewScreenshot(page, 'escolha-perfil', { fullPage: true });

  await page.getByRole('button', { name: ROLE_LABELS.ROLE_MV }).click();
  await expectOnInicio(page, 'ROLE_MV');
  await expect(page.getByRole('main')).toContainText(/NIF: \d{9}/);

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Mudar de perfil' }).click();
  await expect(page).toHaveURL(/\/autenticar\/escolha-perfil$/);
  await expect(page.getByRole('button', { name: ROLE_LABELS.ROLE_MV })).toContainText('Perfil atual');
  await page.getByRole('button', { name: ROLE_LABELS.ROLE_SVL }).click();
  await expectOnInicio(page, 'ROLE_SVL');
  await expect(page.getByRole('main')).toContainText('Região de Lisboa e Vale do Tejo');

  // A reload keeps the role chosen for this user on this browser.
  await page.reload();
  await expectOnInicio(page, 'ROLE_SVL');

  // So does a new sign-in: the stored role is used and the profile choice is skipped.
  await signOut(page);
  await submitSignIn(page, MULTI_ROLE_USER.username);
  await expectOnInicio(page, 'ROLE_SVL');
});

test('"Sair" returns to /autenticar and ends the server session', async ({ page }) => {
  await signIn(page, 'gestor');
  await expectOnInicio(page, 'ROLE_MANAGER');
  await signOut(page);
  await expect(page.getByRole('heading', { name: 'Autenticação' })).toBeVisible();
  await page.goto('/inicio');
  await expect(page).toHaveURL(/\/autenticar$/);
});

test('a 401 on a protected route lands on /autenticar', async ({ page, context }) => {
  await signIn(page, 'svl');
  await expectOnInicio(page, 'ROLE_SVL');
  await context.clearCookies();
  await page.goto('/inicio');
  await expect(page).toHaveURL(/\/autenticar$/);
  await expect(page.getByRole('heading', { name: 'Autenticação' })).toBeVisible();
  await submitSignIn(page, 'svl');
  await expectOnInicio(page, 'ROLE_SVL');
});

test('a session that ends while the shell is open sends the user to /autenticar', async ({
  page,
  context,
}) => {
  await signIn(page, MULTI_ROLE_USER.username);
  await page.getByRole('button', { name: ROLE_LABELS.ROLE_SIGSA }).click();
  await expectOnInicio(page, 'ROLE_SIGSA');
  // The session ends under a quiet screen of the shell: Início goes on asking (its trends, its map and the map's
  // boundaries), and any of those meeting the 401 first would send the user away before the navigation below.
  await page.goto('/gestao');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerir' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notificações \(\d+ por ver\)$/ })).toBeVisible();
  await context.clearCookies();
  // In-app navigation: the guard asks the server again for the new role and gets a 401.
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Mudar de perfil' }).click();
  await page.getByRole('button', { name: ROLE_LABELS.ROLE_MV }).click();
  await expect(page).toHaveURL(/\/autenticar$/);
  await expect(page.getByRole('heading', { name: 'Autenticação' })).toBeVisible();
});

test('inicio on a tablet: the menu opens from the header button and works with the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, 'sigsa');
  await expectOnInicioAtTablet(page);
  await reviewScreenshot(page, 'inicio-tablet', { fullPage: true });
  const burger = page.getByRole('button', { name: 'Abrir ou fechar o menu principal' });
  await burger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Início' })).toBeVisible();
  await reviewScreenshot(page, 'inicio-tablet-menu', { fullPage: true });
  await menu.getByRole('link', { name: 'Início' }).click();
  await expect(menu.getByRole('link', { name: 'Início' })).toBeHidden();
});

async function expectOnInicioAtTablet(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Bem-vindo\(a\), .+/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link')).toBeHidden();
}

test('a screen the role may not open looks like an unknown address, before any request that would answer 403', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 403) refused.push(response.url());
  });
  await signIn(page, 'transportador');
  await expectOnInicio(page, 'ROLE_TRANSPORTADOR');
  for (const path of ['/consultar/vacinacao', '/registar/vacinacao', '/gestao/doencas']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  }
  await expect(page).toHaveTitle('Página não encontrada · SIGSA');
  await reviewScreenshot(page, 'sem-acesso-transportador', { fullPage: true });
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await expectOnInicio(page, 'ROLE_TRANSPORTADOR');
  expect(refused).toEqual([]);
});

test('a record that does not exist is "Registo não encontrado" inside the shell, with no toast over it', async ({
  page,
}) => {
  await signIn(page, 'mv');
  await expectOnInicio(page, 'ROLE_MV');
  await page.goto('/consultar/vacinacao/99999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Registo não encontrado' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await reviewScreenshot(page, 'registo-nao-encontrado', { fullPage: true });
  await page.getByRole('link', { name: 'Ir para a lista: Vacinação' }).click();
  // The list writes its state (page, size) into the address as soon as it opens: either address is the list.
  await expect(page).toHaveURL(/\/consultar\/vacinacao(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vacinação' })).toBeVisible();
});
