import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { formatBbox, type Bbox, type NivelLimites } from '@sigsa/domain/geo/limites';
import type { LatLon } from '@sigsa/domain/geo/map-constants';
import { apiRequest } from '../../platform/api-client.ts';
import { SHARED_QUERY_ROOT } from '../../platform/query-client.ts';

/** Properties of one boundary feature. */
export interface LimiteProperties {
  /** `di`, `dico` or `dicofre` (a Madeira municipality stands in for its parishes with its `dico`). */
  codigo: string;
  nome: string;
}

/** The answer of `GET limitesAdministrativos`. */
export type Limites = FeatureCollection<Polygon | MultiPolygon, LimiteProperties>;

/** One request of boundaries: a level, a zoom and, for parishes, a box. */
export interface LimitesRequest {
  nivel: NivelLimites;
  zoom: number;
  bbox: Bbox | null;
}

/**
 * `GET limitesAdministrativos` (our own server: docs/api.md "Geografia"). Kept for the page's life: the
 * boundaries never change while it is open, and the browser revalidates with the entity tag afterwards. A failure
 * shows no toast: the map stays usable without its outlines.
 */
export function limitesQueryOptions(request: LimitesRequest) {
  const bbox = request.bbox ? formatBbox(request.bbox) : null;
  return queryOptions({
    queryKey: [SHARED_QUERY_ROOT, 'limites', request.nivel, request.zoom, bbox],
    queryFn: ({ signal }) =>
      apiRequest<Limites>('limitesAdministrativos', {
        signal,
        query: { nivel: request.nivel, zoom: request.zoom, bbox },
        reportError: false,
      }),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

/** The parish under a point (`GET freguesias/search/findByLocalizacao`). */
export interface FreguesiaNoPonto {
  id: number;
  dicofre: string;
  nome: string;
  concelho: { dico: string; nome: string };
  distrito: { di: string; nome: string };
}

/** Coordinates of a lookup, rounded to 6 decimals (~0.1 m): the key of the cached answer. */
function lookupKey(point: LatLon): [string, string] {
  return [point.latitude.toFixed(6), point.longitude.toFixed(6)];
}

/**
 * The parish under a point; a 404 (sea, abroad, Madeira without parish boundaries) rejects with the server's
 * Portuguese message, which the caller shows. No toast either way: it is a hint beside the map.
 */
export function freguesiaNoPontoQueryOptions(point: LatLon) {
  const [latitude, longitude] = lookupKey(point);
  return queryOptions({
    queryKey: [SHARED_QUERY_ROOT, 'freguesiaNoPonto', latitude, longitude],
    queryFn: ({ signal }) =>
      apiRequest<FreguesiaNoPonto>('freguesias/search/findByLocalizacao', {
        signal,
        query: { latitude, longitude },
        reportError: false,
      }),
    staleTime: Infinity,
    retry: false,
  });
}

/** The parishes within a distance of a point (`GET freguesias/search/findByDistancia`, ours). */
export interface FreguesiasADistancia {
  km: number;
  /** Parish codes, sorted. */
  freguesias: string[];
  /** Municipalities without parish polygons (Madeira) reached whole: all their parishes are in `freguesias`. */
  concelhosSemLimites: string[];
}

/** Asks once, on the user's command (not a cached view): the answer is added to a selection. */
export function freguesiasADistancia(point: LatLon, km: number): Promise<FreguesiasADistancia> {
  const [latitude, longitude] = lookupKey(point);
  return apiRequest<FreguesiasADistancia>('freguesias/search/findByDistancia', {
    query: { latitude, longitude, km },
  });
}
