import { Button, Group, List, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import {
  colagemAplicavel,
  lerResultadosColados,
  type LinhaColada,
  type ResultadoColavel,
} from '@sigsa/domain/records/resultados-colados';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../scroll-region.tsx';
import { valoresDe, type ResultadoRow } from './colheita-rows.ts';

/** What the paste reader needs of a result on screen. */
function colavel(row: ResultadoRow): ResultadoColavel {
  return {
    amostra: row.amostra.sequencia,
    ensaio: row.ensaio,
    tipo: { ...row.tipoResultado, listaValores: valoresDe(row) },
  };
}

/**
 * The results with the pasted rows' values: each row's value, list value and numbers replace its result's (a
 * typing goes with them: the paste refuses the positives that need one); blank observations keep the result's.
 */
export function comResultadosColados(
  rows: readonly ResultadoRow[],
  linhas: readonly LinhaColada[],
): ResultadoRow[] {
  const next = [...rows];
  for (const { indice, valores } of linhas) {
    const row = indice === null ? undefined : next[indice];
    if (indice === null || row === undefined || valores === null) continue;
    const campos = row.tipoResultado.camposNumericos?.length ?? 0;
    next[indice] = {
      ...row,
      valor: valores.valor,
      listaValores: valores.listaValores,
      medicoes: Array.from({ length: campos }, (_, i) => valores.medicoes[i] ?? ''),
      naoAnalisavel: valores.naoAnalisavel,
      observacoesResultado: valores.observacoes ?? row.observacoesResultado,
      ensaioTipificacao: null,
      resultadoTipificacao: '',
    };
  }
  return next;
}

/** The preview of the pasted rows: each with the result it fills, or its errors. */
function Preview({ linhas }: { linhas: readonly LinhaColada[] }) {
  const { t } = useTranslation();
  const comErros = linhas.filter((linha) => linha.erros.length > 0).length;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} role="status" c={comErros > 0 ? 'red.8' : undefined}>
        {comErros > 0
          ? t('colheitas.colar.comErros', { count: comErros })
          : t('colheitas.colar.prontas', { count: linhas.length })}
      </Text>
      <ScrollRegion label={t('colheitas.colar.previsao')} minWidth={560}>
        <Table striped withTableBorder data-testid="previsao-colagem">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('colheitas.colar.linha')}</Table.Th>
              <Table.Th>{t('colheitas.resultados.amostra')}</Table.Th>
              <Table.Th>{t('colheitas.resultados.ensaio')}</Table.Th>
              <Table.Th>{t('colheitas.resultados.valor')}</Table.Th>
              <Table.Th>{t('colheitas.colar.erros')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {linhas.map((linha) => (
              <Table.Tr key={linha.linha}>
                <Table.Td>{linha.linha}</Table.Td>
                <Table.Td>{linha.amostra || '-'}</Table.Td>
                <Table.Td>{linha.ensaio || '-'}</Table.Td>
                <Table.Td>{linha.resultado || '-'}</Table.Td>
                <Table.Td>
                  {linha.erros.length === 0 ? (
                    '-'
                  ) : (
                    <List size="sm" c="red.8">
                      {linha.erros.map((erro) => (
                        <List.Item key={erro}>{erro}</List.Item>
                      ))}
                    </List>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}

/**
 * Results pasted from a spreadsheet (issue 16): the laboratory pastes its rows, sees each read or refused, and
 * applies them only when none is refused — all into the form, whose Guardar saves them in one transaction.
 */
export function ResultadosColarModal({
  opened,
  rows,
  onApply,
  onClose,
}: {
  opened: boolean;
  rows: readonly ResultadoRow[];
  onApply: (rows: ResultadoRow[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [texto, setTexto] = useState('');
  const lido = useDeferredValue(texto);
  const alvos = useMemo(() => rows.map(colavel), [rows]);
  const linhas = useMemo(() => lerResultadosColados(lido, alvos), [lido, alvos]);
  const close = () => {
    setTexto('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} size="xl" title={t('colheitas.colar.titulo')}>
      <Stack gap="md">
        <Textarea
          label={t('colheitas.colar.texto')}
          description={t('colheitas.colar.ajuda')}
          value={texto}
          onChange={(event) => setTexto(event.currentTarget.value)}
          autosize
          minRows={5}
          maxRows={10}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          data-autofocus
        />
        {linhas.length > 0 && <Preview linhas={linhas} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('records.actions.cancel')}
          </Button>
          <Button
            disabled={texto !== lido || !colagemAplicavel(linhas)}
            onClick={() => {
              onApply(comResultadosColados(rows, linhas));
              setTexto('');
            }}
          >
            {t('colheitas.colar.aplicar')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
