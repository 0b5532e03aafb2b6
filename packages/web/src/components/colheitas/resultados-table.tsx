import { SimpleGrid, TextInput } from '@mantine/core';
import { resultadoDoEnsaioSchema, tipificacaoRequerida } from '@sigsa/domain/records/resultados.schema';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLastPresent } from '../../platform/use-last-present.ts';
import { FormRefSelect } from '../form-inputs/select-inputs.tsx';
import { FormTextarea, FormTextInput } from '../form-inputs/text-inputs.tsx';
import { RowForm, RowModal } from '../row-modal.tsx';
import { RowsTable, withRow } from '../rows-table.tsx';
import { resultadoDraft, type ResultadoRow, type ValorLista } from './colheita-rows.ts';

const FIELDS = ['valor', 'listaValores', 'observacoesResultado', 'ensaioTipificacao', 'resultadoTipificacao'];

/** The values of a result's list: its type's, as its assay carries them. */
function valoresDe(row: ResultadoRow): readonly ValorLista[] {
  const tipo = row.ensaio.tiposResultados;
  return tipo && tipo.id === row.tipoResultado.id
    ? (tipo.listaValores ?? [])
    : (row.tipoResultado.listaValores ?? []);
}

/** Whether the values on screen call for a typing (001 §5.3: a positive of an assay that requires one). */
const pedeTipificacao = (row: Pick<ResultadoRow, 'ensaio' | 'listaValores'>) =>
  tipificacaoRequerida(row.ensaio.requerTipificacao, row.listaValores?.nome ?? null);

/** The typing fields, when the value calls for them. */
function TipificacaoFields({ row }: { row: ResultadoRow }) {
  const { t } = useTranslation();
  const listaValores = useWatch<ResultadoRow, 'listaValores'>({ name: 'listaValores' });
  if (!pedeTipificacao({ ensaio: row.ensaio, listaValores })) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <FormRefSelect
        name="ensaioTipificacao"
        label={t('colheitas.resultados.ensaioTipificacao')}
        options={row.ensaio.ensaiosTipificacao}
      />
      <FormTextInput name="resultadoTipificacao" label={t('colheitas.resultados.resultadoTipificacao')} />
    </SimpleGrid>
  );
}

/** The result modal (001 §2.2, §5.3): its sample and assay shown, the value by its type, notes and typing. */
function ResultadoModal({
  row,
  opened,
  readOnly,
  onSave,
  onClose,
}: {
  row: ResultadoRow;
  opened: boolean;
  readOnly: boolean;
  onSave: (row: ResultadoRow) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lista = row.tipoResultado.tipoValor === 'LISTA';
  const schemaOf = (values: ResultadoRow) =>
    resultadoDoEnsaioSchema(values.tipoResultado.tipoValor, () => pedeTipificacao(values));
  const unidade = row.tipoResultado.unidade ? ` (${row.tipoResultado.unidade})` : '';
  return (
    <RowModal opened={opened} title={t('colheitas.resultados.modal')} subject={row.key} onClose={onClose}>
      <RowForm
        schemaOf={schemaOf}
        toDraft={resultadoDraft}
        defaultValues={row}
        fields={FIELDS}
        readOnly={readOnly}
        onSave={(values) =>
          onSave(
            pedeTipificacao(values)
              ? values
              : { ...values, ensaioTipificacao: null, resultadoTipificacao: '' },
          )
        }
        onClose={onClose}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('colheitas.resultados.amostra')}
            value={row.amostra.sequencia}
            readOnly
            variant="filled"
          />
          <TextInput
            label={t('colheitas.resultados.ensaio')}
            value={row.ensaio.nome}
            readOnly
            variant="filled"
          />
          <TextInput
            label={t('colheitas.resultados.tipoResultado')}
            value={row.tipoResultado.nome}
            readOnly
            variant="filled"
          />
          {lista ? (
            <FormRefSelect
              name="listaValores"
              label={t('colheitas.resultados.listaValores')}
              options={valoresDe(row)}
            />
          ) : (
            <FormTextInput name="valor" label={`${t('colheitas.resultados.valor')}${unidade}`} autoFocus />
          )}
        </SimpleGrid>
        {lista && <FormTextInput name="valor" label={t('colheitas.resultados.valorAdicional')} />}
        <TipificacaoFields row={row} />
        <FormTextarea name="observacoesResultado" label={t('colheitas.resultados.observacoesResultado')} />
      </RowForm>
    </RowModal>
  );
}

/**
 * The results of a collection (001 §2.1, §2.2: shown once it has left INICIAL), one per sample and assay: the
 * laboratory registering the analyses (REGISTAR_ANALISES) edits each through its modal; others view them. They
 * live in the form's `resultados` and go with the laboratory's Guardar.
 */
export function ResultadosTable({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<{ resultados: ResultadoRow[] }>();
  const rows = useWatch({ control, name: 'resultados' }) ?? [];
  const [open, setOpen] = useState<ResultadoRow | null>(null);
  const shown = useLastPresent(open);
  const valorCell = (row: ResultadoRow) => {
    const valor = row.listaValores?.nome ?? (row.valor.trim() || null);
    const extra = row.listaValores && row.valor.trim() ? ` (${row.valor.trim()})` : '';
    return valor ? `${valor}${extra}` : '-';
  };
  return (
    <>
      <RowsTable<ResultadoRow>
        title={t('colheitas.tables.resultados')}
        testId="tabela-resultados"
        rowTestId="linha-resultado"
        columns={[
          { header: t('colheitas.resultados.amostra'), cell: (row) => row.amostra.sequencia },
          { header: t('colheitas.resultados.ensaio'), cell: (row) => row.ensaio.nome },
          { header: t('colheitas.resultados.valor'), cell: valorCell },
          {
            header: t('colheitas.resultados.tipificacao'),
            cell: (row) =>
              row.ensaioTipificacao ? `${row.ensaioTipificacao.nome}: ${row.resultadoTipificacao}` : '-',
          },
          {
            header: t('colheitas.resultados.observacoesResultado'),
            cell: (row) => row.observacoesResultado || '-',
          },
        ]}
        rows={rows}
        getKey={(row) => row.key}
        nameOf={(row) => `${row.amostra.sequencia} — ${row.ensaio.nome}`}
        editable={editable}
        onEdit={setOpen}
        onView={setOpen}
      />
      {shown && (
        <ResultadoModal
          row={shown}
          opened={open !== null}
          readOnly={!editable}
          onSave={(row) => {
            setValue('resultados', withRow(getValues('resultados'), row), { shouldDirty: true });
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
