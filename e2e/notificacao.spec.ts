import { expect, test } from './support/test.ts';
import { readFile } from 'node:fs/promises';
import { listMap, showListView } from './support/list.ts';
import { choose, confirm, today } from './support/record-form.ts';
import {
  addDeclaracao,
  fillCommonFields,
  openNewNotificacao,
  pickHolding,
  saveNew,
  submit,
} from './support/notificacao.ts';
import { openAs, reviewScreenshot, signIn, signOut } from './support/session.ts';

// The suspected-disease notification end to end (issue 12, web part): a veterinarian creates a production
// notification, adds a declaration, saves and submits; the authority opens it and sees the conclusion section.

test.describe.configure({ mode: 'serial' });

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

  await openNewNotificacao(page);
  await fillCommonFields(page, 'Doméstico de produção', { lat: '39.69484', lon: '-8.13031' });
  await pickHolding(page, marca);
  await addDeclaracao(page, { presentes: '20', morreram: '2', necropsiados: '1', cadaveres: '1' });
  await expect(page.getByTestId('linha-declaracoesAnimais')).toHaveCount(1);
  await reviewScreenshot(page, 'notificacao-criar', { fullPage: true });

  recordUrl = await saveNew(page);
  await expect(page.getByTestId('linha-declaracoesAnimais')).toHaveCount(1);
  await submit(page);
  await reviewScreenshot(page, 'notificacao-submetida', { fullPage: true });
  await signOut(page);
});

test('the authority returns it with a reason', async ({ page }) => {
  expect(recordUrl, 'the notification of the first test').not.toBe('');
  await openAs(page, 'sigsa', recordUrl);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Notificação de suspeita de doença' }),
  ).toBeVisible();
  await expect(page.getByTestId('conclusao')).toBeVisible();
  await page.getByRole('button', { name: 'Devolver', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Devolver registo' });
  await choose(page, 'Motivo');
  await dialog.getByRole('textbox', { name: 'Observações' }).fill('Indique a data de início dos sinais.');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Notificação de suspeita de doença devolvida.')).toBeVisible();
  await expect(page.getByText('Devolvido', { exact: true }).first()).toBeVisible();
  await signOut(page);
});

test('the veterinarian sees the return, fixes and resubmits', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, 'mv', recordUrl);
  const devolucao = page.getByTestId('devolucao');
  await expect(devolucao.getByText('Indique a data de início dos sinais.')).toBeVisible();
  // Location and observation date belong to INICIAL: a returned notification shows them read-only.
  await expect(page.getByRole('textbox', { name: 'Data de observação', exact: true })).not.toBeEditable();
  await expect(page.getByRole('textbox', { name: 'Latitude', exact: true })).not.toBeEditable();
  await reviewScreenshot(page, 'notificacao-devolvida', { fullPage: true });

  const inicio = page.getByRole('textbox', { name: 'Data de início dos sinais clínicos', exact: true });
  await inicio.fill(today());
  await inicio.press('Tab');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await confirm(page);
  await expect(page.getByText('Registo guardado com sucesso.')).toBeVisible();
  await page.getByRole('button', { name: 'Submeter', exact: true }).click();
  await confirm(page);
  await expect(page.getByText('Registo submetido.')).toBeVisible();
  await expect(page.getByText('Submetido', { exact: true }).first()).toBeVisible();
  await signOut(page);
});

test('the authority concludes Confirmado, primary outbreak, and validates', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, 'sigsa', recordUrl);
  const conclusao = page.getByTestId('conclusao');
  await expect(conclusao).toBeVisible();
  await choose(page, 'Conclusão', 'Confirmado');
  // A reason that asks for its own text reveals a required field; a listed reason does not.
  await choose(page, 'Motivo de confirmação', 'Aceite por outro motivo');
  const outro = page.getByRole('textbox', { name: 'Outro motivo de confirmação', exact: true });
  await expect(outro).toBeVisible();
  await choose(
    page,
    'Motivo de confirmação',
    'Isolamento do agente patogénico (excluindo estirpes vacinais)',
  );
  await expect(outro).toHaveCount(0);
  await choose(page, 'Ordem do foco', 'Primário');
  await choose(page, 'Doenças confirmadas');
  await reviewScreenshot(page, 'notificacao-conclusao', { fullPage: true });
  // Validar saves the conclusion first (the form is dirty), then validates.
  await page.getByRole('button', { name: 'Validar', exact: true }).click();
  await confirm(page);
  await expect(page.getByText('Registo validado.')).toBeVisible();
  await expect(page.getByText('Válido', { exact: true }).first()).toBeVisible();
  await expect(conclusao.getByRole('textbox', { name: 'Conclusão', exact: true })).toHaveValue('Confirmado');
  await expect(conclusao.getByRole('textbox', { name: 'Ordem do foco', exact: true })).toHaveValue(
    'Primário',
  );
  await expect(conclusao.getByRole('textbox', { name: 'Conclusão', exact: true })).not.toBeEditable();

  const history = page.getByRole('region', { name: 'Histórico' }).or(page.getByTestId('record-history'));
  for (const step of ['Criado', 'Submetido', 'Devolvido', 'Validado'])
    await expect(history.getByText(step, { exact: true }).first()).toBeVisible();
  await reviewScreenshot(page, 'notificacao-validada', { fullPage: true });
});

test("the list's map and the ADIS file show the validated outbreak", async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, 'sigsa', recordUrl);
  const numero =
    (await page
      .getByText(/NSD\/\d{6}/)
      .first()
      .textContent()) ?? '';
  expect(numero).toMatch(/^NSD\/\d{6}$/);

  await page.goto('/consultar/notificacao-suspeita-doenca');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Notificação de suspeita de doença' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Exportar ADIS' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Ficheiro CSV' }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  const linhas = csv.split(/\r?\n/).filter((line) => line.includes(numero));
  expect(linhas.length, `ADIS rows of ${numero}`).toBeGreaterThan(0);
  expect(linhas[0]).toContain('Primário');

  await showListView(page, 'Mapa');
  const map = listMap(page);
  await expect(map.getByRole('button', { name: new RegExp(numero.replace('/', '\\/')) })).toBeVisible();
  await page.waitForTimeout(500);
  await reviewScreenshot(page, 'notificacao-mapa');
  await showListView(page, 'Tabela');
});
