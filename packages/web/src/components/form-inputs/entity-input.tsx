import { useFormField } from '../../platform/forms/use-form-field.ts';
import { EntitySelect } from '../entity-select.tsx';
import type { EntitySelectCommonProps } from '../entity-select-props.ts';

/** Props of {@link FormEntitySelect}. */
export type FormEntitySelectProps<T> = {
  name: string;
  /** Called after the user picks a record (or clears the field), once the field holds it. */
  onPicked?: (value: T | null) => void;
} & Omit<EntitySelectCommonProps<T>, 'required' | 'readOnly' | 'error' | 'onBlur'>;

/** A type-ahead pick (000 §2.6) bound to a field of the enclosing record form; one entity or null. */
export function FormEntitySelect<T>({ name, onPicked, ...props }: FormEntitySelectProps<T>) {
  const field = useFormField<T | null>(name);
  return (
    <EntitySelect<T>
      {...props}
      value={field.value}
      onChange={(value) => {
        field.onChange(value);
        onPicked?.(value);
      }}
      required={field.required}
      readOnly={field.readOnly}
      error={field.error}
      onBlur={field.onBlur}
    />
  );
}

/** Props of {@link FormEntityMultiSelect}. */
export type FormEntityMultiSelectProps<T> = {
  name: string;
  /** Called after the user adds or removes a record, once the field holds the new list. */
  onPicked?: (value: T[]) => void;
} & Omit<EntitySelectCommonProps<T>, 'required' | 'readOnly' | 'error' | 'onBlur'>;

/** A type-ahead pick of several records (000 §2.6) bound to a list field of the enclosing record form. */
export function FormEntityMultiSelect<T>({ name, onPicked, ...props }: FormEntityMultiSelectProps<T>) {
  const field = useFormField<readonly T[]>(name);
  return (
    <EntitySelect<T>
      {...props}
      multiple
      value={field.value ?? []}
      onChange={(value) => {
        field.onChange(value);
        onPicked?.(value);
      }}
      required={field.required}
      readOnly={field.readOnly}
      error={field.error}
      onBlur={field.onBlur}
    />
  );
}
