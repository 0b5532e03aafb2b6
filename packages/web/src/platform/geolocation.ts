import { DEFAULT_MAP_POINT, LIST_MAP_CENTER_LON_LAT, type LatLon } from '@sigsa/domain/geo/map-constants';

// The device's position, as spec 000 §4.4 asks: a quick low-accuracy fix first (a cached one up to five minutes
// old will do); on a timeout or an unknown error, one more try with high accuracy and a fresh fix; on any other
// failure, the default map point. The shell's variant (spec 000 §8.2, §9), for the list map: one try of 1000 ms
// without high accuracy, then the lists' default centre.

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

/** The messages of a failure, verbatim (spec 000 §8.2): unsupported, codes 1, 2 and 3, any other. */
export const GEOLOCATION_MESSAGES: Readonly<Record<GeolocationFailure, string>> = Object.freeze({
  unsupported: 'O navegador não permite obter a localização geográfica',
  denied: 'Permissão negada para obter localização. Por favor, verifique as configurações do navegador.',
  unavailable: 'Localização indisponível. Por favor, verifique se os serviços de localização estão ativados.',
  timeout: 'Tempo esgotado ao obter localização. Por favor, tente novamente.',
  error: 'Erro ao obter a localização geográfica. Por favor, tente novamente.',
});

/** Where the map should go: the device's position, or the default point, why, and the message that says so. */
export type GeolocationResult =
  | { source: 'device'; point: LatLon; accuracyMetres: number }
  | { source: 'default'; point: LatLon; reason: GeolocationFailure; message: string };

/** The shell's one try (spec 000 §9): 1000 ms, no high accuracy. */
export const SHELL_TRY: Readonly<PositionOptions> = Object.freeze({
  enableHighAccuracy: false,
  timeout: 1000,
});

/**
 * The shell's messages, in the spec's own wording, without accents (spec 000 §8.2): no geolocation in the
 * browser, and any failure of the one try.
 */
export const SHELL_GEOLOCATION_MESSAGES = Object.freeze({
  unsupported: 'O navegador nao permite obter a localizacao geografica',
  error: 'Erro ao obter a localizacao geografica',
} as const);

/** Where the shell's variant falls back: the lists' default centre, [-7.85, 39.56] (spec 000 §9). */
export const SHELL_DEFAULT_POINT: LatLon = Object.freeze({
  latitude: LIST_MAP_CENTER_LON_LAT[1],
  longitude: LIST_MAP_CENTER_LON_LAT[0],
});

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

/** The device's position as a result. */
function found(position: GeolocationPosition): GeolocationResult {
  return {
    source: 'device',
    point: { latitude: position.coords.latitude, longitude: position.coords.longitude },
    accuracyMetres: position.coords.accuracy,
  };
}

/**
 * The device's position (spec 000 §4.4), never rejecting: the default map point (spec 002 §9) when the browser
 * has no geolocation, the user refuses it, the position is unavailable, or the retry fails too. Only a timeout
 * or an unknown error (a code outside the three the API defines, or none) is retried, once.
 */
export async function locateDevice(
  geolocation: Geolocation | null = browserGeolocation(),
): Promise<GeolocationResult> {
  const fallback = (reason: GeolocationFailure): GeolocationResult => ({
    source: 'default',
    point: DEFAULT_MAP_POINT,
    reason,
    message: GEOLOCATION_MESSAGES[reason],
  });
  if (!geolocation) return fallback('unsupported');
  try {
    return found(await currentPosition(geolocation, FIRST_TRY));
  } catch (first) {
    const reason = failureOf(codeOf(first));
    if (reason !== 'timeout' && reason !== 'error') return fallback(reason);
  }
  try {
    return found(await currentPosition(geolocation, RETRY));
  } catch (second) {
    return fallback(failureOf(codeOf(second)));
  }
}

/**
 * The shell's variant (spec 000 §8.2, §9), never rejecting: one try of {@link SHELL_TRY}; on any failure the
 * lists' default centre ({@link SHELL_DEFAULT_POINT}) with the spec's unaccented message — "O navegador nao
 * permite obter a localizacao geografica" without geolocation, "Erro ao obter a localizacao geografica" otherwise.
 */
export async function locateForShell(
  geolocation: Geolocation | null = browserGeolocation(),
): Promise<GeolocationResult> {
  if (!geolocation)
    return {
      source: 'default',
      point: SHELL_DEFAULT_POINT,
      reason: 'unsupported',
      message: SHELL_GEOLOCATION_MESSAGES.unsupported,
    };
  try {
    return found(await currentPosition(geolocation, SHELL_TRY));
  } catch (error) {
    return {
      source: 'default',
      point: SHELL_DEFAULT_POINT,
      reason: failureOf(codeOf(error)),
      message: SHELL_GEOLOCATION_MESSAGES.error,
    };
  }
}
