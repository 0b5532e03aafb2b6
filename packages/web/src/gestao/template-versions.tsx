import { Anchor, Badge, Button, Code, FileInput, Group, Paper, Table, Text, Title } from '@mantine/core';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModeloVersao } from '@sigsa/domain/admin/entities/modelos-documentos.admin';
import { formatSize } from '@sigsa/domain/documents/file-size';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../components/scroll-region.tsx';
import { formatDateTimeValue } from '../list/cell-registry.tsx';
import { apiRequest, apiUrl } from '../platform/api-client.ts';
import { showSuccessToast } from '../platform/toasts.ts';
import { adminHistoryKey } from './admin-api.ts';

/** The versions of a row's file, newest first. */
function versionsQueryOptions(entity: string, id: number) {
  return queryOptions({
    queryKey: ['gestao', entity, 'versoes', id],
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ _embedded: { versoes: ModeloVersao[] } }>(`${entity}/${id}/versoes`, { signal }))
        ._embedded.versoes,
  });
}

/**
 * The file of a document template in versions (issue 13), inside its Gerir form: every version with its
 * download, size, SHA-256, who uploaded it and when, the one in force marked; ROLE_SIGSA uploads the next one
 * (not into an archived template).
 */
export function TemplateVersions({
  entity,
  id,
  canUpload,
}: {
  entity: string;
  id: number;
  canUpload: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const versions = useQuery(versionsQueryOptions(entity, id)).data;
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = `versoes-${entity}`;

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const created = await apiRequest<ModeloVersao>(`${entity}/${id}/versoes`, { method: 'POST', body });
      setFile(null);
      showSuccessToast(t('gestao.versoes.uploaded', { versao: created.versao }));
      await client.invalidateQueries({ queryKey: ['gestao', entity, 'versoes', id] });
      void client.invalidateQueries({ queryKey: ['referenceList', entity] });
      void client.invalidateQueries({ queryKey: adminHistoryKey(entity, id) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {t('gestao.versoes.title')}
      </Title>
      {canUpload && (
        <Group align="flex-end" mb="sm">
          <FileInput
            label={t('gestao.versoes.file')}
            value={file}
            onChange={setFile}
            accept=".pdf,.docx,.odt,.txt,.xlsx,.ods,.png,.jpg,.jpeg"
            w={360}
          />
          <Button onClick={() => void upload()} disabled={!file} loading={busy}>
            {t('gestao.versoes.upload')}
          </Button>
        </Group>
      )}
      {versions && versions.length === 0 && <Text size="sm">{t('gestao.versoes.none')}</Text>}
      {versions && versions.length > 0 && (
        <ScrollRegion label={t('gestao.versoes.title')} minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('gestao.versoes.versao')}</Table.Th>
                <Table.Th>{t('gestao.versoes.ficheiro')}</Table.Th>
                <Table.Th>{t('gestao.versoes.tamanho')}</Table.Th>
                <Table.Th>{t('gestao.versoes.carregadoPor')}</Table.Th>
                <Table.Th>{t('gestao.versoes.carregadoEm')}</Table.Th>
                <Table.Th>SHA-256</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {versions.map((version) => (
                <Table.Tr key={version.versao} data-testid={`versao-${version.versao}`}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {version.versao}
                      {version.atual && (
                        <Badge color="green" variant="light">
                          {t('gestao.versoes.atual')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Anchor href={apiUrl(`${entity}/${id}/versoes/${version.versao}/conteudo`)} download>
                      {version.nome}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatSize(version.tamanho)}</Table.Td>
                  <Table.Td>{version.carregadoPor}</Table.Td>
                  <Table.Td>{formatDateTimeValue(version.carregadoEm)}</Table.Td>
                  <Table.Td>
                    <Code title={version.sha256}>{version.sha256.slice(0, 12)}…</Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Paper>
  );
}
