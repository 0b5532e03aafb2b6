import { Alert, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
import { useActiveSession } from '../platform/session-store.ts';
import { kpisQueryOptions } from './kpis-api.ts';
import { MapaInicio } from './mapa-inicio.tsx';
import { TendenciasInicio } from './tendencias-inicio.tsx';
import {
  guardarFigurasVistas,
  lerFigurasVistas,
  variacaoDesdeVisita,
  type FigurasVistas,
} from './ultima-visita.ts';

/** HH:mm of an instant (milliseconds), in Lisbon: when the figures were read. */
export function horaDe(instante: number): string {
  const { hour, minute } = dateTimeInTimeZone(new Date(instante));
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** A figure as a card shows it: an empty card reads "-" (spec 000 §2.3). */
export function figuraDoCartao(n: number): string {
  return n === 0 ? '-' : n.toLocaleString('pt-PT');
}

/** How much a card moved since the last visit: an arrow and the difference, said in words to screen readers. */
function Variacao({ delta }: { delta: number }) {
  const { t } = useTranslation();
  if (delta === 0) return null;
  const subiu = delta > 0;
  return (
    <Text size="sm" c="gray.7" data-testid="kpi-variacao">
      <span aria-hidden="true">{`${subiu ? '▲' : '▼'} ${Math.abs(delta).toLocaleString('pt-PT')}`}</span>
      <VisuallyHidden>
        {t(subiu ? 'indicadores.subiu' : 'indicadores.desceu', { n: Math.abs(delta) })}
      </VisuallyHidden>
    </Text>
  );
}

/** One card: the whole card is the link to the list it counts. */
function Cartao({
  grupo,
  cartao,
  n,
  delta,
}: {
  grupo: GrupoIndicadores;
  cartao: CartaoIndicador;
  n: number;
  delta: number;
}) {
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
      <Variacao delta={delta} />
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
  anteriores,
}: {
  grupo: GrupoIndicadores;
  role: Role;
  valores: Record<string, number>;
  anteriores: FigurasVistas | null;
}) {
  return (
    <CardGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {cartoesDoPerfil(grupo, role).map((cartao) => {
        const n = valores[cartao.chave] ?? 0;
        return (
          <li key={cartao.chave}>
            <Cartao
              grupo={grupo}
              cartao={cartao}
              n={n}
              delta={variacaoDesdeVisita(anteriores, grupo.grupo, cartao.chave, n)}
            />
          </li>
        );
      })}
    </CardGrid>
  );
}

/**
 * Início's indicators (spec 000 §2.3, issue 17): for each record type the role works with, the count of its
 * records in each group of states, over what the role may see; each card opens the list it counts, and tells how
 * much it moved since the user's last visit (the figures seen are kept on this browser at each answer; the visit
 * compares with what was kept before it began).
 */
export function IndicadoresInicio({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { username } = useActiveSession().user;
  const kpis = useQuery(kpisQueryOptions(role));
  const [anteriores] = useState(() => lerFigurasVistas(username, role));
  useEffect(() => {
    if (kpis.data) guardarFigurasVistas(username, role, anteriores, kpis.data);
  }, [kpis.data, username, role, anteriores]);
  const retry = () => void kpis.refetch();
  if (kpis.isPending) return null;
  if (kpis.isError) return <GrupoFalhado onRetry={retry} />;
  if (kpis.data.grupos.length === 0) return null;
  const mostrados = kpis.data.grupos.flatMap((g) => ('valores' in g ? [g.grupo] : []));
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
              <GrupoCartoes grupo={grupo} role={role} valores={entry.valores} anteriores={anteriores} />
            ) : (
              <GrupoFalhado onRetry={retry} />
            )}
          </Stack>
        );
      })}
      <TendenciasInicio role={role} grupos={mostrados} />
      <MapaInicio role={role} grupos={mostrados} />
    </Stack>
  );
}
