import type { ChangeEvent } from 'react';
import { NumberInput, PasswordInput, Textarea, TextInput, type NumberInputProps } from '@mantine/core';
import { useFormField } from '../../platform/forms/use-form-field.ts';

/** Props every bound input takes: the form field it edits and its label. */
export interface BoundInputProps {
  name: string;
  label: string;
  description?: string;
  /** Focused when its modal opens. */
  autoFocus?: boolean;
}

/**
 * A one-line text field of the enclosing record form; a `secret` one (a service's password) is typed hidden, never
 * filled in by the browser's saved passwords, and never shown back (the server does not answer it).
 */
export function FormTextInput({
  name,
  label,
  description,
  autoFocus,
  secret = false,
}: BoundInputProps & { secret?: boolean }) {
  const field = useFormField<string | null>(name);
  const props = {
    label,
    description,
    required: field.required,
    readOnly: field.readOnly,
    variant: field.readOnly ? 'filled' : 'default',
    value: field.value ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(event.currentTarget.value),
    onBlur: field.onBlur,
    error: field.error,
    'data-autofocus': autoFocus || undefined,
  };
  return secret ? <PasswordInput {...props} autoComplete="new-password" /> : <TextInput {...props} />;
}

/** A multi-line text field of the enclosing record form. */
export function FormTextarea({
  name,
  label,
  description,
  autoFocus,
  minRows = 2,
}: BoundInputProps & { minRows?: number }) {
  const field = useFormField<string | null>(name);
  return (
    <Textarea
      label={label}
      description={description}
      required={field.required}
      readOnly={field.readOnly}
      variant={field.readOnly ? 'filled' : 'default'}
      autosize
      minRows={minRows}
      maxRows={12}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={field.error}
      data-autofocus={autoFocus || undefined}
    />
  );
}

/**
 * A number field of the enclosing record form; the value is a number, or '' while empty (Mantine's), which
 * the form's draft turns into null.
 */
export function FormNumberInput({
  name,
  label,
  description,
  autoFocus,
  ...number
}: BoundInputProps & Pick<NumberInputProps, 'min' | 'max' | 'allowDecimal' | 'decimalScale'>) {
  const field = useFormField<number | string>(name);
  return (
    <NumberInput
      label={label}
      description={description}
      required={field.required}
      readOnly={field.readOnly}
      variant={field.readOnly ? 'filled' : 'default'}
      allowNegative={false}
      {...number}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={field.error}
      data-autofocus={autoFocus || undefined}
    />
  );
}

/** A NumberInput's value as a number, or null while it is empty or not a number yet. */
export function numberOrNull(value: number | string | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
