import type { CalendarDate } from '@sigsa/domain/validation/dates';
import { useFormField } from '../../platform/forms/use-form-field.ts';
import { DateField } from '../date-field.tsx';
import { DateTimeField } from '../date-time-field.tsx';
import type { BoundInputProps } from './text-inputs.tsx';

/**
 * A date of the enclosing record form (ISO `YYYY-MM-DD` or null). `max`/`min` bound the picker, the schema
 * checks them too; DateField warns past `warnBefore` (000 §5: by default a year before today).
 */
export function FormDateField({
  name,
  label,
  description,
  min,
  max,
  warnBefore,
  onPicked,
}: BoundInputProps & {
  min?: CalendarDate | null;
  max?: CalendarDate | null;
  warnBefore?: CalendarDate | null;
  /** Called with a complete date the user chose (not while typing). */
  onPicked?: (value: string) => void;
}) {
  const field = useFormField<string | null>(name);
  return (
    <DateField
      label={label}
      description={description}
      value={field.value}
      onChange={(value) => {
        field.onChange(value);
        if (value !== null) onPicked?.(value);
      }}
      min={min}
      max={max}
      warnBefore={warnBefore}
      required={field.required}
      readOnly={field.readOnly}
      error={field.error}
      onBlur={field.onBlur}
    />
  );
}

/** A date and time of the enclosing form (an ISO instant, typed "HH:mm dd/MM/yyyy" in Lisbon time, or null). */
export function FormDateTimeField({ name, label, description }: BoundInputProps) {
  const field = useFormField<string | null>(name);
  return (
    <DateTimeField
      label={label}
      description={description}
      value={field.value}
      onChange={(value) => field.onChange(value)}
      required={field.required}
      readOnly={field.readOnly}
      error={field.error}
      onBlur={field.onBlur}
    />
  );
}
