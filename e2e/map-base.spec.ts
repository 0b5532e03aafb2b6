import { expect, test, type Page, type Response } from './support/test.ts';
import { listMap, openExploracoes, showListView } from './support/list.ts';
import { foreignRequests } from './support/requests.ts';
import { reviewScreenshot, signIn } from './support/session.ts';

// The offline base map: the CAOP boundaries come from our own server, at the level the zoom asks for, and no
// request ever leaves for another host (no MAP_TILE_URL in the browser tests, as by default).

/**
 * Zooms the map in by one level. The browser asks for reduced motion (playwright.config.ts), so the map zooms
 * without Leaflet's animation, which would drop a second press made during it.
 */
async function zoomIn(map: ReturnType<Page['getByRole']>): Promise<void> {
  await map.getByRole('button', { name: 'Aproximar' }).click();
}

/** The next boundaries answer of `nivel`. */
function limitesResponse(page: Page, nivel: string): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/limitesAdministrativos' &&
      url.searchParams.get('nivel') === nivel &&
      (response.status() === 200 || response.status() === 304)
    );
  });
}

test('the list map draws the CAOP boundaries from our server, by zoom, and asks no other host', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const foreign = foreignRequests(page, baseURL ?? '');
  await signIn(page, 'sigsa');
  await openExploracoes(page);

  const distritos = limitesResponse(page, 'distritos');
  await showListView(page, 'Mapa');
  const view = listMap(page);
  const map = view.getByRole('region', { name: 'Mapa: Explorações' });
  await expect(map).toBeVisible();
  const answer = await distritos;
  expect(new URL(answer.url()).searchParams.get('zoom')).toBe('6');
  expect(answer.headers()['content-type']).toContain('application/geo+json');

  // 29 districts and islands, each one SVG path, thin grey outlines over the sea-coloured background.
  const outlines = map.locator('svg path.sigsa-caop-limite');
  await expect(outlines).toHaveCount(29);
  await expect(outlines.first()).toHaveAttribute('stroke', '#868e96');
  await expect(map.locator('.leaflet-tile')).toHaveCount(0);
  await expect(
    view.getByText(
      '© Direção-Geral do Território (DGT) – Carta Administrativa Oficial de Portugal (CAOP) 2025, CC BY 4.0',
    ),
  ).toBeVisible();
  await expect(map.locator('.sigsa-map-marker')).not.toHaveCount(0);
  await page.waitForTimeout(300);
  await reviewScreenshot(page, 'mapa-base-distritos');

  // Zoom 8: the municipalities of the country.
  const concelhos = limitesResponse(page, 'concelhos');
  await zoomIn(map);
  await zoomIn(map);
  await concelhos;
  await expect.poll(() => outlines.count()).toBeGreaterThan(250);
  await page.waitForTimeout(300);
  await reviewScreenshot(page, 'mapa-base-concelhos');

  // Zoom 10: the parishes of the view, in a box around it.
  const freguesias = limitesResponse(page, 'freguesias');
  await zoomIn(map);
  await zoomIn(map);
  const parishes = await freguesias;
  const bbox = new URL(parishes.url()).searchParams.get('bbox') ?? '';
  expect(bbox.split(',').map(Number)).toHaveLength(4);
  await expect.poll(() => outlines.count()).toBeGreaterThan(30);
  await page.waitForTimeout(300);
  await reviewScreenshot(page, 'mapa-base-freguesias');

  // A short pan stays inside the box already asked for: no new request.
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/limitesAdministrativos')) asked++;
  });
  await map.focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(800);
  expect(asked).toBe(0);

  await showListView(page, 'Tabela');
  expect(foreign.map((request) => request.url())).toEqual([]);
});
