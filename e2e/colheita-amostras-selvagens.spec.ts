import fs from 'node:fs';
import { addEnsaio, devolver, operate, pasteResultados, receiveByScanning } from './support/colheitas.ts';
import { choose, fill } from './support/record-form.ts';
import { openAs, reviewScreenshot, signIn, signOut } from './support/session.ts';
import { expect, scanScreen, test, type Page } from './support/test.ts';

// A wild-animal laboratory collection with a resubmission loop (issue 16): the regional service starts it from its
// wild exam (a hunted wild boar) with two samples and two assays and submits it; the laboratory sends it back for
// resubmission; the service adds a sample and resubmits; the laboratory receives it, fills the results and
// submits them; the authority validates; the exam lists the collection.

test.describe.configure({ mode: 'serial' });

let colheitaUrl = '';
let numeroSerie = '';
let exameUrl = '';

const ELISA = 'ELISA – anticorpos contra o vírus da peste suína africana';
const PCR = 'PCR em tempo real – vírus da peste suína africana';

/**
 * Adds a wild sample of a wild boar: its sex, age class, matrix, preservation and assay. A duplicate (the same
 * animal, matrix and first assay as another) is refused with 'Amostra duplicada!' and its modal closed.
 */
async function addAmostra(
  page: Page,
  sample: { animal: string; matriz: string; ensaio: string; duplicada?: boolean },
) {
  await page.getByRole('button', { name: 'Adicionar amostra', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Adicionar amostra' });
  await choose(page, 'Espécies da amostra', 'Javali');
  await choose(page, 'Sexo');
  await choose(page, 'Classe etária');
  await choose(page, 'Matriz', sample.matriz);
  await choose(page, 'Método de conservação');
  await modal.getByRole('textbox', { name: 'Identificação do animal', exact: true }).fill(sample.animal);
  // Last: leaving a multi-select by Tab closes its list, which would otherwise cover Guardar.
  await choose(page, 'Ensaios', sample.ensaio);
  await scanScreen(page, 'amostra selvagem');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  if (sample.duplicada) {
    await expect(page.getByText('Amostra duplicada!')).toBeVisible();
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await expect(modal).toBeHidden();
}

/** Saves the requester's collection (no question before it) and waits for the toast. */
async function guardar(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  const pergunta = page.getByRole('dialog', { name: 'Confirmação' });
  if (await pergunta.isVisible()) await pergunta.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Registo guardado com sucesso.')).toBeVisible();
}

test('the regional service starts a wild collection from its exam and submits it', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'svl');
  const exames = (await (
    await page.request.get('/api/examesClinicosNecropsias/search/filter?role=ROLE_SVL&size=50&sort=id,asc')
  ).json()) as { _embedded: { examesClinicosNecropsias: { id: number; tipoAnimal: string }[] } };
  const exame = exames._embedded.examesClinicosNecropsias.find((e) => e.tipoAnimal === 'SELVAGEM');
  if (!exame) throw new Error('sem exame selvagem de demonstração do svl');
  exameUrl = `/consultar/exames-clinicos-e-necropsias/${exame.id}`;
  await page.goto(exameUrl);
  await page.getByRole('link', { name: 'Registar colheita' }).click();
  await expect(page).toHaveURL(/\/registar\/colheita-amostras-selvagens\?exame=\d+$/);
  await expect(
    page.getByRole('heading', { name: 'Colheita de amostras de animais selvagens' }),
  ).toBeVisible();
  // The exam's situation, DSAVR, hunting zone and number come with it.
  await expect(page.getByRole('textbox', { name: 'Situação', exact: true })).toHaveValue('Caçado');
  await expect(page.getByRole('textbox', { name: 'Zona de caça', exact: true })).not.toHaveValue('');
  await expect(
    page.getByRole('textbox', { name: 'Referência do exame clínico', exact: true }),
  ).not.toHaveValue('');
  await scanScreen(page, 'nova colheita selvagem');

  await choose(page, 'Motivo da colheita');
  await addEnsaio(page, 'peste suína africana', ELISA);
  await addEnsaio(page, 'peste suína africana', PCR);
  await page.getByTestId('tabela-laboratorios').getByRole('radio').first().check();
  await addAmostra(page, { animal: 'JAV-001', matriz: 'Soro', ensaio: ELISA });
  await addAmostra(page, { animal: 'JAV-001', matriz: 'Baço', ensaio: PCR });

  // The invoice's NIF is checked (001 §5.1).
  await fill(page, 'NIF da entidade', '123456780');
  await expect(page.getByText('NIF inválido').first()).toBeVisible();
  await fill(page, 'NIF da entidade', '500000000');
  await fill(page, 'Entidade', 'Associação de Caçadores de Montalegre');
  await reviewScreenshot(page, 'colheita-selvagem-nova', { fullPage: true });

  await guardar(page);
  await expect(page).toHaveURL(/\/consultar\/colheita-amostras-selvagens\/\d+$/);
  colheitaUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId('linha-amostras')).toHaveCount(2);
  await expect(page.getByTestId('tabela-amostras')).toContainText('A-0002');
  numeroSerie = (await page.getByTestId('breadcrumb-numero').textContent())?.trim() ?? '';
  expect(numeroSerie).toMatch(/^CAS\/\d{6}$/);
  // The saved samples' labels, to stick on the tubes before they go (ours: a PDF with a Code 128 per sample).
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Etiquetas das amostras (PDF)' }).click();
  const etiquetas = await download;
  expect(etiquetas.suggestedFilename()).toBe(`etiquetas-${numeroSerie.replace('/', '-')}.pdf`);
  expect(
    fs
      .readFileSync(await etiquetas.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await operate(page, 'Submeter', 'Registo submetido.');
  await scanScreen(page, 'colheita selvagem submetida');
  await signOut(page);
});

test('the laboratory sends it back; the service adds a sample and resubmits it', async ({ page }) => {
  test.setTimeout(240_000);
  await openAs(page, 'lab', colheitaUrl);
  await devolver(page, 'Devolver para ressubmissão');
  await signOut(page);

  await openAs(page, 'svl', colheitaUrl);
  await expect(page.getByText('Devolvido', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('devolucao')).toBeVisible();
  await addAmostra(page, { animal: ' jav-001', matriz: 'Soro', ensaio: ELISA, duplicada: true });
  await addAmostra(page, { animal: 'JAV-002', matriz: 'Soro', ensaio: ELISA });
  await guardar(page);
  await expect(page.getByTestId('tabela-amostras')).toContainText('A-0003');
  await operate(page, 'Submeter', 'Registo submetido.');
  await signOut(page);
});

test('the laboratory receives it and submits the results; the authority validates; the exam lists it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openAs(page, 'lab', colheitaUrl);
  // The tubes' labels read at the reception (ours).
  const id = colheitaUrl.split('/').pop() ?? '';
  await receiveByScanning(
    page,
    ['A-0001', 'A-0002', 'A-0003'].map((amostra) => `CAS${id}/${amostra}`),
  );
  const resultados = page.getByTestId('tabela-resultados');
  await expect(resultados.getByTestId('linha-resultado')).toHaveCount(3);
  await fill(page, 'Código interno do laboratório', 'INIAV-2026-0107');
  // The first result pasted from the laboratory's spreadsheet (ours), the others through their modals.
  await pasteResultados(
    page,
    [['A-0001', ELISA, 'negativo', '', 'Sem anticorpos.']],
    'colheita-selvagem-colar',
  );
  await expect(resultados.getByTestId('linha-resultado').first()).toContainText('Sem anticorpos.');
  // The PCR's list value carries its Ct; the third serum could not be analysed (both ours, after the data).
  await page.getByRole('button', { name: `Editar A-0002 — ${PCR}` }).click();
  const pcr = page.getByRole('dialog', { name: 'Resultado' });
  await choose(page, 'Resultado', 'Detetado');
  await fill(page, 'Ct (ciclos)', '38,5');
  await scanScreen(page, 'resultado com Ct');
  await reviewScreenshot(page, 'colheita-selvagem-resultado-pcr');
  await pcr.getByRole('button', { name: 'Guardar' }).click();
  await expect(pcr).toBeHidden();
  await page.getByRole('button', { name: `Editar A-0003 — ${ELISA}` }).click();
  const soro = page.getByRole('dialog', { name: 'Resultado' });
  await soro.getByRole('checkbox', { name: 'Não analisável' }).check();
  await expect(soro.getByRole('textbox', { name: 'Resultado', exact: true })).toBeHidden();
  await soro.getByRole('textbox', { name: 'Observações', exact: true }).fill('Soro hemolisado.');
  await soro.getByRole('button', { name: 'Guardar' }).click();
  await expect(soro).toBeHidden();
  await expect(resultados).toContainText('Detetado (38,5)');
  await expect(resultados).toContainText('Não analisável');
  await guardar(page);
  await operate(page, 'Submeter análise', 'Analises submetidas.');
  await signOut(page);

  await openAs(page, 'sigsa', colheitaUrl);
  await operate(page, 'Validar', 'Registo validado.');
  await expect(page.getByText('Válido', { exact: true }).first()).toBeVisible();
  await reviewScreenshot(page, 'colheita-selvagem-validada', { fullPage: true });
  await scanScreen(page, 'colheita selvagem validada');
  await page.goto(exameUrl);
  await expect(page.getByTestId('registos-ligados')).toContainText(numeroSerie);
});
