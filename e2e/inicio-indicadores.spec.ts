import { CORES_MAPA } from '@sigsa/domain/indicadores/mapa';
import { expect, test, type Page } from './support/test.ts';
import { pickOption } from './support/list.ts';
import { openAs, postJson, reviewScreenshot, signIn, signInRequest } from './support/session.ts';

// Início's indicators (issue 17) as each role meets them: every figure is the count of the list its card opens,
// over what the role may see. Every card is followed; the figures cannot move meanwhile (nothing else writes to
// the worker's database while a file runs).

/** The cards of Início: each group's name and its links, with their figures ("-" for none). */
async function cards(page: Page): Promise<{ testId: string; figure: string }[]> {
  const links = page.locator('[data-testid^="kpi-"]');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((elements) =>
    elements.map((a) => ({
      testId: a.getAttribute('data-testid') ?? '',
      // The figure is the card's large number: the text after the label, without the hidden alert note.
      figure: (a.querySelectorAll('p')[1]?.textContent ?? '').trim(),
    })),
  );
}

/**
 * Follows every card (with records or none), and checks its list's total against its figure; answers how many
 * cards had records.
 */
async function followEveryCard(page: Page): Promise<number> {
  const all = await cards(page);
  for (const card of all) {
    await page.getByTestId(card.testId).click();
    const figure = card.figure === '-' ? '0' : card.figure;
    const total = figure === '1' ? 'Total: 1 registo' : `Total: ${figure} registos`;
    await expect(page.getByTestId('list-total'), card.testId).toHaveText(total);
    await page.goBack();
    await expect(page.getByTestId(card.testId)).toBeVisible();
  }
  return all.filter((card) => card.figure !== '-').length;
}

test('the authority sees every group, and each card opens the list it counts', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  await signIn(page, 'sigsa');
  await expect(page.getByRole('heading', { level: 2, name: 'Indicadores' })).toBeVisible();
  for (const name of [
    'Exames clínicos e necrópsias com doenças de declaração obrigatória',
    'Notificação de suspeita de doença',
    'Exames clínicos e necrópsias',
    'Colheita de amostras',
    'Colheita de amostras de animais selvagens',
    'Vacinação',
  ])
    await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
  await a11y.scanNow('inicio com indicadores');
  await reviewScreenshot(page, 'inicio-indicadores-sigsa', { fullPage: true });
  expect(await followEveryCard(page)).toBeGreaterThanOrEqual(4);
});

test('the laboratory sees what it must receive and analyse', async ({ page }) => {
  await signIn(page, 'lab');
  const lab = await cards(page);
  expect(lab.map((c) => c.testId)).toEqual([
    'kpi-indicadoresControlosLaboratoriais-SUBMETIDO',
    'kpi-indicadoresControlosLaboratoriais-EM_ANALISE',
    'kpi-indicadoresControlosLaboratoriaisAnimaisSelvagens-SUBMETIDO',
    'kpi-indicadoresControlosLaboratoriaisAnimaisSelvagens-EM_ANALISE',
  ]);
  await reviewScreenshot(page, 'inicio-indicadores-lab', { fullPage: true });
  expect(await followEveryCard(page)).toBeGreaterThanOrEqual(1);
});

test('a regional service sees the DDO exams first; without a DSAVR, the red alert alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'svl');
  const first = (await cards(page))[0];
  expect(first?.testId).toBe('kpi-indicadoresExamesClinicosNecropsiasSVL-SUBMETIDO-DDO-A');
  await reviewScreenshot(page, 'inicio-indicadores-svl', { fullPage: true });
  await followEveryCard(page);

  await page.context().clearCookies();
  await signIn(page, 'svl.semdsavr');
  await expect(page.getByRole('alert')).toHaveText(/Sem serviço regional associado/);
  await expect(page.getByRole('heading', { name: 'Indicadores' })).toHaveCount(0);
});

test('the manager opens what awaits its decision, and may decide each record of it', async ({
  page,
  a11y,
}) => {
  await signIn(page, 'gestor');
  const decisions = page.locator('[data-testid$="-AGUARDA_MINHA_DECISAO"]');
  await expect(decisions.first()).toContainText('A aguardar a minha decisão');
  // The first type with records of others the manager may decide (its own submitted ones are not).
  let card: ReturnType<Page['getByTestId']> | null = null;
  for (const candidate of await decisions.all())
    if ((await figureOf(candidate)) > 0) {
      card = candidate;
      break;
    }
  if (!card) throw new Error('the demo data holds records of others awaiting the manager');
  const figure = await figureOf(card);
  await card.click();
  await expect(page.getByTestId('list-total')).toHaveText(
    figure === 1 ? 'Total: 1 registo' : `Total: ${figure} registos`,
  );
  // The list says what it is filtered by: the yes/no filter of the same name.
  await expect(page.getByRole('textbox', { name: 'A aguardar a minha decisão' })).toHaveValue('Sim');
  await a11y.scanNow('lista a aguardar a minha decisão');
  await reviewScreenshot(page, 'inicio-decisao-lista');
  // Each record there is one the manager may decide: the first offers the reviewer's operations.
  await page.getByRole('link', { name: 'Consultar registo' }).first().click();
  const decidir = page.getByRole('button', { name: /^(Validar|Não validar|Devolver)$/ }).first();
  await expect(decidir).toBeVisible();
  await decidir.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, 'inicio-decisao-registo');
});

test('a veterinarian sees their own records; the carrier no indicator', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'mv');
  await expect(page.getByRole('heading', { level: 2, name: 'Indicadores' })).toBeVisible();
  await reviewScreenshot(page, 'inicio-indicadores-mv', { fullPage: true });
  expect(await followEveryCard(page)).toBeGreaterThanOrEqual(1);

  await page.context().clearCookies();
  await signIn(page, 'transportador');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Áreas a que tem acesso' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Indicadores' })).toHaveCount(0);
});

/** A card's figure as a number ("-" reads 0). */
async function figureOf(card: ReturnType<Page['getByTestId']>): Promise<number> {
  const text = ((await card.locator('p').nth(1).textContent()) ?? '').trim();
  return text === '-' ? 0 : Number(text.replace(/\s/g, ''));
}

test('the figures follow what others do: within the minute while Início is open, and ▲/▼ at the next visit', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The page's clock is the test's: a minute passes at once.
  await page.clock.install();
  await openAs(page, 'sigsa', '/inicio');
  const valido = page.getByTestId('kpi-indicadoresVacinacao-VALIDO');
  await expect(valido).toBeVisible();
  const before = await figureOf(valido);
  expect(before).toBeGreaterThan(0);
  // First visit on this browser: no movement to tell.
  await expect(valido.getByTestId('kpi-variacao')).toHaveCount(0);

  // Another session of the authority archives a valid vaccination (archived records leave every count).
  const other = await playwright.request.newContext({ baseURL });
  try {
    await signInRequest(other, 'sigsa');
    const estado = encodeURIComponent(JSON.stringify({ value: ['VALIDO'] }));
    const lista = (await (
      await other.get(`/api/vacinacoes/search/filter?role=ROLE_SIGSA&size=1&estado=${estado}`)
    ).json()) as { _embedded: { vacinacoes: { id: number }[] } };
    const id = lista._embedded.vacinacoes[0]?.id ?? 0;
    const { version } = (await (
      await other.get(`/api/vacinacoes/${id}?role=ROLE_SIGSA&projection=full`)
    ).json()) as { version: number };
    expect((await postJson(other, `/api/vacinacoes/${id}/arquivar?role=ROLE_SIGSA`, { version })).ok()).toBe(
      true,
    );

    // Início asks again every minute while it is shown.
    await page.clock.runFor(60_000);
    await expect.poll(() => figureOf(valido)).toBe(before - 1);

    // The user leaves; the record comes back; at the next visit the card tells it moved since.
    await page.goto('/consultar/vacinacao');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await postJson(other, `/api/vacinacoes/${id}/desarquivar?role=ROLE_SIGSA`, {})).ok()).toBe(true);
    await page.goto('/inicio');
    await expect.poll(() => figureOf(valido)).toBe(before);
    await expect(valido.getByTestId('kpi-variacao')).toHaveText('▲ 1(mais 1 desde a última visita)');
    await valido.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, 'inicio-indicadores-variacao');
  } finally {
    await other.dispose();
  }
});

test('the trends: a figure of the table and a segment of the chart open the lists they count', async ({
  page,
  a11y,
}) => {
  await openAs(page, 'sigsa', '/inicio');
  const tendencias = page.getByRole('region', { name: 'Tendências' });
  await pickOption(page, 'Tipo de registo', 'Vacinação', tendencias);
  await expect(
    tendencias.getByRole('img', { name: /^Vacinação: registos criados por semana/ }),
  ).toBeVisible();
  // The demo records were created this week: the last bar of the first series (Inicial) has a height.
  const segmento = tendencias.locator('.recharts-bar').first().locator('.recharts-bar-rectangle path').last();
  await expect(segmento).toBeVisible();
  await a11y.scanNow('tendências (gráfico)');
  await tendencias.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, 'inicio-tendencias-grafico');

  await tendencias.getByRole('button', { name: 'Ver tabela' }).click();
  const tabela = tendencias.getByRole('table');
  const semanaAtual = tabela.getByRole('row').last();
  const inicial = semanaAtual.getByRole('cell').first();
  const n = Number(await inicial.textContent());
  expect(n).toBeGreaterThan(0);
  await a11y.scanNow('tendências (tabela)');
  await inicial.getByRole('link').click();
  await expect(page.getByTestId('list-total')).toHaveText(
    n === 1 ? 'Total: 1 registo' : `Total: ${n} registos`,
  );

  // Back on Início, the view is as it was left (kept per user and role): vaccinations, as a table.
  await page.goBack();
  await expect(tendencias.getByRole('textbox', { name: 'Tipo de registo' })).toHaveValue('Vacinação');
  await expect(tabela).toBeVisible();
  await tendencias.getByRole('button', { name: 'Ver gráfico' }).click();
  await segmento.click();
  await expect(page).toHaveURL(/\/consultar\/vacinacao\?/);
  await expect(page.getByTestId('list-total')).toHaveText(
    n === 1 ? 'Total: 1 registo' : `Total: ${n} registos`,
  );
});

/**
 * A point of Início's map painted in a step with records (`CORES_MAPA`), in page
 * coordinates, inside the polygon; null while none is painted.
 */
function paintedParish(page: Page): Promise<{ x: number; y: number } | null> {
  return page.evaluate((cores) => {
    const canvas = document.querySelector<HTMLCanvasElement>(
      '.leaflet-overlay-pane canvas.sigsa-coropletico',
    );
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return null;
    const steps = new Set(cores.slice(1).map((c) => c.slice(1)));
    const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const hex = (i: number) =>
      [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0].map((v) => v.toString(16).padStart(2, '0')).join('');
    const box = canvas.getBoundingClientRect();
    // Only what shows: the canvas spreads beyond the map's box, which may reach past the window.
    const shown = canvas.closest('.leaflet-container')?.getBoundingClientRect();
    if (!shown) return null;
    const toX = (px: number) => box.left + (px * box.width) / width;
    const toY = (py: number) => box.top + (py * box.height) / height;
    const inside = (px: number, py: number) =>
      toX(px) > shown.left + 4 &&
      toX(px) < Math.min(shown.right, window.innerWidth) - 4 &&
      toY(py) > shown.top + 4 &&
      toY(py) < Math.min(shown.bottom, window.innerHeight) - 4;
    for (let y = 2; y < height - 2; y++)
      for (let x = 2; x < width - 2; x++) {
        if (!inside(x, y)) continue;
        const i = (y * width + x) * 4;
        const colour = hex(i);
        // Inside a polygon: the same colour on the four pixels around (at the national zoom a parish is small).
        if (
          steps.has(colour) &&
          hex(i - 4) === colour &&
          hex(i + 4) === colour &&
          hex(i - 4 * width) === colour &&
          hex(i + 4 * width) === colour
        )
          return { x: toX(x), y: toY(y) };
      }
    return null;
  }, CORES_MAPA);
}

test('the map: a parish of the table and of the map open the lists they count', async ({ page, a11y }) => {
  await openAs(page, 'sigsa', '/inicio');
  const seccao = page.getByRole('region', { name: 'Mapa por freguesia', exact: true });
  await pickOption(page, 'Tipo de registo', 'Notificação de suspeita de doença', seccao);
  await expect(seccao.getByRole('textbox', { name: 'Tipo de registo' })).toHaveValue(
    'Notificação de suspeita de doença',
  );
  await expect(seccao.getByTestId('mapa-inicio-total')).toContainText('criados nos últimos 30 dias');
  const mapa = seccao.getByRole('region', { name: 'Mapa dos registos por freguesia' });
  await mapa.scrollIntoViewIfNeeded();
  await expect(mapa).toBeInViewport();
  await expect.poll(() => paintedParish(page), { timeout: 15_000 }).not.toBeNull();
  await a11y.scanNow('mapa do Início');
  await reviewScreenshot(page, 'inicio-mapa');

  // A parish of the map: its list is filtered by the parish and the 30 days, and counts what the map counts.
  const answer = await page.request.get(
    '/api/kpis/mapa?role=ROLE_SIGSA&entidade=notificacoesSuspeitasDoencas',
  );
  const contagens = (await answer.json()) as Record<string, number>;
  const ponto = await paintedParish(page);
  if (!ponto) throw new Error('nenhuma freguesia pintada à vista');
  await page.mouse.click(ponto.x, ponto.y);
  await expect(page).toHaveURL(/\/consultar\/notificacao-suspeita-doenca\?/);
  const filtros = JSON.parse(new URL(page.url()).searchParams.get('filtros') ?? '[]') as {
    key: string;
    value?: string[];
  }[];
  const dicofres = filtros.find((f) => f.key === 'regiao.freguesia.nome')?.value ?? [];
  const n = dicofres.reduce((soma, d) => soma + (contagens[d] ?? 0), 0);
  expect(n).toBeGreaterThan(0);
  await expect(page.getByTestId('list-total')).toHaveText(
    n === 1 ? 'Total: 1 registo' : `Total: ${n} registos`,
  );

  // The table, the keyboard's way: the busiest parish's figure opens its list.
  await page.goBack();
  await seccao.getByRole('button', { name: 'Ver tabela' }).click();
  const tabela = seccao.getByTestId('mapa-inicio-tabela');
  const primeira = tabela.getByRole('row').nth(1).getByRole('link');
  const figura = Number(await primeira.textContent());
  expect(figura).toBeGreaterThan(0);
  await a11y.scanNow('mapa do Início (tabela)');
  await primeira.click();
  await expect(page.getByTestId('list-total')).toHaveText(
    figura === 1 ? 'Total: 1 registo' : `Total: ${figura} registos`,
  );
});
