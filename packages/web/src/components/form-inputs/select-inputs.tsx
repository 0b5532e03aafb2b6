import { MultiSelect, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedRef } from '../../platform/record-api.ts';
import { useFormField } from '../../platform/forms/use-form-field.ts';
import type { BoundInputProps } from './text-inputs.tsx';

/**
 * The dropdown of the forms' selects: in a portal, and mounted only while open. Mantine's Combobox keeps a closed
 * dropdown mounted by default, so every option of every select (a thousand diseases) was drawn with the screen
 * and again with each render of the select; the options are now drawn when the list opens.
 *
 * An open list stays shown when its field scrolls out of view (Mantine's `hideDetached` hid it, still open): it
 * follows the field either way, and a list hidden while open could not be scrolled back to, neither by a user
 * reaching for an option with the keyboard nor by the browser tests, which then waited on it until they failed.
 */
export const COMBOBOX_PROPS = { withinPortal: true, keepMounted: false, hideDetached: false } as const;

/** Select data of a lookup, keeping the current values when they are no longer offered (an inactive type). */
export function optionsWith(
  options: readonly NamedRef[],
  current: NamedRef | readonly NamedRef[] | null | undefined,
): { value: string; label: string }[] {
  const data = options.map((option) => ({ value: String(option.id), label: option.nome }));
  const kept = current === null || current === undefined ? [] : Array.isArray(current) ? current : [current];
  for (const ref of kept as readonly NamedRef[])
    if (!options.some((option) => option.id === ref.id))
      data.unshift({ value: String(ref.id), label: ref.nome });
  return data;
}

/**
 * The dropdown of a select whose list may still be loading. With nothing to offer (a list loading, or none for
 * what was chosen) no empty list box opens, which would be a list without options to a screen reader (axe:
 * aria-required-children); but the user's wish to see the list is kept, so that a list arriving while they type
 * opens (forcing it closed instead left it closed until the next keystroke).
 */
function useDropdownWhenData() {
  const [wanted, setWanted] = useState(false);
  return {
    onBlur: () => setWanted(false),
    props: (hasData: boolean) => ({
      dropdownOpened: wanted && hasData,
      onDropdownOpen: () => setWanted(true),
      onDropdownClose: () => setWanted(false),
    }),
  };
}

/** A pick from a lookup list, kept as the reference (id and name); read-only, its name. */
export function FormRefSelect({
  name,
  label,
  description,
  autoFocus,
  options,
}: BoundInputProps & { options: readonly NamedRef[] }) {
  const { t } = useTranslation();
  const field = useFormField<NamedRef | null>(name);
  const dropdown = useDropdownWhenData();
  if (field.readOnly)
    return <TextInput label={label} value={field.value?.nome ?? '-'} readOnly variant="filled" />;
  const data = optionsWith(options, field.value);
  return (
    <Select
      label={label}
      description={description}
      required={field.required}
      searchable
      data={data}
      value={field.value ? String(field.value.id) : null}
      onChange={(key) => {
        const picked = key === null ? null : (options.find((o) => String(o.id) === key) ?? field.value);
        field.onChange(picked);
        // A pick by mouse may never blur the input: the choice itself counts as leaving the field.
        field.onBlur();
      }}
      onBlur={() => {
        dropdown.onBlur();
        field.onBlur();
      }}
      error={field.error}
      nothingFoundMessage={t('widgets.select.nothingFound')}
      comboboxProps={COMBOBOX_PROPS}
      {...dropdown.props(data.length > 0)}
      data-autofocus={autoFocus || undefined}
    />
  );
}

/** What a multi-pick draws: its choices by key, the chosen keys, the field's state (required, error, blur). */
interface KeyedMultiSelectProps {
  label: string;
  description?: string;
  data: readonly { value: string; label: string }[];
  keys: readonly string[];
  onKeys: (keys: string[]) => void;
  field: { readOnly: boolean; required: boolean; error?: string; onBlur: () => void };
}

/** The one multi-pick of the forms, by key; read-only, the chosen labels (or "-"). */
export function KeyedMultiSelect({ label, description, data, keys, onKeys, field }: KeyedMultiSelectProps) {
  const { t } = useTranslation();
  if (field.readOnly) {
    const labels = data.filter((option) => keys.includes(option.value)).map((option) => option.label);
    return <TextInput label={label} value={labels.join(', ') || '-'} readOnly variant="filled" />;
  }
  return (
    <MultiSelect
      label={label}
      description={description}
      required={field.required}
      searchable
      data={data.map((option) => ({ ...option }))}
      value={[...keys]}
      onChange={onKeys}
      onBlur={field.onBlur}
      error={field.error}
      nothingFoundMessage={t('widgets.select.nothingFound')}
      comboboxProps={COMBOBOX_PROPS}
    />
  );
}

/** Several picks from a lookup list, kept as references; read-only, their names. */
export function FormRefMultiSelect({
  name,
  label,
  description,
  options,
}: BoundInputProps & { options: readonly NamedRef[] }) {
  const field = useFormField<readonly NamedRef[]>(name);
  const value = field.value ?? [];
  const known = [...options, ...value.filter((r) => !options.some((o) => o.id === r.id))];
  return (
    <KeyedMultiSelect
      label={label}
      description={description}
      data={optionsWith(options, value)}
      keys={value.map((r) => String(r.id))}
      onKeys={(keys) => field.onChange(known.filter((r) => keys.includes(String(r.id))))}
      field={field}
    />
  );
}
