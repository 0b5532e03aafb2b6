import { addEnsaio, devolver, fillResultado, operate } from './support/colheitas.ts';
import { expect, scanScreen, test, type Page } from './support/test.ts';
import { choose, confirm, fill } from './support/record-form.ts';
import { openAs, reviewScreenshot, signIn, signOut } from './support/session.ts';

// A domestic laboratory collection from request to validated result (issue 16): the vet starts it from a
// clinical exam with three individual and one group sample and two assays, and submits it; the laboratory
// receives it, fills the results (the culture's positive typed) and submits them; the authority returns it for
// re-analysis; the laboratory corrects and resubmits; the authority validates; the exam lists the collection.

test.describe.configure({ mode: 'serial' });

let colheitaUrl = '';
let numeroSerie = '';

/** Adds a sample: individual (`animal`) or group (`animais`), its matrix and assay. */
async function addAmostra(
  page: Page,
  sample: { animal?: string; animais?: string; matriz: string; ensaio: string },
): Promise<void> {
  const add = sample.animal ? 'Adicionar amostra individual' : 'Adicionar amostra de grupo';
  await page.getByRole('button', { name: add }).click();
  const modal = page.getByRole('dialog', { name: add });
  if (sample.animal)
    await modal.getByRole('textbox', { name: 'Identificação do animal', exact: true }).fill(sample.animal);
  if (sample.animais)
    await modal.getByRole('textbox', { name: 'Número de animais', exact: true }).fill(sample.animais);
  await choose(page, 'Matriz', sample.matriz);
  await choose(page, 'Subcategoria animal');
  // Last: leaving a multi-select by Tab closes its list, which would otherwise cover Guardar.
  await choose(page, 'Ensaios', sample.ensaio);
  await scanScreen(page, add);
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(modal).toBeHidden();
}

test('a vet starts a collection from an exam, adds assays and samples, and submits it', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'mv');
  const exames = (await (
    await page.request.get('/api/examesClinicosNecropsias/search/filter?role=ROLE_MV&size=20&sort=id,asc')
  ).json()) as { _embedded: { examesClinicosNecropsias: { id: number; tipoAnimal: string }[] } };
  const exame = exames._embedded.examesClinicosNecropsias.find((e) => e.tipoAnimal === 'DOMESTICO');
  if (!exame) throw new Error('sem exame doméstico de demonstração do mv');
  await page.goto(`/consultar/exames-clinicos-e-necropsias/${exame.id}`);
  await page.getByRole('link', { name: 'Registar colheita' }).click();
  await expect(page).toHaveURL(/\/registar\/colheita-amostras\?exame=\d+$/);
  await expect(page.getByRole('heading', { name: 'Colheita de amostras' })).toBeVisible();
  await scanScreen(page, 'nova colheita');
  // The exam's holding, vet and number come with it.
  await expect(page.getByRole('textbox', { name: 'Exploração', exact: true })).not.toHaveValue('');
  await expect(
    page.getByRole('textbox', { name: 'Referência do exame clínico', exact: true }),
  ).not.toHaveValue('');

  // A bird species brings the holding's flock (001 §2.2); another takes it away.
  await choose(page, 'Espécie', 'Galinha (galináceo doméstico)');
  await expect(page.getByRole('textbox', { name: 'Bando', exact: true })).toBeVisible();
  await choose(page, 'Espécie', 'Bovino');
  await expect(page.getByRole('textbox', { name: 'Bando', exact: true })).toBeHidden();
  await choose(page, 'Tipo de controlo', 'Rastreio (programa de erradicação/controlo)');
  const data = page.getByRole('textbox', { name: 'Data de colheita', exact: true });
  if ((await data.inputValue()) === '') {
    const hoje = new Date();
    await fill(
      page,
      'Data de colheita',
      `${String(hoje.getDate()).padStart(2, '0')}/${String(hoje.getMonth() + 1).padStart(2, '0')}/${hoje.getFullYear()}`,
    );
  }
  await addEnsaio(page, 'brucelose', 'Rosa de Bengala (RB)');
  await addEnsaio(page, 'tuberculose', 'Cultura bacteriológica de micobactérias');
  // Only the reference laboratory performs the culture (its typing): it is the one offered.
  const laboratorios = page.getByTestId('tabela-laboratorios');
  await expect(laboratorios.getByTestId('linha-laboratorio')).toHaveCount(1);
  await laboratorios.getByRole('radio').check();

  // The three animals at once ("add multiple", 001 §2.2), the first one twice refused as duplicate.
  await addAmostra(page, { animal: 'PT 100000001', matriz: 'Soro', ensaio: 'Rosa de Bengala (RB)' });
  await page.getByRole('button', { name: 'Adicionar várias', exact: true }).click();
  const varias = page.getByRole('dialog', { name: 'Adicionar várias amostras individuais' });
  await varias
    .getByRole('textbox', { name: 'Identificações dos animais' })
    .fill('pt 100000001\nPT 100000002\nPT 100000003');
  await choose(page, 'Matriz', 'Soro');
  await choose(page, 'Subcategoria animal');
  await choose(page, 'Ensaios', 'Rosa de Bengala (RB)');
  await scanScreen(page, 'adicionar várias amostras');
  await reviewScreenshot(page, 'colheita-amostras-varias');
  await varias.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Amostra duplicada! pt 100000001')).toBeVisible();
  await varias
    .getByRole('textbox', { name: 'Identificações dos animais' })
    .fill('PT 100000002\nPT 100000003');
  await varias.getByRole('button', { name: 'Guardar' }).click();
  await expect(varias).toBeHidden();
  await expect(page.getByTestId('linha-amostrasIndividuais')).toHaveCount(3);
  await addAmostra(page, {
    animais: '5',
    matriz: 'Gânglio linfático',
    ensaio: 'Cultura bacteriológica de micobactérias',
  });
  await reviewScreenshot(page, 'colheita-amostras-nova', { fullPage: true });

  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  const pergunta = page.getByRole('dialog', { name: 'Confirmação' });
  await expect(pergunta.getByText('Confirma que pretende gravar?')).toBeVisible();
  await pergunta.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Registo guardado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/consultar\/colheita-amostras\/\d+$/);
  colheitaUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId('linha-amostrasIndividuais')).toHaveCount(3);
  await expect(page.getByTestId('tabela-amostrasIndividuais')).toContainText('I-0003');
  await expect(page.getByTestId('tabela-amostrasGrupo')).toContainText('G-0001');
  numeroSerie = (await page.getByTestId('breadcrumb-numero').textContent())?.trim() ?? '';

  await operate(page, 'Submeter', 'Registo submetido.');
  await expect(page.getByText('Submetido', { exact: true }).first()).toBeVisible();
  await scanScreen(page, 'colheita submetida');
  await signOut(page);
});

test('the laboratory receives it, fills the results with a typed positive, and submits them', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openAs(page, 'lab', colheitaUrl);
  await operate(page, 'Rececionar', 'Registo rececionado.');
  const resultados = page.getByTestId('tabela-resultados');
  await expect(resultados.getByTestId('linha-resultado')).toHaveCount(4);
  await scanScreen(page, 'colheita rececionada');

  // Without values and internal code the analyses cannot go.
  await page.getByRole('button', { name: 'Submeter análise', exact: true }).click();
  await expect(
    page.getByText('Antes de submeter terá de completar o registo de resultados.').first(),
  ).toBeVisible();

  await fill(page, 'Código interno do laboratório', 'INIAV-2026-0042');
  for (const amostra of ['I-0001', 'I-0002', 'I-0003'])
    await fillResultado(page, amostra, 'Rosa de Bengala (RB)', 'Negativo');
  await fillResultado(page, 'G-0001', 'Cultura bacteriológica de micobactérias', 'Isolado', {
    ensaio: 'Espoligotipagem (spoligotyping) de isolados do MTBC',
    resultado: 'SB0121',
  });
  await reviewScreenshot(page, 'colheita-amostras-resultados', { fullPage: true });
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await confirm(page);
  await expect(page.getByText('Registo guardado com sucesso.')).toBeVisible();
  await expect(resultados).toContainText('SB0121');
  await operate(page, 'Submeter análise', 'Analises submetidas.');
  await signOut(page);
});

test('the authority returns it for re-analysis; the laboratory corrects and resubmits; the authority validates', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openAs(page, 'sigsa', colheitaUrl);
  await devolver(page, 'Devolver para nova análise');
  await signOut(page);

  await openAs(page, 'lab', colheitaUrl);
  // The latest return shows while the collection is back for re-analysis (001 §4).
  await expect(page.getByTestId('devolucao')).toBeVisible();
  await fillResultado(page, 'I-0002', 'Rosa de Bengala (RB)', 'Positivo');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await confirm(page);
  await expect(page.getByText('Registo guardado com sucesso.')).toBeVisible();
  await operate(page, 'Submeter análise', 'Analises submetidas.');
  await signOut(page);

  await openAs(page, 'sigsa', colheitaUrl);
  await operate(page, 'Validar', 'Registo validado.');
  await expect(page.getByText('Válido', { exact: true }).first()).toBeVisible();
  // Its turnaround days (issue 16), stopped at the decision (no '(a decorrer)').
  await expect(page.getByRole('group', { name: 'Dias até à decisão' })).toHaveText(/\d+ dias?$/);
  await expect(page.getByRole('group', { name: 'Dias no laboratório' })).toHaveText(/\d+ dias?$/);
  await reviewScreenshot(page, 'colheita-amostras-validada', { fullPage: true });
  await scanScreen(page, 'colheita validada');
  expect(numeroSerie).toMatch(/^CAM\/\d{6}$/);
});
