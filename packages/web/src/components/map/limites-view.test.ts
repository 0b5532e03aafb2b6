import { describe, expect, it } from 'vitest';
import { limitesRequestFor, nextLimitesRequest } from './limites-view.ts';

const PORTUGAL = { minLon: -10, minLat: 36.9, maxLon: -6, maxLat: 42.2 };
const LEIRIA = { minLon: -8.95, minLat: 39.62, maxLon: -8.65, maxLat: 39.87 };

describe('limitesRequestFor', () => {
  it('asks the districts of the whole country up to zoom 7, one answer per zoom', () => {
    expect(limitesRequestFor(6, PORTUGAL)).toEqual({ nivel: 'distritos', zoom: 6, bbox: null });
    expect(limitesRequestFor(7, LEIRIA)).toEqual({ nivel: 'distritos', zoom: 7, bbox: null });
    expect(limitesRequestFor(0, PORTUGAL).zoom).toBe(0);
  });

  it('asks the municipalities of the whole country at zoom 8 and 9', () => {
    expect(limitesRequestFor(8, LEIRIA)).toEqual({ nivel: 'concelhos', zoom: 8, bbox: null });
    expect(limitesRequestFor(9, LEIRIA)).toEqual({ nivel: 'concelhos', zoom: 9, bbox: null });
  });

  it('asks the parishes of the view from zoom 10, grown a quarter each side and snapped to a 0.25° grid', () => {
    expect(limitesRequestFor(10, LEIRIA)).toEqual({
      nivel: 'freguesias',
      zoom: 10,
      bbox: { minLon: -9.25, minLat: 39.5, maxLon: -8.5, maxLat: 40 },
    });
  });

  it('gives nearby views the same box, so the cached answer serves them', () => {
    const moved = { minLon: -8.93, minLat: 39.63, maxLon: -8.63, maxLat: 39.88 };
    expect(limitesRequestFor(10, moved)).toEqual(limitesRequestFor(10, LEIRIA));
  });

  it('halves the grid with each zoom and stops the zoom parameter at 14', () => {
    const view = { minLon: -8.81, minLat: 39.74, maxLon: -8.8, maxLat: 39.75 };
    const at12 = limitesRequestFor(12, view).bbox;
    expect(at12).toEqual({ minLon: -8.8125, minLat: 39.6875, maxLon: -8.75, maxLat: 39.8125 });
    expect(limitesRequestFor(17, view)).toMatchObject({ nivel: 'freguesias', zoom: 14 });
  });

  it('keeps the box on the globe', () => {
    const edge = { minLon: 179.5, minLat: 89.5, maxLon: 180, maxLat: 90 };
    const { bbox } = limitesRequestFor(10, edge);
    expect(bbox?.maxLon).toBeLessThanOrEqual(180);
    expect(bbox?.maxLat).toBeLessThanOrEqual(90);
    expect(bbox && bbox.minLon < bbox.maxLon && bbox.minLat < bbox.maxLat).toBe(true);
  });
});

describe('nextLimitesRequest', () => {
  it('keeps the parish box while the view pans inside it, then asks for a new one', () => {
    const first = nextLimitesRequest(null, 10, LEIRIA);
    const panned = { minLon: -8.85, minLat: 39.62, maxLon: -8.55, maxLat: 39.87 };
    expect(nextLimitesRequest(first, 10, panned)).toBe(first);
    const away = { minLon: -8.3, minLat: 39.62, maxLon: -8.0, maxLat: 39.87 };
    expect(nextLimitesRequest(first, 10, away)).not.toBe(first);
  });

  it('asks again when the zoom changes the level or the detail', () => {
    const first = nextLimitesRequest(null, 10, LEIRIA);
    expect(nextLimitesRequest(first, 11, LEIRIA).zoom).toBe(11);
    expect(nextLimitesRequest(first, 9, LEIRIA)).toEqual({ nivel: 'concelhos', zoom: 9, bbox: null });
    const national = nextLimitesRequest(null, 6, PORTUGAL);
    expect(nextLimitesRequest(national, 6, LEIRIA)).toBe(national);
  });
});
