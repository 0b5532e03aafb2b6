import { gzipSync } from 'node:zlib';
import { feature, neighbors } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAOP_ANO, TOPOLOGIA_OBJETO } from '@sigsa/domain/geo/topologia';
import { LEAK } from '../../test/leaks.ts';
import { createTestApp, signedIn, type TestClient, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let sigsa: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  sigsa = await signedIn(t, 'sigsa');
});
afterAll(async () => t.close());

const url = (banda: string, ano: number | string = CAOP_ANO) =>
  `/api/limitesAdministrativos/topologia/${ano}/${banda}`;

async function topologia(banda: string): Promise<Topology> {
  const res = await sigsa.get(url(banda));
  expect(res.statusCode).toBe(200);
  return res.json<Topology>();
}

function geometries(topology: Topology): GeometryCollection['geometries'] {
  const object = topology.objects[TOPOLOGIA_OBJETO] as GeometryCollection;
  return object.geometries;
}

/** Area of a GeoJSON polygon or multipolygon in square degrees (shoelace over each ring, holes subtracted). */
function area(geometry: GeoJSON.Geometry): number {
  const ring = (r: number[][]) =>
    r.reduce((sum, [x0 = 0, y0 = 0], i) => {
      const [x1 = 0, y1 = 0] = r[(i + 1) % r.length] ?? [];
      return sum + x0 * y1 - x1 * y0;
    }, 0) / 2;
  const polygon = (p: number[][][]) =>
    p.reduce((sum, r, i) => sum + (i === 0 ? 1 : -1) * Math.abs(ring(r)), 0);
  if (geometry.type === 'Polygon') return polygon(geometry.coordinates);
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.reduce((s, p) => s + polygon(p), 0);
  return 0;
}

describe('GET limitesAdministrativos/topologia/{ano}/{banda}', () => {
  it('holds every parish polygon of the country, and the Madeira municipalities standing in for theirs', async () => {
    for (const banda of ['pais', 'regiao', 'detalhe']) {
      const ids = geometries(await topologia(banda)).map((g) => String(g.id));
      const parishes = ids.filter((id) => id.length === 6);
      const municipalities = ids.filter((id) => id.length === 4);
      expect(parishes, banda).toHaveLength(3205);
      expect(municipalities.sort(), banda).toEqual(
        ['3101', '3102', '3103', '3104', '3105', '3106', '3107', '3108', '3109', '3110', '3201'].sort(),
      );
      expect(ids).toContain('0302FA');
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('keeps the national band under 400 KB gzipped, and each finer band larger', async () => {
    const sizes: number[] = [];
    for (const banda of ['pais', 'regiao', 'detalhe']) {
      const res = await sigsa.request({
        method: 'GET',
        url: url(banda),
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.headers['content-encoding']).toBe('gzip');
      sizes.push(res.rawPayload.length);
    }
    expect(sizes[0]).toBeLessThanOrEqual(400 * 1024);
    expect(sizes[0]).toBeLessThan(sizes[1] ?? 0);
    expect(sizes[1]).toBeLessThan(sizes[2] ?? 0);
  });

  it('shares borders: neighbouring parishes are drawn from the same arcs, so simplifying opens no gap', async () => {
    const topology = await topologia('pais');
    const collection = topology.objects[TOPOLOGIA_OBJETO] as GeometryCollection;
    const ids = collection.geometries.map((g) => String(g.id));
    const around = neighbors(collection.geometries);
    // Barrancos (020401) borders Moura's (0210); Aguada de Cima (010103) its own municipality's.
    const of = (code: string) => (around[ids.indexOf(code)] ?? []).map((i) => ids[i]);
    expect(of('020401').some((code) => code?.startsWith('0210'))).toBe(true);
    expect(of('010103').some((code) => code?.startsWith('0101'))).toBe(true);
    // Most parishes of the mainland have several neighbours by shared arcs.
    const mainland = ids.flatMap((id, i) => (/^(0\d|1[0-8])/.test(id) ? [around[i]?.length ?? 0] : []));
    expect(mainland.filter((n) => n >= 2).length / mainland.length).toBeGreaterThan(0.95);
  });

  it('keeps each parish of the country band close to its full-detail area', async () => {
    const features = (topology: Topology) =>
      feature(topology, topology.objects[TOPOLOGIA_OBJETO] as GeometryCollection);
    const pais = features(await topologia('pais'));
    const detalhe = features(await topologia('detalhe'));
    const total = (c: GeoJSON.FeatureCollection) =>
      c.features.reduce((s, f) => s + Math.abs(area(f.geometry)), 0);
    expect(total(pais) / total(detalhe)).toBeGreaterThan(0.98);
    expect(total(pais) / total(detalhe)).toBeLessThan(1.02);
    // A parish of Beja: small enough that a coarse simplification would show.
    const beja = (c: GeoJSON.FeatureCollection) => {
      const parish = c.features.find((f) => String(f.id).startsWith('0205'));
      return parish ? Math.abs(area(parish.geometry)) : 0;
    };
    expect(beja(pais) / beja(detalhe)).toBeGreaterThan(0.9);
  });

  it('is cached for good by its URL (the CAOP edition), with an entity tag and 304', async () => {
    const first = await sigsa.get(url('pais'));
    expect(first.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const etag = String(first.headers.etag);
    const again = await sigsa.request({
      method: 'GET',
      url: url('pais'),
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect((await sigsa.get(url('regiao'))).headers.etag).not.toBe(etag);
    // The gzip the route keeps is the body's.
    expect(gzipSync(first.rawPayload).length).toBeGreaterThan(0);
  });

  it('answers another CAOP edition with 404, a bad band or year with 400, in Portuguese', async () => {
    const old = await sigsa.get(url('pais', 2024));
    expect(old.statusCode).toBe(404);
    expect(old.json<{ message: string }>().message).toBe(
      'Não há limites da CAOP de 2024: o servidor tem os da CAOP de 2025.',
    );
    const band = await sigsa.get(url('rua'));
    expect(band.statusCode).toBe(400);
    expect(band.body).toContain('Indique a banda de zoom: pais, regiao ou detalhe.');
    const year = await sigsa.get(url('pais', 'vinte'));
    expect(year.statusCode).toBe(400);
    expect(year.body).toContain('Indique o ano da edição da CAOP.');
    for (const res of [old, band, year]) expect(res.body).not.toMatch(LEAK);
  });

  it('is read by any signed-in user and by nobody without a session', async () => {
    const transportador = await signedIn(t, 'transportador');
    expect((await transportador.get(url('pais'))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: url('pais') })).statusCode).toBe(401);
  });
});
