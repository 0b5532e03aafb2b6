import {
  ActionIcon,
  Box,
  Group,
  LoadingOverlay,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowsSort,
  IconColumns,
  IconEye,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { valueAtPath, type ColumnDescriptor } from '@sigsa/domain/list/columns';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CellValue, type GeoPoint } from './cell-registry.tsx';
import type { ListRow } from './list-api.ts';
import type { SortEntry } from './list-state.ts';

/** Props of {@link ListTable}. */
export interface ListTableProps {
  columns: readonly ColumnDescriptor[];
  rows: readonly ListRow[];
  sort: readonly SortEntry[];
  overlayVisible: boolean;
  onSortChange: (sort: SortEntry[]) => void;
  onOpenColumnPicker: () => void;
  /** Where a row's "Consultar registo" leads; null opens `onOpenRecord` instead (no detail screen yet). */
  recordHref: (row: ListRow) => string | null;
  onOpenRecord: (row: ListRow) => void;
  onShowPoint: (point: GeoPoint) => void;
}

/** Next sort of a column clicked in the header: ascending, then descending, then none. */
export function nextSort(current: readonly SortEntry[], prop: string): SortEntry[] {
  const entry = current.find((s) => s.prop === prop);
  if (!entry) return [{ prop, dir: 'asc' }];
  if (entry.dir === 'asc') return [{ prop, dir: 'desc' }];
  return [];
}

function SortIcon({ dir }: { dir: SortEntry['dir'] | null }) {
  if (dir === 'asc') return <IconSortAscending size={16} aria-hidden="true" />;
  if (dir === 'desc') return <IconSortDescending size={16} aria-hidden="true" />;
  return <IconArrowsSort size={16} aria-hidden="true" opacity={0.4} />;
}

function RecordButton({
  row,
  recordHref,
  onOpenRecord,
}: Pick<ListTableProps, 'recordHref' | 'onOpenRecord'> & { row: ListRow }) {
  const { t } = useTranslation();
  const href = recordHref(row);
  const label = t('list.table.openRecord');
  return (
    <Tooltip label={label}>
      {href !== null ? (
        <ActionIcon component={Link} to={href} variant="subtle" aria-label={label}>
          <IconEye size={18} aria-hidden="true" />
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" aria-label={label} onClick={() => onOpenRecord(row)}>
          <IconEye size={18} aria-hidden="true" />
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/**
 * The data table of the list (spec 000 §2.5): the chosen columns with server sort from the header, the
 * column picker in the header, a "Consultar registo" button per row, the empty message and the overlay.
 */
export function ListTable(props: ListTableProps) {
  const { columns, rows, sort, overlayVisible, onSortChange, onOpenColumnPicker, onShowPoint } = props;
  const { t } = useTranslation();
  return (
    <Box pos="relative" mih={160}>
      <LoadingOverlay
        visible={overlayVisible}
        zIndex={5}
        overlayProps={{ blur: 1 }}
        loaderProps={{
          children: (
            <Stack align="center" gap="xs" role="status">
              <Text fw={500}>{t('list.table.loading')}</Text>
            </Stack>
          ),
        }}
      />
      <Table.ScrollContainer minWidth={600}>
        <Table striped highlightOnHover withTableBorder verticalSpacing="xs" data-testid="list-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>
                <Tooltip label={t('list.table.chooseColumns')}>
                  <ActionIcon
                    variant="subtle"
                    onClick={onOpenColumnPicker}
                    aria-label={t('list.table.chooseColumns')}
                  >
                    <IconColumns size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              </Table.Th>
              {columns.map((column) => {
                const dir = sort.find((s) => s.prop === column.prop)?.dir ?? null;
                return (
                  <Table.Th
                    key={column.key}
                    aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
                  >
                    {column.canSort ? (
                      <UnstyledButton
                        onClick={() => onSortChange(nextSort(sort, column.prop))}
                        fw={700}
                        fz="sm"
                        aria-label={t('list.table.sortBy', { name: column.name })}
                      >
                        <Group gap={4} wrap="nowrap">
                          {column.name}
                          <SortIcon dir={dir} />
                        </Group>
                      </UnstyledButton>
                    ) : (
                      column.name
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length + 1}>
                  <Text c="dimmed" ta="center" py="md">
                    {t('list.table.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={String(row.id)}>
                  <Table.Td>
                    <RecordButton row={row} recordHref={props.recordHref} onOpenRecord={props.onOpenRecord} />
                  </Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>
                      <CellValue
                        value={valueAtPath(row, column.prop)}
                        column={column}
                        onShowPoint={onShowPoint}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}
