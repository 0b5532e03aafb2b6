import { Alert, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Role } from '@sigsa/domain/access/roles';
import { dateTimeInTimeZone } from '@sigsa/domain/validation/dates';
import { grupoIndicadores } from '@sigsa/domain/indicadores/indicadores.registry';
import {
  cartoesDoPerfil,
  ligacaoDoCartao,
  type CartaoIndicador,
  type GrupoIndicadores,
} from '@sigsa/domain/indicadores/indicadores';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGrid } from '../components/card-grid.tsx';
import { kpisQueryOptions } from './kpis-api.ts';

/** HH:mm of an instant (milliseconds), in Lisbon: when the figures were read. */
export function horaDe(instante: number): string {
  const { hour, minute } = dateTimeInTimeZone(new Date(instante));
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** A figure as a card shows it: an empty card reads "-" (spec 000 §2.3). */
export function figuraDoCartao(n: number): string {
  return n === 0 ? '-' : n.toLocaleString('pt-PT');
}

/** One card: the whole card is the link to the list it counts. */
function Cartao({ grupo, cartao, n }: { grupo: GrupoIndicadores; cartao: CartaoIndicador; n: number }) {
  const { t } = useTranslation();
  const aviso = cartao.alerta && n > 0;
  return (
    <Card
      component={Link}
      to={ligacaoDoCartao(grupo, cartao)}
      withBorder
      padding="md"
      h="100%"
      data-testid={`kpi-${grupo.grupo}-${cartao.chave}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600}>
          {cartao.rotulo}
        </Text>
        {aviso && (
          <IconAlertTriangle
            size={20}
            color="var(--mantine-color-orange-8)"
            aria-hidden="true"
            style={{ flexShrink: 0 }}
          />
        )}
      </Group>
      <Text fz={32} fw={700} lh={1.2} mt={4}>
        {figuraDoCartao(n)}
      </Text>
      {aviso && <VisuallyHidden>{t('indicadores.requerAtencao')}</VisuallyHidden>}
    </Card>
  );
}

/** A group that could not be counted: the message and a way to ask again (the other groups stay). */
function GrupoFalhado({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
      <Group justify="space-between">
        <Text size="sm">{t('indicadores.erro')}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('indicadores.tentarNovamente')}
        </Button>
      </Group>
    </Alert>
  );
}

/** One group on Início: its heading and its cards, each a list item. */
function GrupoCartoes({
  grupo,
  role,
  valores,
}: {
  grupo: GrupoIndicadores;
  role: Role;
  valores: Record<string, number>;
}) {
  return (
    <CardGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {cartoesDoPerfil(grupo, role).map((cartao) => (
        <li key={cartao.chave}>
          <Cartao grupo={grupo} cartao={cartao} n={valores[cartao.chave] ?? 0} />
        </li>
      ))}
    </CardGrid>
  );
}

/**
 * Início's indicators (spec 000 §2.3, issue 17): for each record type the role works with, the count of its
 * records in each group of states, over what the role may see; each card opens the list it counts.
 */
export function IndicadoresInicio({ role }: { role: Role }) {
  const { t } = useTranslation();
  const kpis = useQuery(kpisQueryOptions(role));
  const retry = () => void kpis.refetch();
  if (kpis.isPending) return null;
  if (kpis.isError) return <GrupoFalhado onRetry={retry} />;
  if (kpis.data.grupos.length === 0) return null;
  return (
    <Stack gap="lg" component="section" aria-labelledby="inicio-indicadores">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="inicio-indicadores">
          {t('indicadores.title')}
        </Title>
        <Text size="sm" c="dimmed" data-testid="indicadores-atualizado">
          {t('indicadores.atualizado', { hora: horaDe(kpis.dataUpdatedAt) })}
        </Text>
      </Group>
      {kpis.data.grupos.map((entry) => {
        const grupo = grupoIndicadores(entry.grupo);
        if (!grupo) return null;
        const titleId = `indicadores-${grupo.grupo}`;
        return (
          <Stack key={grupo.grupo} gap="xs" component="section" aria-labelledby={titleId}>
            <Title order={3} size="h5" id={titleId}>
              {grupo.titulo}
            </Title>
            {'valores' in entry ? (
              <GrupoCartoes grupo={grupo} role={role} valores={entry.valores} />
            ) : (
              <GrupoFalhado onRetry={retry} />
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
