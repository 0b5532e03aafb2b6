// The contract of the administrative boundaries the server draws the base map from (GET limitesAdministrativos):
// the levels, the zoom at which the map switches level, and the bbox parameter, shared by the API and the map.

/** Administrative levels of the CAOP the boundaries API serves, as its `nivel` parameter names them. */
export const NIVEIS_LIMITES = ['distritos', 'concelhos', 'freguesias'] as const;

/** One of {@link NIVEIS_LIMITES}. */
export type NivelLimites = (typeof NIVEIS_LIMITES)[number];

/** Highest zoom the API accepts (Leaflet's deepest useful zoom; the map itself stops at 18). */
export const LIMITES_MAX_ZOOM = 22;

/** Lowest zoom at which the base map draws municipalities instead of districts. */
export const CONCELHOS_FROM_ZOOM = 8;

/** Lowest zoom at which the base map draws parishes (within the view) instead of municipalities. */
export const FREGUESIAS_FROM_ZOOM = 10;

/** The level the base map draws at `zoom`: districts up to 7, municipalities at 8–9, parishes from 10. */
export function nivelForZoom(zoom: number): NivelLimites {
  if (zoom >= FREGUESIAS_FROM_ZOOM) return 'freguesias';
  if (zoom >= CONCELHOS_FROM_ZOOM) return 'concelhos';
  return 'distritos';
}

/** A box in WGS84 degrees. */
export interface Bbox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

/** Why a `bbox` parameter was refused (pt-PT; our wording). */
export const BBOX_MESSAGE =
  'Indique a área como minLon,minLat,maxLon,maxLat: quatro números em graus (longitude entre -180 e 180, latitude entre -90 e 90), cada mínimo menor do que o máximo.';

const NUMBER = /^-?\d{1,3}(\.\d{1,15})?$/;

/** Parses `minLon,minLat,maxLon,maxLat`; null when it is not four numbers of a non-empty box on the globe. */
export function parseBbox(text: string): Bbox | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) return null;
  const [minLon, minLat, maxLon, maxLat] = parts.map(Number) as [number, number, number, number];
  const onGlobe =
    minLon >= -180 && maxLon <= 180 && minLat >= -90 && maxLat <= 90 && minLon < maxLon && minLat < maxLat;
  return onGlobe ? { minLon, minLat, maxLon, maxLat } : null;
}

/** The `bbox` parameter of a box, with 6 decimals (about 0.1 m). */
export function formatBbox(box: Bbox): string {
  return [box.minLon, box.minLat, box.maxLon, box.maxLat].map((n) => n.toFixed(6)).join(',');
}
