import { ActionIcon, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCopy, IconCopyPlus, IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One column of a {@link RowsTable}: its header and how a row fills its cell. */
export interface RowsColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The column's figure in the totals row (spec 001 §2.3: hunted and slaughtered lists); absent: no total. */
  total?: (rows: readonly T[]) => ReactNode;
}

/** Props of {@link RowsTable}. */
export interface RowsTableProps<T> {
  title: string;
  testId: string;
  rowTestId: string;
  columns: readonly RowsColumn<T>[];
  rows: readonly T[];
  /** A stable on-screen identity of a row. */
  getKey: (row: T) => string;
  /** The row's name in its action labels ("Editar PT-A"). */
  nameOf: (row: T, index: number) => string;
  /** Shows the add buttons and the edit / remove actions; otherwise only view (when `onView` is given). */
  editable: boolean;
  /** The add buttons of the header, shown only when editable. */
  buttons?: ReactNode;
  /** Below this width the table scrolls sideways (default 560 px; wild samples 800, 001 §2.1). */
  minWidth?: number;
  onEdit?: (row: T) => void;
  onRemove?: (row: T) => void;
  /** Starts a new row from a copy of this one (ours, issue 14 "Duplicar linha"). */
  onDuplicate?: (row: T) => void;
  /** Opens a row read-only (a record that does not edit). */
  onView?: (row: T) => void;
}

/**
 * A titled table of a record's child rows (spec 002 §2: each row viewed, edited or removed through a modal):
 * the columns given, "Nenhum item presente" while empty, the add buttons, each row's actions named after it, and
 * a totals row when a column sums.
 */
export function RowsTable<T>(props: RowsTableProps<T>) {
  const {
    title,
    testId,
    rowTestId,
    columns,
    rows,
    getKey,
    nameOf,
    editable,
    buttons,
    minWidth = 560,
  } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const withActions = editable || props.onView !== undefined;
  const totals = rows.length > 0 && columns.some((column) => column.total !== undefined);
  const headers = [
    ...columns.map((column) => column.header),
    ...(withActions ? [t('records.tables.actions')] : []),
  ];
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5" id={headingId}>
          {title}
        </Title>
        <Group gap="xs">{editable && buttons}</Group>
      </Group>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped withTableBorder aria-labelledby={headingId} data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length > 0 ? (
              rows.map((row, index) => (
                <Table.Tr key={getKey(row)} data-testid={rowTestId}>
                  {columns.map((column) => (
                    <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                  ))}
                  {withActions && (
                    <Table.Td>
                      <RowActions {...props} row={row} name={nameOf(row, index)} />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))
            ) : (
              <Table.Tr>
                <Table.Td colSpan={headers.length}>
                  <Text fz="sm" c="dimmed">
                    {t('records.tables.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
          {totals && (
            <Table.Tfoot data-testid={`${testId}-totais`}>
              <Table.Tr>
                {columns.map((column, index) => (
                  <Table.Th key={column.header} scope={index === 0 ? 'row' : undefined}>
                    {column.total?.(rows) ?? (index === 0 ? t('records.tables.total') : null)}
                  </Table.Th>
                ))}
                {withActions && <Table.Td />}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** An add button of a rows table's header. */
export function AddRowButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label?: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant="light"
      leftSection={<IconPlus size={14} aria-hidden="true" />}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}

/** The header button that adds many rows at once from one list (vaccinated animals, individual samples). */
export function AddManyRowsButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button
      size="sm"
      variant="light"
      leftSection={<IconCopyPlus size={14} aria-hidden="true" />}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** View, or edit and remove, of one row, named after the row for screen readers. */
function RowActions<T>({
  row,
  name,
  editable,
  onEdit,
  onRemove,
  onDuplicate,
  onView,
}: Pick<RowsTableProps<T>, 'editable' | 'onEdit' | 'onRemove' | 'onDuplicate' | 'onView'> & {
  row: T;
  name: string;
}) {
  const { t } = useTranslation();
  if (!editable)
    return onView ? (
      <ActionIcon
        variant="subtle"
        size="xl"
        aria-label={t('records.tables.view', { name })}
        onClick={() => onView(row)}
      >
        <IconEye size={20} aria-hidden="true" />
      </ActionIcon>
    ) : null;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="xl"
        aria-label={t('records.tables.edit', { name })}
        onClick={() => onEdit?.(row)}
      >
        <IconPencil size={20} aria-hidden="true" />
      </ActionIcon>
      {onDuplicate && (
        <ActionIcon
          variant="subtle"
          size="xl"
          aria-label={t('records.tables.duplicate', { name })}
          onClick={() => onDuplicate(row)}
        >
          <IconCopy size={20} aria-hidden="true" />
        </ActionIcon>
      )}
      {onRemove && (
        <ActionIcon
          variant="subtle"
          color="red"
          size="xl"
          aria-label={t('records.tables.remove', { name })}
          onClick={() => onRemove(row)}
        >
          <IconTrash size={20} aria-hidden="true" />
        </ActionIcon>
      )}
    </Group>
  );
}

/** The rows with `row` in place of the one with its key, or added at the end when new. */
export function withRow<T extends { key: string }>(rows: readonly T[], row: T): T[] {
  return rows.some((r) => r.key === row.key)
    ? rows.map((r) => (r.key === row.key ? row : r))
    : [...rows, row];
}
