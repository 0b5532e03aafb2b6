import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BoundaryCache, boundaryAnswer } from './boundary-cache.ts';
import { FULL_DETAIL_ZOOM, simplificationFor } from './limites.query.ts';

describe('simplificationFor', () => {
  it('simplifies to ¾ of a pixel of the zoom, with the decimals a quarter pixel needs', () => {
    expect(simplificationFor(6)).toEqual({ key: '6', tolerance: 0.75 * (360 / (256 * 64)), decimals: 3 });
    expect(simplificationFor(10).decimals).toBe(4);
    expect(simplificationFor(12).decimals).toBe(5);
    expect(simplificationFor(0).decimals).toBe(1);
  });

  it('keeps the stored shape with 6 decimals without a zoom and from the full-detail zoom on', () => {
    const stored = { key: 'max', tolerance: 0, decimals: 6 };
    expect(simplificationFor(undefined)).toEqual(stored);
    expect(simplificationFor(FULL_DETAIL_ZOOM)).toEqual(stored);
    expect(simplificationFor(22)).toEqual(stored);
  });
});

describe('BoundaryCache', () => {
  it('encodes an answer once: text, gzip of it and a weak tag of its bytes', async () => {
    const answer = await boundaryAnswer('{"a":1}');
    expect(answer.body.toString()).toBe('{"a":1}');
    expect(gunzipSync(answer.gzipped).toString()).toBe('{"a":1}');
    expect(answer.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect((await boundaryAnswer('{"a":1}')).etag).toBe(answer.etag);
    expect((await boundaryAnswer('{"a":2}')).etag).not.toBe(answer.etag);
  });

  it('runs one load for concurrent requests of the same key', async () => {
    const cache = new BoundaryCache();
    let loads = 0;
    const load = async () => {
      loads++;
      return boundaryAnswer('x');
    };
    const [a, b] = await Promise.all([cache.get('k', true, load), cache.get('k', true, load)]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
  });

  it('forgets a failed load, so the next request tries again', async () => {
    const cache = new BoundaryCache();
    await expect(cache.get('k', false, () => Promise.reject(new Error('base em baixo')))).rejects.toThrow();
    expect(cache.size).toBe(0);
    expect((await cache.get('k', false, () => boundaryAnswer('y'))).body.toString()).toBe('y');
  });

  it('drops the least recently used box answers over its byte budget, never the pinned national layers', async () => {
    const big = 'x'.repeat(1000);
    const one = await boundaryAnswer(big);
    const cache = new BoundaryCache(2.5 * (one.body.length + one.gzipped.length));
    await cache.get('pais', true, () => boundaryAnswer(big));
    await cache.get('a', false, () => boundaryAnswer(big));
    await cache.get('b', false, () => boundaryAnswer(big));
    await cache.get('a', false, () => boundaryAnswer(big)); // a becomes the most recent
    await cache.get('c', false, () => boundaryAnswer(big)); // over budget: b goes
    let reloaded = 0;
    const counted = () => {
      reloaded++;
      return boundaryAnswer(big);
    };
    await cache.get('a', false, counted);
    await cache.get('c', false, counted);
    await cache.get('pais', true, counted);
    expect(reloaded).toBe(0);
    await cache.get('b', false, counted);
    expect(reloaded).toBe(1);
  });
});
