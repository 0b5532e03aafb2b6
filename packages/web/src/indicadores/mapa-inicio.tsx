import { Anchor, ColorSwatch, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Role } from '@sigsa/domain/access/roles';
import type { GrupoIndicadores } from '@sigsa/domain/indicadores/indicadores';
import { mapaIndicadores } from '@sigsa/domain/indicadores/indicadores.registry';
import {
  DIAS_OPCOES,
  freguesiasDoPoligono,
  janelaDosDias,
  ligacaoDasFreguesias,
  type MapaAnswer,
  type MapaIndicadores,
} from '@sigsa/domain/indicadores/mapa';
import { todayIn } from '@sigsa/domain/validation/dates';
import { useArvoreGeografica } from '../components/map/arvore-geografica.ts';
import { useActiveSession } from '../platform/session-store.ts';
import { useEscolhaVista } from './escolha-vista.ts';
import { mapaQueryOptions } from './mapa-api.ts';
import { degrausDaLegenda } from './mapa-inicio-cores.ts';
import { tiposComTendencias } from './tendencias-inicio.tsx';
import { ControlosVista, FalhaVista } from './vista-controlos.tsx';

const MapaInicioMapa = lazy(async () => ({
  default: (await import('./mapa-inicio-mapa.tsx')).MapaInicioMapa,
}));

/** Rows of the table: the parishes with the most records. */
const LINHAS_TABELA = 50;

/** A type's map on Início: its group (the list the links open) and where its records are. */
interface TipoNoMapa {
  grupo: GrupoIndicadores;
  mapa: MapaIndicadores;
}

/** The colour steps, each with its range of records. */
function LegendaMapa() {
  const { t } = useTranslation();
  return (
    <Group
      component="ul"
      gap="md"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('mapaInicio.legenda')}
    >
      {degrausDaLegenda().map(({ cor, de, ate }) => (
        <Group component="li" key={cor} gap={6} wrap="nowrap">
          <ColorSwatch color={cor} size={14} radius="xs" aria-hidden="true" />
          <Text fz="sm">
            {ate === null
              ? t('mapaInicio.maisDe', { n: de - 1 })
              : de === ate
                ? String(de)
                : t('mapaInicio.intervalo', { de, ate })}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

/** The parishes with the most records as a table, each figure a link to its list. */
function TabelaMapa({
  contagens,
  ligacao,
  legenda,
}: {
  contagens: MapaAnswer;
  ligacao: (dicofres: readonly string[]) => string;
  legenda: string;
}) {
  const { t } = useTranslation();
  const arvore = useArvoreGeografica();
  const linhas = Object.entries(contagens)
    .sort(([a, n], [b, m]) => m - n || a.localeCompare(b))
    .slice(0, LINHAS_TABELA);
  if (linhas.length === 0) return <Text c="dimmed">{t('mapaInicio.semRegistos')}</Text>;
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped withTableBorder data-testid="mapa-inicio-tabela">
        <Table.Caption>{legenda}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('mapaInicio.freguesia')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('mapaInicio.registos')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {linhas.map(([dicofre, n]) => {
            const no = arvore?.nos.get(dicofre);
            return (
              <Table.Tr key={dicofre}>
                <Table.Th scope="row" fw={400}>
                  {no && no.nivel === 3 ? no.rotulo : dicofre}
                </Table.Th>
                <Table.Td ta="right">
                  <Anchor component={Link} to={ligacao([dicofre])}>
                    {n.toLocaleString('pt-PT')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Início's map (issue 17, ours): for one type at a time, the records registered in the last 30 or 90 days on the
 * parish they belong to, painted on the CAOP boundaries our server serves (no tiles needed); a parish opens the
 * list filtered by that parish and those days, which counts the same. "Ver tabela" is the keyboard's and screen
 * readers' way: the busiest parishes, each figure a link.
 */
export function MapaInicio({ role, grupos }: { role: Role; grupos: readonly string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tipos: TipoNoMapa[] = tiposComTendencias(grupos, role).flatMap((grupo) => {
    const mapa = mapaIndicadores(grupo.entidade);
    return mapa ? [{ grupo, mapa }] : [];
  });
  const { username } = useActiveSession().user;
  const [{ entidade, janela: dias, tabela }, mudar] = useEscolhaVista('mapa', username, role, DIAS_OPCOES);
  const tipo = tipos.find((x) => x.grupo.entidade === entidade) ?? tipos[0];
  const answer = useQuery({
    ...mapaQueryOptions(role, tipo?.grupo.entidade ?? '', dias),
    enabled: tipo !== undefined,
  });
  const contagens = answer.data;
  const poligono = useMemo(() => freguesiasDoPoligono(contagens ?? {}), [contagens]);
  const totalDe = useCallback((codigo: string) => poligono(codigo).total, [poligono]);
  const ligacao = useCallback(
    (dicofres: readonly string[]) =>
      tipo
        ? ligacaoDasFreguesias(tipo.grupo, tipo.mapa, dicofres, janelaDosDias(todayIn(new Date()), dias))
        : '',
    [tipo, dias],
  );
  const abrir = useCallback(
    (codigo: string) => void navigate(ligacao(poligono(codigo).dicofres)),
    [navigate, ligacao, poligono],
  );
  if (!tipo) return null;
  const legenda = t('mapaInicio.descricao', { tipo: tipo.grupo.titulo, n: dias });
  const total = Object.values(contagens ?? {}).reduce((soma, n) => soma + n, 0);
  return (
    <Stack gap="sm" component="section" aria-labelledby="inicio-mapa">
      <Title order={2} size="h3" id="inicio-mapa">
        {t('mapaInicio.title')}
      </Title>
      <ControlosVista
        tipos={tipos.map((x) => x.grupo)}
        entidade={tipo.grupo.entidade}
        onEntidade={(e) => mudar({ entidade: e })}
        janela={{
          rotulo: t('mapaInicio.dias'),
          opcoes: DIAS_OPCOES,
          valor: dias,
          onChange: (n) => mudar({ janela: n }),
        }}
        tabela={tabela}
        onTabela={(v) => mudar({ tabela: v })}
        rotuloVista={t('mapaInicio.verMapa')}
      />
      {answer.isError ? (
        <FalhaVista mensagem={t('mapaInicio.erro')} onRetry={() => void answer.refetch()} />
      ) : contagens ? (
        <>
          <Text size="sm" data-testid="mapa-inicio-total">
            {t('mapaInicio.total', {
              count: total,
              formatted: total.toLocaleString('pt-PT'),
              freguesias: Object.keys(contagens).length.toLocaleString('pt-PT'),
              n: dias,
            })}
          </Text>
          {tabela ? (
            <TabelaMapa contagens={contagens} ligacao={ligacao} legenda={legenda} />
          ) : (
            <Stack gap="xs">
              <LegendaMapa />
              <Suspense fallback={null}>
                <MapaInicioMapa totalDe={totalDe} onAbrir={abrir} />
              </Suspense>
            </Stack>
          )}
        </>
      ) : null}
    </Stack>
  );
}
