import { ActionIcon, Alert, Box, Button, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconClipboardList, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  resultadoDoEnsaioSchema,
  SEROTIPIFICACAO_MESSAGE,
  tipificacaoRequerida,
  tipoRepetido,
  valorBooleanoTexto,
  VALORES_BOOLEANOS,
  VALORES_REPETIDOS_MAX,
} from '@sigsa/domain/records/resultados.schema';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormField } from '../../platform/forms/use-form-field.ts';
import { showSuccessToast } from '../../platform/toasts.ts';
import { useLastPresent } from '../../platform/use-last-present.ts';
import { FormCheckbox, FormCodeSelect } from '../form-inputs/choice-inputs.tsx';
import { FormRefSelect } from '../form-inputs/select-inputs.tsx';
import { FormTextarea, FormTextInput } from '../form-inputs/text-inputs.tsx';
import { RowForm, RowModal } from '../row-modal.tsx';
import { RowsTable, withRow } from '../rows-table.tsx';
import { tipoResultadoDaTipificacaoQueryOptions } from './colheita-lookups.ts';
import { ResultadosColarModal } from './resultados-colar-modal.tsx';
import { resultadoDraft, valoresDe, type CampoNumerico, type ResultadoRow } from './colheita-rows.ts';

const FIELDS = [
  'naoAnalisavel',
  'valor',
  'listaValores',
  'medicoes',
  'observacoesResultado',
  'ensaioTipificacao',
  'resultadoTipificacao',
];

/** A number's label with its unit: "Ct (ciclos)". */
const comUnidade = (campo: CampoNumerico) =>
  campo.unidade ? `${campo.nome} (${campo.unidade})` : campo.nome;

/** Whether the values on screen call for a typing (001 §5.3: a positive of an assay that requires one). */
const pedeTipificacao = (row: Pick<ResultadoRow, 'ensaio' | 'listaValores'>) =>
  tipificacaoRequerida(row.ensaio.requerTipificacao, row.listaValores?.nome ?? null);

/** A result as saved from its modal: without the fields it hid (a typing not asked for, a value "não analisável"). */
function semCamposEscondidos(values: ResultadoRow): ResultadoRow {
  const semTipificacao = { ...values, ensaioTipificacao: null, resultadoTipificacao: '' };
  if (values.naoAnalisavel)
    return { ...semTipificacao, valor: '', listaValores: null, medicoes: values.medicoes.map(() => '') };
  return pedeTipificacao(values) ? values : semTipificacao;
}

/**
 * The typing result: one of the typing assay's values when another assay with a list of its own types the
 * positive (a pathotyping; 001 §7 `getTiposResultadosByEnsaioTipificacao`), else a text (the serotype, the
 * species an assay isolated) — as the server checks it.
 */
function ResultadoTipificacaoField({ row }: { row: ResultadoRow }) {
  const { t } = useTranslation();
  const ensaioTipificacao = useWatch<ResultadoRow, 'ensaioTipificacao'>({ name: 'ensaioTipificacao' });
  const outro = ensaioTipificacao && ensaioTipificacao.id !== row.ensaio.id ? ensaioTipificacao.id : null;
  const tipo = useQuery(tipoResultadoDaTipificacaoQueryOptions(outro)).data;
  const label = t('colheitas.resultados.resultadoTipificacao');
  const valores = outro !== null && tipo?.tipoValor === 'LISTA' ? (tipo.listaValores ?? []) : [];
  if (valores.length === 0) return <FormTextInput name="resultadoTipificacao" label={label} />;
  return (
    <FormCodeSelect
      name="resultadoTipificacao"
      label={label}
      options={valores.map((valor) => ({ value: valor.nome, label: valor.nome }))}
    />
  );
}

/** The typing fields, when the value calls for them. */
function TipificacaoFields({ row }: { row: ResultadoRow }) {
  const { t } = useTranslation();
  const listaValores = useWatch<ResultadoRow, 'listaValores'>({ name: 'listaValores' });
  if (!pedeTipificacao({ ensaio: row.ensaio, listaValores })) return null;
  return (
    <>
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {SEROTIPIFICACAO_MESSAGE}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormRefSelect
          name="ensaioTipificacao"
          label={t('colheitas.resultados.ensaioTipificacao')}
          options={row.ensaio.ensaiosTipificacao}
        />
        <ResultadoTipificacaoField row={row} />
      </SimpleGrid>
    </>
  );
}

/**
 * A repeatable type's values (001 §3.3 `_LISTA`): a field for each, each removable while there is another, and
 * "Adicionar valor" up to the most a result holds.
 */
function ValoresRepetidos({
  repetido,
  unidade,
}: {
  repetido: 'NUMERICO' | 'TEXTO' | 'BOOLEAN';
  unidade: string;
}) {
  const { t } = useTranslation();
  const { clearErrors, getValues, setValue } = useFormContext<ResultadoRow>();
  const valores = useWatch<ResultadoRow, 'medicoes'>({ name: 'medicoes' });
  const { readOnly } = useFormField<string[]>('medicoes');
  // The values move up when one goes: their errors are checked again where they now are.
  const mudar = (next: string[]) => {
    clearErrors('medicoes');
    setValue('medicoes', next, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Stack gap="xs">
      {valores.map((_valor, index) => {
        const label = `${t('colheitas.resultados.valorN', { n: index + 1 })}${unidade}`;
        return (
          <Group key={index} align="flex-end" wrap="nowrap" gap="xs">
            <Box style={{ flex: 1 }}>
              {repetido === 'BOOLEAN' ? (
                <FormCodeSelect
                  name={`medicoes.${index}`}
                  label={label}
                  options={VALORES_BOOLEANOS.map((v) => ({ value: v.value, label: v.label }))}
                />
              ) : (
                <FormTextInput name={`medicoes.${index}`} label={label} />
              )}
            </Box>
            {!readOnly && valores.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('colheitas.resultados.removerValor', { n: index + 1 })}
                onClick={() => mudar(getValues('medicoes').filter((_v, i) => i !== index))}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {!readOnly && valores.length < VALORES_REPETIDOS_MAX && (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => mudar([...getValues('medicoes'), ''])}
          >
            {t('colheitas.resultados.adicionarValor')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * The value of a result by its type (001 §3.3): a list value (with the type's optional number, a PCR's Ct) or a
 * number or text, or several of them (a repeatable type); the measurements of a composite type; the typing when the value calls for it. None for a sample
 * "não analisável".
 */
function ValorFields({ row }: { row: ResultadoRow }) {
  const { t } = useTranslation();
  const naoAnalisavel = useWatch<ResultadoRow, 'naoAnalisavel'>({ name: 'naoAnalisavel' });
  if (naoAnalisavel) return null;
  const tipo = row.tipoResultado;
  const unidade = tipo.unidade ? ` (${tipo.unidade})` : '';
  const numerico = tipo.valorNumericoOpcional;
  const repetido = tipoRepetido(tipo.tipoValor);
  if (repetido) return <ValoresRepetidos repetido={repetido} unidade={unidade} />;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {tipo.tipoValor === 'LISTA' ? (
          <FormRefSelect
            name="listaValores"
            label={t('colheitas.resultados.listaValores')}
            options={valoresDe(row)}
          />
        ) : tipo.tipoValor === 'BOOLEAN' ? (
          <FormCodeSelect
            name="valor"
            label={t('colheitas.resultados.valor')}
            options={VALORES_BOOLEANOS.map((v) => ({ value: v.value, label: v.label }))}
          />
        ) : (
          <FormTextInput name="valor" label={`${t('colheitas.resultados.valor')}${unidade}`} />
        )}
        {tipo.tipoValor === 'LISTA' && numerico && (
          <FormTextInput name="valor" label={comUnidade(numerico)} />
        )}
        {(tipo.camposNumericos ?? []).map((campo, index) => (
          <FormTextInput key={campo.nome} name={`medicoes.${index}`} label={comUnidade(campo)} />
        ))}
      </SimpleGrid>
      <TipificacaoFields row={row} />
    </>
  );
}

/**
 * A value the result modal shows but does not edit. Assay and result-type names run long ("Cultura
 * bacteriológica de micobactérias", "Tipificação (serótipo/subtipo/genótipo/espécie)"): wrapped, never cut.
 */
function ValorFixo({ label, value }: { label: string; value: string }) {
  return <Textarea label={label} value={value} readOnly variant="filled" autosize minRows={1} />;
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
  const schemaOf = (values: ResultadoRow) =>
    resultadoDoEnsaioSchema(values.tipoResultado, () => pedeTipificacao(values));
  return (
    <RowModal opened={opened} title={t('colheitas.resultados.modal')} subject={row.key} onClose={onClose}>
      <RowForm
        schemaOf={schemaOf}
        toDraft={resultadoDraft}
        defaultValues={row}
        fields={FIELDS}
        readOnly={readOnly}
        onSave={(values) => onSave(semCamposEscondidos(values))}
        onClose={onClose}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ValorFixo label={t('colheitas.resultados.amostra')} value={row.amostra.sequencia} />
          <ValorFixo label={t('colheitas.resultados.ensaio')} value={row.ensaio.nome} />
          <ValorFixo label={t('colheitas.resultados.tipoResultado')} value={row.tipoResultado.nome} />
        </SimpleGrid>
        {row.tipoResultado.permiteNaoAnalisavel === true && (
          <FormCheckbox name="naoAnalisavel" label={t('colheitas.resultados.naoAnalisavel')} />
        )}
        <ValorFields row={row} />
        <FormTextarea name="observacoesResultado" label={t('colheitas.resultados.observacoesResultado')} />
      </RowForm>
    </RowModal>
  );
}

/**
 * The results of a collection (001 §2.1, §2.2: shown once it has left INICIAL), one per sample and assay: the
 * laboratory registering the analyses (REGISTAR_ANALISES) edits each through its modal, or many at once pasted
 * from a spreadsheet; others view them. They live in the form's `resultados` and go with the laboratory's Guardar.
 */
export function ResultadosTable({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<{ resultados: ResultadoRow[] }>();
  const rows = useWatch({ control, name: 'resultados' }) ?? [];
  const [open, setOpen] = useState<ResultadoRow | null>(null);
  const [pasting, setPasting] = useState(false);
  const shown = useLastPresent(open);
  const valorCell = (row: ResultadoRow) => {
    if (row.naoAnalisavel) return t('colheitas.resultados.naoAnalisavel');
    const repetido = tipoRepetido(row.tipoResultado.tipoValor);
    if (repetido) {
      const valores = row.medicoes
        .map((valor) => valor.trim())
        .filter((valor) => valor !== '')
        .map((valor) => (repetido === 'BOOLEAN' ? valorBooleanoTexto(valor) : valor));
      return valores.length > 0 ? valores.join('; ') : '-';
    }
    const texto = (row.valor ?? '').trim();
    const valor =
      row.listaValores?.nome ??
      (row.tipoResultado.tipoValor === 'BOOLEAN' && texto ? valorBooleanoTexto(texto) : texto || null);
    const numeros = [...(row.listaValores ? [row.valor] : []), ...row.medicoes]
      .map((numero) => numero.trim())
      .filter((numero) => numero !== '');
    const extra = numeros.length > 0 ? ` (${numeros.join('; ')})` : '';
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
        buttons={
          rows.length > 0 && (
            <Button
              size="sm"
              variant="light"
              leftSection={<IconClipboardList size={14} aria-hidden="true" />}
              onClick={() => setPasting(true)}
            >
              {t('colheitas.colar.botao')}
            </Button>
          )
        }
        onEdit={setOpen}
        onView={setOpen}
      />
      <ResultadosColarModal
        opened={pasting}
        rows={rows}
        onApply={(next) => {
          const aplicados = next.filter((row, index) => row !== rows[index]).length;
          setValue('resultados', next, { shouldDirty: true });
          setPasting(false);
          showSuccessToast(t('colheitas.colar.aplicados', { count: aplicados }));
        }}
        onClose={() => setPasting(false)}
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
