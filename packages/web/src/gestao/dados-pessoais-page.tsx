import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../components/page-heading.tsx';
import { ScrollRegion } from '../components/scroll-region.tsx';
import { ApiError } from '../platform/api-client.ts';
import {
  OVERDUE_FILTER,
  overdueRequestsQueryOptions,
  personalDataExportUrl,
  searchPersonalData,
  type Criterio,
  type PersonalSource,
} from './dados-pessoais-api.ts';

type By = 'nif' | 'nome';

/** One source's rows: the record (a link to where it is shown) and its personal fields. */
function SourceTable({ source }: { source: PersonalSource }) {
  const { t } = useTranslation();
  const labels = source.registos[0]?.campos.map((campo) => campo.rotulo) ?? [];
  return (
    <Card withBorder component="section" aria-labelledby={`dp-${source.entidade}`}>
      <Title order={3} size="h4" id={`dp-${source.entidade}`} mb="xs">
        {source.titulo} ({source.registos.length})
      </Title>
      <ScrollRegion label={source.titulo} minWidth={600}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('gestao.dadosPessoais.identificacao')}</Table.Th>
              {labels.map((label) => (
                <Table.Th key={label}>{label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {source.registos.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} to={row.link}>
                    {row.identificacao}
                  </Anchor>
                </Table.Td>
                {row.campos.map((campo) => (
                  <Table.Td key={campo.chave}>{campo.valor ?? '-'}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {source.truncado && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('gestao.dadosPessoais.truncated', { count: source.registos.length })}
        </Text>
      )}
    </Card>
  );
}

/** The requests of data subjects: how many are past their deadline (in red), and the way to their list. */
function RequestsCard() {
  const { t } = useTranslation();
  const overdue = useQuery(overdueRequestsQueryOptions()).data;
  const overdueList = `/gestao/pedidos-dados-pessoais?filtros=${encodeURIComponent(JSON.stringify(OVERDUE_FILTER))}`;
  return (
    <Card withBorder component="section" aria-labelledby="dp-pedidos">
      <Title order={2} size="h3" id="dp-pedidos" mb="xs">
        {t('gestao.dadosPessoais.pedidos')}
      </Title>
      <Text size="sm" mb="xs">
        {t('gestao.dadosPessoais.pedidosText')}
      </Text>
      <Group>
        {overdue !== undefined &&
          (overdue > 0 ? (
            <Anchor component={Link} to={overdueList} c="red.9" fw={700} data-testid="pedidos-em-atraso">
              {t('gestao.dadosPessoais.overdue', { count: overdue })}
            </Anchor>
          ) : (
            <Text size="sm" data-testid="pedidos-em-atraso">
              {t('gestao.dadosPessoais.noOverdue')}
            </Text>
          ))}
        <Anchor component={Link} to="/gestao/pedidos-dados-pessoais">
          {t('gestao.dadosPessoais.openPedidos')}
        </Anchor>
      </Group>
    </Card>
  );
}

/**
 * `gestao/dados-pessoais` (issue 13, RGPD): where a data subject appears, by NIF or by name, over every source
 * of personal data; the same as a JSON or CSV file for the subject; and the requests of data subjects.
 */
export function DadosPessoaisPage() {
  const { t } = useTranslation();
  const [by, setBy] = useState<By>('nif');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<{ criterio: Criterio; fontes: PersonalSource[] } | null>(null);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const criterio: Criterio = by === 'nif' ? { nif: text.trim() } : { nome: text.trim() };
    setBusy(true);
    setError(null);
    try {
      const answer = await searchPersonalData(criterio);
      setFound({ criterio, fontes: answer.fontes });
    } catch (failure) {
      if (!(failure instanceof ApiError) || failure.status !== 400) throw failure;
      setFound(null);
      setError(failure.fieldErrors[0]?.message ?? failure.message);
    } finally {
      setBusy(false);
    }
  };
  const withRows = found?.fontes.filter((fonte) => fonte.registos.length > 0) ?? [];

  return (
    <Stack>
      <PageHeading title={t('gestao.dadosPessoais.title')} />
      <Text>{t('gestao.dadosPessoais.intro')}</Text>
      <Card withBorder component="form" onSubmit={(event) => void search(event)} role="search">
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('gestao.dadosPessoais.by')}
            value={by}
            onChange={(value) => {
              setBy(value as By);
              setError(null);
            }}
            data={[
              { value: 'nif', label: t('gestao.dadosPessoais.byNif') },
              { value: 'nome', label: t('gestao.dadosPessoais.byNome') },
            ]}
            w="fit-content"
          />
          <TextInput
            label={t(by === 'nif' ? 'gestao.dadosPessoais.nif' : 'gestao.dadosPessoais.nome')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={error}
            maxLength={by === 'nif' ? 9 : 100}
            inputMode={by === 'nif' ? 'numeric' : 'text'}
          />
          <Group>
            <Button type="submit" loading={busy}>
              {t('gestao.dadosPessoais.search')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {found && (
        <Stack component="section" aria-labelledby="dp-resultados">
          <Group justify="space-between">
            <Title order={2} size="h3" id="dp-resultados">
              {t('gestao.dadosPessoais.results')}
            </Title>
            {withRows.length > 0 && (
              <Group gap="xs">
                {(['json', 'csv'] as const).map((format) => (
                  <Button
                    key={format}
                    component="a"
                    variant="default"
                    href={personalDataExportUrl(found.criterio, format)}
                    download
                  >
                    {t(`gestao.dadosPessoais.export.${format}`)}
                  </Button>
                ))}
              </Group>
            )}
          </Group>
          {withRows.length === 0 ? (
            <Alert color="gray">{t('gestao.dadosPessoais.none')}</Alert>
          ) : (
            withRows.map((source) => <SourceTable key={source.entidade} source={source} />)
          )}
        </Stack>
      )}
      <RequestsCard />
    </Stack>
  );
}
