import { describe, expect, it } from 'vitest';
import { pointOf, presetLocation, samePoint } from './point.ts';

const A = { latitude: 39.5, longitude: -8.1 };
const B = { latitude: 41.15, longitude: -8.61 };

describe('points of answers (issue 12)', () => {
  it('reads a record point and a GeoJSON point alike, to 6 decimals', () => {
    expect(pointOf({ latitude: 39.123456789, longitude: -8.987654321 })).toEqual({
      latitude: 39.123457,
      longitude: -8.987654,
    });
    expect(pointOf({ type: 'Point', coordinates: [-8.1, 39.5] })).toEqual(A);
  });

  it('is null without a point on the globe', () => {
    for (const value of [
      null,
      undefined,
      'x',
      {},
      { latitude: 39.5 },
      { type: 'Point', coordinates: [] },
      { type: 'Point', coordinates: [-8.1, 95] },
      { latitude: Number.NaN, longitude: 1 },
      { latitude: '39.5', longitude: '-8.1' },
    ])
      expect(pointOf(value), JSON.stringify(value)).toBeNull();
  });

  it('compares at the decimals shown', () => {
    expect(samePoint(A, { latitude: 39.5000001, longitude: -8.1 })).toBe(true);
    expect(samePoint(A, B)).toBe(false);
    expect(samePoint(null, null)).toBe(true);
    expect(samePoint(A, null)).toBe(false);
  });
});

describe('the location preset from the place picked (issue 12, docs/decisions.md)', () => {
  it('fills an empty location with the place point', () => {
    expect(presetLocation(null, null, A)).toEqual(A);
  });

  it('never replaces a point the user set', () => {
    expect(presetLocation(B, null, A)).toEqual(B);
    // The previous pick put A there, but the user has since moved it.
    expect(presetLocation(B, A, { latitude: 38.7, longitude: -9.1 })).toEqual(B);
  });

  it('follows a new pick while the location still holds the previous preset', () => {
    expect(presetLocation(A, A, B)).toEqual(B);
  });

  it('changes nothing for a place without a point', () => {
    expect(presetLocation(null, null, null)).toBeNull();
    expect(presetLocation(A, A, null)).toEqual(A);
  });
});
