import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import { bandaForZoom } from '@sigsa/domain/geo/topologia';
import { ChoroplethCanvas } from './choropleth-canvas.ts';
import { limitesDoPoligono } from './malha.ts';
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

/**
 * Every parish of the country filled by `fill`, with the geometry of the zoom band in view, on a canvas of its
 * own ({@link ChoroplethCanvas}). A change of `fill` redraws the canvas: the geometry is neither fetched nor
 * built again.
 */
export function ChoroplethLayer({ fill, onSelect, selected, frame = false }: ChoroplethLayerProps) {
  const map = useMap();
  const [banda, setBanda] = useState(() => bandaForZoom(map.getZoom()));
  const [canvas] = useState(() => new ChoroplethCanvas());
  const malha = useQuery({ ...topologiaQueryOptions(banda), placeholderData: keepPreviousData }).data;

  useEffect(() => {
    canvas.addTo(map);
    return () => {
      canvas.remove();
    };
  }, [map, canvas]);
  useEffect(() => canvas.setMalha(malha ?? null), [canvas, malha]);
  useEffect(() => canvas.setFill(fill), [canvas, fill]);
  useEffect(() => canvas.setSelected(selected), [canvas, selected]);

  useMapEvents({
    zoomend: () => setBanda(bandaForZoom(map.getZoom())),
    click: (event) => {
      const codigo = canvas.codigoEm(event.layerPoint);
      if (codigo !== null) onSelect(codigo);
    },
    mousemove: (event) => canvas.apontar(event.layerPoint),
  });

  const escolhido =
    selected && malha ? (malha.indice.get(selected) ?? malha.indice.get(selected.slice(0, 4))) : undefined;
  useEffect(() => {
    if (!frame || escolhido === undefined || !malha) return;
    map.fitBounds(limitesDoPoligono(malha, escolhido), { maxZoom: FRAME_MAX_ZOOM, padding: [24, 24] });
    // Once per polygon chosen: not again when its band's geometry replaces it.
  }, [frame, selected, escolhido === undefined]);
  return null;
}
