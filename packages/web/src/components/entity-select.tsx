import {
  Alert,
  Anchor,
  Badge,
  Box,
  CloseButton,
  Combobox,
  Group,
  Input,
  InputBase,
  Loader,
  Modal,
  Pill,
  PillsInput,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Characters typed before the search starts, unless the field says otherwise (spec 000 §5). */
export const ENTITY_SELECT_MIN_CHARS = 3;
/** Pause after the last keystroke before searching (spec 000 §5, §9: 200 ms in the shared selector). */
export const ENTITY_SELECT_DEBOUNCE_MS = 200;
/** Results a search asks for; an answer this long may be incomplete (spec 000 §7.2, §9: 100). */
export const ENTITY_SELECT_CAP = 100;

/** What every entity selector takes, single or multiple. */
interface EntitySelectCommonProps<T> {
  label: string;
  /** Fetches the records matching the typed text (at most `cap` of them); a rejection reads as no result. */
  search: (text: string, signal: AbortSignal) => Promise<readonly T[]>;
  /** A stable identity of a record (its id, its brand, …). */
  getKey: (item: T) => string | number;
  /** What the field shows for a chosen record. */
  getLabel: (item: T) => string;
  /** How an option reads in the list (default: its label). */
  renderOption?: (item: T) => ReactNode;
  /** Default {@link ENTITY_SELECT_MIN_CHARS}. */
  minChars?: number;
  /** The page size the search asks for; an answer of that many shows the incomplete-results warning. */
  cap?: number;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  onBlur?: () => void;
  /** Read-only: the in-app route a chosen record links to (null: plain text). */
  getLink?: (item: T) => string | null;
  /** Adds a "+ Info" badge that opens a modal with this content for the chosen record (single mode). */
  renderInfo?: (item: T) => ReactNode;
  /** Title of the "+ Info" modal (default: the label). */
  infoTitle?: string;
}

/** One record or none. */
interface SingleProps<T> {
  multiple?: false;
  value: T | null;
  onChange: (value: T | null) => void;
}

/** Any number of records. */
interface MultipleProps<T> {
  multiple: true;
  value: readonly T[];
  onChange: (value: T[]) => void;
}

/** Props of {@link EntitySelect}. */
export type EntitySelectProps<T> = EntitySelectCommonProps<T> & (SingleProps<T> | MultipleProps<T>);

/** The last answer of the search, for the text it answered. */
interface SearchState<T> {
  text: string;
  items: readonly T[];
}

/** Debounced type-ahead: searches once `text` has `minChars` characters and the user stops typing. */
function useEntitySearch<T>(
  search: EntitySelectCommonProps<T>['search'],
  text: string,
  active: boolean,
  minChars: number,
): { answer: SearchState<T> | null; loading: boolean; pending: boolean } {
  const [debounced] = useDebouncedValue(text.trim(), ENTITY_SELECT_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<SearchState<T> | null>(null);
  const [loading, setLoading] = useState(false);
  // Callers pass a new function on every render; searching again for each would never settle.
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });
  useEffect(() => {
    if (!active || debounced.length < minChars) {
      setAnswer(null);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const settle = (items: readonly T[]) => {
      if (controller.signal.aborted) return;
      setAnswer({ text: debounced, items });
      setLoading(false);
    };
    // The API client has already shown the error toast; a failed search lists nothing (spec 000 §8.2).
    searchRef.current(debounced, controller.signal).then(settle, () => settle([]));
    return () => controller.abort();
  }, [debounced, active, minChars]);
  const typed = text.trim();
  return { answer, loading, pending: loading || (typed.length >= minChars && typed !== debounced) };
}

/** The dropdown's content: hint, searching, nothing found, or the options with the cap warning. */
function SearchOptions<T>({
  field,
  text,
  answer,
  pending,
  exclude,
}: {
  field: EntitySelectCommonProps<T>;
  text: string;
  answer: SearchState<T> | null;
  pending: boolean;
  exclude: ReadonlySet<string>;
}) {
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
      <Combobox.Options aria-busy={pending}>
        {items.length === 0 ? (
          <Combobox.Empty>
            {pending ? t('entitySelect.searching') : t('entitySelect.nothingFound')}
          </Combobox.Empty>
        ) : (
          items.map((item) => (
            <Combobox.Option key={String(getKey(item))} value={String(getKey(item))}>
              {renderOption ? renderOption(item) : getLabel(item)}
            </Combobox.Option>
          ))
        )}
      </Combobox.Options>
    </>
  );
}

/** The "+ Info" badge and its detail modal (spec 000 §2.6). */
function InfoBadge<T>({
  field,
  item,
  render,
}: {
  field: EntitySelectCommonProps<T>;
  item: T;
  render: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Badge
        component="button"
        type="button"
        variant="light"
        style={{ cursor: 'pointer', flexShrink: 0 }}
        aria-label={t('entitySelect.infoLabel', { label: field.label })}
        onClick={() => setOpened(true)}
      >
        {t('entitySelect.info')}
      </Badge>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={field.infoTitle ?? field.label}
        size="lg"
      >
        {render(item)}
      </Modal>
    </>
  );
}

/** Read-only: the chosen record(s), a link when `getLink` gives one. */
function ReadOnlyValue<T>(props: EntitySelectProps<T>) {
  const { t } = useTranslation();
  const labelId = useId();
  const items: readonly T[] = props.multiple ? props.value : props.value === null ? [] : [props.value];
  const first = props.multiple ? undefined : items[0];
  if (!props.multiple && !items.some((item) => props.getLink?.(item))) {
    return (
      <TextInput
        label={props.label}
        description={props.description}
        value={first === undefined ? t('entitySelect.empty') : props.getLabel(first)}
        readOnly
        variant="filled"
        inputContainer={(children) => withInfo(children, props, first)}
      />
    );
  }
  const list = (
    <Group gap="xs" mt={4} role="list" aria-labelledby={`${labelId}-label`}>
      {items.map((item) => {
        const link = props.getLink?.(item) ?? null;
        return (
          <Box role="listitem" key={String(props.getKey(item))}>
            {link ? (
              <Anchor component={Link} to={link} fz="sm">
                {props.getLabel(item)}
              </Anchor>
            ) : (
              <Pill>{props.getLabel(item)}</Pill>
            )}
          </Box>
        );
      })}
    </Group>
  );
  return (
    <Input.Wrapper label={props.label} description={props.description} labelElement="div" id={labelId}>
      {items.length === 0 ? <Text fz="sm">{t('entitySelect.empty')}</Text> : withInfo(list, props, first)}
    </Input.Wrapper>
  );
}

/** The input beside its "+ Info" badge, when the field has one and a record is chosen. */
function withInfo<T>(children: ReactNode, props: EntitySelectCommonProps<T>, item: T | undefined) {
  if (!props.renderInfo || item === undefined) return children;
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Box flex={1}>{children}</Box>
      <InfoBadge field={props} item={item} render={props.renderInfo} />
    </Group>
  );
}

/** Editable, one record: the input shows the chosen record until the user types over it. */
function SingleEntitySelect<T>(props: EntitySelectCommonProps<T> & SingleProps<T>) {
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
              <Loader size={16} aria-label={t('entitySelect.searching')} />
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
        <SearchOptions
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

/** Editable, several records: chosen ones as removable pills, then the search field. */
function MultipleEntitySelect<T>(props: EntitySelectCommonProps<T> & MultipleProps<T>) {
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
        <SearchOptions field={props} text={query} answer={answer} pending={pending} exclude={chosen} />
      </Combobox.Dropdown>
    </Combobox>
  );
}

/**
 * The entity selector (spec 000 §2.6, §5, §8.2, §9): a type-ahead over `search`, single or multiple. It
 * searches once `minChars` characters are typed (default 3), 200 ms after the last keystroke; an answer as
 * long as the cap (default 100) warns "Possibilidade de resultados incompletos!". Read-only it shows the
 * value, as a link when `getLink` gives one; `renderInfo` adds a "+ Info" badge opening a detail modal.
 */
export function EntitySelect<T>(props: EntitySelectProps<T>) {
  if (props.readOnly) return <ReadOnlyValue {...props} />;
  return props.multiple ? <MultipleEntitySelect {...props} /> : <SingleEntitySelect {...props} />;
}
