import { Badge, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { lerEtiquetaNaRececao } from '@sigsa/domain/records/etiquetas-amostras';
import { LAB_COLLECTION_WORKFLOW } from '@sigsa/domain/workflow/lab-collection-workflow';
import { findOperation } from '@sigsa/domain/workflow/workflow';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { runRecordOperation, storeRecord } from '../../platform/record-api.ts';
import { useActiveSession } from '../../platform/session-store.ts';
import { showSuccessToast } from '../../platform/toasts.ts';
import { ScrollRegion } from '../scroll-region.tsx';
import type { ColheitaRecord } from './colheita-rows.ts';

/** The reception, as the workflow names it (its success toast, 001 §8). */
const RECECIONAR = findOperation(LAB_COLLECTION_WORKFLOW, 'rececionar');

/**
 * The reception by scanning (issue 16): the laboratory reads each tube's label with its scanner (which types the
 * code and Enter into the field), sees each sample ticked off or the reading refused, and receives the collection
 * once every sample is read — a tube missing from the box is a collection to return, not to receive.
 */
export function RececaoLeituraModal({
  opened,
  entity,
  prefixo,
  record,
  onClose,
}: {
  opened: boolean;
  entity: string;
  /** The collection type's label prefix (CAM, CAS). */
  prefixo: string;
  record: ColheitaRecord;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { role } = useActiveSession();
  const client = useQueryClient();
  const [lidas, setLidas] = useState<ReadonlySet<string>>(new Set());
  const [leitura, setLeitura] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const amostras = record.amostras;
  const todas = amostras.length > 0 && lidas.size === amostras.length;

  const close = () => {
    setLidas(new Set());
    setLeitura('');
    setErro(null);
    onClose();
  };

  const ler = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const colheita = { prefixo, id: record.id, amostras: amostras.map((a) => a.sequencia) };
    const lida = lerEtiquetaNaRececao(leitura, colheita, lidas);
    setLeitura('');
    if ('erro' in lida) {
      setErro(`${leitura.trim()}: ${lida.erro}`);
      return;
    }
    setErro(null);
    setLidas(new Set([...lidas, lida.sequencia]));
  };

  const rececionar = async () => {
    setSending(true);
    try {
      const updated = await runRecordOperation<ColheitaRecord>(entity, record.id, 'rececionar', role, {
        version: record.version,
      });
      await storeRecord(client, entity, role, updated);
      if (RECECIONAR) showSuccessToast(RECECIONAR.successMessage);
      close();
    } catch {
      // The API client has shown the error toast (a collection changed meanwhile: 409); the readings stay.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} size="lg" title={t('colheitas.rececao.titulo')}>
      <Stack gap="md">
        <TextInput
          label={t('colheitas.rececao.codigo')}
          description={t('colheitas.rececao.ajuda')}
          value={leitura}
          onChange={(event) => setLeitura(event.currentTarget.value)}
          onKeyDown={ler}
          error={erro}
          autoComplete="off"
          data-autofocus
        />
        <Text size="sm" fw={500} role="status">
          {t('colheitas.rececao.lidas', { lidas: lidas.size, total: amostras.length })}
        </Text>
        <ScrollRegion label={t('colheitas.rececao.amostras')} minWidth={420}>
          <Table striped withTableBorder data-testid="rececao-amostras">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('colheitas.resultados.amostra')}</Table.Th>
                <Table.Th>{t('colheitas.rececao.animal')}</Table.Th>
                <Table.Th>{t('colheitas.rececao.matriz')}</Table.Th>
                <Table.Th>{t('colheitas.rececao.estado')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {amostras.map((amostra) => (
                <Table.Tr key={amostra.id}>
                  <Table.Td>{amostra.sequencia}</Table.Td>
                  <Table.Td>{amostra.identificacaoAnimal ?? '-'}</Table.Td>
                  <Table.Td>{amostra.matriz?.nome ?? '-'}</Table.Td>
                  <Table.Td>
                    {lidas.has(amostra.sequencia) ? (
                      <Badge
                        color="green"
                        variant="light"
                        leftSection={<IconCheck size={12} aria-hidden="true" />}
                      >
                        {t('colheitas.rececao.lida')}
                      </Badge>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('colheitas.rececao.porLer')}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('records.actions.cancel')}
          </Button>
          <Button disabled={!todas} loading={sending} onClick={() => void rececionar()}>
            {t('colheitas.actions.rececionar')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
