import { Button, Card, Group, Loader, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { canRegister, type AccessLevel } from '@sigsa/domain/access/access-levels';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/page-heading.tsx';
import { ScrollRegion } from '../components/scroll-region.tsx';
import { useActiveSession } from '../platform/session-store.ts';
import { showSuccessToast } from '../platform/toasts.ts';
import {
  changeLevel,
  PERMISSOES_KEY,
  permissoesExportUrl,
  permissoesQueryOptions,
  type Permissoes,
} from './quem-pode-api.ts';

/** The access matrix: one row per area, one column per role; ROLE_SIGSA changes a level in place. */
function LevelsTable({ data, editable }: { data: Permissoes; editable: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const labelOf = (nivel: AccessLevel) => data.niveis.find((n) => n.nivel === nivel)?.label ?? nivel;
  const change = async (role: string, area: string, nivel: AccessLevel) => {
    client.setQueryData(PERMISSOES_KEY, await changeLevel(role, area, nivel));
    showSuccessToast(t('gestao.quemPode.changed'));
  };
  return (
    <ScrollRegion label={t('gestao.quemPode.niveis')} minWidth={1550}>
      <Table striped withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('gestao.quemPode.area')}</Table.Th>
            {data.perfis.map((perfil) => (
              <Table.Th key={perfil.role} title={perfil.label}>
                {perfil.role.replace('ROLE_', '')}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.areas.map(({ area, label }) => (
            <Table.Tr key={area}>
              <Table.Th scope="row">{label}</Table.Th>
              {data.perfis.map(({ role, label: roleLabel }) => {
                const nivel = data.matriz[role]?.[area] ?? 'SEM_ACESSO';
                return (
                  <Table.Td key={role}>
                    {editable ? (
                      <NativeSelect
                        size="xs"
                        aria-label={`${label} — ${roleLabel}`}
                        value={nivel}
                        data={data.niveis.map((n) => ({ value: n.nivel, label: n.label }))}
                        onChange={(event) =>
                          void change(role, area, event.currentTarget.value as AccessLevel)
                        }
                      />
                    ) : (
                      labelOf(nivel)
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** One record type's workflow: each operation, its states and the roles that take it. */
function WorkflowTable({ fluxo, data }: { fluxo: Permissoes['fluxos'][number]; data: Permissoes }) {
  const { t } = useTranslation();
  const roleLabel = (role: string) => data.perfis.find((p) => p.role === role)?.label ?? role;
  return (
    <Card withBorder component="section" aria-labelledby={`fluxo-${fluxo.entidade}`}>
      <Title order={3} size="h4" id={`fluxo-${fluxo.entidade}`} mb="xs">
        {fluxo.titulo}
      </Title>
      <ScrollRegion label={fluxo.titulo} minWidth={700}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('gestao.quemPode.operacao')}</Table.Th>
              <Table.Th>{t('gestao.quemPode.estados')}</Table.Th>
              <Table.Th>{t('gestao.quemPode.quem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fluxo.operacoes.map((op) => (
              <Table.Tr key={op.operacao}>
                <Table.Td>{op.operacao}</Table.Td>
                <Table.Td>{`${op.de.join(', ')} → ${op.para.join(', ')}`}</Table.Td>
                <Table.Td>
                  {op.perfis.length === 0
                    ? t('gestao.quemPode.ninguem')
                    : op.perfis
                        .map((p) =>
                          p.apenasOsSeus
                            ? t('gestao.quemPode.osSeus', { role: roleLabel(p.role) })
                            : roleLabel(p.role),
                        )
                        .join('; ')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Card>
  );
}

/**
 * `gestao/quem-pode` (issue 13, ours, as SORMAS's user rights): the live access levels of every role on every
 * area, which ROLE_SIGSA changes in place (audited, in force at once), each record type's operations and who
 * takes them by those levels, and the matrix as an Excel workbook.
 */
export function QuemPodePage() {
  const { t } = useTranslation();
  const { user } = useActiveSession();
  const editable = canRegister(user.permissoesAtuais?.gestao);
  const { data } = useQuery(permissoesQueryOptions());
  return (
    <Stack>
      <PageHeading title={t('gestao.quemPode.title')} />
      <Group justify="space-between">
        <Text>{t('gestao.quemPode.intro')}</Text>
        <Button component="a" variant="default" href={permissoesExportUrl()} download>
          {t('gestao.quemPode.export')}
        </Button>
      </Group>
      {!data ? (
        <Loader role="status" aria-label={t('gestao.quemPode.loading')} />
      ) : (
        <>
          <Card withBorder component="section" aria-labelledby="quem-pode-niveis">
            <Title order={2} size="h3" id="quem-pode-niveis" mb="xs">
              {t('gestao.quemPode.niveis')}
            </Title>
            <LevelsTable data={data} editable={editable} />
          </Card>
          <Title order={2} size="h3">
            {t('gestao.quemPode.fluxos')}
          </Title>
          {data.fluxos.map((fluxo) => (
            <WorkflowTable key={fluxo.entidade} fluxo={fluxo} data={data} />
          ))}
        </>
      )}
    </Stack>
  );
}
