import type { Ref } from 'react';
import { MAP_HEIGHT_PX, type LatLon } from '@sigsa/domain/geo/map-constants';

/** The value of a location picker: a WGS84 position, or none. */
export type MapPickerValue = LatLon | null;

/** Props of the location picker (`MapPicker`), a controlled form field. */
export interface MapPickerProps {
  value: MapPickerValue;
  onChange: (value: MapPickerValue) => void;
  /** Called when a coordinate field loses the focus (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  /** Shows the point and its coordinates without letting them change. */
  readOnly?: boolean;
  /** The form's message for the field (e.g. "Este campo é obrigatório"). */
  error?: string | null;
  label: string;
  required?: boolean;
  /** CSS height of the map: 600 px at most (spec 000 §9); less inside a modal. */
  height?: string | number;
  /** The latitude input, for the form to focus the field (react-hook-form's `field.ref`). */
  ref?: Ref<HTMLInputElement>;
}

/** Default map height of the picker: the spec's 600 px, less on a short screen. */
export const MAP_PICKER_HEIGHT = `min(${MAP_HEIGHT_PX}px, 65dvh)`;
