import { keepPreviousData, useQuery } from '@tanstack/react-query';
import L, { type LeafletMouseEvent, type PathOptions } from 'leaflet';
import type { Feature } from 'geojson';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { GeoJSON, useMap, useMapEvents } from 'react-leaflet';
import { bandaForZoom } from '@sigsa/domain/geo/topologia';
import { topologiaQueryOptions } from './topologia-api.ts';

/** Props of {@link ChoroplethLayer}. */
export interface ChoroplethLayerProps {
  /** The fill of a polygon by its code (`dicofre`, or a Madeira municipality's `dico`). */
  fill: (codigo: string) => string;
  /** A click on a polygon, with its code. */
  onSelect: (codigo: string) => void;
  /**
   * The polygon outlined as chosen: a code, or a parish drawn by its municipality (Madeira) by its `dicofre`.
   */
  selected: string | null;
  /** Bring the chosen polygon into view (a choice made outside the map: the search). */
  frame?: boolean;
}

/** Deepest zoom a search result is framed at: a small parish still shows its neighbours. */
const FRAME_MAX_ZOOM = 11;

const SELECTED_STYLE: PathOptions = { color: '#212529', weight: 3, fill: false, opacity: 1 };

/**
 * Every parish of the country filled by `fill`, with the geometry of the zoom band in view. A change of `fill` restyles the drawn polygons in place: the
 * geometry is neither fetched nor built again. Put it in a map drawn on a canvas (`BaseMap canvas`): 3,200
 * polygons as SVG would be 3,200 DOM nodes.
 */
export function ChoroplethLayer({ fill, onSelect, selected, frame = false }: ChoroplethLayerProps) {
  const map = useMap();
  const [banda, setBanda] = useState(() => bandaForZoom(map.getZoom()));
  useMapEvents({ zoomend: () => setBanda(bandaForZoom(map.getZoom())) });
  const poligonos = useQuery({ ...topologiaQueryOptions(banda), placeholderData: keepPreviousData });
  const style = useCallback(
    (feature?: Feature): PathOptions => ({
      fillColor: fill(String(feature?.id ?? '')),
      fillOpacity: 1,
      color: '#ffffff',
      weight: 0.5,
      opacity: 0.9,
    }),
    [fill],
  );
  const eventHandlers = useMemo(
    () => ({
      click: (event: LeafletMouseEvent) => {
        const clicked = event.propagatedFrom as { feature?: Feature } | undefined;
        if (clicked?.feature?.id !== undefined) onSelect(String(clicked.feature.id));
      },
    }),
    [onSelect],
  );
  const data = poligonos.data;
  const escolhido = useMemo(() => {
    if (!selected || !data) return undefined;
    const own = data.features.find((f) => f.id === selected);
    return own ?? data.features.find((f) => f.id === selected.slice(0, 4));
  }, [selected, data]);
  const escolhidoId = escolhido?.id;
  useEffect(() => {
    if (!frame || !escolhido) return;
    map.fitBounds(L.geoJSON(escolhido).getBounds(), { maxZoom: FRAME_MAX_ZOOM, padding: [24, 24] });
    // Once per polygon chosen: not again when its band's geometry replaces it.
  }, [frame, escolhidoId]);
  if (!data) return null;
  return (
    <>
      {/* react-leaflet draws a GeoJSON's data once: a new band is a new layer. */}
      <GeoJSON
        key={`poligonos-${banda}-${poligonos.isPlaceholderData ? 'antes' : 'pronto'}`}
        data={data}
        style={style}
        eventHandlers={eventHandlers}
      />
      {escolhido && (
        <GeoJSON
          key={`escolhido-${selected}-${banda}`}
          data={escolhido}
          style={SELECTED_STYLE}
          interactive={false}
        />
      )}
    </>
  );
}
