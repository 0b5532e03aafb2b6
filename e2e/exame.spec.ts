import { expect, test, type Page } from './support/test.ts';
import { answer, openNewExame, openRowModal, operate, saveExame, saveNewExame } from './support/exame.ts';
import { addDeclaracao, pickHolding } from './support/notificacao.ts';
import { choose, fill, today } from './support/record-form.ts';
import { openAs, reviewScreenshot, signIn, signOut } from './support/session.ts';

// Clinical exams as the regional services and the authority meet them (issue 14): the SVL records an official
// domestic exam linking a submitted notification, the authority returns it, the SVL fixes and resubmits, the
// authority validates; the chain shows on both records.

test.describe.configure({ mode: 'serial' });

let exameUrl = '';

/** A submitted or validated notification the SVL sees that carries its signs' start (demo data). */
async function notificacaoComSinais(page: Page): Promise<{ numeroSerie: string }> {
  const estado = JSON.stringify({ type: 'OPTION', prop: 'estado', value: ['SUBMETIDO', 'VALIDO'] });
  const answer = (await (
    await page.request.get(
      `/api/notificacoesSuspeitasDoencas/search/filter?role=ROLE_SVL&size=100&estado=${encodeURIComponent(estado)}`,
    )
  ).json()) as {
    _embedded: {
      notificacoesSuspeitasDoencas: { numeroSerie: string; dataInicioSinaisClinicos: string | null }[];
    };
  };
  const found = answer._embedded.notificacoesSuspeitasDoencas.find((n) => n.dataInicioSinaisClinicos);
  if (!found) throw new Error('sem notificações de demonstração com início dos sinais');
  return found;
}
let notificacaoUrl = '';

test('the SVL records an official domestic exam linking a submitted notification, and submits it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'svl');
  await expect(page).toHaveURL(/\/inicio$/);
  const marca = (
    (await (
      await page.request.get('/api/exploracoes/search/filter?role=ROLE_SVL&size=1&sort=marca,asc')
    ).json()) as { _embedded: { exploracoes: { marca: string }[] } }
  )._embedded.exploracoes[0]?.marca;
  if (!marca) throw new Error('sem explorações de demonstração');
  await openNewExame(page, 'Doméstico');
  await pickHolding(page, marca, 'Exploração (marca ou NIF)');
  // A regional service is no veterinarian: it picks the exam's vet (001 §6).
  const vet = page.getByRole('textbox', { name: 'Médico veterinário', exact: true });
  await expect(vet).toHaveValue('');
  await vet.fill('Jo');
  await page.getByRole('option').first().click();
  await choose(page, 'Motivos do exame', 'Suspeita de doença');
  await page.getByRole('checkbox', { name: 'Exame oficial' }).check();

  // Linking a submitted notification fills the exam's dates from it (001 §4).
  const ligavel = await notificacaoComSinais(page);
  const notificacoes = page.getByRole('textbox', { name: 'Notificações de suspeita de doença', exact: true });
  await notificacoes.fill(ligavel.numeroSerie);
  await page.getByRole('option', { name: ligavel.numeroSerie }).click();
  await notificacoes.press('Tab');
  await expect(
    page.getByRole('textbox', { name: 'Data de início dos sinais clínicos', exact: true }),
  ).not.toHaveValue('');
  const data = page.getByRole('textbox', { name: 'Data do exame', exact: true });
  if ((await data.inputValue()) === '') await fill(page, 'Data do exame', today());

  await addDeclaracao(page, { presentes: '40', morreram: '3', necropsiados: '1', cadaveres: '1' });
  const individual = await openRowModal(page, 'Adicionar sinais clínicos individuais');
  await choose(page, 'Categoria');
  await individual.getByRole('textbox', { name: 'Identificação', exact: true }).fill('PT 123456789');
  await answer(page, 'Febre', 'Sim');
  await choose(page, 'Sinais clínicos');
  await answer(page, 'Necropsiado', 'Não');
  await individual.getByLabel('Anexos').setInputFiles({
    name: 'lesao.png',
    mimeType: 'image/png',
    buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
  });
  await individual.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await reviewScreenshot(page, 'exame-domestico-novo', { fullPage: true });

  exameUrl = await saveNewExame(page);
  // Saved and official: the official sections appear, and both records are required (001 §5.4).
  const oficial = page.getByTestId('exame-oficial');
  await expect(oficial).toBeVisible();
  await oficial
    .getByRole('radiogroup', { name: 'Registos de rastreabilidade' })
    .getByRole('radio', { name: 'Conforme', exact: true })
    .check();
  await oficial
    .getByRole('radiogroup', { name: 'Registos de saúde' })
    .getByRole('radio', { name: 'Não conforme' })
    .check();
  await choose(page, 'Desconformidades dos registos de saúde');
  await oficial
    .getByRole('radiogroup', { name: 'Valores produtivos' })
    .getByRole('radio', { name: 'Desvios' })
    .check();
  await fill(page, 'Detalhe dos desvios', 'Quebra de 10% na produção de leite.');
  await operate(page, 'Submeter', 'Registo submetido.');
  await expect(page.getByText('Submetido', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('linha-observacoesClinicasIndividuais')).toHaveCount(1);
  await expect(
    page.getByTestId('linha-observacoesClinicasIndividuais').getByRole('cell', { name: '1', exact: true }),
  ).toBeVisible();
  const ligadas = page.getByTestId('registos-ligados');
  await expect(ligadas).toBeVisible();
  notificacaoUrl = (await ligadas.getByRole('link').first().getAttribute('href')) ?? '';
  await reviewScreenshot(page, 'exame-domestico-submetido', { fullPage: true });
  await signOut(page);
});

test('the authority returns it; the SVL fixes and resubmits; the authority validates', async ({ page }) => {
  test.setTimeout(240_000);
  expect(exameUrl, 'the exam of the first test').not.toBe('');
  await openAs(page, 'sigsa', exameUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Exame clínico e necrópsia' })).toBeVisible();
  await page.getByRole('button', { name: 'Devolver', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Devolver registo' });
  await choose(page, 'Motivo');
  await dialog.getByRole('textbox', { name: 'Observações' }).fill('Falta a observação de grupo do lote.');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Exame clinico devolvido.')).toBeVisible();
  await signOut(page);

  await openAs(page, 'svl', exameUrl);
  await expect(page.getByTestId('devolucao').getByText('Falta a observação de grupo do lote.')).toBeVisible();
  const grupo = await openRowModal(page, 'Adicionar sinais clínicos de grupo');
  await choose(page, 'Categoria');
  await grupo.getByRole('textbox', { name: 'Número de animais', exact: true }).fill('12');
  await answer(page, 'Febre', 'Não');
  await choose(page, 'Sinais clínicos');
  await answer(page, 'Necropsiado', 'Não');
  await grupo.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await saveExame(page);
  await operate(page, 'Submeter', 'Registo submetido.');
  await signOut(page);

  await openAs(page, 'sigsa', exameUrl);
  await operate(page, 'Validar', 'Registo validado.');
  await expect(page.getByText('Válido', { exact: true }).first()).toBeVisible();
  const history = page.getByRole('region', { name: 'Histórico' }).or(page.getByTestId('record-history'));
  for (const step of ['Criado', 'Submetido', 'Devolvido', 'Validado'])
    await expect(history.getByText(step, { exact: true }).first()).toBeVisible();
  await reviewScreenshot(page, 'exame-domestico-validado', { fullPage: true });

  // The chain shows on the notification too.
  expect(notificacaoUrl).not.toBe('');
  await page.goto(notificacaoUrl);
  await expect(page.getByTestId('registos-ligados').getByRole('link')).not.toHaveCount(0);
  await signOut(page);
});

test('the SVR records a hunted wild boar with its totals row and a buried observation; the authority refuses it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'svr');
  await expect(page).toHaveURL(/\/inicio$/);
  await openNewExame(page, 'Selvagem');
  await choose(page, 'Situação do animal', 'Caçado');
  await choose(page, 'Programa ou plano');
  await fill(page, 'Data de observação', today());
  await choose(page, 'DSAVR', 'Direção de Serviços de Alimentação e Veterinária da Região do Centro');
  await choose(page, 'Zona de caça');
  await choose(page, 'Processo de caça');
  await fill(page, 'Latitude', '40.20330');
  await fill(page, 'Longitude', '-8.41030');

  for (const [comercio, autoconsumo] of [
    ['3', '2'],
    ['1', '4'],
  ] as const) {
    const modal = await openRowModal(page, 'Adicionar animal caçado');
    await choose(page, 'Espécie');
    await choose(page, 'Sexo');
    await choose(page, 'Classe etária');
    await modal.getByRole('textbox', { name: 'Comércio', exact: true }).fill(comercio);
    await modal.getByRole('textbox', { name: 'Autoconsumo', exact: true }).fill(autoconsumo);
    await modal.getByRole('textbox', { name: 'Sem características anormais', exact: true }).fill('1');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  const totais = page.getByTestId('tabela-animaisCacados-totais');
  await expect(totais.getByText('Total', { exact: true })).toBeVisible();
  await expect(totais.getByText('10', { exact: true })).toBeVisible();

  const observacao = await openRowModal(page, 'Adicionar observação de animais');
  await choose(page, 'Espécie');
  await choose(page, 'Sexo');
  await choose(page, 'Classe etária');
  await choose(page, 'Tipo de observação', 'Individual');
  await observacao.getByRole('textbox', { name: 'Número do selo', exact: true }).fill('SELO-0042');
  await answer(page, 'Animais com alterações', 'Não');
  await choose(page, 'Destino dos subprodutos', 'Enterramento');
  await observacao.getByRole('textbox', { name: 'Latitude', exact: true }).fill('40.20500');
  await observacao.getByRole('textbox', { name: 'Longitude', exact: true }).fill('-8.41500');
  await observacao.getByRole('textbox', { name: 'Longitude', exact: true }).press('Tab');
  await observacao.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await reviewScreenshot(page, 'exame-selvagem-novo', { fullPage: true });

  const url = await saveNewExame(page);
  await expect(page.getByTestId('linha-animaisCacados')).toHaveCount(2);
  await expect(page.getByTestId('linha-observacoesAnimais')).toHaveCount(1);
  await operate(page, 'Submeter', 'Registo submetido.');
  // Past INICIAL the wild header is frozen.
  await expect(page.getByRole('textbox', { name: 'Data de observação', exact: true })).not.toBeEditable();
  await signOut(page);

  await openAs(page, 'sigsa', url);
  await operate(page, 'Não validar', 'Registo não validado.');
  await expect(page.getByText('Inválido', { exact: true }).first()).toBeVisible();
  await reviewScreenshot(page, 'exame-selvagem-invalidado', { fullPage: true });
  await signOut(page);
});

test('a veterinarian sees the reasons and the official flag read-only', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'mv');
  await expect(page).toHaveURL(/\/inicio$/);
  await openNewExame(page, 'Doméstico');
  await expect(page.getByRole('textbox', { name: 'Motivos do exame', exact: true })).not.toBeEditable();
  await expect(page.getByRole('textbox', { name: 'Exame oficial', exact: true })).toHaveValue('Não');
  await expect(page.getByRole('textbox', { name: 'Médico veterinário', exact: true })).toHaveValue(/.+/);
  await reviewScreenshot(page, 'exame-mv-novo', { fullPage: true });
});

/** A submitted or validated production notification with declarations, as the authority sees it (demo data). */
async function producaoComDeclaracoes(page: Page): Promise<{ id: number; declaracoes: number }> {
  const estado = JSON.stringify({ type: 'OPTION', prop: 'estado', value: ['SUBMETIDO', 'VALIDO'] });
  const list = (await (
    await page.request.get(
      `/api/notificacoesSuspeitasDoencas/search/filter?role=ROLE_SIGSA&size=100&estado=${encodeURIComponent(estado)}`,
    )
  ).json()) as { _embedded: { notificacoesSuspeitasDoencas: { id: number }[] } };
  for (const { id } of list._embedded.notificacoesSuspeitasDoencas) {
    const full = (await (
      await page.request.get(`/api/notificacoesSuspeitasDoencas/${id}?role=ROLE_SIGSA&projection=full`)
    ).json()) as { tipoAnimal: { codigo: string }; declaracoesAnimais: unknown[] };
    if (full.tipoAnimal.codigo === 'DOM_PRODUCAO' && full.declaracoesAnimais.length > 0)
      return { id, declaracoes: full.declaracoesAnimais.length };
  }
  throw new Error('sem notificações de produção com declarações');
}

test('the authority registers an exam from a notification: its rows come in once', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'sigsa');
  await expect(page).toHaveURL(/\/inicio$/);
  const fonte = await producaoComDeclaracoes(page);
  await page.goto(`/consultar/notificacao-suspeita-doenca/${fonte.id}`);
  await page.getByRole('link', { name: 'Registar exame' }).click();
  await expect(page).toHaveURL(/\/registar\/exames-clinicos-e-necropsias\?notificacao=\d+$/);
  await expect(page.getByRole('textbox', { name: 'Tipo de animal', exact: true })).toHaveValue('Doméstico');
  await expect(page.getByTestId('linha-declaracoesAnimais')).toHaveCount(fonte.declaracoes);
  await reviewScreenshot(page, 'exame-da-notificacao', { fullPage: true });
  await saveNewExame(page);
  await expect(page.getByTestId('linha-declaracoesAnimais')).toHaveCount(fonte.declaracoes);
  // Never twice: importing again finds nothing new.
  await page.getByRole('button', { name: 'Importar declarações e observações das notificações' }).click();
  await expect(page.getByText('Não há linhas das notificações por importar.')).toBeVisible();
  await expect(page.getByTestId('linha-declaracoesAnimais')).toHaveCount(fonte.declaracoes);
  await expect(page.getByTestId('registos-ligados').getByRole('link')).not.toHaveCount(0);
});
