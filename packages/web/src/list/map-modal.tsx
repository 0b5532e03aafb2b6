import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { MAP_HEIGHT_PX, POINT_MAP_ZOOM } from '@sigsa/domain/geo/map-constants';
import { Marker } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { BaseMap } from '../components/map/base-map.tsx';
import { pointIcon } from '../components/map/point-marker.ts';
import { formatPointValue, type GeoPoint } from './cell-registry.tsx';

/** Map height (spec 000 §9: 600 px), shrunk on short screens so Fechar / Guardar stay in view. */
const MAP_MODAL_HEIGHT = `min(${MAP_HEIGHT_PX}px, calc(100dvh - 230px))`;

/** Props of {@link MapModal}. */
export interface MapModalProps {
  /** The point shown; null: the modal is closed. */
  point: GeoPoint | null;
  onClose: () => void;
  /** The map to show instead of the lone point (a list with a Mapa view: its records around the point). */
  renderMap?: (point: GeoPoint, height: string) => ReactNode;
}

/**
 * The map modal of the generic list (spec 000 §2.5: title "Mapa", buttons Fechar and Guardar): a POINT value of a
 * cell or of the detail modal, "viewable on a map" (000 §2.6), at zoom 10 over the offline base map — alone, or
 * with the list's records around it when the list has a Mapa view (`renderMap`). That view (all the list's records,
 * grouped) is ours and lives beside the table; this modal is the spec's, for one point. Nothing on it is editable,
 * so Guardar closes it as Fechar does.
 */
export function MapModal({ point, onClose, renderMap }: MapModalProps) {
  const { t } = useTranslation();
  const text = point ? t('list.cell.point', formatPointValue(point)) : '';
  return (
    <Modal opened={point !== null} onClose={onClose} title={t('list.map.title')} size="xl">
      {point && (
        <Stack>
          <div data-testid="point-map">
            {renderMap?.(point, MAP_MODAL_HEIGHT) ?? (
              <BaseMap
                center={[point.coordinates[1], point.coordinates[0]]}
                zoom={POINT_MAP_ZOOM}
                label={t('list.map.pointLabel', { point: text })}
                height={MAP_MODAL_HEIGHT}
              >
                <Marker
                  position={[point.coordinates[1], point.coordinates[0]]}
                  icon={pointIcon()}
                  title={text}
                  keyboard={false}
                />
              </BaseMap>
            )}
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('list.actions.close')}
            </Button>
            <Button onClick={onClose}>{t('list.actions.save')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
