import { Checkbox, Group, Radio, Select, Stack, TextInput } from '@mantine/core';
import { COMBOBOX_PROPS, KeyedMultiSelect } from './select-inputs.tsx';
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
      comboboxProps={COMBOBOX_PROPS}
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
  const options = [
    { value: 'true', label: t('list.cell.yes') },
    { value: 'false', label: t('list.cell.no') },
  ];
  return (
    <RadioChoices
      label={label}
      description={description}
      field={field}
      options={options}
      inline
      value={field.value === null || field.value === undefined ? null : String(field.value)}
      onPick={(value) => field.onChange(value === 'true')}
    />
  );
}

/** A yes / no as one checkbox (000 §2.6 "checkbox": checked is yes); read-only, "Sim" or "Não". */
export function FormCheckbox({ name, label, description }: BoundInputProps) {
  const { t } = useTranslation();
  const field = useFormField<boolean | null>(name);
  if (field.readOnly)
    return (
      <TextInput
        label={label}
        value={t(field.value ? 'list.cell.yes' : 'list.cell.no')}
        readOnly
        variant="filled"
      />
    );
  return (
    <Checkbox
      label={label}
      description={description}
      checked={field.value === true}
      onChange={(event) => {
        field.onChange(event.currentTarget.checked);
        field.onBlur();
      }}
      error={field.error}
    />
  );
}

/** Radio buttons of a bound field, by option value; read-only, the chosen label (or "-"). */
function RadioChoices({
  label,
  description,
  field,
  options,
  inline,
  value,
  onPick,
}: {
  label: string;
  description?: string;
  field: { readOnly: boolean; required: boolean; error?: string; onBlur: () => void };
  options: readonly CodeOption[];
  inline: boolean;
  value: string | null;
  onPick: (value: string) => void;
}) {
  if (field.readOnly)
    return (
      <TextInput
        label={label}
        value={options.find((option) => option.value === value)?.label ?? '-'}
        readOnly
        variant="filled"
      />
    );
  const radios = options.map((option) => (
    <Radio key={option.value} value={option.value} label={option.label} />
  ));
  return (
    <Radio.Group
      label={label}
      description={description}
      required={field.required}
      error={field.error}
      value={value ?? ''}
      onChange={(picked) => {
        onPick(picked);
        field.onBlur();
      }}
    >
      {inline ? (
        <Group mt={6} gap="lg">
          {radios}
        </Group>
      ) : (
        <Stack mt={6} gap="xs">
          {radios}
        </Stack>
      )}
    </Radio.Group>
  );
}

/**
 * A pick among codes as radio buttons (000 §2.6 "radiobutton", "radiobutton-inline": side by side); read-only,
 * the label.
 */
export function FormRadioOptions({
  name,
  label,
  description,
  options,
  inline = false,
}: BoundInputProps & { options: readonly CodeOption[]; inline?: boolean }) {
  const field = useFormField<string | null>(name);
  return (
    <RadioChoices
      label={label}
      description={description}
      field={field}
      options={options}
      inline={inline}
      value={field.value}
      onPick={(value) => field.onChange(value)}
    />
  );
}
