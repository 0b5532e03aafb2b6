import { codigoEmGrupos } from '@sigsa/domain/certificados/codigo';
import { gerirCertificado, vacinacaoValidada } from './support/certificados.ts';
import { reviewScreenshot } from './support/session.ts';
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
