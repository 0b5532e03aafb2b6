import { isOnGlobe } from '../validation/localizacao.ts';
import { COORDINATE_DECIMALS, type LatLon } from './map-constants.ts';

// Points as the API answers them, and what a form does with the point of the place a record is about.

/** A GeoJSON point (lists and searches answer POINT columns so): coordinates are [longitude, latitude]. */
export interface GeoJsonPoint {
  type: 'Point';
  coordinates: readonly number[];
}

/** A point in any shape an answer carries one: `{ latitude, longitude }` (records) or GeoJSON (lists). */
export type PointAnswer = LatLon | GeoJsonPoint;

const SCALE = 10 ** COORDINATE_DECIMALS;

function round(value: number): number {
  return Math.round(value * SCALE) / SCALE;
}

/**
 * The WGS84 position of an answer's point, to the 6 decimals the forms keep (spec 002 §9), from either shape of
 * {@link PointAnswer}; null for anything else (no point, a point off the globe).
 */
export function pointOf(value: unknown): LatLon | null {
  if (value === null || typeof value !== 'object') return null;
  const candidate = value as Partial<LatLon> & { type?: unknown; coordinates?: unknown };
  let latitude: unknown = candidate.latitude;
  let longitude: unknown = candidate.longitude;
  if (candidate.type === 'Point' && Array.isArray(candidate.coordinates))
    [longitude, latitude] = candidate.coordinates as unknown[];
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || !isOnGlobe(latitude, longitude))
    return null;
  return { latitude: round(latitude), longitude: round(longitude) };
}

/** Whether two positions are the same to the 6 decimals shown (both absent counts as the same). */
export function samePoint(a: LatLon | null, b: LatLon | null): boolean {
  if (a === null || b === null) return a === b;
  return round(a.latitude) === round(b.latitude) && round(a.longitude) === round(b.longitude);
}

/**
 * The location a form holds once the user picks the place the record is about (a holding, an infrastructure;
 * issue 12, docs/decisions.md): that place's point when the location is empty, or when it still holds the point
 * the previous pick put there (`preset`, untouched since); otherwise the location as it is — a point the user
 * set is never replaced silently. A place without a point changes nothing.
 */
export function presetLocation(
  current: LatLon | null,
  preset: LatLon | null,
  placePoint: LatLon | null,
): LatLon | null {
  if (placePoint === null) return current;
  if (current === null) return placePoint;
  return preset !== null && samePoint(current, preset) ? placePoint : current;
}
