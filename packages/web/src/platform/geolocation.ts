import { DEFAULT_MAP_POINT, type LatLon } from '@sigsa/domain/geo/map-constants';

// The device's position, as spec 000 §4.4 asks: a quick low-accuracy fix first (a cached one up to five minutes
// old will do); on a timeout or an unknown error, one more try with high accuracy and a fresh fix; on any other
// failure, the default map point.

/** First try: low accuracy, 10 s, a fix up to 5 minutes old (spec 000 §4.4). */
export const FIRST_TRY: Readonly<PositionOptions> = Object.freeze({
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 300_000,
});

/** The one retry, after a timeout or an unknown error: high accuracy, 20 s, no cached fix (spec 000 §4.4). */
export const RETRY: Readonly<PositionOptions> = Object.freeze({
  enableHighAccuracy: true,
  timeout: 20_000,
  maximumAge: 0,
});

/** Why the default point was used instead of the device's. */
export type GeolocationFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'error';

/** Where the map should go: the device's position, or the default point and why. */
export type GeolocationResult =
  | { source: 'device'; point: LatLon; accuracyMetres: number }
  | { source: 'default'; point: LatLon; reason: GeolocationFailure };

// The codes of GeolocationPositionError (W3C Geolocation API); jsdom and old browsers lack the constants.
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

function failureOf(code: number | undefined): GeolocationFailure {
  if (code === PERMISSION_DENIED) return 'denied';
  if (code === POSITION_UNAVAILABLE) return 'unavailable';
  if (code === TIMEOUT) return 'timeout';
  return 'error';
}

function currentPosition(geolocation: Geolocation, options: PositionOptions): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => geolocation.getCurrentPosition(resolve, reject, options));
}

/** The browser's geolocation, null where there is none (jsdom, some embedded browsers, plain HTTP). */
function browserGeolocation(): Geolocation | null {
  return typeof navigator === 'undefined' ? null : (navigator.geolocation ?? null);
}

function codeOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * The device's position (spec 000 §4.4), never rejecting: the default map point (spec 002 §9) when the browser
 * has no geolocation, the user refuses it, the position is unavailable, or the retry fails too. Only a timeout
 * or an unknown error (a code outside the three the API defines, or none) is retried, once.
 */
export async function locateDevice(
  geolocation: Geolocation | null = browserGeolocation(),
): Promise<GeolocationResult> {
  if (!geolocation) return { source: 'default', point: DEFAULT_MAP_POINT, reason: 'unsupported' };
  const found = (position: GeolocationPosition): GeolocationResult => ({
    source: 'device',
    point: { latitude: position.coords.latitude, longitude: position.coords.longitude },
    accuracyMetres: position.coords.accuracy,
  });
  try {
    return found(await currentPosition(geolocation, FIRST_TRY));
  } catch (first) {
    const reason = failureOf(codeOf(first));
    if (reason !== 'timeout' && reason !== 'error')
      return { source: 'default', point: DEFAULT_MAP_POINT, reason };
  }
  try {
    return found(await currentPosition(geolocation, RETRY));
  } catch (second) {
    return { source: 'default', point: DEFAULT_MAP_POINT, reason: failureOf(codeOf(second)) };
  }
}
