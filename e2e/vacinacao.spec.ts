import { expect, test, type Page } from './support/test.ts';
import { reviewScreenshot, signIn, signOut } from './support/session.ts';

// The vaccination record end to end (issue 4): a veterinarian registers one with three individual lines and a
// group, comments with an attachment and submits; the authority returns it with a reason; the veterinarian
// sees the return and the notification, fixes it and resubmits; the authority validates; the list filtered by
// state shows it and the history shows every step.

test.describe.configure({ mode: 'serial' });

/** Picks `option` in the Mantine select or multi-select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into the entity search labelled `label` and picks the first option containing `text`. */
async function search(page: Page, label: string, typed: string, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(typed);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
}

/** Confirms the open "Deseja confirmar?" (or save) dialog. */
async function confirm(page: Page, message = 'Deseja confirmar?'): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: message });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
}

/** Adds one line through the line modal. */
async function addLine(page: Page, kind: 'individual' | 'grupo', value: string, weeks: string) {
  const button = kind === 'individual' ? 'Adicionar identificação individual' : 'Adicionar grupo de animais';
  await page.getByRole('button', { name: button }).click();
  const modal = page.getByRole('dialog', {
    name: kind === 'individual' ? 'Adicionar vacinação individual' : 'Adicionar vacinação de grupo',
  });
  const field = kind === 'individual' ? 'Identificação do animal' : 'Número de animais';
  await modal.getByRole('textbox', { name: field, exact: true }).fill(value);
  await modal.getByRole('textbox', { name: 'Idade (semanas)', exact: true }).fill(weeks);
  await choose(page, 'Esquema de vacinação', 'Duas doses com intervalo de 3 semanas');
  await choose(page, 'Etapa de vacinação', 'Primovacinação – 1.ª dose');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  // Every dialog gone, not just one of this name: the form's own Guardar is clicked next.
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Opens a vaccination's detail screen by its URL and waits for it. */
async function openRecord(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Vacinação' })).toBeVisible();
}

let recordUrl = '';

test('a veterinarian registers a vaccination, comments with an attachment and submits', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'mv');
  await expect(page).toHaveURL(/\/inicio$/);
  const marca = (
    (await (
      await page.request.get('/api/exploracoes/search/filter?role=ROLE_MV&size=1&sort=marca,asc')
    ).json()) as {
      _embedded: { exploracoes: { marca: string }[] };
    }
  )._embedded.exploracoes[0]?.marca;
  if (!marca) throw new Error('sem explorações de demonstração');

  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('link', { name: 'Vacinação' }).first().click();
  await expect(page).toHaveURL(/\/registar\/vacinacao$/);
  await expect(page.getByText('N.d.').first()).toBeVisible();
  // Reached from the menu: the tab says which screen, and the heading has the focus for a screen reader.
  await expect(page).toHaveTitle('Nova vacinação · SIGSA');
  await expect(page.getByRole('heading', { level: 1, name: 'Vacinação' })).toBeFocused();

  await search(page, 'Exploração (marca)', marca, marca);
  await search(page, 'Médico veterinário', 'Gabri', 'Gabriela Nunes');
  await page.getByRole('textbox', { name: 'Data de vacinação' }).fill('02/11/2026');
  await choose(page, 'Estratégia de vacinação', 'Obrigatória');
  await choose(page, 'Zona de vacinação', 'Todo o território continental');
  await choose(page, 'Vacina aplicada', 'Vacina inativada contra a língua azul – serótipo 4');
  await page.getByRole('textbox', { name: 'Lotes', exact: true }).fill('BTV4-2026-501');
  await page.getByRole('textbox', { name: 'Validade da vacina' }).fill('30/06/2027');
  await choose(page, 'Espécies', 'Bovino');
  for (const [i, id] of ['PT500000001', 'PT500000002', 'PT500000003'].entries())
    await addLine(page, 'individual', id, String(10 + i));
  await addLine(page, 'grupo', '12', '20');
  await expect(page.getByTestId('tabela-individual').locator('tbody tr')).toHaveCount(3);
  await reviewScreenshot(page, 'vacinacao-nova', { fullPage: true });

  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await confirm(page, 'Confirma que pretende gravar?');
  await expect(page).toHaveURL(/\/consultar\/vacinacao\/\d+$/);
  await expect(page.getByText('Registo guardado com sucesso.')).toBeVisible();
  recordUrl = new URL(page.url()).pathname;
  await expect(page.getByText(/VAC\/\d{6}/).first()).toBeVisible();
  await expect(page).toHaveTitle(/^VAC\/\d{6} · Vacinação · SIGSA$/);

  // A comment with a PDF attached.
  // The panel starts open.
  await expect(page.getByRole('button', { name: 'Observações / anexar documentos' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.getByRole('button', { name: 'Adicionar notificação / observação' }).click();
  await page
    .getByRole('textbox', { name: 'Observação', exact: true })
    .fill('Animais vacinados no parque da exploração.');
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'guia.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%demo\n'),
    });
  await page.getByRole('button', { name: 'Gravar', exact: true }).click();
  await expect(page.getByText('Animais vacinados no parque da exploração.')).toBeVisible();
  await expect(page.getByRole('link', { name: /guia\.pdf/ })).toBeVisible();

  await page.getByRole('button', { name: 'Submeter', exact: true }).click();
  await confirm(page);
  await expect(page.getByText('Registo submetido.')).toBeVisible();
  await expect(page.getByText('Submetido', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toBeHidden();
  await reviewScreenshot(page, 'vacinacao-submetida', { fullPage: true });
  await signOut(page);
});

test('the authority returns it with a reason', async ({ page }) => {
  await signIn(page, 'sigsa');
  await expect(page).toHaveURL(/\/inicio$/);
  await openRecord(page, recordUrl);
  await page.getByRole('button', { name: 'Devolver', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Devolver registo' });
  await choose(page, 'Motivo', 'Identificação dos animais em falta ou incorreta');
  await dialog.getByRole('textbox', { name: 'Observações' }).fill('Falta o brinco do terceiro animal.');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Registo devolvido.')).toBeVisible();
  await expect(page.getByText('Devolvido', { exact: true }).first()).toBeVisible();
  await signOut(page);
});

test('the veterinarian sees the return and its notification, fixes and resubmits', async ({ page }) => {
  await signIn(page, 'mv');
  await expect(page).toHaveURL(/\/inicio$/);
  await page.getByRole('button', { name: /^Notificações/ }).click();
  const notice = page.getByRole('link', { name: /Vacinação VAC\/\d{6}/ }).first();
  await expect(notice).toBeVisible();
  await reviewScreenshot(page, 'vacinacao-notificacao', { animations: 'disabled' });
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`${recordUrl}$`));
  const devolucao = page.getByTestId('devolucao');
  await expect(devolucao.getByText('Identificação dos animais em falta ou incorreta')).toBeVisible();
  await expect(devolucao.getByText('Falta o brinco do terceiro animal.')).toBeVisible();
  await reviewScreenshot(page, 'vacinacao-devolvida', { fullPage: true });

  await page.getByRole('textbox', { name: 'Lotes', exact: true }).fill('BTV4-2026-502');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await confirm(page, 'Confirma que pretende gravar?');
  await expect(page.getByText('Registo guardado com sucesso.')).toBeVisible();
  await page.getByRole('button', { name: 'Submeter', exact: true }).click();
  await confirm(page);
  await expect(page.getByText('Submetido para reanálise', { exact: true }).first()).toBeVisible();
  await signOut(page);
});

test('the authority validates; the list by state shows it; the history shows every step', async ({
  page,
}) => {
  await signIn(page, 'sigsa');
  await expect(page).toHaveURL(/\/inicio$/);
  await openRecord(page, recordUrl);
  await page.getByRole('button', { name: 'Validar', exact: true }).click();
  await confirm(page);
  await expect(page.getByText('Registo validado.')).toBeVisible();
  await expect(page.getByText('Válido', { exact: true }).first()).toBeVisible();

  const history = page.getByRole('region', { name: 'Histórico' }).or(page.getByTestId('record-history'));
  for (const step of ['Criado', 'Submetido', 'Devolvido', 'Gravado', 'Validado'])
    await expect(history.getByText(step, { exact: true }).first()).toBeVisible();
  await reviewScreenshot(page, 'vacinacao-validada', { fullPage: true });

  const numero =
    (await page
      .getByText(/VAC\/\d{6}/)
      .first()
      .textContent()) ?? '';
  await page.goto('/consultar/vacinacao');
  await expect(page.getByRole('heading', { level: 1, name: 'Vacinação' })).toBeVisible();
  await page.getByRole('button', { name: 'Selecionar filtros' }).click();
  const chooser = page.getByRole('dialog', { name: 'Selecionar filtros' });
  await chooser.getByRole('checkbox', { name: 'Estado', exact: true }).check();
  await chooser.getByRole('button', { name: 'Selecionar' }).click();
  await choose(page, 'Estado', 'Válido');
  const rows = page.getByTestId('list-table').locator('tbody tr');
  await expect(rows.filter({ hasText: numero.trim() })).toHaveCount(1);
  await expect(rows.filter({ hasNotText: 'Válido' })).toHaveCount(0);
  await reviewScreenshot(page, 'vacinacao-lista', { fullPage: true });
});

test('the authority archives it: out of the list, the Arquivado filter shows it, then brings it back', async ({
  page,
}) => {
  await signIn(page, 'sigsa');
  await expect(page).toHaveURL(/\/inicio$/);
  await openRecord(page, recordUrl);
  const numero = (
    (await page
      .getByText(/VAC\/\d{6}/)
      .first()
      .textContent()) ?? ''
  ).trim();
  await page.getByRole('button', { name: 'Arquivar', exact: true }).click();
  await confirm(page);
  await expect(page.getByText('Registo arquivado.')).toBeVisible();
  const estado = page.getByRole('group', { name: 'Estado', exact: true });
  await expect(estado.getByText('Arquivado', { exact: true })).toBeVisible();
  await expect(estado.getByText('Válido', { exact: true })).toBeVisible();
  await reviewScreenshot(page, 'vacinacao-arquivada', { fullPage: true });

  await page.goto('/consultar/vacinacao');
  await expect(page.getByRole('heading', { level: 1, name: 'Vacinação' })).toBeVisible();
  const rows = page.getByTestId('list-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: numero })).toHaveCount(0);
  await page.getByRole('button', { name: 'Selecionar filtros' }).click();
  const chooser = page.getByRole('dialog', { name: 'Selecionar filtros' });
  await chooser.getByRole('checkbox', { name: 'Arquivado', exact: true }).check();
  await chooser.getByRole('button', { name: 'Selecionar' }).click();
  await choose(page, 'Arquivado', 'Sim');
  await expect(rows.filter({ hasText: numero })).toHaveCount(1);
  await reviewScreenshot(page, 'vacinacao-lista-arquivadas', { fullPage: true });

  await openRecord(page, recordUrl);
  await page.getByRole('button', { name: 'Desarquivar', exact: true }).click();
  await confirm(page);
  await expect(page.getByText('Registo desarquivado.')).toBeVisible();
  await expect(estado.getByText('Arquivado', { exact: true })).toHaveCount(0);
});
