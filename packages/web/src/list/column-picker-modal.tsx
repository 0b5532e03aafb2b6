import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnOpen } from '../platform/use-on-open.ts';

/** A choice of the picker: a column (or filter) with its header and group. */
export interface PickerColumn {
  key: string;
  name: string;
  group: string;
}

/** Props of {@link ColumnPickerModal}. */
export interface ColumnPickerModalProps {
  opened: boolean;
  title: string;
  /** Label of the confirm button (spec 000 §2.5: configurable). */
  confirmLabel: string;
  columns: readonly PickerColumn[];
  /** Keys chosen when the modal opens. */
  selected: readonly string[];
  /** Whether confirming with nothing chosen is allowed (removing every filter is; showing no column is not). */
  allowEmpty?: boolean;
  onClose: () => void;
  onConfirm: (keys: string[]) => void;
}

/** Case-insensitive and accent-insensitive match of `query` in `text`. */
export function matchesSearch(text: string, query: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase('pt-PT');
  return fold(text).includes(fold(query.trim()));
}

/** Columns grouped by `group`, groups in first-seen order. */
export function groupColumns<T extends PickerColumn>(columns: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const column of columns) {
    const list = groups.get(column.group) ?? [];
    list.push(column);
    groups.set(column.group, list);
  }
  return [...groups.entries()];
}

/**
 * The column picker (spec 000 §2.5): a search box, the columns grouped, a select all / none toggle over the
 * columns the search shows, Cancelar and a confirm button with the caller's label. The list's column choice,
 * the filter selection and the export use it.
 */
export function ColumnPickerModal(props: ColumnPickerModalProps) {
  const { opened, title, confirmLabel, columns, selected, allowEmpty = false, onClose, onConfirm } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(selected));

  useOnOpen(opened, () => {
    setChosen(new Set(selected));
    setSearch('');
  });

  const visible = useMemo(() => columns.filter((c) => matchesSearch(c.name, search)), [columns, search]);
  const allVisibleChosen = visible.length > 0 && visible.every((c) => chosen.has(c.key));
  const someVisibleChosen = visible.some((c) => chosen.has(c.key));

  const toggle = (key: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const toggleAll = () =>
    setChosen((current) => {
      const next = new Set(current);
      for (const column of visible) {
        if (allVisibleChosen) next.delete(column.key);
        else next.add(column.key);
      }
      return next;
    });

  const keys = columns.filter((c) => chosen.has(c.key)).map((c) => c.key);

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <Stack gap="sm">
        <TextInput
          label={t('list.picker.search')}
          placeholder={t('list.picker.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        <Checkbox
          label={t('list.picker.selectAll')}
          checked={allVisibleChosen}
          indeterminate={!allVisibleChosen && someVisibleChosen}
          onChange={toggleAll}
          disabled={visible.length === 0}
        />
        <ScrollArea.Autosize mah={400} type="auto">
          <Stack gap="md">
            {visible.length === 0 && <Text c="dimmed">{t('list.picker.noMatch')}</Text>}
            {groupColumns(visible).map(([group, items]) => (
              <div key={group} role="group" aria-label={group}>
                <Title order={3} size="h6" mb={4}>
                  {group}
                </Title>
                <Stack gap={6}>
                  {items.map((column) => (
                    <Checkbox
                      key={column.key}
                      label={column.name}
                      checked={chosen.has(column.key)}
                      onChange={(event) => toggle(column.key, event.currentTarget.checked)}
                    />
                  ))}
                </Stack>
              </div>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('list.actions.cancel')}
          </Button>
          <Button disabled={!allowEmpty && keys.length === 0} onClick={() => onConfirm(keys)}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
