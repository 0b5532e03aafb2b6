import { describe, expect, it } from 'vitest';
import type { ListMapGroup } from '@sigsa/domain/geo/list-map';
import { MAP_CACHE_TTL_MS, MAP_STALE_MAX_MS, MapAnswerCache } from './list-map.ts';

// The grouped answers kept in memory (list-map.ts): against the resource's stamp, a minute at most; a stale one
// answered at once while a newer one is computed.

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
    expect(await cache.get('k', 's1', load)).toEqual({ groups: [group(1)], atualizando: false });
    now = MAP_CACHE_TTL_MS - 1;
    expect(await cache.get('k', 's1', load)).toEqual({ groups: [group(1)], atualizando: false });
    expect(calls()).toBe(1);
  });

  it('after a write, the kept answer at once, flagged, and the next call gets the new one', async () => {
    let now = 0;
    const cache = new MapAnswerCache(1024 * 1024, () => now);
    let release = () => {};
    let calls = 0;
    const answers = [1, 2, 3];
    const load = async () => {
      const answer = answers[calls] ?? 0;
      calls++;
      if (calls === 2) await new Promise<void>((resolve) => (release = resolve));
      return [group(answer)];
    };
    expect((await cache.get('k', 's1', load)).groups[0]?.contagem).toBe(1);
    // A write moved the stamp: the kept grouping, flagged, while one new grouping runs.
    expect(await cache.get('k', 's2', load)).toEqual({ groups: [group(1)], atualizando: true });
    expect(await cache.get('k', 's2', load)).toEqual({ groups: [group(1)], atualizando: true });
    expect(calls).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', 's2', load)).toEqual({ groups: [group(2)], atualizando: false });
    // The minute is over, whatever the stamp: the same, in the background.
    now += MAP_CACHE_TTL_MS;
    expect(await cache.get('k', 's2', load)).toEqual({ groups: [group(2)], atualizando: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.get('k', 's2', load)).groups[0]?.contagem).toBe(3);
    expect(calls).toBe(3);
  });

  it('an answer too old is not given while a new one is computed: the call waits for it', async () => {
    let now = 0;
    const cache = new MapAnswerCache(1024 * 1024, () => now);
    const { load, calls } = counting([1, 2]);
    await cache.get('k', 's1', load);
    now = MAP_STALE_MAX_MS;
    expect(await cache.get('k', 's2', load)).toEqual({ groups: [group(2)], atualizando: false });
    expect(calls()).toBe(2);
  });

  it('a failed background grouping leaves the kept answer, and the next call tries again', async () => {
    const cache = new MapAnswerCache();
    await cache.get('k', 's1', () => Promise.resolve([group(1)]));
    expect((await cache.get('k', 's2', () => Promise.reject(new Error('x')))).atualizando).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.get('k', 's2', () => Promise.resolve([group(5)]))).groups[0]?.contagem).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', 's2', () => Promise.resolve([group(9)]))).toEqual({
      groups: [group(5)],
      atualizando: false,
    });
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
    expect((await both).map((a) => a.groups[0]?.contagem)).toEqual([7, 7]);
    expect(calls).toBe(1);

    await expect(cache.get('bad', 's', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await Promise.resolve();
    expect((await cache.get('bad', 's', () => Promise.resolve([group(1)]))).groups[0]?.contagem).toBe(1);
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
