import { CloseButton, Combobox, InputBase, Loader, useCombobox } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withInfo } from './entity-info-badge.tsx';
import { EntitySearchOptions } from './entity-search-options.tsx';
import {
  ENTITY_SELECT_MIN_CHARS,
  type EntitySelectCommonProps,
  type EntitySelectSingleValue,
} from './entity-select-props.ts';
import { useEntitySearch } from './use-entity-search.ts';

/** Editable entity selector of one record: the input shows the chosen record until the user types over it. */
export function EntitySelectSingle<T>(props: EntitySelectCommonProps<T> & EntitySelectSingleValue<T>) {
  const { t } = useTranslation();
  const { value, onChange, getKey, getLabel, minChars = ENTITY_SELECT_MIN_CHARS } = props;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query, setQuery] = useState<string | null>(null);
  const { answer, loading, pending } = useEntitySearch(props.search, query ?? '', query !== null, minChars);
  const stopTyping = () => {
    setQuery(null);
    combobox.closeDropdown();
  };
  return (
    <Combobox
      store={combobox}
      withinPortal
      onOptionSubmit={(key) => {
        const item = answer?.items.find((candidate) => String(getKey(candidate)) === key);
        if (item !== undefined) onChange(item);
        stopTyping();
      }}
    >
      <Combobox.Target>
        <InputBase
          label={props.label}
          description={props.description}
          placeholder={props.placeholder ?? t('entitySelect.placeholder')}
          required={props.required}
          disabled={props.disabled}
          error={props.error}
          autoComplete="off"
          value={query ?? (value === null ? '' : getLabel(value))}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setQuery(text);
            if (text === '' && value !== null) onChange(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') stopTyping();
          }}
          onBlur={() => {
            stopTyping();
            props.onBlur?.();
          }}
          rightSection={
            loading ? (
              <Loader role="status" size={16} aria-label={t('entitySelect.searching')} />
            ) : value !== null && !props.disabled ? (
              <CloseButton
                size="sm"
                aria-label={t('entitySelect.clear', { label: props.label })}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  onChange(null);
                  stopTyping();
                }}
              />
            ) : null
          }
          inputContainer={(children) => withInfo(children, props, value ?? undefined)}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <EntitySearchOptions
          field={props}
          text={query ?? ''}
          answer={answer}
          pending={pending}
          exclude={new Set()}
        />
      </Combobox.Dropdown>
    </Combobox>
  );
}
