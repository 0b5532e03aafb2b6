import { expect, test, type Page } from './support/test.ts';
import { choose, confirm, fill, today } from './support/record-form.ts';
import { addDeclaracao, pickHolding, saveNew, submit } from './support/notificacao.ts';
import { openAs, reviewScreenshot, signIn, signOut } from './support/session.ts';

// The notification's location preset, lab result files and submit guards in the browser (issue 12): a
// veterinarian picks a holding (its point fills the empty location), marks the lab test done and adds the
// laboratory's PDF to the result's own attachments; the authority reads it, is stopped from validating without a
// conclusion, and a reason that asks for text reveals it, required.

test.describe.configure({ mode: 'serial' });

/** A holding of the demo data with a point, as the veterinarian's search answers it. */
async function holdingWithPoint(page: Page): Promise<{ marca: string; latitude: number; longitude: number }> {
  const res = await page.request.get('/api/exploracoes/search/filter?role=ROLE_MV&size=50&sort=marca,asc');
  const body = (await res.json()) as {
    _embedded: { exploracoes: { marca: string; localizacao: { coordinates: [number, number] } | null }[] };
  };
  const holding = body._embedded.exploracoes.find((e) => e.localizacao !== null);
  if (!holding?.localizacao) throw new Error('sem explorações de demonstração com ponto');
  const [longitude, latitude] = holding.localizacao.coordinates;
  return { marca: holding.marca, latitude, longitude };
}

const PDF = {
  name: 'boletim-laboratorio.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.7\n% SIGSA e2e\n'), Buffer.alloc(256, 0x20)]),
};

let recordUrl = '';

test('a veterinarian: the holding presets the location; the lab PDF goes to the result files', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'mv');
  await expect(page).toHaveURL(/\/inicio$/);
  const holding = await holdingWithPoint(page);
  await page.goto('/registar/notificacao-suspeita-doenca');
  await choose(page, 'Tipo de animal', 'Doméstico de produção');

  const latitude = page.getByRole('textbox', { name: 'Latitude', exact: true });
  await expect(latitude).toHaveValue('');
  await pickHolding(page, holding.marca);
  await expect(page.getByTestId('localizacao-preset')).toHaveText(
    'Localização preenchida com o ponto da exploração.',
  );
  await expect(latitude).toHaveValue(holding.latitude.toFixed(6));
  await expect(page.getByRole('textbox', { name: 'Longitude', exact: true })).toHaveValue(
    holding.longitude.toFixed(6),
  );

  await fill(page, 'Data de observação', today());
  await choose(page, 'Doenças suspeitas');
  await page
    .getByRole('radiogroup', { name: /Realizou teste laboratorial/ })
    .getByRole('radio', { name: 'Sim' })
    .check();
  await fill(page, 'Data do resultado', today());
  const resultado = page.getByRole('group', { name: 'Anexos do resultado' });
  await resultado.getByTestId('document-input-file').setInputFiles(PDF);
  await expect(resultado.getByText(PDF.name)).toBeVisible();
  await reviewScreenshot(page, 'notificacao-resultado-mv', { fullPage: true });

  await addDeclaracao(page, { presentes: '12', morreram: '1', necropsiados: '1', cadaveres: '1' });
  recordUrl = await saveNew(page);
  // Sent after the save, then the record read again: stored in the result's set, a download link.
  await expect(
    page.getByRole('group', { name: 'Anexos do resultado' }).getByRole('link', { name: PDF.name }),
  ).toBeVisible();
  await expect(page.getByTestId('localizacao-preset')).toHaveCount(1);

  await submit(page);
  await signOut(page);
});

test('the authority: result files to read, Validar stopped without a conclusion, the revealed text required', async ({
  page,
  a11y,
}) => {
  test.setTimeout(120_000);
  expect(recordUrl, 'the notification of the first test').not.toBe('');
  await openAs(page, 'sigsa', recordUrl);
  const resultado = page.getByRole('group', { name: 'Anexos do resultado' });
  await expect(resultado.getByRole('link', { name: PDF.name })).toBeVisible();
  await expect(resultado.getByTestId('document-input-file')).toHaveCount(0);
  const download = await page.request.get(
    (await resultado.getByRole('link', { name: PDF.name }).getAttribute('href')) ?? '',
  );
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');

  const validar = page.getByRole('button', { name: 'Validar', exact: true });
  await validar.click();
  await expect(page.getByText('Indique a conclusão da suspeita antes de validar.')).toBeVisible();
  await expect(validar).toHaveAttribute('aria-disabled', 'true');
  // Unavailable, not gone from the keyboard.
  await expect(validar).toBeFocused();

  const conclusao = page.getByTestId('conclusao');
  await choose(page, 'Conclusão', 'Confirmado');
  await choose(page, 'Motivo de confirmação', 'Aceite por outro motivo');
  await choose(page, 'Ordem do foco', 'Primário');
  const outro = conclusao.getByRole('textbox', { name: 'Outro motivo de confirmação' });
  await expect(outro).toHaveAttribute('required', '');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(conclusao.getByText('Este campo é obrigatório')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(validar).toHaveAttribute('aria-disabled', 'true');
  await reviewScreenshot(page, 'notificacao-resultado-conclusao', { fullPage: true });
  await a11y.scanNow('resultado e conclusão abertos, com erros');

  await outro.fill('Ligação epidemiológica a foco confirmado');
  await expect(validar).not.toHaveAttribute('aria-disabled');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await confirm(page);
  await expect(page.getByText('Registo guardado com sucesso.')).toBeVisible();
  await expect(
    page.getByTestId('conclusao').getByRole('textbox', { name: 'Outro motivo de confirmação' }),
  ).toHaveValue('Ligação epidemiológica a foco confirmado');
});
