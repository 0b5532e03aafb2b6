import fs from 'node:fs';
import { codigoEmGrupos } from '@sigsa/domain/certificados/codigo';
import { gerirCertificado, vacinacaoValidada } from './support/certificados.ts';
import { lerQrs, qrPng, qrVideoY4m } from './support/qr-imagens.ts';
import { openAs, reviewScreenshot } from './support/session.ts';
import { expect, test } from './support/test.ts';

// The public check of a certificate (issue 18): anyone, without signing in, types the code printed under the QR
// or opens the address the QR carries, and sees whether the certificate is valid, superseded or revoked.

test('anyone checks a certificate by its code, typed or from the QR address, without signing in', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { certificado } = await vacinacaoValidada(playwright.request, baseURL ?? '');
  await page.goto('/validarQR');
  await expect(page.getByRole('heading', { level: 1, name: 'Validar QR' })).toBeVisible();
  const codigo = page.getByRole('textbox', { name: 'Código do certificado' });

  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Indique o código do certificado.')).toBeVisible();
  await codigo.fill('ABCD-1234');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(
    page.getByText('Certificado não encontrado. Verifique o código ou leia de novo o código QR.'),
  ).toBeVisible();

  // As a reader types it from paper: lower case, in groups.
  await codigo.fill(codigoEmGrupos(certificado.codigo).toLowerCase());
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(new RegExp(`/validarQR/${certificado.codigo}$`));
  await expect(page.getByRole('alert', { name: 'Certificado válido' })).toBeVisible();
  const linha = (rotulo: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: rotulo, exact: true }) });
  await expect(linha('Número')).toContainText(certificado.numero);
  await expect(linha('Tipo')).toContainText('Certificado de vacinação');
  await expect(linha('Número de animais')).toContainText('12');
  await reviewScreenshot(page, 'validar-qr-valido', { fullPage: true });

  // Another character: one answer for any code that is not a certificate's.
  const alterado = `${certificado.codigo.slice(0, -1)}${certificado.codigo.endsWith('0') ? '1' : '0'}`;
  await page.goto(`/validarQR/${alterado}`);
  await expect(
    page.getByText('Certificado não encontrado. Verifique o código ou leia de novo o código QR.'),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/validarQR/${alterado}$`));
});

test('a reissued certificate reads superseded, a revoked one red with its reason', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { certificado } = await vacinacaoValidada(playwright.request, baseURL ?? '');
  const novo = await gerirCertificado(playwright.request, baseURL ?? '', certificado.id, 'reemitir');
  await page.goto(`/validarQR/${certificado.codigo}`);
  await expect(
    page.getByRole('alert', { name: /^Certificado substituído em \d{2}\/\d{2}\/\d{4}$/ }),
  ).toBeVisible();
  await gerirCertificado(playwright.request, baseURL ?? '', novo.id, 'revogar', 'Lote de vacina retirado');
  await page.goto(`/validarQR/${novo.codigo}`);
  await expect(
    page.getByRole('alert', { name: /^Certificado revogado em \d{2}\/\d{2}\/\d{4}$/ }),
  ).toBeVisible();
  await expect(page.getByText('Motivo: Lote de vacina retirado')).toBeVisible();
  await reviewScreenshot(page, 'validar-qr-revogado', { fullPage: true });
});

test('the authority downloads the certificate; the public page tells the file from an edited copy; revoke turns it red', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const { id, certificado } = await vacinacaoValidada(playwright.request, baseURL ?? '');
  await openAs(page, 'sigsa', `/consultar/vacinacao/${id}`);
  const painel = page.getByRole('region', { name: 'Certificado' });
  await expect(painel.getByRole('alert', { name: 'Certificado válido' })).toBeVisible();
  await expect(painel.getByRole('row').filter({ hasText: 'Número' })).toContainText(certificado.numero);
  // The PDF is rendered after the validation: its hash shows once it is stored.
  await expect(painel.getByText(/^[0-9a-f]{64}$/)).toBeVisible({ timeout: 20_000 });
  // The panel draws the QR the paper prints: read off the screen, it is the public check's address.
  const qr = painel.getByRole('img', {
    name: `Código QR de verificação do certificado ${certificado.numero}`,
  });
  expect(await lerQrs(await qr.screenshot())).toEqual([certificado.endereco]);
  // Only the authority sees who checks it (copies spotted); nobody has yet.
  await expect(painel.getByRole('row').filter({ hasText: 'Verificações públicas' })).toContainText(
    '0 verificações a partir de 0 endereços; 0 endereços na última hora',
  );
  await reviewScreenshot(page, 'vacinacao-certificado', { fullPage: true });

  const download = page.waitForEvent('download');
  await painel.getByRole('link', { name: 'Descarregar certificado' }).click();
  const ficheiro = await (await download).path();
  const bytes = fs.readFileSync(ficheiro);
  // Signed by the deployment's key (PAdES): a reader shows the issuer offline.
  expect(bytes.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');

  // Someone without an account checks the paper and the file they were given.
  const publico = await browser.newContext({ baseURL });
  const outra = await publico.newPage();
  await outra.goto(`/validarQR/${certificado.codigo}`);
  await expect(outra.getByRole('alert', { name: 'Certificado válido' })).toBeVisible();
  const escolher = async (conteudo: Buffer) => {
    const chooser = outra.waitForEvent('filechooser');
    await outra.getByRole('button', { name: 'Verificar o ficheiro PDF' }).click();
    await (
      await chooser
    ).setFiles({ name: 'certificado.pdf', mimeType: 'application/pdf', buffer: conteudo });
  };
  await escolher(bytes);
  await expect(outra.getByText('O ficheiro corresponde ao certificado emitido.')).toBeVisible();
  const editado = Buffer.from(bytes);
  editado[editado.length - 10] = (editado[editado.length - 10] ?? 0) ^ 1;
  await escolher(editado);
  await expect(outra.getByText('O ficheiro não corresponde ao certificado emitido.')).toBeVisible();

  await painel.getByRole('button', { name: 'Revogar certificado' }).click();
  const dialogo = page.getByRole('dialog', { name: `Revogar o certificado ${certificado.numero}` });
  await dialogo.getByRole('button', { name: 'Revogar certificado' }).click();
  await expect(dialogo.getByText('É necessário indicar o motivo da revogação.')).toBeVisible();
  await dialogo.getByRole('textbox', { name: 'Motivo' }).fill('Lote de vacina retirado do mercado');
  await dialogo.getByRole('button', { name: 'Revogar certificado' }).click();
  await expect(dialogo).toBeHidden();
  await expect(painel.getByText(`${certificado.numero}: revogado em`, { exact: false })).toBeVisible();
  await expect(painel.getByRole('link', { name: 'Descarregar certificado' })).toHaveCount(0);

  await outra.reload();
  await expect(outra.getByRole('alert', { name: /^Certificado revogado em/ })).toBeVisible();
  await expect(outra.getByText('Motivo: Lote de vacina retirado do mercado')).toBeVisible();
  await publico.close();
});

test('a photo of the QR opens its check; a QR that is not ours is refused without asking the server', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { certificado } = await vacinacaoValidada(playwright.request, baseURL ?? '');
  const pedidos: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/validarQR/')) pedidos.push(request.url());
  });
  await page.goto('/validarQR');
  const escolherImagem = async (png: Buffer) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Escolher imagem' }).click();
    await (await chooser).setFiles({ name: 'qr.png', mimeType: 'image/png', buffer: png });
  };
  await escolherImagem(await qrPng(`https://outro.exemplo.pt/validarQR/${certificado.codigo}`));
  await expect(page.getByText('O código lido não é um certificado do SIGSA.')).toBeVisible();
  expect(pedidos).toEqual([]);

  await escolherImagem(await qrPng(certificado.endereco));
  await expect(page).toHaveURL(new RegExp(`/validarQR/${certificado.codigo}$`));
  await expect(page.getByRole('alert', { name: 'Certificado válido' })).toBeVisible();

  // This browser has no camera: the message says where to look.
  await page.getByRole('button', { name: 'Ler código QR' }).click();
  await expect(
    page.getByText('Não foi possível aceder à câmara. Verifique as permissões do navegador.'),
  ).toBeVisible();
});

test('the camera reads the QR code on the paper and opens its check', async ({
  playwright,
  baseURL,
}, testInfo) => {
  const { certificado } = await vacinacaoValidada(playwright.request, baseURL ?? '');
  const video = qrVideoY4m(certificado.endereco, testInfo.outputPath('camara'));
  const browser = await playwright.chromium.launch({
    ...testInfo.project.use.launchOptions,
    args: [
      ...(testInfo.project.use.launchOptions?.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL, locale: 'pt-PT' });
    await context.grantPermissions(['camera']);
    const page = await context.newPage();
    await page.goto('/validarQR');
    await page.getByRole('button', { name: 'Ler código QR' }).click();
    await expect(page).toHaveURL(new RegExp(`/validarQR/${certificado.codigo}$`), { timeout: 20_000 });
    await expect(page.getByRole('alert', { name: 'Certificado válido' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Código do certificado' })).toHaveValue(
      codigoEmGrupos(certificado.codigo),
    );
  } finally {
    await browser.close();
  }
});
