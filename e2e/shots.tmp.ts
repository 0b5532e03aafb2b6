import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3200';
const roles: [string, string | null][] = [['sigsa', null], ['lab', null], ['svl', null], ['mv', null], ['gestor', null]];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [user] of roles) {
  const page = await browser.newPage({ locale: 'pt-PT', timezoneId: 'Europe/Lisbon', viewport: { width: 1400, height: 900 } });
  await page.goto(`${base}/autenticar`);
  await page.getByLabel('Utilizador').fill(user);
  await page.getByLabel('Palavra-passe').fill('sigsa2025');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/(inicio|escolher-perfil|perfil)/);
  if (!page.url().endsWith('/inicio')) { await page.screenshot({ path: `/tmp/shots/${user}-0.png` }); }
  for (const tipo of ['colheita-amostras', 'colheita-amostras-selvagens']) {
    await page.goto(`${base}/consultar/${tipo}`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/${user}-${tipo}-lista.png` });
    const first = page.locator('table tbody tr a').first();
    if (await first.count()) {
      await first.click();
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/${user}-${tipo}-registo.png`, fullPage: true });
    }
  }
  await page.close();
}
await browser.close();
