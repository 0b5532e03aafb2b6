import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAP_POINT } from '@sigsa/domain/geo/map-constants';
import {
  FIRST_TRY,
  GEOLOCATION_MESSAGES,
  locateDevice,
  locateForShell,
  RETRY,
  SHELL_DEFAULT_POINT,
  SHELL_TRY,
} from './geolocation.ts';

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
      message: 'Permissão negada para obter localização. Por favor, verifique as configurações do navegador.',
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
      message: 'Tempo esgotado ao obter localização. Por favor, tente novamente.',
    });
    expect(calls).toHaveLength(2);
  });

  it('falls back to the default point when the browser has no geolocation', async () => {
    expect(await locateDevice(null)).toEqual({
      source: 'default',
      point: DEFAULT_MAP_POINT,
      reason: 'unsupported',
      message: 'O navegador não permite obter a localização geográfica',
    });
  });

  it('uses navigator.geolocation by default', async () => {
    const { geolocation, calls } = fakeGeolocation(LISBOA);
    vi.stubGlobal('navigator', { ...navigator, geolocation });
    expect(await locateDevice()).toMatchObject({ source: 'device', point: LISBOA });
    expect(calls).toHaveLength(1);
  });
});

describe('the messages of a failure (spec 000 §8.2), verbatim', () => {
  it('has the five messages of the spec', () => {
    expect(GEOLOCATION_MESSAGES).toEqual({
      unsupported: 'O navegador não permite obter a localização geográfica',
      denied: 'Permissão negada para obter localização. Por favor, verifique as configurações do navegador.',
      unavailable:
        'Localização indisponível. Por favor, verifique se os serviços de localização estão ativados.',
      timeout: 'Tempo esgotado ao obter localização. Por favor, tente novamente.',
      error: 'Erro ao obter a localização geográfica. Por favor, tente novamente.',
    });
  });

  // Each path: what the two tries answer, and the message of the outcome.
  it.each([
    ['code 1 (denied)', [{ code: 1 }], 'denied', GEOLOCATION_MESSAGES.denied],
    ['code 2 (unavailable)', [{ code: 2 }], 'unavailable', GEOLOCATION_MESSAGES.unavailable],
    ['code 3 twice (timeout)', [{ code: 3 }, { code: 3 }], 'timeout', GEOLOCATION_MESSAGES.timeout],
    ['an unknown code twice', [{ code: 0 }, { code: 9 }], 'error', GEOLOCATION_MESSAGES.error],
    ['a timeout, then denied', [{ code: 3 }, { code: 1 }], 'denied', GEOLOCATION_MESSAGES.denied],
    [
      'an unknown error, then unavailable',
      [{ code: 0 }, { code: 2 }],
      'unavailable',
      GEOLOCATION_MESSAGES.unavailable,
    ],
  ] as const)('%s: %s', async (_, outcomes, reason, message) => {
    const { geolocation } = fakeGeolocation(...outcomes);
    expect(await locateDevice(geolocation)).toEqual({
      source: 'default',
      point: DEFAULT_MAP_POINT,
      reason,
      message,
    });
  });

  it('an error without a code is an unknown error', async () => {
    const geolocation = {
      getCurrentPosition: (_: PositionCallback, failure?: PositionErrorCallback | null) =>
        failure?.({} as GeolocationPositionError),
    } as unknown as Geolocation;
    expect(await locateDevice(geolocation)).toMatchObject({
      reason: 'error',
      message: GEOLOCATION_MESSAGES.error,
    });
  });
});

describe('locateForShell: the list map (spec 000 §8.2, §9)', () => {
  it('tries once, 1000 ms without high accuracy, and answers the device position', async () => {
    const { geolocation, calls } = fakeGeolocation({ ...LISBOA, accuracy: 40 });
    expect(await locateForShell(geolocation)).toEqual({
      source: 'device',
      point: LISBOA,
      accuracyMetres: 40,
    });
    expect(calls).toEqual([{ enableHighAccuracy: false, timeout: 1000 }]);
    expect(calls[0]).toEqual(SHELL_TRY);
  });

  it.each([
    ['denied', 1, 'denied'],
    ['unavailable', 2, 'unavailable'],
    ['a timeout', 3, 'timeout'],
    ['an unknown error', 0, 'error'],
  ] as const)(
    '%s: no second try, "Erro ao obter a localizacao geografica", then [-7.85, 39.56]',
    async (_, code, reason) => {
      const { geolocation, calls } = fakeGeolocation({ code });
      expect(await locateForShell(geolocation)).toEqual({
        source: 'default',
        point: { latitude: 39.56, longitude: -7.85 },
        reason,
        message: 'Erro ao obter a localizacao geografica',
      });
      expect(calls).toHaveLength(1);
    },
  );

  it('without geolocation: "O navegador nao permite obter a localizacao geografica", then [-7.85, 39.56]', async () => {
    expect(await locateForShell(null)).toEqual({
      source: 'default',
      point: SHELL_DEFAULT_POINT,
      reason: 'unsupported',
      message: 'O navegador nao permite obter a localizacao geografica',
    });
    expect(SHELL_DEFAULT_POINT).toEqual({ latitude: 39.56, longitude: -7.85 });
  });

  it('uses navigator.geolocation by default, and none when the browser has none', async () => {
    const { geolocation, calls } = fakeGeolocation(LISBOA);
    vi.stubGlobal('navigator', { ...navigator, geolocation });
    expect(await locateForShell()).toMatchObject({ source: 'device', point: LISBOA });
    expect(calls).toHaveLength(1);
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    expect(await locateForShell()).toMatchObject({ source: 'default', reason: 'unsupported' });
  });
});
