import { Anchor, ColorSwatch, Group, Loader, Modal, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveSession } from '../../platform/session-store.ts';
import { historicoFreguesiaQueryOptions, riscoDetailPath } from './risco-api.ts';
import { diaExibido } from './dia-exibido.ts';

/**
 * A parish's sanitary-risk records over time (issue 15 "History per parish"): each disease's levels, their
 * periods, who saved them, and a link to each record; one disease, or all when `doenca` is null.
 */
export function HistoricoFreguesiaModal({
  dicofre,
  doenca,
  onClose,
}: {
  /** The parish shown; null: closed. */
  dicofre: string | null;
  doenca: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { role } = useActiveSession();
  const historico = useQuery({
    ...historicoFreguesiaQueryOptions(role, dicofre ?? '', doenca),
    enabled: dicofre !== null,
  });
  const freguesia = historico.data?.freguesia;
  return (
    <Modal
      opened={dicofre !== null}
      onClose={onClose}
      size="xl"
      title={
        freguesia
          ? t('risco.historico.title', {
              freguesia: freguesia.nome,
              concelho: freguesia.concelho,
              distrito: freguesia.distrito,
            })
          : t('risco.historico.loading')
      }
    >
      {historico.isPending ? (
        <Loader size="sm" role="status" aria-label={t('app.loading')} />
      ) : (historico.data?.registos.length ?? 0) === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('risco.historico.empty')}
        </Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('risco.fields.doenca')}</Table.Th>
              <Table.Th>{t('risco.fields.classificacao')}</Table.Th>
              <Table.Th>{t('risco.fields.dataInicioClassificacao')}</Table.Th>
              <Table.Th>{t('risco.fields.dataFinalClassificacao')}</Table.Th>
              <Table.Th>{t('risco.historico.guardadoPor')}</Table.Th>
              <Table.Th>{t('risco.historico.registo')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {historico.data?.registos.map((registo) => (
              <Table.Tr key={registo.id}>
                <Table.Td>{registo.doenca.nome}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {registo.classificacao.cor && (
                      <ColorSwatch color={registo.classificacao.cor} size={14} aria-hidden="true" />
                    )}
                    {registo.classificacao.descricao}
                  </Group>
                </Table.Td>
                <Table.Td>{diaExibido(registo.dataInicioClassificacao)}</Table.Td>
                <Table.Td>{diaExibido(registo.dataFinalClassificacao)}</Table.Td>
                <Table.Td>{registo.updatedBy ?? registo.createdBy ?? '-'}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={riscoDetailPath(registo.id)} onClick={onClose}>
                    {t('risco.historico.abrir', { id: registo.id })}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
