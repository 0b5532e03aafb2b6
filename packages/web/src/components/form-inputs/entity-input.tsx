import { useFormField } from '../../platform/forms/use-form-field.ts';
import { EntitySelect } from '../entity-select.tsx';
import type { EntitySelectCommonProps } from '../entity-select-props.ts';

/** A type-ahead pick (000 §2.6) bound to a field of the enclosing record form; one entity or null. */
export function FormEntitySelect<T>({
  name,
  ...props
}: { name: string } & Omit<EntitySelectCommonProps<T>, 'required' | 'readOnly' | 'error' | 'onBlur'>) {
  const field = useFormField<T | null>(name);
  return (
    <EntitySelect<T>
      {...props}
      value={field.value}
      onChange={field.onChange}
      required={field.required}
      readOnly={field.readOnly}
      error={field.error}
      onBlur={field.onBlur}
    />
  );
}
