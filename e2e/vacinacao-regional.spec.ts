import { expect, test, type APIRequestContext } from './support/test.ts';
import { reviewScreenshot, signIn, signOut } from './support/session.ts';

// The regional veterinary services (ROLE_SVL, CONSULTA_LIMITADA on vaccinations, brief §7): `svl` (DSAVR Norte)
// consults the vaccinations on holdings of the region's districts and opens one read-only; a vaccination of
// another region is not found.

/** The vaccinations a role's list answers: id → series number. */
async function listed(request: APIRequestContext, role: string): Promise<Map<number, string>> {
  const res = await request.get(`/api/vacinacoes/search/filter?role=${role}&size=200&projection=summary`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as {
    _embedded?: { vacinacoes?: { id: number; numeroSerie: string }[] };
  };
  return new Map((body._embedded?.vacinacoes ?? []).map((v) => [v.id, v.numeroSerie]));
}

test('a regional service consults its region’s vaccinations, read-only', async ({
  page,
  browser,
  baseURL,
  a11y,
}) => {
  test.setTimeout(120_000);
  const authority = await browser.newContext({ baseURL });
  const sigsaPage = await authority.newPage();
  await a11y.watch(sigsaPage);
  await signIn(sigsaPage, 'sigsa');
  await expect(sigsaPage).toHaveURL(/\/inicio$/);
  const all = await listed(sigsaPage.request, 'ROLE_SIGSA');
  await authority.close();

  await signIn(page, 'svl');
  await expect(page).toHaveURL(/\/inicio$/);
  const regional = await listed(page.request, 'ROLE_SVL');
  // The demo data has vaccinations both inside and outside DSAVR Norte.
  expect(regional.size).toBeGreaterThan(0);
  expect(regional.size).toBeLessThan(all.size);

  await page.getByRole('navigation').getByRole('link', { name: 'Vacinação' }).click();
  await expect(page).toHaveURL(/\/consultar\/vacinacao(\?.*)?$/);
  await expect(page.getByTestId('list-total')).toHaveText(new RegExp(`^Total: ${regional.size} registos?$`));
  await expect(page.getByText('A carregar a tabela por favor aguarde ...')).toBeHidden();
  const rows = page.getByTestId('list-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) {
    const numero = /VAC\/\d{6}/.exec(text)?.[0];
    expect([...regional.values()]).toContain(numero);
  }
  await reviewScreenshot(page, 'vacinacao-svl-lista', { fullPage: true });

  await rows.first().getByRole('link', { name: 'Consultar registo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vacinação' })).toBeVisible();
  await expect(page).toHaveURL(/\/consultar\/vacinacao\/\d+$/);
  for (const action of ['Guardar', 'Submeter', 'Validar', 'Devolver', 'Não validar'])
    await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Adicionar identificação individual' })).toHaveCount(0);
  await reviewScreenshot(page, 'vacinacao-svl-registo', { fullPage: true });

  // "+ Info" beside the saved record's holding shows the holding's details, not "-".
  await page.getByRole('button', { name: /^\+ Info — Exploração/ }).click();
  const info = page.getByRole('dialog', { name: 'Exploração' });
  for (const label of ['Marca', 'Nome', 'Freguesia', 'Concelho', 'Distrito'])
    await expect(info.getByRole('group', { name: label, exact: true })).not.toHaveText(
      new RegExp(`^${label}-$`),
    );
  await reviewScreenshot(page, 'vacinacao-svl-exploracao-info', { fullPage: true });
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();

  const outside = [...all.keys()].find((id) => !regional.has(id));
  expect(outside).toBeDefined();
  await page.goto(`/consultar/vacinacao/${outside}`);
  await expect(page.getByRole('heading', { name: 'Registo não encontrado' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
  await signOut(page);
});
