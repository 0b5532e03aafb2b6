import L from 'leaflet';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import {
  contemPonto,
  inversaMercator,
  limitesDoPoligono,
  malhaDaTopologia,
  mercator,
  poligonoEm,
} from './malha.ts';

// Two squares sharing a border (arc 0), a hole in the first filled by an enclave, and a parish in two parts.
const TOPOLOGY: Topology = {
  type: 'Topology',
  objects: {
    freguesias: {
      type: 'GeometryCollection',
      geometries: [
        { type: 'Polygon', id: '010101', arcs: [[0, 1], [~3]] },
        { type: 'Polygon', id: '010102', arcs: [[2, ~0]] },
        { type: 'Polygon', id: '010103', arcs: [[3]] },
        { type: 'MultiPolygon', id: '3101', arcs: [[[4]], [[5]]] },
      ],
    },
  },
  arcs: [
    [
      [-8, 38],
      [-8, 39],
    ],
    [
      [-8, 39],
      [-9, 39],
      [-9, 38],
      [-8, 38],
    ],
    [
      [-8, 38],
      [-7, 38],
      [-7, 39],
      [-8, 39],
    ],
    [
      [-8.8, 38.4],
      [-8.6, 38.4],
      [-8.6, 38.6],
      [-8.8, 38.6],
      [-8.8, 38.4],
    ],
    [
      [-17, 32.6],
      [-16.9, 32.6],
      [-16.9, 32.7],
      [-17, 32.6],
    ],
    [
      [-16.5, 33],
      [-16.3, 33],
      [-16.3, 33.1],
      [-16.5, 33],
    ],
  ],
};

/** The code under a longitude and latitude. */
function at(lon: number, lat: number): string | null {
  const [u, v] = mercator(lon, lat);
  return poligonoEm(malhaDaTopologia(TOPOLOGY, 'freguesias'), u, v);
}

describe('the choropleth mesh', () => {
  it('projects as the map does (Leaflet at zoom 0, over 256) and back', () => {
    const point = L.CRS.EPSG3857.latLngToPoint(L.latLng(38.72, -9.14), 0);
    const [u, v] = mercator(-9.14, 38.72);
    expect(u * 256).toBeCloseTo(point.x, 9);
    expect(v * 256).toBeCloseTo(point.y, 9);
    const [lon, lat] = inversaMercator(u, v);
    expect(lon).toBeCloseTo(-9.14, 9);
    expect(lat).toBeCloseTo(38.72, 9);
  });

  it('keeps every polygon by its code, multi-part ones included', () => {
    const malha = malhaDaTopologia(TOPOLOGY, 'freguesias');
    expect(malha.ids).toEqual(['010101', '010102', '010103', '3101']);
    expect(malha.indice.get('3101')).toBe(3);
    expect(malha.aneis[3]).toEqual([[4], [5]]);
  });

  it('finds the polygon under a point on either side of a shared border, in an enclave and over the sea', () => {
    expect(at(-8.5, 38.2)).toBe('010101');
    expect(at(-7.5, 38.5)).toBe('010102');
    expect(at(-8.7, 38.5)).toBe('010103');
    expect(at(-16.4, 33.03)).toBe('3101');
    expect(at(-16.95, 32.62)).toBe('3101');
    expect(at(-10, 38.5)).toBeNull();
    expect(at(-16.7, 32.8)).toBeNull();
  });

  it('leaves the hole out of the polygon around it', () => {
    const malha = malhaDaTopologia(TOPOLOGY, 'freguesias');
    const [u, v] = mercator(-8.7, 38.5);
    expect(contemPonto(malha, 0, u, v)).toBe(false);
    expect(contemPonto(malha, 2, u, v)).toBe(true);
  });

  it('decodes quantized, delta-encoded arcs', () => {
    const quantized: Topology = {
      type: 'Topology',
      transform: { scale: [0.5, 0.25], translate: [-10, 37] },
      objects: {
        freguesias: { type: 'GeometryCollection', geometries: [{ type: 'Polygon', id: 'x', arcs: [[0]] }] },
      },
      arcs: [
        [
          [2, 4],
          [2, 0],
          [0, 4],
          [-2, -4],
        ],
      ],
    };
    const malha = malhaDaTopologia(quantized, 'freguesias');
    const [u, v] = mercator(-8, 39);
    expect(malha.arcos[0]?.[4]).toBeCloseTo(u, 12);
    expect(malha.arcos[0]?.[5]).toBeCloseTo(v, 12);
    expect(poligonoEm(malha, ...mercator(-8.3, 38.3))).toBe('x');
  });

  it('gives a polygon its box in degrees, to frame it', () => {
    const [[south, west], [north, east]] = limitesDoPoligono(malhaDaTopologia(TOPOLOGY, 'freguesias'), 1);
    expect([south, west, north, east].map((n) => Number(n.toFixed(9)))).toEqual([38, -8, 39, -7]);
  });
});
