import { useFormField } from '../../platform/forms/use-form-field.ts';
import { MapPicker } from '../map/map-picker.tsx';
import type { MapPickerValue } from '../map/map-picker-props.ts';

/** A location of the enclosing record form (spec 002 §9): the map picker bound to a `{ latitude, longitude }`. */
export function FormMapPicker({
  name,
  label,
  height,
}: {
  name: string;
  label: string;
  height?: string | number;
}) {
  const field = useFormField<MapPickerValue>(name);
  return (
    <MapPicker
      label={label}
      value={field.value ?? null}
      onChange={(value) => {
        field.onChange(value);
        // A click on the map never blurs an input: the choice itself counts as leaving the field.
        field.onBlur();
      }}
      onBlur={field.onBlur}
      readOnly={field.readOnly}
      required={field.required}
      error={field.error}
      height={height}
    />
  );
}
