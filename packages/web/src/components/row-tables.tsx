import { Stack } from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLastPresent } from '../platform/use-last-present.ts';
import { newRowKey, type RowIdentity } from './animal-modals/animal-rows.ts';
import { AddRowButton, RowsTable, withRow, type RowsColumn } from './rows-table.tsx';

/** Whether a row's modal adds a row, edits one or only shows it. */
export type RowMode = 'add' | 'edit' | 'view';

/** What every child-row modal receives from {@link RowTables}. */
export interface RowModalProps<R> {
  opened: boolean;
  row: R;
  mode: RowMode;
  onSave: (row: R) => void;
  onClose: () => void;
}

/** One child list of a record form: its table and its modal. */
export interface RowTableSpec<R extends RowIdentity> {
  /** The form field holding the rows. */
  list: string;
  title: string;
  /** The add button's accessible name ("Adicionar declaração de animais"). */
  addLabel: string;
  columns: readonly RowsColumn<R>[];
  empty: () => R;
  /** The list's modal; `rows` are the list's current rows (a declaration offers unused categories only). */
  modal: (props: RowModalProps<R>, rows: readonly R[]) => ReactNode;
  /** Beside the add button (a help dialog's button). */
  extraButtons?: ReactNode;
  /** Below this width the table scrolls sideways (RowsTable's default otherwise). */
  minWidth?: number;
  /** What a copy ("Duplicar linha") leaves out besides its identity: a field that must differ (a category). */
  duplicate?: (copy: R) => R;
}

/** A spec of any row type, as a list of specs holds it (each is typed where it is made: {@link rowTable}). */
export type AnyRowTableSpec = RowTableSpec<RowIdentity>;

/**
 * Types a spec by its rows where it is made, and lets a list hold specs of different rows: the table only hands
 * a spec the rows of its own list, so its callbacks always receive its row type.
 */
export function rowTable<R extends RowIdentity>(spec: RowTableSpec<R>): AnyRowTableSpec {
  return spec as unknown as AnyRowTableSpec;
}

interface RowDialog {
  list: string;
  row: RowIdentity;
  mode: RowMode;
}

/** Counts a column cell shows: the number, or a dash for none. */
export function attachmentsCell(row: RowIdentity): ReactNode {
  return row.documentosAnexos.filter((item) => item.status !== 'TO_REMOVE').length || '-';
}

/**
 * A copy of a row as a new one: no id, no attachments (they belong to the row they were sent with), and not
 * imported (a notification row is imported once).
 */
function duplicateOf<R extends RowIdentity>(row: R): R {
  return {
    ...row,
    key: newRowKey(),
    id: null,
    documentosAnexos: [],
    ...('importId' in row ? { importId: null } : {}),
  };
}

/**
 * The child tables of a record form (spec 002 §2, 001 §2.3: each row viewed, edited or removed through its large
 * modal; ours: "Duplicar linha" opens the add modal on a copy). The rows live in the form (`useFormContext`) and
 * go with the next save; every record type lists its tables as {@link RowTableSpec}s.
 */
export function RowTables({
  specs,
  editable,
  onChange,
}: {
  specs: readonly AnyRowTableSpec[];
  editable: boolean;
  /** A table changed (the screen clears its refusals). */
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<FieldValues>();
  const values = useWatch({ control, name: specs.map((spec) => spec.list) }) as (RowIdentity[] | undefined)[];
  const [dialog, setDialog] = useState<RowDialog | null>(null);
  const shown = useLastPresent(dialog);
  const change = (list: string, rows: RowIdentity[]) => {
    setValue(list, rows, { shouldDirty: true });
    onChange();
  };
  const save = (row: RowIdentity) => {
    if (dialog) change(dialog.list, withRow(getValues(dialog.list) as RowIdentity[], row));
    setDialog(null);
  };
  return (
    <Stack gap="lg">
      {specs.map((spec, index) => {
        const rows = values[index] ?? [];
        const { list } = spec;
        return (
          <Fragment key={list}>
            <RowsTable<RowIdentity>
              title={spec.title}
              testId={`tabela-${list}`}
              rowTestId={`linha-${list}`}
              minWidth={spec.minWidth}
              columns={spec.columns}
              rows={rows}
              getKey={(row) => row.key}
              nameOf={(_row, position) => t('records.tables.rowName', { index: position + 1 })}
              editable={editable}
              buttons={
                <>
                  {spec.extraButtons}
                  <AddRowButton
                    label={spec.addLabel}
                    onClick={() => setDialog({ list, row: spec.empty(), mode: 'add' })}
                  >
                    {t('records.tables.add')}
                  </AddRowButton>
                </>
              }
              onEdit={(row) => setDialog({ list, row, mode: 'edit' })}
              onDuplicate={(row) => {
                const copy = duplicateOf(row);
                setDialog({ list, row: spec.duplicate ? spec.duplicate(copy) : copy, mode: 'add' });
              }}
              onView={(row) => setDialog({ list, row, mode: 'view' })}
              onRemove={(row) =>
                change(
                  list,
                  (getValues(list) as RowIdentity[]).filter((r) => r.key !== row.key),
                )
              }
            />
            {spec.modal(
              {
                opened: dialog?.list === list,
                row: shown?.list === list ? shown.row : spec.empty(),
                mode: shown?.mode ?? 'add',
                onSave: save,
                onClose: () => setDialog(null),
              },
              rows,
            )}
          </Fragment>
        );
      })}
    </Stack>
  );
}
