import { useController, useFormContext } from 'react-hook-form';
import { useFormMeta } from './form-meta.ts';

/** One field of the enclosing record form, as its input needs it. */
export interface FormFieldState<T> {
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  /** The field's message once it was left or an attempt was made (000 §5); undefined otherwise. */
  error: string | undefined;
  /** The asterisk: the schema requires it and the form edits (000 §5). */
  required: boolean;
  readOnly: boolean;
}

/** Binds an input to the field `name` of the enclosing form (FormProvider + FormMetaContext). */
export function useFormField<T>(name: string): FormFieldState<T> {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const meta = useFormMeta();
  return {
    value: field.value as T,
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
    required: !meta.readOnly && meta.required.has(name),
    readOnly: meta.readOnly,
  };
}
