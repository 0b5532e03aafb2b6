import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_POINT } from '@sigsa/domain/geo/map-constants';
import { formatDegrees, formatMetres, fromPtTm06, parseTypedNumber, toPtTm06 } from './coordinates.ts';

// Reference values from PostGIS 3.3 / PROJ 9.1: ST_Transform(ST_SetSRID(ST_MakePoint(lon, lat), 4326), 3763).
const KNOWN = [
  { name: 'origem da grelha', latitude: 39.668258333, longitude: -8.133108333, x: 0, y: 0 },
  { name: 'Lisboa', latitude: 38.7223, longitude: -9.1393, x: -87503.439, y: -104538.892 },
  { name: 'Porto', latitude: 41.1496, longitude: -8.611, x: -40116.519, y: 164601.99 },
  { name: 'ponto por omissão', ...DEFAULT_MAP_POINT, x: 240.021, y: 2951.327 },
];

describe('PT-TM06 (EPSG:3763) ⇄ WGS84', () => {
  it.each(KNOWN)('$name: WGS84 → PT-TM06 within a centimetre', ({ latitude, longitude, x, y }) => {
    const grid = toPtTm06({ latitude, longitude });
    expect(grid.x).toBeCloseTo(x, 2);
    expect(grid.y).toBeCloseTo(y, 2);
  });

  it.each(KNOWN)('$name: PT-TM06 → WGS84 within 1e-7 degrees', ({ latitude, longitude, x, y }) => {
    const point = fromPtTm06({ x, y });
    expect(point.latitude).toBeCloseTo(latitude, 7);
    expect(point.longitude).toBeCloseTo(longitude, 7);
  });

  it('the grid origin is lat 39.668258, lon -8.133108', () => {
    const origin = fromPtTm06({ x: 0, y: 0 });
    expect(formatDegrees(origin.latitude)).toBe('39.668258');
    expect(formatDegrees(origin.longitude)).toBe('-8.133108');
  });
});

describe('formats and typed numbers', () => {
  it('shows degrees with 6 decimals and metres with 2', () => {
    expect(formatDegrees(39.69484)).toBe('39.694840');
    expect(formatMetres(240.020795)).toBe('240.02');
  });

  it('reads a decimal point or comma, a sign, and ignores spaces', () => {
    expect(parseTypedNumber('39,69484')).toBe(39.69484);
    expect(parseTypedNumber(' -8.13031 ')).toBe(-8.13031);
    expect(parseTypedNumber('-87 503,44')).toBe(-87503.44);
    expect(parseTypedNumber('+12')).toBe(12);
    expect(parseTypedNumber('.5')).toBe(0.5);
  });

  it.each(['', 'abc', '1e3', '1,2,3', '--1', '39.1.2', 'NaN', 'Infinity'])('refuses %j', (text) => {
    expect(parseTypedNumber(text)).toBeNull();
  });
});
