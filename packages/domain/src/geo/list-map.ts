// The contract of the list map (GET {entity}/search/mapa, issue 12 "Beyond the spec"): zoom limits, when the
// server answers points rather than groups, the grid the groups are made on, and the shape of the answer. Shared
// by the server (which builds the answer) and the web (which draws it).

import type { Bbox } from './limites.ts';

/** Highest zoom the list map accepts (Leaflet stops at 18; a little room for deeper tile servers). */
export const LIST_MAP_MAX_ZOOM = 20;

/**
 * Side of a grid cell, in screen pixels at the asked zoom: each group stands for one cell (and the map draws it
 * inside that cell, so that no two groups overlap).
 */
export const LIST_MAP_CELL_PX = 80;

/** At most this many records in the area: the answer lists them one by one (`pontos`) whatever the zoom. */
export const LIST_MAP_MAX_POINTS = 500;

/** From this zoom on the answer always lists records one by one, at most {@link LIST_MAP_POINTS_CAP} of them. */
export const LIST_MAP_POINTS_ZOOM = 16;

/** Most records a `pontos` answer from {@link LIST_MAP_POINTS_ZOOM} lists (the newest first; `truncado`). */
export const LIST_MAP_POINTS_CAP = 2000;

/** Why a `zoom` parameter was refused (pt-PT; our wording). */
export const LIST_MAP_ZOOM_MESSAGE = `O zoom deve ser um número inteiro entre 0 e ${LIST_MAP_MAX_ZOOM}.`;

/** Web Mercator's latitude limit: the square world of the map tiles. */
export const MERCATOR_MAX_LAT = 85.0511287798066;

/** Parses the `zoom` of a list map call: an integer 0–{@link LIST_MAP_MAX_ZOOM}; null when it is not one. */
export function parseListMapZoom(text: string | null): number | null {
  if (text === null || !/^\d{1,2}$/.test(text)) return null;
  const zoom = Number(text);
  return zoom <= LIST_MAP_MAX_ZOOM ? zoom : null;
}

/** Width of the world in pixels at `zoom` (256-pixel tiles). */
function worldPx(zoom: number): number {
  return 256 * 2 ** zoom;
}

const clampLat = (lat: number) => Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, lat));

/** Web Mercator x, in pixels of the world at `zoom`, of a longitude. */
export function lonToWorldX(lon: number, zoom: number): number {
  return ((lon + 180) / 360) * worldPx(zoom);
}

/** Web Mercator y (down from the north edge), in pixels of the world at `zoom`, of a latitude. */
export function latToWorldY(lat: number, zoom: number): number {
  const phi = (clampLat(lat) * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2) * worldPx(zoom);
}

function worldXToLon(x: number, zoom: number): number {
  return (x / worldPx(zoom)) * 360 - 180;
}

function worldYToLat(y: number, zoom: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / worldPx(zoom)))) * 180) / Math.PI;
}

/** The grid cell (column, row) a point falls in at `zoom`. */
export function cellOf(lon: number, lat: number, zoom: number): { x: number; y: number } {
  return {
    x: Math.floor(lonToWorldX(lon, zoom) / LIST_MAP_CELL_PX),
    y: Math.floor(latToWorldY(lat, zoom) / LIST_MAP_CELL_PX),
  };
}

/**
 * The area a list map answers for a view: the view grown to whole grid cells of `zoom` (and kept inside the
 * Mercator world). Each group is then a whole cell — panning never changes a group's count — and views that
 * differ by less than a cell (two screen sizes, a short pan) ask for the same area.
 */
export function listMapArea(view: Bbox, zoom: number): Bbox {
  const cells = worldPx(zoom) / LIST_MAP_CELL_PX;
  const first = cellOf(view.minLon, view.maxLat, zoom);
  const last = cellOf(view.maxLon, view.minLat, zoom);
  const x0 = Math.max(0, first.x);
  const y0 = Math.max(0, first.y);
  const x1 = Math.min(cells, last.x + 1);
  const y1 = Math.min(cells, last.y + 1);
  const round = (n: number) => Math.round(n * 1e9) / 1e9;
  return {
    minLon: round(Math.max(-180, worldXToLon(x0 * LIST_MAP_CELL_PX, zoom))),
    maxLon: round(Math.min(180, worldXToLon(x1 * LIST_MAP_CELL_PX, zoom))),
    maxLat: round(worldYToLat(y0 * LIST_MAP_CELL_PX, zoom)),
    minLat: round(worldYToLat(y1 * LIST_MAP_CELL_PX, zoom)),
  };
}

/** One group of records: the records of one grid cell. */
export interface ListMapGroup {
  /** Mean position of its records (where the group is drawn). */
  longitude: number;
  latitude: number;
  contagem: number;
  /** Records per value of the colouring column (e.g. per `estado`); records without a value are not in it. */
  estados: Record<string, number>;
  /** The smallest box holding its records (a click on the group zooms to it). */
  limites: Bbox;
}

/** One record on the map. */
export interface ListMapPoint {
  id: number;
  /** What names it (a record's number, a holding's brand). */
  rotulo: string | null;
  /** Its value of the colouring column (e.g. its `estado`); null without one. */
  estado: string | null;
  longitude: number;
  latitude: number;
  _links: { self: { href: string } };
}

/** The answer of `GET {entity}/search/mapa`. */
export interface ListMapAnswer {
  /** `grupos`: records grouped by grid cell; `pontos`: one by one. */
  modo: 'grupos' | 'pontos';
  zoom: number;
  /** The area answered: the asked view grown to whole grid cells ({@link listMapArea}). */
  area: Bbox;
  /** Records with a point in the area (the list's visibility and filters applied); with `truncado`, those listed. */
  total: number;
  /** True when `pontos` (from {@link LIST_MAP_POINTS_ZOOM}) leaves records of the area out: there are more. */
  truncado: boolean;
  /**
   * True when the groups predate the latest writes (the server keeps a grouping and answers it at once while it
   * computes a newer one): asking again shortly gets the newer one.
   */
  atualizando: boolean;
  /** Key of the list column whose values colour the map (its options name them), or null. */
  corPor: string | null;
  _embedded: { grupos: ListMapGroup[]; pontos: ListMapPoint[] };
  _links: { self: { href: string } };
}
