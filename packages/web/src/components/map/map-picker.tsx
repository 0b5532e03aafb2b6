import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP_PICKER_HEIGHT, type MapPickerProps } from './map-picker-props.ts';

// Leaflet and proj4 (some 90 kB compressed) come with the first map a user opens, not with the form that has one.
const MapPickerField = lazy(async () => ({
  default: (await import('./map-picker-field.tsx')).MapPickerField,
}));

/**
 * The location picker of the forms (spec 000 §2.6, 002 §9): a map centred on the record's point (zoom 10) or on
 * the default point, where the user clicks or drags the pin, with the coordinates in WGS84 and PT-TM06
 * (EPSG:3763) to read or type, and "Usar a minha localização". Controlled: `value` / `onChange`.
 */
export function MapPicker(props: MapPickerProps) {
  const { t } = useTranslation();
  const height = props.height ?? MAP_PICKER_HEIGHT;
  return (
    <Suspense
      fallback={
        <Center h={height} role="status" aria-label={t('widgets.map.loading')}>
          <Loader aria-hidden />
        </Center>
      }
    >
      <MapPickerField {...props} height={height} />
    </Suspense>
  );
}
