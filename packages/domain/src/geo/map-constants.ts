// Map constants of the specification (000 §9, 002 §9), shared by the maps of every screen.

/** A WGS84 position as the forms hold it. */
export interface LatLon {
  latitude: number;
  longitude: number;
}

/** Default map point when a record has none (spec 002 §9: longitude -8.13031, latitude 39.69484). */
export const DEFAULT_MAP_POINT: LatLon = Object.freeze({ latitude: 39.69484, longitude: -8.13031 });

/** Default centre of list maps as the spec writes it, [longitude, latitude] (spec 000 §9). */
export const LIST_MAP_CENTER_LON_LAT: readonly [number, number] = Object.freeze([-7.85, 39.56] as const);

/** Default zoom of list maps (spec 000 §9). */
export const LIST_MAP_ZOOM = 6;

/** Zoom of a map that shows one point (spec 000 §9). */
export const POINT_MAP_ZOOM = 10;

/** Map height in pixels (spec 000 §9). */
export const MAP_HEIGHT_PX = 600;

/** Decimals of a coordinate on screen (spec 000 §9, 002 §9). */
export const COORDINATE_DECIMALS = 6;

/** EPSG code of the Portuguese national grid, PT-TM06/ETRS89 (spec 002 §9). */
export const PT_TM06_EPSG = 'EPSG:3763';

/** Attribution of the administrative boundaries, shown wherever they are drawn (CAOP licence, CC BY 4.0). */
export const CAOP_ATTRIBUTION =
  '© Direção-Geral do Território (DGT) – Carta Administrativa Oficial de Portugal (CAOP) 2025, CC BY 4.0';
