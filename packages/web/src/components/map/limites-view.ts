import { FREGUESIAS_FROM_ZOOM, nivelForZoom, type Bbox } from '@sigsa/domain/geo/limites';
import type { LimitesRequest } from './geo-api.ts';

/** Past this zoom the server sends the stored geometry anyway: asking at 15 or 18 would only split the cache. */
export const MAX_LIMITES_ZOOM = 14;

/** Grid step of a parish box at zoom 10, in degrees; halves with each zoom level. */
const PARISH_GRID_AT_10 = 0.25;

/** Share of the view's width and height added on each side, so that a short pan needs no new request. */
const PADDING = 0.25;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * What the base map asks for a view: the districts (zoom ≤ 7) or municipalities (8–9) of the whole country, one
 * answer per zoom; or the parishes (≥ 10) of the view grown by a quarter on each side and snapped outwards to a
 * grid of 0.25° at zoom 10 (halving with each zoom), so that nearby views ask the very same URL and the browser
 * and query caches answer them.
 */
export function limitesRequestFor(zoom: number, view: Bbox): LimitesRequest {
  const level = Math.max(0, Math.round(zoom));
  const nivel = nivelForZoom(level);
  const requestZoom = Math.min(level, MAX_LIMITES_ZOOM);
  if (nivel !== 'freguesias') return { nivel, zoom: requestZoom, bbox: null };
  const step = PARISH_GRID_AT_10 / 2 ** (level - FREGUESIAS_FROM_ZOOM);
  const padLon = (view.maxLon - view.minLon) * PADDING;
  const padLat = (view.maxLat - view.minLat) * PADDING;
  const down = (value: number) => Math.floor(value / step) * step;
  const up = (value: number) => Math.ceil(value / step) * step;
  return {
    nivel,
    zoom: requestZoom,
    bbox: {
      minLon: clamp(down(view.minLon - padLon), -180, 180 - step),
      minLat: clamp(down(view.minLat - padLat), -90, 90 - step),
      maxLon: clamp(up(view.maxLon + padLon), -180 + step, 180),
      maxLat: clamp(up(view.maxLat + padLat), -90 + step, 90),
    },
  };
}

function contains(outer: Bbox, inner: Bbox): boolean {
  return (
    outer.minLon <= inner.minLon &&
    outer.minLat <= inner.minLat &&
    outer.maxLon >= inner.maxLon &&
    outer.maxLat >= inner.maxLat
  );
}

/**
 * The request for a new view, given the one the map holds: the same while the view stays at that level and zoom
 * inside the box already fetched (a pan within the padding asks nothing), a new one otherwise.
 */
export function nextLimitesRequest(
  previous: LimitesRequest | null,
  zoom: number,
  view: Bbox,
): LimitesRequest {
  const next = limitesRequestFor(zoom, view);
  const keep =
    previous !== null &&
    previous.nivel === next.nivel &&
    previous.zoom === next.zoom &&
    (previous.bbox === null || contains(previous.bbox, view));
  return keep ? previous : next;
}
