import { useQuery } from '@tanstack/react-query';
import type { PathOptions } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { GeoJSON, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { Bbox } from '@sigsa/domain/geo/limites';
import { CAOP_ATTRIBUTION } from '@sigsa/domain/geo/map-constants';
import { limitesQueryOptions, type LimitesRequest } from './geo-api.ts';
import { nextLimitesRequest } from './limites-view.ts';

/** Wait after the map stops moving before asking for the boundaries of the new view. */
export const LIMITES_DEBOUNCE_MS = 250;

/** Colour of the sea (the map's background) when there are no tiles: only the land is drawn. */
export const SEA_COLOUR = '#e7f5ff';

/** CSS class of every boundary path (tests and styles find the outlines by it). */
export const LIMITE_CLASS = 'sigsa-caop-limite';

/** Thin grey outlines; without tiles the land is filled, so that the coast reads against the sea. */
function outlineStyle(withTiles: boolean): PathOptions {
  return {
    className: LIMITE_CLASS,
    color: '#868e96',
    weight: 1,
    opacity: 1,
    fillColor: '#f8f9fa',
    fillOpacity: withTiles ? 0 : 1,
  };
}

/** Text for Leaflet's attribution control, which writes HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function viewOf(map: ReturnType<typeof useMap>): { zoom: number; bbox: Bbox } {
  const bounds = map.getBounds();
  return {
    zoom: map.getZoom(),
    bbox: {
      minLon: bounds.getWest(),
      minLat: bounds.getSouth(),
      maxLon: bounds.getEast(),
      maxLat: bounds.getNorth(),
    },
  };
}

/**
 * What to ask for the map's view, worked out again {@link LIMITES_DEBOUNCE_MS} after the map stops moving; a pan
 * inside the box already asked for keeps the request (and its answer).
 */
function useLimitesRequest(): LimitesRequest {
  const map = useMap();
  const [request, setRequest] = useState(() => {
    const view = viewOf(map);
    return nextLimitesRequest(null, view.zoom, view.bbox);
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useMapEvents({
    moveend: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const view = viewOf(map);
        setRequest((previous) => nextLimitesRequest(previous, view.zoom, view.bbox));
      }, LIMITES_DEBOUNCE_MS);
    },
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return request;
}

// react-leaflet's GeoJSON draws its data once: each answer gets a layer of its own, keyed by the answer's identity.
const answerIds = new WeakMap<object, number>();
let nextAnswerId = 0;
function answerKey(answer: object): number {
  let id = answerIds.get(answer);
  if (id === undefined) {
    id = ++nextAnswerId;
    answerIds.set(answer, id);
  }
  return id;
}

/** Props of {@link CaopBaseLayer}. */
export interface CaopBaseLayerProps {
  /** Tile server URL template; without it no tile layer exists and the browser asks no outside host. */
  tileUrl?: string | null;
  /** The tile server's credit line (plain text). */
  tileAttribution?: string | null;
  /** Draw the boundaries (default); false when a layer of the page draws them itself (the choropleth). */
  outlines?: boolean;
}

/**
 * The offline base map: the CAOP boundaries served by our own server — districts up to zoom 7, municipalities
 * at 8–9, the parishes of the view from 10 — as thin grey outlines, with the DGT attribution; and, under them,
 * the tile layer only when a tile server is configured.
 */
export function CaopBaseLayer({ tileUrl, tileAttribution, outlines = true }: CaopBaseLayerProps) {
  const map = useMap();
  const request = useLimitesRequest();
  const limites = useQuery({ ...limitesQueryOptions(request), enabled: outlines });
  const withTiles = Boolean(tileUrl);

  useEffect(() => {
    const control = map.attributionControl as typeof map.attributionControl | undefined;
    control?.addAttribution(CAOP_ATTRIBUTION);
    return () => void control?.removeAttribution(CAOP_ATTRIBUTION);
  }, [map]);

  return (
    <>
      {tileUrl && (
        <TileLayer url={tileUrl} {...(tileAttribution ? { attribution: escapeHtml(tileAttribution) } : {})} />
      )}
      {outlines && limites.data && (
        <GeoJSON
          key={answerKey(limites.data)}
          data={limites.data}
          style={outlineStyle(withTiles)}
          interactive={false}
        />
      )}
    </>
  );
}
