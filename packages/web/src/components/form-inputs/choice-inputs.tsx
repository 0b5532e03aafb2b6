import { Group, Radio, Select, TextInput } from '@mantine/core';
import { KeyedMultiSelect } from './select-inputs.tsx';
import { useTranslation } from 'react-i18next';
import { useFormField } from '../../platform/forms/use-form-field.ts';
import type { BoundInputProps } from './text-inputs.tsx';

/** One choice of a coded field: the code the API carries and its label. */
export interface CodeOption<C extends string = string> {
  value: C;
  label: string;
}

/** A pick among codes (an enum of the domain: animal type, conclusion, …); read-only, its label. */
export function FormCodeSelect({
  name,
  label,
  description,
  autoFocus,
  options,
}: BoundInputProps & { options: readonly CodeOption[] }) {
  const { t } = useTranslation();
  const field = useFormField<string | null>(name);
  const current = options.find((option) => option.value === field.value);
  if (field.readOnly)
    return <TextInput label={label} value={current?.label ?? '-'} readOnly variant="filled" />;
  return (
    <Select
      label={label}
      description={description}
      required={field.required}
      data={options.map((option) => ({ ...option }))}
      value={field.value ?? null}
      onChange={(value) => {
        field.onChange(value);
        field.onBlur();
      }}
      onBlur={field.onBlur}
      error={field.error}
      nothingFoundMessage={t('widgets.select.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      data-autofocus={autoFocus || undefined}
    />
  );
}

/** Several picks among codes (EU categories of a disease); read-only, their labels. */
export function FormCodeMultiSelect({
  name,
  label,
  description,
  options,
}: BoundInputProps & { options: readonly CodeOption[] }) {
  const field = useFormField<readonly string[] | null>(name);
  return (
    <KeyedMultiSelect
      label={label}
      description={description}
      data={options}
      keys={field.value ?? []}
      onKeys={(keys) => field.onChange(keys)}
      field={field}
    />
  );
}

/** A yes / no answer (true, false, or null while unanswered); read-only, "Sim" or "Não". */
export function FormYesNo({ name, label, description }: BoundInputProps) {
  const { t } = useTranslation();
  const field = useFormField<boolean | null>(name);
  const text = (value: boolean) => t(value ? 'list.cell.yes' : 'list.cell.no');
  if (field.readOnly)
    return (
      <TextInput
        label={label}
        value={field.value === null || field.value === undefined ? '-' : text(field.value)}
        readOnly
        variant="filled"
      />
    );
  return (
    <Radio.Group
      label={label}
      description={description}
      required={field.required}
      error={field.error}
      value={field.value === null || field.value === undefined ? '' : String(field.value)}
      onChange={(value) => {
        field.onChange(value === 'true');
        field.onBlur();
      }}
    >
      <Group mt={6} gap="lg">
        <Radio value="true" label={text(true)} />
        <Radio value="false" label={text(false)} />
      </Group>
    </Radio.Group>
  );
}
