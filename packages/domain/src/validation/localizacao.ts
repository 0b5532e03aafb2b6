import type { ValidationFailure } from './messages.ts';

// Whether a WGS84 point lies in Portugal, by boxes around its three territories: coarse on purpose (a box also
// takes in a strip of Spain and some sea), enough to refuse a swapped latitude/longitude, a missing minus sign or
// a point on another continent. The exact parish under a point is the database's job (CAOP polygons).

/** A box in WGS84 degrees, bounds inclusive. */
export interface GeoBox {
  readonly nome: string;
  readonly minLatitude: number;
  readonly maxLatitude: number;
  readonly minLongitude: number;
  readonly maxLongitude: number;
}

/**
 * Mainland, Madeira (with Porto Santo and the Selvagens) and the Azores: the extents of the CAOP 2025 boundaries
 * widened by about 0.05–0.1° so that a point on the coast or a small islet is kept.
 */
export const PORTUGAL_BOXES: readonly GeoBox[] = Object.freeze([
  { nome: 'Continente', minLatitude: 36.9, maxLatitude: 42.2, minLongitude: -9.6, maxLongitude: -6.1 },
  { nome: 'Madeira', minLatitude: 29.95, maxLatitude: 33.2, minLongitude: -17.35, maxLongitude: -15.8 },
  { nome: 'Açores', minLatitude: 36.85, maxLatitude: 39.8, minLongitude: -31.35, maxLongitude: -24.95 },
]);

/** A point outside every box of {@link PORTUGAL_BOXES} (our wording: the spec has none). */
export const LOCALIZACAO_FORA_PORTUGAL_MESSAGE =
  'A localização tem de ficar em Portugal (continente, Madeira ou Açores).';

/** True when latitude and longitude are finite numbers on the globe (latitude ±90, longitude ±180). */
export function isOnGlobe(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/** The box of {@link PORTUGAL_BOXES} holding the point, or null. */
export function portugalBoxOf(latitude: number, longitude: number): GeoBox | null {
  return (
    PORTUGAL_BOXES.find(
      (box) =>
        latitude >= box.minLatitude &&
        latitude <= box.maxLatitude &&
        longitude >= box.minLongitude &&
        longitude <= box.maxLongitude,
    ) ?? null
  );
}

/** True when the point lies in mainland Portugal, Madeira or the Azores (by {@link PORTUGAL_BOXES}). */
export function isInPortugal(latitude: number, longitude: number): boolean {
  return isOnGlobe(latitude, longitude) && portugalBoxOf(latitude, longitude) !== null;
}

/** Why a point is refused: not a point on the globe ("Valor inválido"), or outside Portugal; null when valid. */
export function checkLocalizacaoPortugal(latitude: number, longitude: number): ValidationFailure | null {
  if (!isOnGlobe(latitude, longitude)) return { kind: 'invalid' };
  return portugalBoxOf(latitude, longitude)
    ? null
    : { kind: 'custom', message: LOCALIZACAO_FORA_PORTUGAL_MESSAGE };
}
