import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAP_POINT } from '@sigsa/domain/geo/map-constants';
import { FIRST_TRY, locateDevice, RETRY } from './geolocation.ts';

type Outcome = { latitude: number; longitude: number; accuracy?: number } | { code: number };

/** A fake navigator.geolocation answering each call with the next outcome, recording the options it got. */
function fakeGeolocation(...outcomes: Outcome[]) {
  const calls: PositionOptions[] = [];
  const geolocation = {
    getCurrentPosition: vi.fn(
      (success: PositionCallback, failure?: PositionErrorCallback | null, options?: PositionOptions) => {
        calls.push({ ...options });
        const outcome = outcomes[calls.length - 1];
        if (!outcome) throw new Error('chamada a mais');
        setTimeout(() => {
          if ('code' in outcome) failure?.({ code: outcome.code, message: '' } as GeolocationPositionError);
          else
            success({
              coords: {
                latitude: outcome.latitude,
                longitude: outcome.longitude,
                accuracy: outcome.accuracy ?? 30,
              },
              timestamp: Date.now(),
            } as GeolocationPosition);
        }, 0);
      },
    ),
    watchPosition: vi.fn(),
    clearWatch: vi.fn(),
  } as unknown as Geolocation;
  return { geolocation, calls };
}

const LISBOA = { latitude: 38.7223, longitude: -9.1393 };

describe('locateDevice (spec 000 §4.4)', () => {
  it('asks first with low accuracy, a 10 s timeout and a fix up to 5 minutes old', async () => {
    const { geolocation, calls } = fakeGeolocation({ ...LISBOA, accuracy: 1200 });
    expect(await locateDevice(geolocation)).toEqual({
      source: 'device',
      point: LISBOA,
      accuracyMetres: 1200,
    });
    expect(calls).toEqual([{ enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 }]);
    expect(calls[0]).toEqual(FIRST_TRY);
  });

  it('on a timeout retries once with high accuracy, a 20 s timeout and no cached fix', async () => {
    const { geolocation, calls } = fakeGeolocation({ code: 3 }, LISBOA);
    expect(await locateDevice(geolocation)).toMatchObject({ source: 'device', point: LISBOA });
    expect(calls).toEqual([FIRST_TRY, { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 }]);
    expect(calls[1]).toEqual(RETRY);
  });

  it('on an unknown error retries too', async () => {
    const { geolocation, calls } = fakeGeolocation({ code: 0 }, LISBOA);
    expect(await locateDevice(geolocation)).toMatchObject({ source: 'device' });
    expect(calls).toEqual([FIRST_TRY, RETRY]);
  });

  it('does not retry when permission is denied: the default point', async () => {
    const { geolocation, calls } = fakeGeolocation({ code: 1 });
    expect(await locateDevice(geolocation)).toEqual({
      source: 'default',
      point: DEFAULT_MAP_POINT,
      reason: 'denied',
    });
    expect(calls).toEqual([FIRST_TRY]);
  });

  it('does not retry when the position is unavailable (not a timeout nor unknown): the default point', async () => {
    const { geolocation, calls } = fakeGeolocation({ code: 2 });
    expect(await locateDevice(geolocation)).toMatchObject({ source: 'default', reason: 'unavailable' });
    expect(calls).toHaveLength(1);
  });

  it('falls back to the default point when the retry fails as well, and never tries a third time', async () => {
    const { geolocation, calls } = fakeGeolocation({ code: 3 }, { code: 3 });
    expect(await locateDevice(geolocation)).toEqual({
      source: 'default',
      point: { latitude: 39.69484, longitude: -8.13031 },
      reason: 'timeout',
    });
    expect(calls).toHaveLength(2);
  });

  it('falls back to the default point when the browser has no geolocation', async () => {
    expect(await locateDevice(null)).toEqual({
      source: 'default',
      point: DEFAULT_MAP_POINT,
      reason: 'unsupported',
    });
  });

  it('uses navigator.geolocation by default', async () => {
    const { geolocation, calls } = fakeGeolocation(LISBOA);
    vi.stubGlobal('navigator', { ...navigator, geolocation });
    expect(await locateDevice()).toMatchObject({ source: 'device', point: LISBOA });
    expect(calls).toHaveLength(1);
  });
});
