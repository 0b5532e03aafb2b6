import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ListMapAnswer, ListMapGroup, ListMapPoint } from '@sigsa/domain/geo/list-map';
import { LIST_MAP_UPDATE_MS } from './list-map.ts';
import { json, mockFetch, type FetchCall } from '../test/fetch-mock.ts';
import { renderRoutes } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import { setSessionRole, setSessionUser } from '../platform/session-store.ts';
import { column, countAnswer } from './list-fixtures.test-support.ts';
import { ListPage } from './list-page.tsx';
import type { ListRouteHandle } from './list-route.ts';

// The list's Mapa view (list-map-view.tsx) inside the list page: what it asks, what it draws, how it is used.

const ENTITY = 'notificacoesSuspeitasDoencas';
const HANDLE: ListRouteHandle = {
  list: { title: 'list.titles.exploracoes', entity: ENTITY, path: 'consultar/notificacao', map: true },
};

const COLUMNS = [
  column({ key: 'numeroSerie', name: 'Número', type: 'STRING' }),
  column({
    key: 'estado',
    name: 'Estado',
    type: 'OPTION',
    options: [
      { value: 'INICIAL', label: 'Inicial' },
      { value: 'VALIDO', label: 'Válido' },
      { value: 'INVALIDO', label: 'Inválido' },
    ],
  }),
  column({ key: 'localizacao', name: 'Localização', type: 'POINT', canFilter: false, canSort: false }),
];

const point = (id: number, estado: string, longitude = -8.4, latitude = 40.2): ListMapPoint => ({
  id,
  rotulo: `NSD/${String(id).padStart(6, '0')}`,
  estado,
  longitude,
  latitude,
  _links: { self: { href: `/api/${ENTITY}/${id}` } },
});

const GROUP: ListMapGroup = {
  longitude: -8,
  latitude: 40,
  contagem: 12,
  estados: { VALIDO: 7, INICIAL: 4 },
  limites: { minLon: -8.5, minLat: 39.5, maxLon: -7.5, maxLat: 40.5 },
};

function mapAnswer(embedded: Partial<ListMapAnswer['_embedded']>): ListMapAnswer {
  const grupos = embedded.grupos ?? [];
  const pontos = embedded.pontos ?? [];
  return {
    modo: grupos.length > 0 ? 'grupos' : 'pontos',
    zoom: 6,
    area: { minLon: -11.25, minLat: 36.6, maxLon: -5.6, maxLat: 43.1 },
    total: grupos.reduce((sum, g) => sum + g.contagem, 0) + pontos.length,
    truncado: false,
    atualizando: false,
    corPor: 'estado',
    _embedded: { grupos, pontos },
    _links: { self: { href: `/api/${ENTITY}/search/mapa` } },
  };
}

/** The list's fake server: columns, rows, count, the base map's calls, and `search/mapa` answering `map()`. */
function serve(map: (params: URLSearchParams) => ListMapAnswer): FetchCall[] {
  return mockFetch(({ url }) => {
    const parsed = new URL(url, 'http://localhost');
    const path = parsed.pathname;
    if (path === '/api/config') return json(200, { version: 'x', mapTileUrl: null });
    if (path === '/api/limitesAdministrativos') return json(200, { type: 'FeatureCollection', features: [] });
    if (path === `/api/${ENTITY}/search/columns`) return json(200, COLUMNS);
    if (path === `/api/${ENTITY}/search/count`) return json(200, countAnswer(1));
    if (path === `/api/${ENTITY}/search/filter`)
      return json(200, {
        _embedded: {
          [ENTITY]: [
            {
              id: 1,
              numeroSerie: 'NSD/000001',
              estado: 'VALIDO',
              localizacao: { type: 'Point', coordinates: [-8.4, 40.2] },
            },
          ],
        },
        page: { number: 0, size: 10 },
        _links: { self: { href: ENTITY } },
      });
    if (path === `/api/${ENTITY}/search/mapa`) return json(200, map(parsed.searchParams));
    return undefined;
  });
}

const mapCalls = (calls: FetchCall[]) =>
  calls
    .map((c) => new URL(c.url, 'http://localhost'))
    .filter((u) => u.pathname === `/api/${ENTITY}/search/mapa`)
    .map((u) => u.searchParams);

/**
 * `navigator.geolocation` for this test (jsdom has none), set on the real navigator: Leaflet reads its other
 * properties when it loads.
 */
function stubGeolocation(geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });
}

/** True when the box of the last map call holds [longitude, latitude]. */
function lastBoxHolds(calls: FetchCall[], longitude: number, latitude: number): boolean {
  const [minLon = NaN, minLat = NaN, maxLon = NaN, maxLat = NaN] = (mapCalls(calls).at(-1)?.get('bbox') ?? '')
    .split(',')
    .map(Number);
  return minLon <= longitude && longitude <= maxLon && minLat <= latitude && latitude <= maxLat;
}

function renderList() {
  setSessionUser(makeUser(['ROLE_SIGSA'], 'ROLE_SIGSA'));
  setSessionRole('ROLE_SIGSA');
  return renderRoutes(
    [
      { path: 'consultar/notificacao', handle: HANDLE, element: <ListPage /> },
      { path: 'consultar/notificacao/:id', element: <h1>Registo aberto</h1> },
    ],
    '/consultar/notificacao',
  );
}

async function openMap() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: 'Mapa' }));
  await screen.findByRole('region', { name: 'Mapa: Explorações' });
  return user;
}

describe('the Mapa view of a list', { timeout: 30_000 }, () => {
  it("asks search/mapa for the view with the list's filters, draws the records and their legend", async () => {
    const filter = { prop: 'estado', type: 'OPTION', key: 'estado', value: ['VALIDO', 'INVALIDO'] };
    window.localStorage.setItem(`${ENTITY}.filters`, JSON.stringify({ filters: [filter], report: null }));
    const calls = serve(() => mapAnswer({ pontos: [point(1, 'VALIDO'), point(2, 'INVALIDO', -7.9, 38.5)] }));
    renderList();
    expect(await screen.findByText('NSD/000001')).toBeInTheDocument();
    const listCall = calls
      .map((c) => new URL(c.url, 'http://localhost'))
      .find((u) => u.pathname.endsWith('/filter'));
    await openMap();

    await waitFor(() => expect(mapCalls(calls)).toHaveLength(1));
    const params = mapCalls(calls)[0];
    expect(params?.get('zoom')).toBe('6');
    expect(params?.get('bbox')?.split(',').map(Number)).toHaveLength(4);
    expect(params?.get('role')).toBe('ROLE_SIGSA');
    // The very filter parameter the table's page sends.
    expect(params?.get('estado')).toBe(listCall?.searchParams.get('estado'));
    expect(params?.get('estado')).toContain('INVALIDO');

    expect(await screen.findByRole('button', { name: 'Registo NSD/000001 (Válido)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registo NSD/000002 (Inválido)' })).toBeInTheDocument();
    expect(screen.getByTestId('list-map-status')).toHaveTextContent('2 registos nesta área.');
    const legend = screen.getByRole('region', { name: 'Legenda: Estado' });
    expect(within(legend).getByText('Válido (1)')).toBeInTheDocument();
    expect(within(legend).getByText('Inválido (1)')).toBeInTheDocument();
    expect(within(legend).getByText('Inicial (0)')).toBeInTheDocument();
    // The table and its own controls are away; the choice is remembered for this list.
    expect(screen.queryByTestId('list-table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Colunas' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(`${ENTITY}.view`)).toBe('"mapa"');
  });

  it('draws groups with their count and states, says they are groups, and a group zooms in on Enter', async () => {
    const calls = serve((params) =>
      Number(params.get('zoom')) < 8
        ? mapAnswer({ grupos: [GROUP] })
        : mapAnswer({ pontos: [point(1, 'VALIDO')] }),
    );
    renderList();
    await openMap();
    const group = await screen.findByRole('button', {
      name: 'Grupo de 12 registos (Inicial: 4, Válido: 7)',
    });
    expect(group).toHaveTextContent('12');
    expect(screen.getByTestId('list-map-status')).toHaveTextContent(
      '12 registos nesta área, em grupos: aproxime o mapa ou escolha um grupo para ver os registos.',
    );
    fireEvent.keyPress(group, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    await waitFor(() => expect(Number(mapCalls(calls).at(-1)?.get('zoom'))).toBeGreaterThan(6), {
      timeout: 5000,
    });
  });

  it('a grouping the server is still updating is asked again shortly, until the newer one comes', async () => {
    let served = 0;
    const calls = serve(() => {
      served++;
      // The first answer predates a write (the server flags it); the next is the new grouping.
      return served === 1
        ? { ...mapAnswer({ grupos: [GROUP] }), atualizando: true }
        : mapAnswer({ grupos: [{ ...GROUP, contagem: 13, estados: { VALIDO: 8, INICIAL: 5 } }] });
    });
    renderList();
    await openMap();
    await screen.findByRole('button', { name: 'Grupo de 12 registos (Inicial: 4, Válido: 7)' });
    expect(
      await screen.findByRole(
        'button',
        { name: 'Grupo de 13 registos (Inicial: 5, Válido: 8)' },
        { timeout: LIST_MAP_UPDATE_MS + 3000 },
      ),
    ).toBeInTheDocument();
    const asked = mapCalls(calls).length;
    // Up to date: no more asking.
    await new Promise((resolve) => setTimeout(resolve, LIST_MAP_UPDATE_MS + 300));
    expect(mapCalls(calls)).toHaveLength(asked);
  });

  it('"A minha localização" asks the device once (1000 ms, no high accuracy) and centres on it at zoom 10', async () => {
    const getCurrentPosition = vi.fn(
      (success: PositionCallback, _failure?: PositionErrorCallback | null, _options?: PositionOptions) =>
        success({ coords: { latitude: 38.7223, longitude: -9.1393, accuracy: 30 } } as GeolocationPosition),
    );
    stubGeolocation({ getCurrentPosition });
    const calls = serve(() => mapAnswer({ pontos: [point(1, 'VALIDO')] }));
    renderList();
    const user = await openMap();
    // Nothing asked of the device until the user wants it.
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'A minha localização' }));
    await waitFor(() => expect(mapCalls(calls).at(-1)?.get('zoom')).toBe('10'), { timeout: 5000 });
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: false, timeout: 1000 });
    expect(lastBoxHolds(calls, -9.1393, 38.7223)).toBe(true);
    expect(screen.getByTestId('list-map-locate-message')).toHaveTextContent('');
  });

  it.each([
    ['fails', { code: 1 }, 'Erro ao obter a localizacao geografica'],
    ['times out', { code: 3 }, 'Erro ao obter a localizacao geografica'],
    ['is missing', null, 'O navegador nao permite obter a localizacao geografica'],
  ] as const)(
    "when the geolocation %s, says so in the spec's words and goes back to [-7.85, 39.56] at zoom 6",
    async (_, error, message) => {
      // First the device answers (Porto); then it fails, or the browser has no geolocation.
      let fails = false;
      const getCurrentPosition = vi.fn(
        (success: PositionCallback, failure?: PositionErrorCallback | null) => {
          if (fails && error) failure?.(error as GeolocationPositionError);
          else
            success({ coords: { latitude: 41.15, longitude: -8.61, accuracy: 30 } } as GeolocationPosition);
        },
      );
      stubGeolocation({ getCurrentPosition });
      const calls = serve(() => mapAnswer({ pontos: [point(1, 'VALIDO')] }));
      renderList();
      const user = await openMap();
      await user.click(screen.getByRole('button', { name: 'A minha localização' }));
      await waitFor(() => expect(mapCalls(calls).at(-1)?.get('zoom')).toBe('10'), { timeout: 5000 });

      fails = true;
      getCurrentPosition.mockClear();
      if (!error) stubGeolocation(undefined);
      await user.click(screen.getByRole('button', { name: 'A minha localização' }));
      expect(await screen.findByTestId('list-map-locate-message')).toHaveTextContent(message);
      await waitFor(() => expect(mapCalls(calls).at(-1)?.get('zoom')).toBe('6'), { timeout: 5000 });
      expect(lastBoxHolds(calls, -7.85, 39.56)).toBe(true);
      // One try only.
      expect(getCurrentPosition).toHaveBeenCalledTimes(error ? 1 : 0);
    },
  );

  it("opens a record's popup with Enter, with a link to the record, and goes back to the table", async () => {
    serve(() => mapAnswer({ pontos: [point(7, 'VALIDO'), point(8, 'INICIAL')] }));
    const { router } = renderList();
    const user = await openMap();
    // Two records on one spot: one pin, both in its popup.
    const pin = await screen.findByRole('button', {
      name: '2 registos neste local: NSD/000007 (Válido), NSD/000008 (Inicial)',
    });
    fireEvent.keyPress(pin, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    const popup = await screen.findByTestId('list-map-popup');
    const link = within(popup).getByRole('link', { name: 'Abrir detalhes de NSD/000007' });
    expect(link).toHaveAttribute('href', '/consultar/notificacao/7');
    expect(within(popup).getByRole('link', { name: 'Abrir detalhes de NSD/000008' })).toBeInTheDocument();
    await waitFor(() => expect(link).toHaveFocus());
    // Escape closes the popup and gives the focus back to the pin.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('list-map-popup')).not.toBeInTheDocument());
    expect(pin).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'Tabela' }));
    expect(await screen.findByTestId('list-table')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/consultar/notificacao');
  });

  it("a point cell's button opens the Mapa modal on that point, with the list's records around it", async () => {
    const calls = serve(() => mapAnswer({ pontos: [point(1, 'VALIDO')] }));
    renderList();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: /^Ver no mapa: Lat\. 40\.200000, Long\. -8\.400000$/ }),
    );
    // Spec 000 §2.5: the map modal, "Mapa", with Fechar and Guardar.
    const modal = await screen.findByRole('dialog', { name: 'Mapa' });
    await within(modal).findByRole('region', { name: 'Mapa: Explorações' });
    expect(within(modal).getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    await waitFor(() => expect(mapCalls(calls)).toHaveLength(1));
    // Centred on it at zoom 10, with its own pin.
    expect(mapCalls(calls)[0]?.get('zoom')).toBe('10');
    expect(
      screen.getByTitle('Localização escolhida: latitude 40.200000, longitude -8.400000'),
    ).toBeInTheDocument();
  });

  it('a list without a map offers no Mapa view; its points open the Mapa modal alone', async () => {
    serve(() => mapAnswer({}));
    setSessionUser(makeUser(['ROLE_SIGSA'], 'ROLE_SIGSA'));
    setSessionRole('ROLE_SIGSA');
    renderRoutes(
      [{ path: 'x', handle: { list: { ...HANDLE.list, path: 'x', map: false } }, element: <ListPage /> }],
      '/x',
    );
    expect(await screen.findByText('NSD/000001')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Mapa' })).not.toBeInTheDocument();
    // A point is still viewable on a map (spec 000 §2.6): the Mapa modal with that point alone.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Ver no mapa: Lat\. 40\.200000/ }));
    const modal = await screen.findByRole('dialog', { name: 'Mapa' });
    await within(modal).findByRole('region', { name: 'Mapa: Lat. 40.200000, Long. -8.400000' });
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mapa' })).not.toBeInTheDocument());
  });
});
