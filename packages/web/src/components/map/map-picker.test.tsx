import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LatLon } from '@sigsa/domain/geo/map-constants';
import { json, mockFetch, type FetchCall } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { MapPicker } from './map-picker.tsx';
import type { MapPickerProps } from './map-picker-props.ts';

const LABEL = 'Localização da exploração';
const EMPTY = { type: 'FeatureCollection', features: [] };
const VILA_DE_REI = {
  id: 800,
  dicofre: '051003',
  nome: 'Vila de Rei',
  concelho: { dico: '0510', nome: 'Vila de Rei' },
  distrito: { di: '05', nome: 'Castelo Branco' },
};

/** The API the picker calls: config (no tiles), boundaries (empty) and the parish lookup. */
function mockGeoApi(): FetchCall[] {
  return mockFetch((call) => {
    if (call.url.startsWith('/api/config')) return json(200, { version: 'x', mapTileUrl: null });
    if (call.url.startsWith('/api/limitesAdministrativos')) return json(200, EMPTY);
    if (call.url.startsWith('/api/freguesias/search/findByLocalizacao')) {
      return call.url.includes('latitude=39.69')
        ? json(200, VILA_DE_REI)
        : json(404, {
            status: 404,
            error: 'Not Found',
            message: 'Nenhuma freguesia contém o ponto indicado (mar ou fora de Portugal).',
          });
    }
    return undefined;
  });
}

/** The picker with its value kept in state, as a form would; every onChange goes to `spy`. */
function Controlled({
  initial = null,
  spy,
  ...props
}: Partial<MapPickerProps> & { initial?: LatLon | null; spy: (value: LatLon | null) => void }) {
  const [value, setValue] = useState<LatLon | null>(initial);
  return (
    <MapPicker
      label={LABEL}
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
      {...props}
    />
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const lastCall = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.at(-1)?.[0] as LatLon | null | undefined;

async function renderPicker(props: Partial<Parameters<typeof Controlled>[0]> = {}) {
  const calls = mockGeoApi();
  const spy = vi.fn();
  renderWithProviders(<Controlled spy={spy} {...props} />);
  await screen.findByRole('region', { name: `Mapa: ${LABEL}` });
  return { calls, spy };
}

describe('MapPicker', { timeout: 20_000 }, () => {
  it('is a labelled group with a labelled map, four labelled coordinate fields and a named location button', async () => {
    await renderPicker({ required: true });
    const group = screen.getByRole('group', { name: new RegExp(LABEL) });
    const map = within(group).getByRole('region', { name: `Mapa: ${LABEL}` });
    expect(map).toHaveAccessibleDescription(/escreva as coordenadas/);
    expect(within(group).getByRole('group', { name: 'WGS84 (graus decimais)' })).toBeInTheDocument();
    expect(
      within(group).getByRole('group', { name: 'PT-TM06/ETRS89 (EPSG:3763, metros)' }),
    ).toBeInTheDocument();
    for (const name of ['Latitude', 'Longitude', 'X (m)', 'Y (m)']) expect(field(name)).toHaveValue('');
    expect(field('Latitude')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('button', { name: 'Usar a minha localização' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Aproximar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afastar' })).toBeInTheDocument();
    expect(screen.getByText(/Direção-Geral do Território/)).toBeInTheDocument();
  });

  it('without a point opens on the default point at country zoom, asking our server for the districts', async () => {
    const { calls } = await renderPicker();
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/api/limitesAdministrativos'))).toBe(true),
    );
    const limites = new URL(
      calls.find((c) => c.url.includes('limitesAdministrativos'))?.url ?? '',
      'http://x',
    );
    expect(limites.searchParams.get('nivel')).toBe('distritos');
    expect(limites.searchParams.get('zoom')).toBe('6');
    expect(screen.queryByRole('button', { name: /Localização indicada/ })).toBeNull();
    // Nothing but our own server.
    expect(calls.every((c) => c.url.startsWith('/api/'))).toBe(true);
  });

  it('with a point opens on it at zoom 10, shows its coordinates in both systems and its parish', async () => {
    const { calls } = await renderPicker({ initial: { latitude: 39.69484, longitude: -8.13031 } });
    expect(field('Latitude')).toHaveValue('39.694840');
    expect(field('Longitude')).toHaveValue('-8.130310');
    expect(field('X (m)')).toHaveValue('240.02');
    expect(field('Y (m)')).toHaveValue('2951.33');
    expect(
      screen.getByRole('button', { name: 'Localização indicada: latitude 39.694840, longitude -8.130310' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Freguesia: Vila de Rei (Vila de Rei, Castelo Branco)'),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.includes('nivel=freguesias'))).toBe(true));
    const limites = new URL(calls.find((c) => c.url.includes('nivel=freguesias'))?.url ?? '', 'http://x');
    expect(limites.searchParams.get('zoom')).toBe('10');
    const [minLon = 0, minLat = 0, maxLon = 0, maxLat = 0] = (limites.searchParams.get('bbox') ?? '')
      .split(',')
      .map(Number);
    expect(minLon < -8.13031 && -8.13031 < maxLon && minLat < 39.69484 && 39.69484 < maxLat).toBe(true);
  });

  it('takes typed WGS84 degrees, with a decimal comma, and shows them on the grid', async () => {
    const user = userEvent.setup();
    const { spy } = await renderPicker();
    await user.type(field('Latitude'), '38,7223');
    await user.tab();
    // Moving within the pair is not leaving it: no value yet, and no "missing" error either.
    expect(spy).not.toHaveBeenCalled();
    expect(screen.queryByText('Indique também esta coordenada.')).toBeNull();
    await user.type(field('Longitude'), '-9.1393');
    await user.tab();
    expect(lastCall(spy)).toEqual({ latitude: 38.7223, longitude: -9.1393 });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(field('X (m)')).toHaveValue('-87503.44');
    expect(field('Y (m)')).toHaveValue('-104538.89');
    // Once taken, the value is shown with the spec's 6 decimals.
    expect(field('Latitude')).toHaveValue('38.722300');
  });

  it('takes typed PT-TM06 metres: the grid origin is lat 39.668258, lon -8.133108', async () => {
    const user = userEvent.setup();
    const { spy } = await renderPicker();
    await user.type(field('X (m)'), '0');
    await user.type(field('Y (m)'), '0{Enter}');
    expect(lastCall(spy)).toEqual({ latitude: 39.668258, longitude: -8.133108 });
    expect(field('Latitude')).toHaveValue('39.668258');
    expect(field('Longitude')).toHaveValue('-8.133108');
  });

  it('says what is wrong with a typed coordinate and keeps the value until it is right', async () => {
    const user = userEvent.setup();
    const { spy } = await renderPicker({ initial: { latitude: 39.69484, longitude: -8.13031 } });
    await user.clear(field('Latitude'));
    await user.type(field('Latitude'), 'abc{Enter}');
    expect(await screen.findByText('Indique um número (p. ex. 39,694840).')).toBeInTheDocument();
    expect(field('Latitude')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field('Latitude'));
    await user.type(field('Latitude'), '95');
    expect(await screen.findByText('A latitude deve estar entre -90 e 90.')).toBeInTheDocument();
    await user.click(field('X (m)'));
    expect(spy).not.toHaveBeenCalled();
    expect(field('Latitude')).toHaveValue('95');
    await user.clear(field('Latitude'));
    await user.type(field('Latitude'), '40');
    expect(screen.queryByText('A latitude deve estar entre -90 e 90.')).toBeNull();
    await user.tab();
    await user.tab();
    expect(lastCall(spy)).toEqual({ latitude: 40, longitude: -8.13031 });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('asks for the other coordinate of a pair typed halfway, and clears the point when both are emptied', async () => {
    const user = userEvent.setup();
    const { spy } = await renderPicker({ initial: { latitude: 39.69484, longitude: -8.13031 } });
    await user.clear(field('Longitude'));
    await user.click(field('X (m)'));
    expect(await screen.findByText('Indique também esta coordenada.')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    await user.clear(field('Latitude'));
    await user.click(field('Y (m)'));
    expect(lastCall(spy)).toBeNull();
  });

  it('sets the point where the map is clicked, rounded to 6 decimals', async () => {
    const { spy } = await renderPicker();
    const map = screen.getByRole('region', { name: `Mapa: ${LABEL}` });
    fireEvent.click(map, { clientX: 0, clientY: 0 });
    await waitFor(() => expect(spy).toHaveBeenCalled());
    const point = lastCall(spy);
    expect(point).not.toBeNull();
    for (const value of [point?.latitude ?? Number.NaN, point?.longitude ?? Number.NaN]) {
      expect(Number.isFinite(value)).toBe(true);
      expect(Math.round(value * 1e6) / 1e6).toBe(value);
    }
    expect(await screen.findByRole('button', { name: /Localização indicada/ })).toBeInTheDocument();
  });

  it('removes the point with "Remover localização"', async () => {
    const user = userEvent.setup();
    const { spy } = await renderPicker({ initial: { latitude: 39.69484, longitude: -8.13031 } });
    await user.click(screen.getByRole('button', { name: 'Remover localização' }));
    expect(lastCall(spy)).toBeNull();
    expect(field('Latitude')).toHaveValue('');
  });

  it('"Usar a minha localização" sets the device position', async () => {
    const user = userEvent.setup();
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({
        coords: { latitude: 41.14961234, longitude: -8.61099876, accuracy: 20 },
      } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { spy } = await renderPicker();
    await user.click(screen.getByRole('button', { name: 'Usar a minha localização' }));
    await waitFor(() => expect(lastCall(spy)).toEqual({ latitude: 41.149612, longitude: -8.610999 }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('"Usar a minha localização" refused: says so, keeps the value and shows the default point', async () => {
    const user = userEvent.setup();
    const getCurrentPosition = vi.fn((_: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { spy } = await renderPicker();
    await user.click(screen.getByRole('button', { name: 'Usar a minha localização' }));
    expect(
      await screen.findByText(
        'Permissão negada para obter localização. Por favor, verifique as configurações do navegador.',
      ),
    ).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows the server message when no parish holds the point', async () => {
    await renderPicker({ initial: { latitude: 39.5, longitude: -10 } });
    expect(
      await screen.findByText('Nenhuma freguesia contém o ponto indicado (mar ou fora de Portugal).'),
    ).toBeInTheDocument();
  });

  it('shows the form error, marks the fields invalid and describes them with it', async () => {
    await renderPicker({ error: 'Este campo é obrigatório' });
    expect(screen.getByRole('alert')).toHaveTextContent('Este campo é obrigatório');
    expect(field('Latitude')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: new RegExp(LABEL) })).toHaveAccessibleDescription(
      'Este campo é obrigatório',
    );
  });

  it('read-only: the coordinates can be read, not changed, and there are no buttons to change them', async () => {
    const user = userEvent.setup();
    const { spy } = await renderPicker({
      initial: { latitude: 39.69484, longitude: -8.13031 },
      readOnly: true,
    });
    expect(field('Latitude')).toHaveAttribute('readonly');
    await user.type(field('Latitude'), '1');
    expect(spy).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Usar a minha localização' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remover localização' })).toBeNull();
    fireEvent.click(screen.getByRole('region', { name: `Mapa: ${LABEL}` }), { clientX: 0, clientY: 0 });
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('MapPicker with a value set by the form', { timeout: 20_000 }, () => {
  it('shows a value the form sets later (a record loaded) and asks for the parishes around it', async () => {
    const calls = mockGeoApi();
    function Later() {
      const [value, setValue] = useState<LatLon | null>(null);
      return (
        <>
          <button type="button" onClick={() => setValue({ latitude: 38.7223, longitude: -9.1393 })}>
            Carregar
          </button>
          <MapPicker label={LABEL} value={value} onChange={setValue} />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Later />);
    await screen.findByRole('region', { name: `Mapa: ${LABEL}` });
    await user.click(screen.getByRole('button', { name: 'Carregar' }));
    expect(field('Latitude')).toHaveValue('38.722300');
    expect(field('X (m)')).toHaveValue('-87503.44');
    await waitFor(() => expect(calls.some((c) => c.url.includes('nivel=freguesias'))).toBe(true));
    const limites = new URL(calls.find((c) => c.url.includes('nivel=freguesias'))?.url ?? '', 'http://x');
    const [minLon = 0, , maxLon = 0] = (limites.searchParams.get('bbox') ?? '').split(',').map(Number);
    expect(minLon < -9.1393 && -9.1393 < maxLon).toBe(true);
  });
});
