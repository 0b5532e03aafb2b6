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
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { valueAtPath, type ColumnDescriptor } from '@sigsa/domain/list/columns';
import { createContext, useContext, useMemo } from 'react';
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

/** Id of the leading column: the column picker in its header, "Consultar registo" in its cells. */
const RECORD_COLUMN_ID = '_record';

/** The list's sort as TanStack's sorting state; a column's id is its descriptor's `prop`. */
export function toSortingState(sort: readonly SortEntry[]): SortingState {
  return sort.map((s) => ({ id: s.prop, desc: s.dir === 'desc' }));
}

/** TanStack's sorting state back as the list's sort. */
export function fromSortingState(sorting: SortingState): SortEntry[] {
  return sorting.map((s) => ({ prop: s.id, dir: s.desc ? 'desc' : 'asc' }));
}

/** What the cells and headers need from the page; column definitions stay stable while these change. */
type TableActions = Pick<
  ListTableProps,
  'onOpenColumnPicker' | 'recordHref' | 'onOpenRecord' | 'onShowPoint'
>;

const TableActionsContext = createContext<TableActions | null>(null);

function useTableActions(): TableActions {
  const actions = useContext(TableActionsContext);
  if (!actions) throw new Error('Célula da tabela fora de ListTable.');
  return actions;
}

function SortIcon({ dir }: { dir: SortEntry['dir'] | null }) {
  if (dir === 'asc') return <IconSortAscending size={16} aria-hidden="true" />;
  if (dir === 'desc') return <IconSortDescending size={16} aria-hidden="true" />;
  return <IconArrowsSort size={16} aria-hidden="true" opacity={0.4} />;
}

function ColumnPickerButton() {
  const { t } = useTranslation();
  const { onOpenColumnPicker } = useTableActions();
  return (
    <Tooltip label={t('list.table.chooseColumns')}>
      <ActionIcon variant="subtle" onClick={onOpenColumnPicker} aria-label={t('list.table.chooseColumns')}>
        <IconColumns size={18} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}

function RecordButton({ row }: { row: ListRow }) {
  const { t } = useTranslation();
  const { recordHref, onOpenRecord } = useTableActions();
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

function DataCell({ value, column }: { value: unknown; column: ColumnDescriptor }) {
  const { onShowPoint } = useTableActions();
  return <CellValue value={value} column={column} onShowPoint={onShowPoint} />;
}

/** TanStack column definitions of the chosen columns, after the record column. */
function columnDefs(columns: readonly ColumnDescriptor[]): ColumnDef<ListRow>[] {
  return [
    {
      id: RECORD_COLUMN_ID,
      enableSorting: false,
      header: () => <ColumnPickerButton />,
      cell: ({ row }) => <RecordButton row={row.original} />,
    },
    ...columns.map((column): ColumnDef<ListRow> => ({
      id: column.prop,
      accessorFn: (row) => valueAtPath(row, column.prop),
      header: column.name,
      // The server refuses to sort by a list column: its descriptor says canSort false.
      enableSorting: column.canSort,
      cell: ({ getValue }) => <DataCell value={getValue()} column={column} />,
    })),
  ];
}

/**
 * The data table of the list (spec 000 §2.5), a TanStack table drawn with Mantine: the chosen columns with
 * server sort from the header (ascending, descending, none), the column picker in the header, a
 * "Consultar registo" button per row, the empty message and the loading overlay. Sorting and paging are
 * the server's: the table shows the page it is given, in the order it comes.
 */
export function ListTable(props: ListTableProps) {
  const { columns, rows, sort, overlayVisible, onSortChange } = props;
  const { t } = useTranslation();
  const defs = useMemo(() => columnDefs(columns), [columns]);
  const table = useReactTable<ListRow>({
    data: rows as ListRow[],
    columns: defs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    state: { sorting: toSortingState(sort) },
    onSortingChange: (updater) =>
      onSortChange(fromSortingState(typeof updater === 'function' ? updater(toSortingState(sort)) : updater)),
  });
  const actions: TableActions = {
    onOpenColumnPicker: props.onOpenColumnPicker,
    recordHref: props.recordHref,
    onOpenRecord: props.onOpenRecord,
    onShowPoint: props.onShowPoint,
  };
  const rowModel = table.getRowModel();

  return (
    <TableActionsContext.Provider value={actions}>
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
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header) => {
                    const { column } = header;
                    const dir = column.getIsSorted() || null;
                    const { header: name } = column.columnDef;
                    const label = flexRender(name, header.getContext());
                    return (
                      <Table.Th
                        key={header.id}
                        w={column.id === RECORD_COLUMN_ID ? 48 : undefined}
                        aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
                      >
                        {column.getCanSort() ? (
                          <UnstyledButton
                            onClick={() =>
                              table.setSorting((old) =>
                                toSortingState(nextSort(fromSortingState(old), column.id)),
                              )
                            }
                            fw={700}
                            fz="sm"
                            aria-label={t('list.table.sortBy', {
                              name: typeof name === 'string' ? name : column.id,
                            })}
                          >
                            <Group gap={4} wrap="nowrap">
                              {label}
                              <SortIcon dir={dir} />
                            </Group>
                          </UnstyledButton>
                        ) : (
                          label
                        )}
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {rowModel.rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={table.getVisibleLeafColumns().length}>
                    <Text c="dimmed" ta="center" py="md">
                      {t('list.table.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rowModel.rows.map((row) => (
                  <Table.Tr key={row.id}>
                    {row.getVisibleCells().map((cell) => (
                      <Table.Td key={cell.id}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
    </TableActionsContext.Provider>
  );
}
