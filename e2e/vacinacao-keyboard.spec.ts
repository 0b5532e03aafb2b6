import { expect, test, type A11yWatches, type Locator, type Page } from './support/test.ts';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { tabTo } from './support/keyboard.ts';
import { reviewScreenshot } from './support/session.ts';

// Keyboard only (issue 21): a veterinarian signs in, opens Registar → Vacinação from the menu, fills the
// vaccination with a group line, saves and submits it with Tab, Enter, Space, the arrows and typing. No click.

/** In the open list box, moves with ArrowDown to `option` and picks it with Enter. */
async function arrowTo(page: Page, option: string | RegExp): Promise<void> {
  const wanted = page.getByRole('option', { name: option, exact: typeof option === 'string' }).first();
  await expect(wanted).toBeVisible();
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('ArrowDown');
    if ((await wanted.getAttribute('data-combobox-selected')) !== null) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`opção ${String(option)} nunca ficou selecionada com as setas`);
}

/**
 * Tabs to the field labelled `label` in `scope`, and picks `option` with the arrows; a multi-select's list stays
 * open for more (scanned as it is, when `a11y` is given), and Escape closes it.
 */
async function chooseByKeyboard(
  page: Page,
  scope: Page | Locator,
  label: string,
  option: string,
  multi?: { a11y: A11yWatches },
) {
  const field = scope.getByRole('textbox', { name: label, exact: true });
  await tabTo(page, field);
  await arrowTo(page, option);
  if (multi) {
    await multi.a11y.scanNow(`${label}: lista aberta`);
    await page.keyboard.press('Escape');
  } else {
    // On a loaded machine an Enter can land while the list is still settling (its options just arrived): the
    // option stays highlighted, the list open and the field empty. The field's value says whether it took; if
    // not, the highlighted option is picked again.
    await expect(async () => {
      if ((await page.getByRole('listbox').count()) > 0) await arrowTo(page, option);
      await expect(field).toHaveValue(option, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
  }
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Tabs to the entity search labelled `label`, types `typed`, and picks the option matching `option`. */
async function searchByKeyboard(page: Page, label: string, typed: string, option: RegExp) {
  await tabTo(page, page.getByRole('textbox', { name: label, exact: true }));
  await page.keyboard.type(typed);
  await arrowTo(page, option);
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to the button named `name` in `scope` and presses it with Enter. */
async function pressButton(page: Page, scope: Page | Locator, name: string): Promise<void> {
  await tabTo(page, scope.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

/** In the open confirmation, Tab to "Confirmar" and press it with Space. */
async function confirmByKeyboard(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Confirmar' }));
  await page.keyboard.press('Space');
  await expect(dialog).toHaveCount(0);
}

test('a veterinarian registers and submits a vaccination with the keyboard alone', async ({ page, a11y }) => {
  test.setTimeout(180_000);
  await page.goto('/autenticar');
  await expect(page.getByRole('heading', { name: 'Autenticação' })).toBeVisible();

  // Sign in.
  await typeInto(page, page.getByRole('textbox', { name: 'Utilizador' }), 'mv');
  await typeInto(page, page.getByRole('textbox', { name: 'Palavra-passe' }), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/inicio$/);
  const holdings = (await (
    await page.request.get('/api/exploracoes/search/filter?role=ROLE_MV&size=1&sort=marca,desc')
  ).json()) as { _embedded: { exploracoes: { marca: string }[] } };
  const marca = holdings._embedded.exploracoes[0]?.marca;
  if (!marca) throw new Error('sem explorações de demonstração');

  // Registar → Vacinação from the menu.
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await tabTo(page, menu.getByRole('link', { name: 'Vacinação' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/registar\/vacinacao$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vacinação' })).toBeFocused();

  await searchByKeyboard(page, 'Exploração (marca)', marca, new RegExp(marca));
  await searchByKeyboard(page, 'Médico veterinário', 'Gabri', /Gabriela Nunes/);
  await typeInto(page, page.getByRole('textbox', { name: 'Data de vacinação' }), '03/11/2026');
  await chooseByKeyboard(page, page, 'Estratégia de vacinação', 'Obrigatória');
  await chooseByKeyboard(page, page, 'Zona de vacinação', 'Todo o território continental');
  await chooseByKeyboard(page, page, 'Vacina aplicada', 'Vacina inativada contra a língua azul – serótipo 4');
  await typeInto(page, page.getByRole('textbox', { name: 'Lotes', exact: true }), 'BTV4-2026-777');
  await typeInto(page, page.getByRole('textbox', { name: 'Validade da vacina' }), '30/06/2027');
  await chooseByKeyboard(page, page, 'Espécies', 'Bovino', { a11y });

  // A group line, through its modal.
  await pressButton(page, page, 'Adicionar grupo de animais');
  const modal = page.getByRole('dialog', { name: 'Adicionar vacinação de grupo' });
  await expect(modal).toBeVisible();
  await typeInto(page, modal.getByRole('textbox', { name: 'Número de animais', exact: true }), '8');
  await typeInto(page, modal.getByRole('textbox', { name: 'Idade (semanas)', exact: true }), '30');
  await chooseByKeyboard(page, modal, 'Esquema de vacinação', 'Duas doses com intervalo de 3 semanas');
  await chooseByKeyboard(page, modal, 'Etapa de vacinação', 'Primovacinação – 1.ª dose');
  await pressButton(page, modal, 'Guardar');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('tabela-grupo').locator('tbody tr')).toHaveCount(1);

  // Save, then submit.
  await pressButton(page, page, 'Guardar');
  await confirmByKeyboard(page);
  await expect(page).toHaveURL(/\/consultar\/vacinacao\/\d+$/);
  await expect(page.getByText('Registo guardado com sucesso.')).toBeVisible();
  await pressButton(page, page, 'Submeter');
  await confirmByKeyboard(page);
  await expect(page.getByText('Registo submetido.')).toBeVisible();
  await expect(page.getByText('Submetido', { exact: true }).first()).toBeVisible();
  await reviewScreenshot(page, 'vacinacao-teclado-submetida', { fullPage: true });
});
