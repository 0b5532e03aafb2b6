import { expect, test, type Page, type Response } from './support/test.ts';
import { listMap, pickOption, selectFilters, showListView } from './support/list.ts';
import { openAs, reviewScreenshot } from './support/session.ts';

// The list map (issue 12 "Beyond the spec"): the notifications list on its Mapa view as the authority — the demo
// records at their holding, infrastructure or own point, coloured by state with a legend; a state filter of the
// list redraws it; a record's pin opens, from the keyboard, a popup that leads to the record. The a11y fixture
// scans every screen state with axe-core (no critical or serious violation).

const LIST_PATH = '/consultar/notificacao-suspeita-doenca';
const ENTITY = 'notificacoesSuspeitasDoencas';

/** The next answer of the list map whose URL passes `check`. */
function mapResponse(page: Page, check: (url: URL) => boolean = () => true): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === `/api/${ENTITY}/search/mapa` && response.ok() && check(url);
  });
}

interface MapAnswer {
  modo: string;
  total: number;
  _embedded: { grupos: unknown[]; pontos: { id: number; rotulo: string; estado: string }[] };
}

test('the notifications on the list map: by state, with the list filter, from the keyboard', async ({
  page,
  a11y,
}) => {
  test.setTimeout(120_000);
  await openAs(page, 'sigsa', LIST_PATH);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Notificação de suspeita de doença' }),
  ).toBeVisible();

  // The map of every notification of the demo (the authority sees them all): few, so one by one.
  const first = mapResponse(page);
  await showListView(page, 'Mapa');
  const answer = (await (await first).json()) as MapAnswer;
  expect(new URL((await first).url()).searchParams.get('zoom')).toBe('6');
  expect(answer.modo).toBe('pontos');
  expect(answer.total).toBeGreaterThanOrEqual(6);
  const map = listMap(page);
  const region = map.getByRole('region', { name: 'Mapa: Notificação de suspeita de doença' });
  await expect(region).toBeVisible();
  const pins = map.locator('.sigsa-map-marker');
  await expect(pins).not.toHaveCount(0);
  // Three demo notifications of one holding share its pin.
  await expect(
    map.getByRole('button', { name: /^3 registos neste local: NSD\/000001 \(Inicial\)/ }),
  ).toBeVisible();
  await expect(map.getByRole('button', { name: 'Registo NSD/000004 (Válido)' })).toBeVisible();
  await expect(map.getByTestId('list-map-status')).toHaveText(`${answer.total} registos nesta área.`);
  const legend = map.getByRole('region', { name: 'Legenda: Estado' });
  for (const estado of ['Inicial', 'Submetido', 'Devolvido', 'Válido', 'Inválido'])
    await expect(legend.getByText(new RegExp(`^${estado} \\(\\d+\\)$`))).toBeVisible();
  await expect(map.locator('path.sigsa-caop-limite').first()).toBeVisible();
  await page.waitForTimeout(500);
  await a11y.scanNow('mapa da lista');
  await reviewScreenshot(page, 'lista-mapa-notificacoes');

  // The list's state filter: the map asks again with it and keeps only the valid one.
  await selectFilters(page, ['Estado']);
  const filtered = mapResponse(page, (url) => (url.searchParams.get('estado') ?? '').includes('VALIDO'));
  await pickOption(page, 'Estado', 'Válido');
  await page.keyboard.press('Escape');
  const validos = (await (await filtered).json()) as MapAnswer;
  expect(validos._embedded.pontos.map((p) => p.estado)).toEqual(['VALIDO']);
  await expect(map.getByTestId('list-map-status')).toHaveText('1 registo nesta área.');
  await expect(pins).toHaveCount(1);
  await expect(legend.getByText('Válido (1)')).toBeVisible();
  await expect(legend.getByText('Inicial (0)')).toBeVisible();
  await page.waitForTimeout(300);
  await a11y.scanNow('mapa filtrado');

  // From the keyboard: the pin is a button; Enter opens its popup with the focus on the record's link.
  const pin = map.getByRole('button', { name: 'Registo NSD/000004 (Válido)' });
  await pin.focus();
  await page.keyboard.press('Enter');
  const popup = map.getByTestId('list-map-popup');
  await expect(popup).toBeVisible();
  const link = popup.getByRole('link', { name: 'Abrir detalhes de NSD/000004' });
  await expect(link).toBeFocused();
  await a11y.scanNow('popup do mapa');
  await reviewScreenshot(page, 'lista-mapa-popup');
  // Escape closes it and gives the focus back to the pin; Enter again, and Enter on the link opens the record.
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(pin).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${LIST_PATH}/\\d+$`));
  await expect(page.getByText('NSD/000004').first()).toBeVisible();

  // Back on the list, the map is still the list's view, with its filter.
  await page.goBack();
  await expect(listMap(page).getByTestId('list-map-status')).toHaveText('1 registo nesta área.');
  await showListView(page, 'Tabela');
});
