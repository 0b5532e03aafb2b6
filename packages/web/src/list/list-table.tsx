import {
  ActionIcon,
  Box,
  LoadingOverlay,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  type ActionIconProps,
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
  type CellContext,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { valueAtPath, type ColumnDescriptor } from '@sigsa/domain/list/columns';
import { UNSORTABLE_MESSAGE } from '@sigsa/domain/list/page';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { showWarningToast } from '../platform/toasts.ts';
import { CellValue, type GeoPoint } from './cell-registry.tsx';
import { CELL_TEXT_ATTRIBUTE, useCellTooltip } from './cell-tooltip.tsx';
import type { ListRow } from './list-api.ts';
import { DEFAULT_DENSITY, type ListDensity } from './list-density.tsx';
import type { SortEntry } from './list-state.ts';
import classes from './list-table.module.css';

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
  /** POINT cells offer "show on the map" (lists with a map); absent, they are plain text. */
  onShowPoint?: (point: GeoPoint) => void;
  /** Row height (default compact); a row is one line either way. */
  density?: ListDensity;
  /** Class of the outer box (the table and its loading overlay), for the page's layout. */
  className?: string;
  /** Name of the table's scrolling frame for assistive technology (default "Tabela de registos"). */
  label?: string;
}

/** Pages longer than this are virtualised: only the rows in sight (and a few around) are in the DOM. */
export const VIRTUALIZE_ABOVE = 100;

/** Rows drawn beyond the visible ones when virtualised, so fast scrolling does not show blanks. */
const OVERSCAN = 10;

/** Cell padding and button size of each density, and the row height they give (the virtualiser's first guess). */
const DENSITY_LAYOUT: Record<ListDensity, { spacing: number; button: ActionIconProps['size']; row: number }> =
  {
    compact: { spacing: 4, button: 'sm', row: 31 },
    comfortable: { spacing: 10, button: 'md', row: 49 },
  };

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
> & {
  density: ListDensity;
};

const TableActionsContext = createContext<TableActions | null>(null);

function useTableActions(): TableActions {
  const actions = useContext(TableActionsContext);
  if (!actions) throw new Error('Célula da tabela fora de ListTable.');
  return actions;
}

function SortIcon({ dir }: { dir: SortEntry['dir'] | null }) {
  const props = { size: 16, 'aria-hidden': true, className: classes.sortIcon } as const;
  if (dir === 'asc') return <IconSortAscending {...props} />;
  if (dir === 'desc') return <IconSortDescending {...props} />;
  return <IconArrowsSort {...props} opacity={0.4} />;
}

function ColumnPickerButton() {
  const { t } = useTranslation();
  const { onOpenColumnPicker, density } = useTableActions();
  return (
    <Tooltip label={t('list.table.chooseColumns')}>
      <ActionIcon
        variant="subtle"
        size={DENSITY_LAYOUT[density].button}
        onClick={onOpenColumnPicker}
        aria-label={t('list.table.chooseColumns')}
      >
        <IconColumns size={18} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}

function RecordButton({ row }: { row: ListRow }) {
  const { t } = useTranslation();
  const { recordHref, onOpenRecord, density } = useTableActions();
  const href = recordHref(row);
  const label = t('list.table.openRecord');
  const size = DENSITY_LAYOUT[density].button;
  return (
    <Tooltip label={label}>
      {href !== null ? (
        <ActionIcon component={Link} to={href} variant="subtle" size={size} aria-label={label}>
          <IconEye size={18} aria-hidden="true" />
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" size={size} aria-label={label} onClick={() => onOpenRecord(row)}>
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
/** The record column's cell. Module-level, like the others: flexRender renders a function as a component. */
function RecordCell({ row }: CellContext<ListRow, unknown>) {
  return <RecordButton row={row.original} />;
}

/** A data column's cell, its descriptor in the column's `meta`. */
function DescribedCell({ getValue, column }: CellContext<ListRow, unknown>) {
  return <DataCell value={getValue()} column={column.columnDef.meta as ColumnDescriptor} />;
}

/**
 * The table's columns. Header and cell renderers are module-level functions: flexRender renders a function as
 * a component, so one made here would be a new component type at every call, and React would remount every
 * cell — dropping a click in progress and the keyboard focus — whenever the columns were computed again.
 */
function columnDefs(columns: readonly ColumnDescriptor[]): ColumnDef<ListRow>[] {
  return [
    { id: RECORD_COLUMN_ID, enableSorting: false, header: ColumnPickerButton, cell: RecordCell },
    ...columns.map((column): ColumnDef<ListRow> => ({
      id: column.prop,
      accessorFn: (row) => valueAtPath(row, column.prop),
      header: column.name,
      // The server refuses to sort by a list column: its descriptor says canSort false, and its header only warns.
      enableSorting: column.canSort,
      meta: column,
      cell: DescribedCell,
    })),
  ];
}

/** Where a column's cells sit: the record and first data columns stick to the frame's left edge. */
function placeClass(columnId: string, leadId: string | undefined): string | undefined {
  if (columnId === RECORD_COLUMN_ID) return classes.recordCell;
  if (columnId === leadId) return classes.leadCell;
  return undefined;
}

/** A cell's content on one line, cut with an ellipsis at the column's widest (the tooltip shows it all). */
function OneLine({ children }: { children: ReactNode }) {
  return (
    <span className={classes.cellText} {...{ [CELL_TEXT_ATTRIBUTE]: '' }}>
      {children}
    </span>
  );
}

/**
 * The data table of the list (spec 000 §2.5), a TanStack table drawn with Mantine: the chosen columns with
 * server sort from the header (ascending, descending, none; an unsortable column's header warns "Não é possível
 * ordenar por esta coluna." and asks nothing, spec 000 §8.2), the column picker in the header, a
 * "Consultar registo" button per row, the empty message and the loading overlay. Sorting and paging are
 * the server's: the table shows the page it is given, in the order it comes.
 *
 * It fits the screen (issue 20): the table scrolls inside its own frame, never the page sideways; the header
 * row and the leading columns stick; every cell is one line, its full text in a tooltip; rows are compact or
 * comfortable; a page of more than {@link VIRTUALIZE_ABOVE} rows only draws the rows in sight.
 */
export function ListTable(props: ListTableProps) {
  const { columns, rows, sort, overlayVisible, onSortChange } = props;
  const density = props.density ?? DEFAULT_DENSITY;
  const layout = DENSITY_LAYOUT[density];
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
    density,
  };
  const rowModel = table.getRowModel();
  const leadId = columns[0]?.prop;
  const columnCount = table.getVisibleLeafColumns().length;

  const frameRef = useRef<HTMLDivElement>(null);
  const { frameProps, tooltip } = useCellTooltip();
  const virtualize = rowModel.rows.length > VIRTUALIZE_ABOVE;
  const virtualizer = useVirtualizer({
    count: virtualize ? rowModel.rows.length : 0,
    getScrollElement: () => frameRef.current,
    estimateSize: () => layout.row,
    overscan: OVERSCAN,
  });
  // Another density changes every row's height: measure again.
  useEffect(() => virtualizer.measure(), [virtualizer, density]);
  const items = virtualize ? virtualizer.getVirtualItems() : null;
  const shown = items
    ? items.flatMap((item) => {
        const row = rowModel.rows[item.index];
        return row ? [{ row, index: item.index }] : [];
      })
    : rowModel.rows.map((row, index) => ({ row, index }));
  const padTop = items?.[0]?.start ?? 0;
  const padBottom = items?.length ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;

  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} className={classes.spacer} aria-hidden="true" data-spacer="">
        <td colSpan={columnCount} style={{ height }} />
      </tr>
    ) : null;

  return (
    <TableActionsContext.Provider value={actions}>
      <Box className={props.className ? `${classes.root} ${props.className}` : classes.root}>
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
        {/* A focusable, named region: keyboard users scroll it with the arrow keys (WCAG 2.1.1). */}
        <div
          ref={frameRef}
          className={classes.frame}
          role="region"
          aria-label={props.label ?? t('list.table.frame')}
          tabIndex={0}
          data-testid="list-table-frame"
          data-density={density}
          {...frameProps}
        >
          <Table
            className={classes.table}
            verticalSpacing={layout.spacing}
            withRowBorders={false}
            data-testid="list-table"
            aria-rowcount={virtualize ? rowModel.rows.length + 1 : undefined}
          >
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id} aria-rowindex={virtualize ? 1 : undefined}>
                  {group.headers.map((header) => {
                    const { column } = header;
                    const dir = column.getIsSorted() || null;
                    const { header: name } = column.columnDef;
                    const label = flexRender(name, header.getContext());
                    return (
                      <Table.Th
                        key={header.id}
                        className={placeClass(column.id, leadId)}
                        aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
                      >
                        {column.getCanSort() ? (
                          <UnstyledButton
                            className={classes.sortButton}
                            onClick={() =>
                              table.setSorting((old) =>
                                toSortingState(nextSort(fromSortingState(old), column.id)),
                              )
                            }
                            aria-label={t('list.table.sortBy', {
                              name: typeof name === 'string' ? name : column.id,
                            })}
                          >
                            <OneLine>{label}</OneLine>
                            <SortIcon dir={dir} />
                          </UnstyledButton>
                        ) : column.id === RECORD_COLUMN_ID ? (
                          label
                        ) : (
                          // A column the server cannot sort (spec 000 §8.2): the click warns, nothing is asked.
                          <UnstyledButton
                            className={classes.sortButton}
                            data-unsortable=""
                            aria-disabled="true"
                            onClick={() => showWarningToast(UNSORTABLE_MESSAGE)}
                            aria-label={t('list.table.sortBy', {
                              name: typeof name === 'string' ? name : column.id,
                            })}
                          >
                            <OneLine>{label}</OneLine>
                          </UnstyledButton>
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
                  <Table.Td colSpan={columnCount}>
                    <Text c="dimmed" ta="center" py="md" className={classes.emptyMessage}>
                      {t('list.table.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                <>
                  {spacer(padTop, 'top')}
                  {shown.map(({ row, index }) => (
                    <Table.Tr
                      key={row.id}
                      ref={virtualize ? virtualizer.measureElement : undefined}
                      data-index={virtualize ? index : undefined}
                      aria-rowindex={virtualize ? index + 2 : undefined}
                      data-row=""
                      data-striped={index % 2 === 0 ? '' : undefined}
                    >
                      {row.getVisibleCells().map((cell) => (
                        <Table.Td key={cell.id} className={placeClass(cell.column.id, leadId)}>
                          {cell.column.id === RECORD_COLUMN_ID ? (
                            flexRender(cell.column.columnDef.cell, cell.getContext())
                          ) : (
                            <OneLine>{flexRender(cell.column.columnDef.cell, cell.getContext())}</OneLine>
                          )}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                  {spacer(padBottom, 'bottom')}
                </>
              )}
            </Table.Tbody>
          </Table>
        </div>
        {tooltip}
      </Box>
    </TableActionsContext.Provider>
  );
}
