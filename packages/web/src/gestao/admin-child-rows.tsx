import { Anchor, Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HalList } from '@sigsa/domain/list/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiRequest } from '../platform/api-client.ts';
import { gestaoListPath, type GestaoChild } from './gestao-paths.ts';

/** A child row as its list gives it. */
interface ChildRow {
  id: number;
  nome?: string;
  codigo?: string;
  ativo?: boolean;
}

/** The rows of `relation.child` that name `parentId`, archived ones included, by name. */
function childRowsQueryOptions(relation: GestaoChild, parentId: number) {
  const entity = relation.child.entity;
  const prop = `${relation.parentField}.nome`;
  return queryOptions({
    queryKey: ['gestao', entity, 'filhos', parentId],
    // Fetched afresh whenever the parent's form opens: a child just added or changed must show.
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<HalList<ChildRow>>(`${entity}/search/filter`, {
          signal,
          query: {
            size: 1000,
            sort: 'nome,asc',
            [prop]: JSON.stringify({ type: 'OPTION', prop, value: [parentId] }),
            ativo: JSON.stringify({ type: 'BOOLEAN', prop: 'ativo', value: ['true', 'false'] }),
          },
        })
      )._embedded[entity] ?? [],
  });
}

/**
 * The rows that belong to a row (issue 13: value lists of a result type, sub-categories of an animal category),
 * inside its form: each a link to its own form; Adicionar (ROLE_SIGSA) opens a new one naming this parent.
 */
export function AdminChildRows({
  relation,
  parentId,
  parentName,
  canWrite,
}: {
  relation: GestaoChild;
  parentId: number;
  parentName: string;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const rows = useQuery(childRowsQueryOptions(relation, parentId)).data;
  const path = `/${gestaoListPath(relation.child)}`;
  const headingId = `filhos-${relation.child.entity}`;
  const novo = `${path}/novo?${new URLSearchParams({ pai: String(parentId), paiNome: parentName }).toString()}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={headingId}>
          {relation.label}
        </Title>
        {canWrite && (
          <Button component={Link} to={novo} variant="light" size="xs">
            {t('gestao.filhos.add')}
          </Button>
        )}
      </Group>
      {rows && rows.length === 0 && <Text size="sm">{t('gestao.filhos.none')}</Text>}
      {rows && rows.length > 0 && (
        <Table striped>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} to={`${path}/${row.id}`}>
                    {row.nome ?? String(row.id)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{row.codigo ?? ''}</Table.Td>
                <Table.Td>
                  {row.ativo === false && (
                    <Badge color="gray" variant="light">
                      {t('gestao.filhos.archived')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
