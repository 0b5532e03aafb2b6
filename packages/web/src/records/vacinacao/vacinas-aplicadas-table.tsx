import { Stack } from '@mantine/core';
import type { TipoVacinaAplicada } from '@sigsa/domain/records/vacinacao/vacinacao.schema';
import { useTranslation } from 'react-i18next';
import { AddManyRowsButton, AddRowButton, RowsTable, type RowsColumn } from '../../components/rows-table.tsx';
import { groupLines, individualLines, type VacinaAplicadaLine } from './vacinacao-form-values.ts';

/** Props of {@link VacinasAplicadasTables}. */
export interface VacinasAplicadasTablesProps {
  lines: readonly VacinaAplicadaLine[];
  /** Shows Adicionar, Adicionar múltiplos and the edit / remove actions. */
  editable: boolean;
  onAdd: (tipo: TipoVacinaAplicada) => void;
  onAddMultiple: () => void;
  onEdit: (line: VacinaAplicadaLine) => void;
  onRemove: (line: VacinaAplicadaLine) => void;
}

/**
 * The applied-vaccine tables of a vaccination (spec 002 §2): individual identifications (sorted by sequence,
 * with Adicionar and Adicionar múltiplos) and groups (number of animals, age in days, scheme, stage). Rows are
 * edited or removed through the actions at their end.
 */
export function VacinasAplicadasTables({
  lines,
  editable,
  onAdd,
  onAddMultiple,
  onEdit,
  onRemove,
}: VacinasAplicadasTablesProps) {
  const { t } = useTranslation();
  const shared = { editable, onEdit, onRemove, getKey: (line: VacinaAplicadaLine) => line.key };
  const common: RowsColumn<VacinaAplicadaLine>[] = [
    { header: t('vacinacao.tables.idadeDias'), cell: (line) => line.idade },
    { header: t('vacinacao.fields.esquemaVacinacao'), cell: (line) => line.esquemaVacinacao.nome },
    { header: t('vacinacao.fields.etapaVacinacao'), cell: (line) => line.etapaVacinacao.nome },
  ];
  return (
    <Stack gap="lg">
      <RowsTable
        {...shared}
        title={t('vacinacao.tables.individualTitle')}
        testId="tabela-individual"
        rowTestId="linha-individual"
        columns={[
          { header: t('vacinacao.fields.identificacao'), cell: (line) => line.identificacao },
          ...common,
        ]}
        nameOf={(line) => line.identificacao ?? ''}
        rows={individualLines(lines)}
        buttons={
          <>
            <AddRowButton label={t('vacinacao.tables.addIndividual')} onClick={() => onAdd('INDIVIDUAL')}>
              {t('records.tables.add')}
            </AddRowButton>
            <AddManyRowsButton onClick={onAddMultiple}>{t('vacinacao.tables.addMultiple')}</AddManyRowsButton>
          </>
        }
      />
      <RowsTable
        {...shared}
        title={t('vacinacao.tables.groupTitle')}
        testId="tabela-grupo"
        rowTestId="linha-grupo"
        columns={[
          { header: t('vacinacao.fields.quantidadeAnimais'), cell: (line) => line.quantidadeAnimais },
          ...common,
        ]}
        nameOf={(_line, index) => t('vacinacao.tables.groupName', { index: index + 1 })}
        rows={groupLines(lines)}
        buttons={
          <AddRowButton label={t('vacinacao.tables.addGroup')} onClick={() => onAdd('GRUPO')}>
            {t('records.tables.add')}
          </AddRowButton>
        }
      />
    </Stack>
  );
}
