import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAOP_ATTRIBUTION } from '@sigsa/domain/geo/map-constants';
import { LEAK, RAW_VALIDATOR_TEXT } from '../../test/leaks.ts';
import { createTestApp, signedIn, TestClient, type TestApp } from '../../test/test-app.ts';

interface Feature {
  type: 'Feature';
  properties: { codigo: string; nome: string };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown[] };
}
interface Collection {
  type: 'FeatureCollection';
  nivel: string;
  attribution: string;
  features: Feature[];
}

let t: TestApp;
let sigsa: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  sigsa = await signedIn(t, 'sigsa');
});
afterAll(async () => t.close());

/** Every [lon, lat] of a geometry. */
function positions(geometry: Feature['geometry']): [number, number][] {
  const out: [number, number][] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value) && typeof value[0] === 'number') out.push(value as [number, number]);
    else if (Array.isArray(value)) value.forEach(walk);
  };
  walk(geometry.coordinates);
  return out;
}

const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

// Around Leiria: parishes of the districts of Leiria, Coimbra and Santarém.
const LEIRIA_BBOX = '-8.9,39.6,-8.6,39.85';

describe('GET limitesAdministrativos', () => {
  it('answers the 29 districts of the country as GeoJSON, code and name per feature, with the DGT attribution', async () => {
    const res = await sigsa.get('/api/limitesAdministrativos?nivel=distritos&zoom=6');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    const body = res.json<Collection>();
    expect(body).toMatchObject({
      type: 'FeatureCollection',
      nivel: 'distritos',
      attribution: CAOP_ATTRIBUTION,
    });
    expect(body.features).toHaveLength(29);
    const leiria = body.features.find((f) => f.properties.codigo === '10');
    expect(leiria).toMatchObject({ type: 'Feature', properties: { codigo: '10', nome: 'Leiria' } });
    expect(['Polygon', 'MultiPolygon']).toContain(leiria?.geometry.type);
    // Sorted by code, so that the same data always gives the same bytes (and entity tag).
    const codes = body.features.map((f) => f.properties.codigo);
    expect(codes).toEqual([...codes].sort());
  });

  it('simplifies for the zoom: fewer points and fewer decimals far out, the stored shape without a zoom', async () => {
    const points = async (query: string) => {
      const body = (
        await sigsa.get(`/api/limitesAdministrativos?nivel=concelhos${query}`)
      ).json<Collection>();
      expect(body.features).toHaveLength(308);
      return body.features.flatMap((f) => positions(f.geometry));
    };
    const far = await points('&zoom=6');
    const near = await points('&zoom=10');
    const stored = await points('');
    expect(far.length).toBeLessThan(near.length / 3);
    expect(near.length).toBeLessThan(stored.length);
    expect(Math.max(...far.map(([lon, lat]) => Math.max(decimals(lon), decimals(lat))))).toBeLessThanOrEqual(
      3,
    );
    expect(
      Math.max(...stored.map(([lon, lat]) => Math.max(decimals(lon), decimals(lat)))),
    ).toBeLessThanOrEqual(6);
  });

  it('answers the parishes within a box, clipped to it', async () => {
    const res = await sigsa.get(`/api/limitesAdministrativos?nivel=freguesias&bbox=${LEIRIA_BBOX}&zoom=11`);
    expect(res.statusCode).toBe(200);
    const body = res.json<Collection>();
    expect(body.nivel).toBe('freguesias');
    expect(body.features.length).toBeGreaterThan(20);
    expect(body.features.length).toBeLessThan(400);
    expect(body.features.every((f) => /^\d{4}[0-9A-Z]{2}$/.test(f.properties.codigo))).toBe(true);
    expect(body.features.map((f) => f.properties.codigo)).toContain('100933');
    for (const [lon, lat] of body.features.flatMap((f) => positions(f.geometry))) {
      expect(lon).toBeGreaterThanOrEqual(-8.9 - 1e-6);
      expect(lon).toBeLessThanOrEqual(-8.6 + 1e-6);
      expect(lat).toBeGreaterThanOrEqual(39.6 - 1e-6);
      expect(lat).toBeLessThanOrEqual(39.85 + 1e-6);
    }
  });

  it('draws the municipalities of Madeira at the parish level, whose parishes have no polygon in the CAOP files', async () => {
    const res = await sigsa.get(
      '/api/limitesAdministrativos?nivel=freguesias&bbox=-17.3,32.6,-16.6,32.9&zoom=10',
    );
    const codes = res.json<Collection>().features.map((f) => f.properties.codigo);
    expect(codes).toContain('3103'); // Funchal
    expect(codes.every((code) => code.startsWith('31'))).toBe(true);
  });

  it('answers an empty collection for a box over the sea', async () => {
    const res = await sigsa.get('/api/limitesAdministrativos?nivel=freguesias&bbox=-14,38,-13,39&zoom=12');
    expect(res.statusCode).toBe(200);
    expect(res.json<Collection>().features).toEqual([]);
  });

  it('lets browsers cache it: entity tag, Cache-Control, 304 on a match, the same tag for the same answer', async () => {
    const url = '/api/limitesAdministrativos?nivel=distritos&zoom=7';
    const first = await sigsa.get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, max-age=86400');
    expect(first.headers.vary).toContain('Accept-Encoding');
    expect((await sigsa.get(url)).headers.etag).toBe(etag);
    const again = await sigsa.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const strong = await sigsa.request({ method: 'GET', url, headers: { 'if-none-match': etag.slice(2) } });
    expect(strong.statusCode).toBe(304);
    const other = await sigsa.request({ method: 'GET', url, headers: { 'if-none-match': 'W/"outro"' } });
    expect(other.statusCode).toBe(200);
    const otherZoom = await sigsa.get('/api/limitesAdministrativos?nivel=distritos&zoom=8');
    expect(otherZoom.headers.etag).not.toBe(etag);
  });

  it('sends gzip to a client that takes it, the same GeoJSON once unpacked', async () => {
    const url = `/api/limitesAdministrativos?nivel=freguesias&bbox=${LEIRIA_BBOX}&zoom=10`;
    const plain = await sigsa.get(url);
    const packed = await sigsa.request({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(packed.rawPayload).toString('utf8')).toBe(plain.body);
    const refused = await sigsa.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('is read by any signed-in user, with or without a role, and by nobody without a session', async () => {
    const lab = await signedIn(t, 'lab');
    expect(
      (await lab.get('/api/limitesAdministrativos?nivel=distritos&zoom=5&role=ROLE_LAB')).statusCode,
    ).toBe(200);
    const transportador = await signedIn(t, 'transportador');
    expect((await transportador.get('/api/limitesAdministrativos?nivel=distritos&zoom=5')).statusCode).toBe(
      200,
    );
    const anonymous = new TestClient(t.app);
    const res = await anonymous.get('/api/limitesAdministrativos?nivel=distritos');
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['', 'nivel', 'Indique o nível dos limites: distritos, concelhos ou freguesias.'],
    ['nivel=estados', 'nivel', 'Indique o nível dos limites: distritos, concelhos ou freguesias.'],
    [
      'nivel=distritos&nivel=concelhos',
      'nivel',
      'Indique o nível dos limites: distritos, concelhos ou freguesias.',
    ],
    ['nivel=freguesias', 'bbox', 'Indique a área (bbox) para pedir os limites das freguesias.'],
    ['nivel=freguesias&bbox=1,2,3', 'bbox', 'Indique a área como minLon,minLat'],
    ['nivel=freguesias&bbox=-8,40,-9,41', 'bbox', 'cada mínimo menor do que o máximo'],
    ['nivel=freguesias&bbox=-8,40,-7,91', 'bbox', 'latitude entre -90 e 90'],
    ['nivel=freguesias&bbox=a,b,c,d', 'bbox', 'Indique a área como'],
    ['nivel=freguesias&bbox=1e3,2,3,4', 'bbox', 'Indique a área como'],
    ['nivel=distritos&zoom=abc', 'zoom', 'O zoom deve ser um número inteiro entre 0 e 22.'],
    ['nivel=distritos&zoom=23', 'zoom', 'O zoom deve ser um número inteiro entre 0 e 22.'],
    ['nivel=distritos&zoom=-1', 'zoom', 'O zoom deve ser um número inteiro entre 0 e 22.'],
    ['nivel=distritos&zoom=6.5', 'zoom', 'O zoom deve ser um número inteiro entre 0 e 22.'],
  ])('?%s → 400 naming the field %s, in Portuguese', async (query, field, message) => {
    const res = await sigsa.get(`/api/limitesAdministrativos?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json<{
      status: number;
      message: string;
      errors: { field: string; message: string }[];
    }>();
    expect(body.status).toBe(400);
    expect(body.message).toContain(`Campo "${field}"`);
    expect(body.errors[0]?.field).toBe(field);
    expect(body.errors[0]?.message).toContain(message);
  });
});

describe('GET freguesias/search/findByDistancia', () => {
  interface Distancia {
    km: number;
    freguesias: string[];
    concelhosSemLimites: string[];
  }
  const near = async (lat: number, lon: number, km: string) => {
    const res = await sigsa.get(
      `/api/freguesias/search/findByDistancia?latitude=${lat}&longitude=${lon}&km=${km}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Distancia>();
  };

  it('answers the parishes within the distance of a point, by code, more the farther', async () => {
    const three = await near(39.7436, -8.8071, '3');
    expect(three.freguesias).toContain('100933');
    expect(three.freguesias).toEqual([...three.freguesias].sort());
    expect(three.concelhosSemLimites).toEqual([]);
    const ten = await near(39.7436, -8.8071, '10,5');
    expect(ten.km).toBe(10.5);
    expect(ten.freguesias.length).toBeGreaterThan(three.freguesias.length);
    expect(three.freguesias.every((code) => ten.freguesias.includes(code))).toBe(true);
    expect(ten.freguesias.every((code) => /^\d{4}[0-9A-Z]{2}$/.test(code))).toBe(true);
  });

  it('reaches Madeira parishes through their municipality, named apart', async () => {
    const funchal = await near(32.65, -16.91, '1');
    expect(funchal.concelhosSemLimites).toContain('3103');
    expect(funchal.freguesias.filter((code) => code.startsWith('3103')).length).toBeGreaterThan(5);
  });

  it('answers nothing far at sea, and 400 in Portuguese for a distance out of range', async () => {
    expect((await near(39.5, -12, '5')).freguesias).toEqual([]);
    for (const km of ['0', '101', 'dez', '']) {
      const res = await sigsa.get(
        `/api/freguesias/search/findByDistancia?latitude=39.7&longitude=-8.8&km=${km}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Indique a distância em km: um número maior do que 0 e até 100.');
      expect(res.body).not.toMatch(LEAK);
    }
  });
});

describe('GET freguesias/search/findByLocalizacao', () => {
  it('answers the parish under the point, with its municipality and district', async () => {
    const res = await sigsa.get(
      '/api/freguesias/search/findByLocalizacao?latitude=39.7436&longitude=-8.8071',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{ id: number; _links: { self: { href: string } } }>();
    expect(body).toMatchObject({
      dicofre: '100933',
      nome: 'União das freguesias de Leiria, Pousos, Barreira e Cortes',
      concelho: { dico: '1009', nome: 'Leiria' },
      distrito: { di: '10', nome: 'Leiria' },
    });
    expect(body._links.self.href).toBe(`/api/freguesias/${body.id}`);
    const self = await sigsa.get(body._links.self.href);
    expect(self.json()).toMatchObject({ dicofre: '100933' });
  });

  it('finds the parish of the default map point (Vila de Rei), for any signed-in user', async () => {
    const mv = await signedIn(t, 'mv');
    const res = await mv.get(
      '/api/freguesias/search/findByLocalizacao?latitude=39.69484&longitude=-8.13031&role=ROLE_MV',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dicofre: '051003', concelho: { nome: 'Vila de Rei' } });
  });

  it('takes a point just off a simplified border or coast as the nearest parish within 200 m', async () => {
    // 100 m off the simplified coastline of Nazaré: the CAOP files move the coast by tens of metres.
    const coast = await sigsa.get(
      '/api/freguesias/search/findByLocalizacao?latitude=39.6015&longitude=-9.0765',
    );
    expect(coast.statusCode).toBe(200);
    expect(coast.json<{ concelho: { nome: string } }>().concelho.nome).toBe('Nazaré');
    // Some 280 m off it is the sea.
    const sea = await sigsa.get('/api/freguesias/search/findByLocalizacao?latitude=39.6015&longitude=-9.085');
    expect(sea.statusCode).toBe(404);
  });

  it('answers 404 in Portuguese over the sea and outside Portugal', async () => {
    for (const [lat, lon] of [
      [39.5, -10],
      [40.4168, -3.7038],
    ]) {
      const res = await sigsa.get(
        `/api/freguesias/search/findByLocalizacao?latitude=${lat}&longitude=${lon}`,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        status: 404,
        message: 'Nenhuma freguesia contém o ponto indicado (mar ou fora de Portugal).',
      });
    }
  });

  it('answers 404 saying why in Madeira, whose parishes have no polygon', async () => {
    const res = await sigsa.get('/api/freguesias/search/findByLocalizacao?latitude=32.65&longitude=-16.91');
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(
      'Não é possível indicar a freguesia deste ponto: a carta administrativa não tem os limites das freguesias de Funchal.',
    );
  });

  it.each([
    ['longitude=-8.8', 'latitude', 'A latitude deve ser um número entre -90 e 90 (graus, WGS84).'],
    [
      'latitude=91&longitude=-8.8',
      'latitude',
      'A latitude deve ser um número entre -90 e 90 (graus, WGS84).',
    ],
    [
      'latitude=abc&longitude=-8.8',
      'latitude',
      'A latitude deve ser um número entre -90 e 90 (graus, WGS84).',
    ],
    ['latitude=39.7', 'longitude', 'A longitude deve ser um número entre -180 e 180 (graus, WGS84).'],
    [
      'latitude=39.7&longitude=-181',
      'longitude',
      'A longitude deve ser um número entre -180 e 180 (graus, WGS84).',
    ],
    [
      'latitude=39.7&longitude=1e2',
      'longitude',
      'A longitude deve ser um número entre -180 e 180 (graus, WGS84).',
    ],
  ])('?%s → 400 naming the field %s', async (query, field, message) => {
    const res = await sigsa.get(`/api/freguesias/search/findByLocalizacao?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ errors: { field: string; message: string }[] }>();
    expect(body.errors[0]).toEqual({ field, message });
  });
});

describe('map tiles: only when MAP_TILE_URL is set', () => {
  it('answers no tile URL by default, and the CSP lets images come from nowhere else', async () => {
    const res = await new TestClient(t.app).get('/api/config');
    expect(res.json()).toMatchObject({ mapTileUrl: null, mapTileAttribution: null });
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
  });

  it('with a tile server, answers its URL and credit, and the CSP opens images to its origin only', async () => {
    const tiles = await createTestApp({
      config: { mapTileUrl: 'https://tiles.exemplo.pt/{z}/{x}/{y}.png', mapTileAttribution: '© Exemplo' },
    });
    try {
      const res = await new TestClient(tiles.app).get('/api/config');
      expect(res.json()).toMatchObject({
        mapTileUrl: 'https://tiles.exemplo.pt/{z}/{x}/{y}.png',
        mapTileAttribution: '© Exemplo',
      });
      expect(res.headers['content-security-policy']).toContain(
        "img-src 'self' data: blob: https://tiles.exemplo.pt;",
      );
    } finally {
      await tiles.close();
    }
  });
});

describe('hostile parameters', () => {
  it('never answer 5xx nor validator or SQL text, whatever the geography parameters hold', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '',
        'distritos',
        'freguesias',
        '-8.9,39.6,-8.6,39.85',
        '1e309',
        'NaN',
        '\u0000',
        '-0',
        '90',
        '-180',
      ),
      fc.double().map(String),
      fc
        .array(fc.double({ noNaN: true, min: -200, max: 200 }), { minLength: 3, maxLength: 5 })
        .map((n) => n.join(',')),
    );
    const key = fc.constantFrom('nivel', 'bbox', 'zoom', 'latitude', 'longitude', 'role');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/limitesAdministrativos', '/api/freguesias/search/findByLocalizacao'),
        fc.array(fc.tuple(key, value), { maxLength: 5 }),
        async (path, params) => {
          const search = new URLSearchParams(params).toString();
          const res = await sigsa.get(`${path}?${search}`);
          expect(res.statusCode, `${path}?${search}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.body).not.toMatch(LEAK);
            const body = res.json<{ message: string; errors?: { message: string }[] }>();
            for (const text of [body.message, ...(body.errors ?? []).map((e) => e.message)])
              expect(text).not.toMatch(RAW_VALIDATOR_TEXT);
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);
});
