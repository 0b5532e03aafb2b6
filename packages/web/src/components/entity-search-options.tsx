import { Alert, Combobox, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ENTITY_SELECT_CAP,
  ENTITY_SELECT_MIN_CHARS,
  type EntitySelectCommonProps,
} from './entity-select-props.ts';
import type { EntitySearchAnswer } from './use-entity-search.ts';

/** Props of {@link EntitySearchOptions}. */
interface EntitySearchOptionsProps<T> {
  field: EntitySelectCommonProps<T>;
  text: string;
  answer: EntitySearchAnswer<T> | null;
  pending: boolean;
  /** Keys of records already chosen, left out of the list. */
  exclude: ReadonlySet<string>;
}

/** The selector's dropdown content: hint, searching, nothing found, or the options with the cap warning. */
export function EntitySearchOptions<T>({
  field,
  text,
  answer,
  pending,
  exclude,
}: EntitySearchOptionsProps<T>) {
  const {
    getKey,
    getLabel,
    renderOption,
    minChars = ENTITY_SELECT_MIN_CHARS,
    cap = ENTITY_SELECT_CAP,
  } = field;
  const { t } = useTranslation();
  if (text.trim().length < minChars)
    return <Combobox.Empty>{t('entitySelect.minChars', { count: minChars })}</Combobox.Empty>;
  if (!answer) return <Combobox.Empty>{t('entitySelect.searching')}</Combobox.Empty>;
  const items = answer.items.filter((item) => !exclude.has(String(getKey(item))));
  return (
    <>
      {answer.items.length >= cap && (
        <Combobox.Header>
          <Alert color="yellow" p="xs" title={t('entitySelect.capTitle')} role="status">
            <Text fz="xs">{t('entitySelect.capMessage')}</Text>
          </Alert>
        </Combobox.Header>
      )}
      {items.length === 0 ? (
        // Outside the list box: an empty listbox holding a message breaks its role (axe: aria-required-children).
        <Combobox.Empty>
          {pending ? t('entitySelect.searching') : t('entitySelect.nothingFound')}
        </Combobox.Empty>
      ) : (
        // Mantine names its own Select's list box; this one is ours to name (axe: aria-input-field-name).
        <Combobox.Options aria-busy={pending} aria-label={field.label}>
          {items.map((item) => (
            <Combobox.Option key={String(getKey(item))} value={String(getKey(item))}>
              {renderOption ? renderOption(item) : getLabel(item)}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      )}
    </>
  );
}
