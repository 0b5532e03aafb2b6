import { Anchor, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Role } from '@sigsa/domain/access/roles';
import type { CartaoIndicador, GrupoIndicadores } from '@sigsa/domain/indicadores/indicadores';
import { grupoIndicadores } from '@sigsa/domain/indicadores/indicadores.registry';
import {
  cartoesDasTendencias,
  grupoDeTendencias,
  ligacaoDoSegmento,
  diaMes,
  SEMANAS_OPCOES,
  type SemanaIso,
  type TendenciasAnswer,
} from '@sigsa/domain/indicadores/tendencias';
import { useActiveSession } from '../platform/session-store.ts';
import { useEscolhaVista } from './escolha-vista.ts';
import { tendenciasQueryOptions } from './tendencias-api.ts';
import { ControlosVista, FalhaVista } from './vista-controlos.tsx';

const TendenciasGrafico = lazy(async () => ({
  default: (await import('./tendencias-grafico.tsx')).TendenciasGrafico,
}));

/** The types whose trends `role` may see: those of the groups its Início shows, each once. */
export function tiposComTendencias(grupos: readonly string[], role: Role): GrupoIndicadores[] {
  const tipos = new Map<string, GrupoIndicadores>();
  for (const nome of grupos) {
    const entidade = grupoIndicadores(nome)?.entidade;
    const grupo = entidade ? grupoDeTendencias(entidade, role) : undefined;
    if (grupo && grupos.includes(grupo.grupo)) tipos.set(grupo.entidade, grupo);
  }
  return [...tipos.values()];
}

/** The weekly counts as a table: each figure above zero a link to the list it counts. */
function TabelaTendencias({
  grupo,
  cartoes,
  semanas,
  legenda,
}: {
  grupo: GrupoIndicadores;
  cartoes: readonly CartaoIndicador[];
  semanas: TendenciasAnswer['semanas'];
  legenda: string;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder data-testid="tendencias-tabela">
        <Table.Caption>{legenda}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('tendencias.semana')}</Table.Th>
            {cartoes.map((c) => (
              <Table.Th key={c.chave} scope="col" ta="right">
                {c.rotulo}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              {t('tendencias.total')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {semanas.map((semana) => (
            <Table.Tr key={semana.inicio}>
              <Table.Th scope="row" fw={400}>
                {t('tendencias.semanaDe', { inicio: diaMes(semana.inicio), fim: diaMes(semana.fim) })}
              </Table.Th>
              {cartoes.map((c) => {
                const n = semana.valores[c.chave] ?? 0;
                return (
                  <Table.Td key={c.chave} ta="right">
                    {n > 0 ? (
                      <Anchor component={Link} to={ligacaoDoSegmento(grupo, c, semana)}>
                        {n.toLocaleString('pt-PT')}
                      </Anchor>
                    ) : (
                      '0'
                    )}
                  </Table.Td>
                );
              })}
              <Table.Td ta="right">
                {cartoes
                  .reduce((soma, c) => soma + (semana.valores[c.chave] ?? 0), 0)
                  .toLocaleString('pt-PT')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Início's trends (issue 17, ours): for one type at a time, the records created in each of the last 12, 26 or 52
 * weeks, stacked by the type's cards; a segment (or, in the table, a figure) opens the list filtered by that week
 * and the card's states, which counts the same.
 */
export function TendenciasInicio({ role, grupos }: { role: Role; grupos: readonly string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tipos = tiposComTendencias(grupos, role);
  const { username } = useActiveSession().user;
  const [{ entidade, janela: semanas, tabela }, mudar] = useEscolhaVista(
    'tendencias',
    username,
    role,
    SEMANAS_OPCOES,
  );
  const grupo = tipos.find((g) => g.entidade === entidade) ?? tipos[0];
  const answer = useQuery({
    ...tendenciasQueryOptions(role, grupo?.entidade ?? '', semanas),
    enabled: grupo !== undefined,
  });
  if (!grupo) return null;
  const cartoes = cartoesDasTendencias(grupo, role);
  const legenda = t('tendencias.legenda', { tipo: grupo.titulo, n: semanas });
  const abrir = (cartao: CartaoIndicador, semana: SemanaIso) =>
    void navigate(ligacaoDoSegmento(grupo, cartao, semana));
  return (
    <Stack gap="sm" component="section" aria-labelledby="inicio-tendencias">
      <Title order={2} size="h3" id="inicio-tendencias">
        {t('tendencias.title')}
      </Title>
      <ControlosVista
        tipos={tipos}
        entidade={grupo.entidade}
        onEntidade={(e) => mudar({ entidade: e })}
        janela={{
          rotulo: t('tendencias.semanas'),
          opcoes: SEMANAS_OPCOES,
          valor: semanas,
          onChange: (n) => mudar({ janela: n }),
        }}
        tabela={tabela}
        onTabela={(v) => mudar({ tabela: v })}
        rotuloVista={t('tendencias.verGrafico')}
      />
      {answer.isError ? (
        <FalhaVista mensagem={t('tendencias.erro')} onRetry={() => void answer.refetch()} />
      ) : answer.data ? (
        tabela ? (
          <TabelaTendencias grupo={grupo} cartoes={cartoes} semanas={answer.data.semanas} legenda={legenda} />
        ) : (
          <Suspense fallback={null}>
            <TendenciasGrafico
              cartoes={cartoes}
              semanas={answer.data.semanas}
              onSegmento={abrir}
              descricao={legenda}
            />
          </Suspense>
        )
      ) : null}
    </Stack>
  );
}
