import 'leaflet/dist/leaflet.css';
import './base-map.css';
import { VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode } from 'react';
import { MapContainer, useMap, ZoomControl } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { configQueryOptions } from '../../platform/config-api.ts';
import { CaopBaseLayer, SEA_COLOUR } from './caop-base-layer.tsx';

/**
 * Names the map for assistive technologies: Leaflet makes its box focusable (arrows pan, + and − zoom) but gives
 * it no role nor name. A labelled region, described by how to use it.
 */
function MapAccessibility({ label, descriptionId }: { label: string; descriptionId: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    container.setAttribute('aria-describedby', descriptionId);
  }, [map, label, descriptionId]);
  return null;
}

/** Leaflet measures its box when created; inside a modal that is mid-transition, so measure again. */
function ResizeAfterOpen() {
  const map = useMap();
  useEffect(() => {
    const timer = setTimeout(() => map.invalidateSize(), 250);
    return () => clearTimeout(timer);
  }, [map]);
  return null;
}

/** Props of {@link BaseMap}. */
export interface BaseMapProps {
  /** [latitude, longitude] of the first view. */
  center: [number, number];
  zoom: number;
  /** Accessible name of the map. */
  label: string;
  /** How to use it, read after the name (visually hidden). */
  description?: string;
  /** CSS height of the map (600 px at most, spec 000 §9). */
  height: string | number;
  /** Draw the CAOP outlines (default); false when the page's own layer draws every boundary. */
  outlines?: boolean;
  /** Draw vector layers on one canvas instead of SVG: thousands of polygons (the choropleth). */
  canvas?: boolean;
  children?: ReactNode;
}

/**
 * Every map of the product: Leaflet with the CAOP base layer (boundaries from our own server, tiles only when
 * MAP_TILE_URL is configured), zoom buttons named in Portuguese, and a name for screen readers. Import it lazily:
 * it brings Leaflet.
 */
export function BaseMap({
  center,
  zoom,
  label,
  description,
  height,
  outlines = true,
  canvas = false,
  children,
}: BaseMapProps) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const config = useQuery(configQueryOptions());
  const tileUrl = config.data?.mapTileUrl ?? null;
  // Whoever asks for less motion gets each zoom at once, not over a quarter of a second; a zoom asked during
  // Leaflet's animation is dropped, so without it every press of + or − counts. Read at the first render: Leaflet
  // takes its options when the map is created.
  const animate = !useReducedMotion(undefined, { getInitialValueInEffect: false });
  return (
    // Leaflet's panes and controls carry z-indexes up to 1000: isolated, they stay inside the map, under the
    // app's menus, dropdowns and toasts.
    <div style={{ height, width: '100%', position: 'relative', isolation: 'isolate' }}>
      <VisuallyHidden id={descriptionId}>{description ?? t('widgets.map.keyboardHelp')}</VisuallyHidden>
      <MapContainer
        center={center}
        zoom={zoom}
        zoomControl={false}
        preferCanvas={canvas}
        zoomAnimation={animate}
        fadeAnimation={animate}
        markerZoomAnimation={animate}
        style={{ height: '100%', width: '100%', background: tileUrl ? undefined : SEA_COLOUR }}
      >
        <MapAccessibility label={label} descriptionId={descriptionId} />
        <ResizeAfterOpen />
        <ZoomControl zoomInTitle={t('widgets.map.zoomIn')} zoomOutTitle={t('widgets.map.zoomOut')} />
        <CaopBaseLayer
          tileUrl={tileUrl}
          tileAttribution={config.data?.mapTileAttribution ?? null}
          outlines={outlines}
        />
        {children}
      </MapContainer>
    </div>
  );
}
