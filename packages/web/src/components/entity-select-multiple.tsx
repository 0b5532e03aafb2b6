import { Combobox, Pill, PillsInput, useCombobox } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntitySearchOptions } from './entity-search-options.tsx';
import {
  ENTITY_SELECT_MIN_CHARS,
  type EntitySelectCommonProps,
  type EntitySelectMultipleValue,
} from './entity-select-props.ts';
import { useEntitySearch } from './use-entity-search.ts';

/** Editable entity selector of several records: chosen ones as removable pills, then the search field. */
export function EntitySelectMultiple<T>(props: EntitySelectCommonProps<T> & EntitySelectMultipleValue<T>) {
  const { t } = useTranslation();
  const { value, onChange, getKey, getLabel, minChars = ENTITY_SELECT_MIN_CHARS } = props;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query, setQuery] = useState('');
  const { answer, pending } = useEntitySearch(props.search, query, query !== '', minChars);
  const chosen = new Set(value.map((item) => String(getKey(item))));
  const remove = (key: string) => onChange(value.filter((item) => String(getKey(item)) !== key));
  return (
    <Combobox
      store={combobox}
      withinPortal
      onOptionSubmit={(key) => {
        const item = answer?.items.find((candidate) => String(getKey(candidate)) === key);
        if (item !== undefined && !chosen.has(key)) onChange([...value, item]);
        setQuery('');
        combobox.closeDropdown();
      }}
    >
      <Combobox.DropdownTarget>
        <PillsInput
          label={props.label}
          description={props.description}
          required={props.required}
          disabled={props.disabled}
          error={props.error}
          onClick={() => combobox.openDropdown()}
        >
          <Pill.Group>
            {value.map((item) => {
              const key = String(getKey(item));
              return (
                <Pill
                  key={key}
                  withRemoveButton={!props.disabled}
                  onRemove={() => remove(key)}
                  removeButtonProps={{
                    // Mantine hides the remove button from keyboards and screen readers; ours must reach it.
                    'aria-hidden': false,
                    tabIndex: 0,
                    'aria-label': t('entitySelect.remove', { item: getLabel(item) }),
                  }}
                >
                  {getLabel(item)}
                </Pill>
              );
            })}
            <Combobox.EventsTarget>
              <PillsInput.Field
                value={query}
                placeholder={props.placeholder ?? t('entitySelect.placeholder')}
                autoComplete="off"
                onChange={(event) => {
                  setQuery(event.currentTarget.value);
                  combobox.openDropdown();
                  combobox.updateSelectedOptionIndex();
                }}
                onBlur={() => {
                  setQuery('');
                  combobox.closeDropdown();
                  props.onBlur?.();
                }}
                onKeyDown={(event) => {
                  const last = value.at(-1);
                  if (event.key === 'Backspace' && query === '' && last !== undefined)
                    remove(String(getKey(last)));
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown>
        <EntitySearchOptions field={props} text={query} answer={answer} pending={pending} exclude={chosen} />
      </Combobox.Dropdown>
    </Combobox>
  );
}
