import { describe, expect, it } from 'vitest';
import type { ListMapGroup } from '@sigsa/domain/geo/list-map';
import { MAP_CACHE_TTL_MS, MapAnswerCache } from './list-map.ts';

// The grouped answers kept in memory (list-map.ts): against the resource's stamp, a minute at most.

const group = (contagem: number): ListMapGroup => ({
  longitude: -8,
  latitude: 40,
  contagem,
  estados: {},
  limites: { minLon: -8, minLat: 40, maxLon: -8, maxLat: 40 },
});

function counting(answers: number[]) {
  let calls = 0;
  const load = () => {
    const answer = answers[calls] ?? 0;
    calls++;
    return Promise.resolve([group(answer)]);
  };
  return { load, calls: () => calls };
}

describe('MapAnswerCache', () => {
  it('answers again what it holds while the stamp stays and the minute lasts', async () => {
    let now = 0;
    const cache = new MapAnswerCache(1024 * 1024, () => now);
    const { load, calls } = counting([1, 2, 3]);
    expect((await cache.get('k', 's1', load))[0]?.contagem).toBe(1);
    now = MAP_CACHE_TTL_MS - 1;
    expect((await cache.get('k', 's1', load))[0]?.contagem).toBe(1);
    expect(calls()).toBe(1);
    // A write moved the stamp: computed again at once.
    expect((await cache.get('k', 's2', load))[0]?.contagem).toBe(2);
    // The minute is over, whatever the stamp.
    now += MAP_CACHE_TTL_MS;
    expect((await cache.get('k', 's2', load))[0]?.contagem).toBe(3);
    expect(calls()).toBe(3);
  });

  it('shares one load between concurrent calls, and forgets a failed one', async () => {
    const cache = new MapAnswerCache();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const slow = async () => {
      calls++;
      await gate;
      return [group(7)];
    };
    const both = Promise.all([cache.get('k', 's', slow), cache.get('k', 's', slow)]);
    release();
    expect((await both).map((g) => g[0]?.contagem)).toEqual([7, 7]);
    expect(calls).toBe(1);

    await expect(cache.get('bad', 's', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await Promise.resolve();
    expect((await cache.get('bad', 's', () => Promise.resolve([group(1)])))[0]?.contagem).toBe(1);
  });

  it('keeps the most recently used answers within its bytes', async () => {
    const cache = new MapAnswerCache(1000);
    for (let i = 0; i < 20; i++) await cache.get(`key-${i}`, 's', () => Promise.resolve([group(i)]));
    expect(cache.size).toBeLessThanOrEqual(5);
    let reloaded = false;
    await cache.get('key-19', 's', () => {
      reloaded = true;
      return Promise.resolve([group(0)]);
    });
    expect(reloaded).toBe(false);
  });
});
