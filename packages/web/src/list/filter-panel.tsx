import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconDeviceFloppy,
  IconFilter,
  IconFolderOpen,
  IconPencil,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FilterEditor } from './filter-editor.tsx';
import { filterHasValue, type ListFilter } from './list-filters.ts';
import type { LoadedReport } from './list-state.ts';

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  filters: readonly ListFilter[];
  report: LoadedReport | null;
  onChange: (filter: ListFilter) => void;
  onRemove: (key: string) => void;
  onSave: () => void;
  onLoad: () => void;
  onSelect: () => void;
  onClear: () => void;
  onEditReport: () => void;
}

/**
 * The filter panel on the left of the list (spec 000 §2.5): Guardar, Carregar, Selecionar filtros and
 * Remover filtros (only when there are filters), the loaded report with its edit button and changed marker,
 * and one editor per chosen filter.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { filters, report, onChange, onRemove } = props;
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" component="aside" aria-labelledby="list-filters-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="list-filters-title">
          {t('list.filters.title')}
        </Title>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDeviceFloppy size={14} aria-hidden="true" />}
            onClick={props.onSave}
          >
            {t('list.filters.save')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFolderOpen size={14} aria-hidden="true" />}
            onClick={props.onLoad}
          >
            {t('list.filters.load')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFilter size={14} aria-hidden="true" />}
            onClick={props.onSelect}
          >
            {t('list.filters.select')}
          </Button>
          {filters.length > 0 && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              onClick={props.onClear}
            >
              {t('list.filters.clear')}
            </Button>
          )}
        </Group>
        {report && (
          <Group gap="xs" wrap="nowrap" data-testid="loaded-report">
            <Text fw={600} fz="sm" truncate>
              {report.nome}
            </Text>
            {report.touched && (
              <Badge size="xs" color="orange" variant="light">
                {t('list.reports.touched')}
              </Badge>
            )}
            <Tooltip label={t('list.reports.edit')}>
              <ActionIcon
                size="sm"
                variant="subtle"
                aria-label={t('list.reports.edit')}
                onClick={props.onEditReport}
              >
                <IconPencil size={14} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
        {filters.map((filter) => (
          <Group key={filter.key} align="flex-start" gap={4} wrap="nowrap">
            <div style={{ flex: 1, minWidth: 0 }}>
              <FilterEditor filter={filter} onChange={onChange} />
            </div>
            <Tooltip label={t('list.filters.remove', { name: filter.name })}>
              <ActionIcon
                mt={26}
                variant="subtle"
                color="gray"
                aria-label={t('list.filters.remove', { name: filter.name })}
                onClick={() => onRemove(filter.key)}
              >
                <IconX size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** The filter badges above the table: active when the filter holds a value (spec 000 §2.5). */
export function FilterBadges({ filters }: { filters: readonly ListFilter[] }) {
  const { t } = useTranslation();
  if (filters.length === 0) {
    return (
      <Text c="dimmed" fz="sm" data-testid="filter-badges">
        {t('list.filters.none')}
      </Text>
    );
  }
  return (
    <Group gap="xs" data-testid="filter-badges">
      {filters.map((filter) => {
        const active = filterHasValue(filter);
        return (
          <Badge
            key={filter.key}
            variant={active ? 'filled' : 'outline'}
            color={active ? 'blue' : 'gray'}
            data-active={active}
          >
            {filter.name}
          </Badge>
        );
      })}
    </Group>
  );
}
