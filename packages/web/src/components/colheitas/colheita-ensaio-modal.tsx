import type { CodedRef } from '../../platform/record-api.ts';
import { useQuery } from '@tanstack/react-query';
import { colheitaEnsaioSchema } from '@sigsa/domain/records/colheitas.schema';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DoencaRef } from '../../platform/lookups/reference-lists.ts';
import { FormRefSelect } from '../form-inputs/select-inputs.tsx';
import { RowForm, RowModal } from '../row-modal.tsx';
import { rowTable, type AnyRowTableSpec, type RowModalProps } from '../row-tables.tsx';
import { ensaiosDaDoencaQueryOptions } from './colheita-lookups.ts';
import { emptyEnsaio, ensaioDraft, type EnsaioRow } from './colheita-rows.ts';

const FIELDS = ['doenca', 'ensaioLaboratorial'] as const;
const schemaOf = () => colheitaEnsaioSchema;

/**
 * The assay of the line: those of the chosen disease not yet chosen for it by another line (001 §5.3); a new
 * disease clears it.
 */
function EnsaioField({ rows, editing }: { rows: readonly EnsaioRow[]; editing: string }) {
  const { t } = useTranslation();
  const { setValue } = useFormContext<EnsaioRow>();
  const doenca = useWatch<EnsaioRow, 'doenca'>({ name: 'doenca' });
  const ensaios = useQuery(ensaiosDaDoencaQueryOptions(doenca?.id ?? null)).data ?? [];
  // The disease the row opened with keeps its assay; another one clears it.
  const shown = useRef(doenca?.id);
  useEffect(() => {
    if (shown.current === doenca?.id) return;
    shown.current = doenca?.id;
    setValue('ensaioLaboratorial', null, { shouldDirty: true, shouldValidate: true });
  }, [doenca?.id, setValue]);
  const escolhidos = new Set(
    rows
      .filter((row) => row.key !== editing && row.doenca?.id === doenca?.id)
      .map((row) => row.ensaioLaboratorial?.id),
  );
  return (
    <FormRefSelect
      name="ensaioLaboratorial"
      label={t('colheitas.fields.ensaioLaboratorial')}
      options={ensaios.filter((ensaio) => !escolhidos.has(ensaio.id))}
    />
  );
}

/** Props of {@link ColheitaEnsaioModal}. */
export interface ColheitaEnsaioModalProps extends RowModalProps<EnsaioRow> {
  rows: readonly EnsaioRow[];
  doencas: readonly DoencaRef[];
}

/** The lab-assay modal (001 §2.2, §5.3): the disease, then one of its assays; both required. */
export function ColheitaEnsaioModal({
  opened,
  row,
  mode,
  rows,
  doencas,
  onSave,
  onClose,
}: ColheitaEnsaioModalProps) {
  const { t } = useTranslation();
  return (
    <RowModal opened={opened} title={t(`colheitas.ensaioModal.${mode}`)} subject={row.key} onClose={onClose}>
      <RowForm
        schemaOf={schemaOf}
        toDraft={ensaioDraft}
        defaultValues={row}
        fields={FIELDS}
        readOnly={mode === 'view'}
        onSave={onSave}
        onClose={onClose}
      >
        {/* Not focused on opening: a searchable select opens its list on focus, and the modal's Escape would
            close the list instead of the modal. */}
        <FormRefSelect name="doenca" label={t('colheitas.fields.doenca')} options={doencas} />
        <EnsaioField rows={rows} editing={row.key} />
      </RowForm>
    </RowModal>
  );
}

/** The lab-assay table of a collection (001 §2.1, §2.2): disease and assay, each line through its modal. */
export function colheitaEnsaiosTable(t: TFunction, doencas: readonly DoencaRef[]): AnyRowTableSpec {
  const nome = (ref: CodedRef | null) => ref?.nome ?? '-';
  return rowTable<EnsaioRow>({
    list: 'ensaios',
    title: t('colheitas.tables.ensaios'),
    addLabel: t('colheitas.tables.addEnsaio'),
    columns: [
      { header: t('colheitas.fields.doenca'), cell: (row) => nome(row.doenca) },
      { header: t('colheitas.fields.ensaioLaboratorial'), cell: (row) => nome(row.ensaioLaboratorial) },
    ],
    empty: emptyEnsaio,
    duplicate: (copy) => ({ ...copy, ensaioLaboratorial: null }),
    modal: (props, rows) => <ColheitaEnsaioModal {...props} rows={rows} doencas={doencas} />,
  });
}
