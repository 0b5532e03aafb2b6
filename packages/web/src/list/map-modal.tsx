import 'leaflet/dist/leaflet.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
import { useEffect } from 'react';
import { GeoJSON, MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import type { GeoPoint } from './cell-registry.tsx';
import { formatPointValue } from './cell-registry.tsx';
import { markerIcon } from './holding-markers.ts';
import { configQueryOptions } from './list-api.ts';

/** Default centre of list maps as the spec writes it, [longitude, latitude] (spec 000 §9). */
export const DEFAULT_MAP_CENTER_LON_LAT: [number, number] = [-7.85, 39.56];
/** Default zoom of list maps (spec 000 §9). */
export const DEFAULT_MAP_ZOOM = 6;
/** Zoom when the map opens on one point (spec 000 §9). */
export const POINT_MAP_ZOOM = 10;
/** Map height (spec 000 §9: 600 px), shrunk on short screens so Fechar / Guardar stay in view. */
const MAP_HEIGHT = 'min(600px, calc(100dvh - 230px))';

/** Attribution of the district outlines (CAOP licence). */
export const DISTRICTS_ATTRIBUTION =
  '© Direção-Geral do Território (DGT) – Carta Administrativa Oficial de Portugal (CAOP) 2025, CC BY 4.0';

/** One point to draw. */
export interface MapPoint {
  point: GeoPoint;
  label: string;
  /** Marker class (holdings: their classificacao); null for the generic marker. */
  markerClass: string | null;
}

function toLatLng(point: GeoPoint): [number, number] {
  const [lon, lat] = point.coordinates;
  return [lat, lon];
}

function districtsQueryOptions() {
  return {
    queryKey: ['geo', 'districts'],
    queryFn: async (): Promise<FeatureCollection> => {
      const response = await fetch('/geo/districts.geojson');
      if (!response.ok) throw new Error(`districts.geojson: ${response.status}`);
      return (await response.json()) as FeatureCollection;
    },
    staleTime: Infinity,
  };
}

/** Leaflet measures its box on creation; inside a modal that is mid-transition, so measure again. */
function ResizeOnOpen() {
  const map = useMap();
  useEffect(() => {
    const timer = setTimeout(() => map.invalidateSize(), 250);
    return () => clearTimeout(timer);
  }, [map]);
  return null;
}

/** Props of {@link MapModal}. */
export interface MapModalProps {
  opened: boolean;
  points: readonly MapPoint[];
  /** The point to centre on (zoom 10); null centres on the country. */
  focus: GeoPoint | null;
  onClose: () => void;
}

/**
 * The map modal (spec 000 §2.5): "Mapa", the page's points (holdings with one marker per classificacao),
 * Fechar and Guardar. Without a tile server it draws the district outlines, so it works offline.
 */
export function MapModal({ opened, points, focus, onClose }: MapModalProps) {
  const { t } = useTranslation();
  const config = useQuery(configQueryOptions());
  const districts = useQuery(districtsQueryOptions());
  const tileUrl = config.data?.mapTileUrl ?? '';
  const [lon, lat] = focus?.coordinates ?? DEFAULT_MAP_CENTER_LON_LAT;
  return (
    <Modal opened={opened} onClose={onClose} title={t('list.map.title')} size="xl">
      <Stack>
        <div style={{ height: MAP_HEIGHT }} data-testid="list-map">
          {opened && (
            <MapContainer
              center={[lat, lon]}
              zoom={focus ? POINT_MAP_ZOOM : DEFAULT_MAP_ZOOM}
              style={{ height: '100%', width: '100%', background: '#e7f5ff' }}
            >
              <ResizeOnOpen />
              {tileUrl !== '' && <TileLayer url={tileUrl} />}
              {districts.data && (
                <GeoJSON
                  data={districts.data}
                  attribution={DISTRICTS_ATTRIBUTION}
                  style={{ color: '#495057', weight: 1, fillColor: '#f8f9fa', fillOpacity: tileUrl ? 0 : 1 }}
                />
              )}
              {points.map((item, index) => {
                const { lat: latText, lon: lonText } = formatPointValue(item.point);
                return (
                  <Marker
                    key={index}
                    position={toLatLng(item.point)}
                    icon={markerIcon(item.markerClass)}
                    // Its name for screen readers and its tooltip: a pin is a button (WCAG 4.1.2).
                    title={item.label}
                  >
                    <Popup>
                      <strong>{item.label}</strong>
                      <br />
                      {t('list.cell.point', { lat: latText, lon: lonText })}
                    </Popup>
                  </Marker>
                );
              })}
            </MapContainer>
          )}
        </div>
        <Text fz="sm" c="dimmed">
          {t('list.map.count', { count: points.length })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('list.actions.close')}
          </Button>
          <Button onClick={onClose}>{t('list.actions.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
