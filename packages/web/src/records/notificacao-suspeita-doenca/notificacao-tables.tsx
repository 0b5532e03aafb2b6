import { Stack } from '@mantine/core';
import {
  NOTIFICACAO_FIELDS_BY_TIPO,
  isChildList,
  type NotificacaoChildList,
  type TipoAnimal,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.fields';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  emptyDeclaracao,
  emptyObservacaoAnimal,
  emptyObservacaoClinica,
  type DeclaracaoRow,
  type ObservacaoAnimalRow,
  type ObservacaoClinicaRow,
} from '../../components/animal-modals/animal-rows.ts';
import { DeclaracaoAnimaisModal } from '../../components/animal-modals/declaracao-animais-modal.tsx';
import { ObservacaoAnimalModal } from '../../components/animal-modals/observacao-animal-modal.tsx';
import { ObservacaoClinicaModal } from '../../components/animal-modals/observacao-clinica-modal.tsx';
import { AddRowButton, RowsTable, withRow, type RowsColumn } from '../../components/rows-table.tsx';
import { useLastPresent } from '../../platform/use-last-present.ts';
import type { NotificacaoFormValues } from './notificacao-form-values.ts';
import { especiesDoTipo, type NotificacaoLookups } from './notificacao-lookups.ts';

type Row = DeclaracaoRow | ObservacaoClinicaRow | ObservacaoAnimalRow;

/** The modal open on a table: which list, which row, and whether it adds, edits or only shows. */
interface RowDialog {
  list: NotificacaoChildList;
  row: Row;
  mode: 'add' | 'edit' | 'view';
}

const EMPTY: Record<NotificacaoChildList, () => Row> = {
  declaracoesAnimais: emptyDeclaracao,
  observacoesClinicasIndividuais: emptyObservacaoClinica,
  observacoesClinicasGrupo: emptyObservacaoClinica,
  observacoesAnimais: emptyObservacaoAnimal,
};

const names = (refs: readonly { nome: string }[]) => refs.map((ref) => ref.nome).join(', ');

/** How many attachments a row keeps (those marked for removal no longer count); a dash for none. */
const attachments = (row: Row) =>
  row.documentosAnexos.filter((item) => item.status !== 'TO_REMOVE').length || '-';

/**
 * The tables of the animal type (spec 002 §2: production's declarations, group and individual signs; captive
 * wild's individual signs; free-living's animal observations, ours), each row viewed, edited or removed through
 * its large modal; the rows live in the form (`useFormContext`) and go with the next save.
 */
export function NotificacaoTables({
  tipo,
  editable,
  lookups,
  onChange,
}: {
  tipo: TipoAnimal;
  editable: boolean;
  lookups: NotificacaoLookups;
  /** A table changed (the screen clears its refusals). */
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const yesNo = (value: boolean | null) =>
    value === null ? '-' : t(value ? 'list.cell.yes' : 'list.cell.no');
  const { control, getValues, setValue } = useFormContext<NotificacaoFormValues>();
  const values = useWatch({ control });
  const [dialog, setDialog] = useState<RowDialog | null>(null);
  const shown = useLastPresent(dialog);
  const lists = NOTIFICACAO_FIELDS_BY_TIPO[tipo].filter(isChildList);
  const rowsOf = <L extends NotificacaoChildList>(list: L) =>
    (values[list] ?? []) as NotificacaoFormValues[L];
  const change = (list: NotificacaoChildList, rows: Row[]) => {
    setValue(list, rows as never, { shouldDirty: true });
    onChange();
  };
  const save = (row: Row) => {
    if (dialog) change(dialog.list, withRow(getValues(dialog.list) as Row[], row));
    setDialog(null);
  };
  const anexos = { header: t('animalModals.fields.documentosAnexos'), cell: attachments };
  const columns: { [L in NotificacaoChildList]: RowsColumn<NotificacaoFormValues[L][number]>[] } = {
    declaracoesAnimais: [
      { header: t('animalModals.fields.subCategoriaAnimal'), cell: (r) => r.subCategoriaAnimal?.nome },
      { header: t('animalModals.fields.animaisPresentes'), cell: (r) => r.animaisPresentes },
      { header: t('animalModals.fields.animaisMorreram'), cell: (r) => r.animaisMorreram },
      { header: t('animalModals.fields.animaisNecropsiados'), cell: (r) => r.animaisNecropsiados },
      { header: t('animalModals.fields.animaisCadaveres'), cell: (r) => r.animaisCadaveres },
      anexos,
    ],
    observacoesClinicasIndividuais: [
      { header: t('animalModals.fields.subCategoriaAnimal'), cell: (r) => r.subCategoriaAnimal?.nome },
      { header: t('animalModals.fields.identificacao'), cell: (r) => r.identificacao },
      { header: t('animalModals.fields.febre'), cell: (r) => yesNo(r.febre) },
      { header: t('animalModals.fields.sinaisClinicos'), cell: (r) => names(r.sinaisClinicos) },
      { header: t('animalModals.fields.necropsiado'), cell: (r) => yesNo(r.necropsiado) },
      anexos,
    ],
    observacoesClinicasGrupo: [
      { header: t('animalModals.fields.subCategoriaAnimal'), cell: (r) => r.subCategoriaAnimal?.nome },
      { header: t('animalModals.fields.animais'), cell: (r) => r.animais },
      { header: t('animalModals.fields.febre'), cell: (r) => yesNo(r.febre) },
      { header: t('animalModals.fields.sinaisClinicos'), cell: (r) => names(r.sinaisClinicos) },
      { header: t('animalModals.fields.necropsiado'), cell: (r) => yesNo(r.necropsiado) },
      anexos,
    ],
    observacoesAnimais: [
      { header: t('animalModals.fields.especie'), cell: (r) => r.especie?.nome },
      {
        header: t('animalModals.fields.tipoObservacao'),
        cell: (r) => r.tipoObservacao && t(`animalModals.tiposObservacao.${r.tipoObservacao}`),
      },
      { header: t('animalModals.fields.numeroAnimais'), cell: (r) => r.numeroAnimais },
      {
        header: t('animalModals.fields.destinoSubprodutos'),
        cell: (r) => r.destinoSubprodutos && t(`animalModals.destinos.${r.destinoSubprodutos}`),
      },
      anexos,
    ],
  };
  const modalProps = (list: NotificacaoChildList) => ({
    opened: dialog?.list === list,
    mode: shown?.mode ?? 'add',
    onSave: save,
    onClose: () => setDialog(null),
  });
  const shownRow = <L extends NotificacaoChildList>(list: L) =>
    (shown?.list === list ? shown.row : EMPTY[list]()) as NotificacaoFormValues[L][number];
  return (
    <Stack gap="lg">
      {lists.map((list) => (
        <RowsTable<Row>
          key={list}
          title={t(`notificacao.tables.${list}`)}
          testId={`tabela-${list}`}
          rowTestId={`linha-${list}`}
          columns={columns[list] as RowsColumn<Row>[]}
          rows={rowsOf(list)}
          getKey={(row) => row.key}
          nameOf={(_row, index) => t('notificacao.tables.rowName', { index: index + 1 })}
          editable={editable}
          buttons={
            <AddRowButton
              label={t(`notificacao.tables.add.${list}`)}
              onClick={() => setDialog({ list, row: EMPTY[list](), mode: 'add' })}
            >
              {t('records.tables.add')}
            </AddRowButton>
          }
          onEdit={(row) => setDialog({ list, row, mode: 'edit' })}
          onView={(row) => setDialog({ list, row, mode: 'view' })}
          onRemove={(row) =>
            change(
              list,
              (getValues(list) as Row[]).filter((r) => r.key !== row.key),
            )
          }
        />
      ))}
      {lists.includes('declaracoesAnimais') && (
        <DeclaracaoAnimaisModal
          {...modalProps('declaracoesAnimais')}
          row={shownRow('declaracoesAnimais')}
          rows={rowsOf('declaracoesAnimais')}
          subCategorias={lookups.subCategorias}
        />
      )}
      {(['observacoesClinicasIndividuais', 'observacoesClinicasGrupo'] as const)
        .filter((list) => lists.includes(list))
        .map((list) => (
          <ObservacaoClinicaModal
            key={list}
            {...modalProps(list)}
            tipo={list === 'observacoesClinicasGrupo' ? 'grupo' : 'individual'}
            row={shownRow(list)}
            subCategorias={lookups.subCategorias}
            sinais={lookups.tipos('SINAIS_CLINICOS')}
            lesoes={lookups.tipos('LESOES')}
          />
        ))}
      {lists.includes('observacoesAnimais') && (
        <ObservacaoAnimalModal
          {...modalProps('observacoesAnimais')}
          row={shownRow('observacoesAnimais')}
          options={{
            especies: especiesDoTipo(lookups.especies, tipo),
            sexos: lookups.tipos('SEXO'),
            classesEtarias: lookups.tipos('CLASSE_ETARIA'),
            alteracoes: lookups.tipos('LESOES'),
          }}
        />
      )}
    </Stack>
  );
}
