import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Marker, Popup } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import {
  LIST_MAP_CENTER_LON_LAT,
  LIST_MAP_ZOOM,
  MAP_HEIGHT_PX,
  POINT_MAP_ZOOM,
} from '@sigsa/domain/geo/map-constants';
import { BaseMap } from '../components/map/base-map.tsx';
import type { GeoPoint } from './cell-registry.tsx';
import { formatPointValue } from './cell-registry.tsx';
import { markerIcon } from './holding-markers.ts';

/** Map height (spec 000 §9: 600 px), shrunk on short screens so Fechar / Guardar stay in view. */
const MAP_HEIGHT = `min(${MAP_HEIGHT_PX}px, calc(100dvh - 230px))`;

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
 * Fechar and Guardar, over the offline base map (CAOP boundaries from our server; tiles only when configured).
 */
export function MapModal({ opened, points, focus, onClose }: MapModalProps) {
  const { t } = useTranslation();
  const [lon, lat] = focus?.coordinates ?? LIST_MAP_CENTER_LON_LAT;
  return (
    <Modal opened={opened} onClose={onClose} title={t('list.map.title')} size="xl">
      <Stack>
        <div data-testid="list-map">
          {opened && (
            <BaseMap
              center={[lat, lon]}
              zoom={focus ? POINT_MAP_ZOOM : LIST_MAP_ZOOM}
              label={t('list.map.label', { count: points.length })}
              height={MAP_HEIGHT}
            >
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
            </BaseMap>
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
