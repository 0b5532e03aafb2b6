import { expect, test } from './support/test.ts';
import { tabTo } from './support/keyboard.ts';
import { signIn } from './support/session.ts';

// Keyboard only (issue 21): the menu's groups fold and unfold with Enter, the user menu opens with Enter, moves
// with the arrows and gives the focus back when it closes, and the column picker keeps the focus inside until
// it is closed, then gives it back to the button that opened it.

test('menu groups, the user menu and the column picker, by keyboard', async ({ page }) => {
  // The user with three profiles: their menu has more than one item to move between.
  await signIn(page, 'multiperfil');
  await expect(page).toHaveURL(/\/autenticar\/escolha-perfil$/);
  await page.getByRole('button', { name: /SIGSA — Autoridade Nacional/ }).click();
  await expect(page).toHaveURL(/\/inicio$/);

  // A menu group folds and unfolds with Enter.
  const consultar = page.getByRole('navigation').getByRole('button', { name: 'Consultar', exact: true });
  const exploracoes = page.getByRole('navigation').getByRole('link', { name: 'Explorações', exact: true });
  await tabTo(page, consultar);
  await expect(exploracoes).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(exploracoes).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(exploracoes).toBeVisible();

  // The user menu: Enter opens it, the arrows move between its items, Escape closes it and the focus returns.
  const userButton = page.getByRole('button', { name: /^Menu do utilizador/ });
  await tabTo(page, userButton);
  await page.keyboard.press('Enter');
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const focusedItem = page.getByRole('menu').locator(':focus');
  await expect(focusedItem).toHaveRole('menuitem');
  const first = await focusedItem.textContent();
  await page.keyboard.press('ArrowDown');
  await expect(focusedItem).toHaveRole('menuitem');
  expect(await focusedItem.textContent()).not.toBe(first);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(userButton).toBeFocused();

  // To the list by the menu, then the column picker: the focus stays inside until Escape, then goes back.
  const vacinacao = page
    .getByRole('navigation')
    .getByRole('link', { name: 'Vacinação', exact: true })
    .and(page.locator('[href="/consultar/vacinacao"]'));
  await tabTo(page, vacinacao);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Vacinação' })).toBeFocused();
  const pick = page.getByRole('button', { name: 'Escolher colunas' });
  await tabTo(page, pick);
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Escolher colunas' });
  await expect(picker).toBeVisible();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(await picker.evaluate((dialog) => dialog.contains(document.activeElement)), `Tab ${i + 1}`).toBe(
      true,
    );
  }
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(pick).toBeFocused();
});
