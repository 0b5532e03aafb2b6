import { Anchor, Button, Center, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { valueAtPath, type ColumnDescriptor } from '@sigsa/domain/list/columns';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CellValue, type GeoPoint } from './cell-registry.tsx';
import { recordQueryOptions } from './list-api.ts';

/** Props of {@link EntityDetailModal}. */
export interface EntityDetailModalProps {
  entity: string;
  /** The record's id for `GET {entity}/{id}`; null closes the modal. */
  recordId: string | number | null;
  columns: readonly ColumnDescriptor[];
  title: string;
  /** The detail route ("Abrir detalhes"), or null when the entity has none yet. */
  detailHref: string | null;
  onClose: () => void;
  /** POINT values offer "show on the map" (lists with a map). */
  onShowPoint?: (point: GeoPoint) => void;
}

/** The entity detail modal (spec 000 §2.5): every column of the full record, and "Abrir detalhes". */
export function EntityDetailModal(props: EntityDetailModalProps) {
  const { entity, recordId, columns, title, detailHref, onClose, onShowPoint } = props;
  const { t } = useTranslation();
  const record = useQuery({ ...recordQueryOptions(entity, recordId ?? ''), enabled: recordId !== null });
  return (
    <Modal opened={recordId !== null} onClose={onClose} title={title} size="lg">
      <Stack>
        {record.isPending && (
          <Center py="lg">
            <Loader role="status" aria-label={t('app.loading')} />
          </Center>
        )}
        {record.isError && <Text c="red">{t('list.detail.error')}</Text>}
        {record.data && (
          <Table withRowBorders variant="vertical" layout="fixed" data-testid="entity-detail">
            <Table.Tbody>
              {columns.map((column) => (
                <Table.Tr key={column.key}>
                  <Table.Th w="40%">{column.name}</Table.Th>
                  <Table.Td>
                    <CellValue
                      value={valueAtPath(record.data, column.prop)}
                      column={column}
                      onShowPoint={onShowPoint}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="space-between">
          {detailHref !== null ? (
            <Anchor component={Link} to={detailHref}>
              {t('list.detail.open')}
            </Anchor>
          ) : (
            <span />
          )}
          <Button variant="default" onClick={onClose}>
            {t('list.actions.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
