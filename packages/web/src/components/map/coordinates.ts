import proj4 from 'proj4';
import { COORDINATE_DECIMALS, PT_TM06_EPSG, type LatLon } from '@sigsa/domain/geo/map-constants';

// Positions are kept in WGS84 (the wire's GeoJSON); the Portuguese national grid, PT-TM06/ETRS89 (EPSG:3763),
// is for showing and typing them (spec 002 §9). ETRS89 and WGS84 differ by well under a metre, the towgs84 of
// the EPSG definition is zero.

proj4.defs(
  PT_TM06_EPSG,
  '+proj=tmerc +lat_0=39.66825833333333 +lon_0=-8.133108333333334 +k=1 +x_0=0 +y_0=0 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs +type=crs',
);

const toGrid = proj4('WGS84', PT_TM06_EPSG);

/** A position on the PT-TM06 grid, in metres east (x) and north (y) of its origin. */
export interface GridPoint {
  x: number;
  y: number;
}

/** Decimals of a PT-TM06 coordinate on screen: centimetres, as fine as 6 decimals of a degree (~0.1 m). */
export const GRID_DECIMALS = 2;

/** WGS84 → PT-TM06 (EPSG:3763). */
export function toPtTm06(point: LatLon): GridPoint {
  const [x, y] = toGrid.forward([point.longitude, point.latitude]);
  return { x: x ?? Number.NaN, y: y ?? Number.NaN };
}

/** PT-TM06 (EPSG:3763) → WGS84. */
export function fromPtTm06(point: GridPoint): LatLon {
  const [longitude, latitude] = toGrid.inverse([point.x, point.y]);
  return { latitude: latitude ?? Number.NaN, longitude: longitude ?? Number.NaN };
}

/** A degree value with the spec's 6 decimals. */
export function formatDegrees(value: number): string {
  return value.toFixed(COORDINATE_DECIMALS);
}

/** A grid value in metres with {@link GRID_DECIMALS} decimals. */
export function formatMetres(value: number): string {
  return value.toFixed(GRID_DECIMALS);
}

/** A number typed by a person: a decimal point or comma (pt-PT), spaces ignored; null when it is not one. */
export function parseTypedNumber(text: string): number | null {
  const compact = text.replace(/\s+/g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(compact)) return null;
  const value = Number(compact);
  return Number.isFinite(value) ? value : null;
}

/** How far the PT-TM06 grid may be typed: the mainland sits within ±400 km of its origin; beyond it, a typo. */
export const GRID_LIMIT_METRES = 1_000_000;

/** Whether a WGS84 position is on the globe. */
export function isOnGlobe(point: LatLon): boolean {
  return Math.abs(point.latitude) <= 90 && Math.abs(point.longitude) <= 180;
}
