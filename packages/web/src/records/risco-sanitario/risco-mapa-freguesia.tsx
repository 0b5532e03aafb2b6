import { Anchor, Button, ColorSwatch, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { isConcelhoCode } from '@sigsa/domain/geo/topologia';
import { noDe, type ArvoreGeografica } from '@sigsa/domain/records/risco-sanitario/freguesias-arvore';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { riscoDetailPath, type ClassificacaoRisco, type NivelEmVigor } from './risco-api.ts';
import { SEM_NIVEL_COR } from './risco-mapa-legenda.tsx';
import { diaExibido } from './dia-exibido.ts';

/** What the panel reads: the day's levels, Gerir's levels by id, and the CAOP tree for names. */
interface Contexto {
  niveis: NivelEmVigor | undefined;
  classificacoes: ReadonlyMap<number, ClassificacaoRisco>;
  arvore: ArvoreGeografica;
  onHistorico: (dicofre: string) => void;
}

/** A parish's level on the day: its colour and name, the period and the record, or "Sem nível de risco". */
function NivelDaFreguesia({ dicofre, contexto }: { dicofre: string; contexto: Contexto }) {
  const { t } = useTranslation();
  const nivel = contexto.niveis?.freguesias[dicofre];
  const classificacao = nivel ? contexto.classificacoes.get(nivel.classificacao) : undefined;
  const periodo = nivel ? contexto.niveis?.registos[nivel.registo] : undefined;
  if (!nivel) return <Text fz="sm">{t('risco.mapa.semNivel')}</Text>;
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <ColorSwatch color={classificacao?.cor ?? SEM_NIVEL_COR} size={14} aria-hidden="true" />
        <Text fz="sm" fw={600}>
          {classificacao?.descricao ?? nivel.classificacao}
        </Text>
      </Group>
      {periodo && (
        <Text fz="sm">
          {periodo.dataFinalClassificacao
            ? t('risco.mapa.periodo', {
                inicio: diaExibido(periodo.dataInicioClassificacao),
                fim: diaExibido(periodo.dataFinalClassificacao),
              })
            : t('risco.mapa.periodoAberto', { inicio: diaExibido(periodo.dataInicioClassificacao) })}
        </Text>
      )}
      <Anchor component={Link} to={riscoDetailPath(nivel.registo)} fz="sm">
        {t('risco.historico.abrir', { id: nivel.registo })}
      </Anchor>
    </Stack>
  );
}

/** A parish: its name, municipality and district, level, and its history. */
function Freguesia({ dicofre, contexto }: { dicofre: string; contexto: Contexto }) {
  const { t } = useTranslation();
  const freguesia = noDe(contexto.arvore, dicofre);
  const concelho = freguesia?.pai ? noDe(contexto.arvore, freguesia.pai) : undefined;
  const distrito = concelho?.pai ? noDe(contexto.arvore, concelho.pai) : undefined;
  return (
    <Stack gap="xs">
      <div>
        <Title order={2} size="h5">
          {freguesia?.nome ?? dicofre}
        </Title>
        <Text fz="sm" c="dimmed">
          {[concelho?.nome, distrito?.nome, dicofre].filter(Boolean).join(' · ')}
        </Text>
      </div>
      <NivelDaFreguesia dicofre={dicofre} contexto={contexto} />
      <Button variant="default" size="xs" onClick={() => contexto.onHistorico(dicofre)}>
        {t('risco.mapa.historico')}
      </Button>
    </Stack>
  );
}

/** A municipality drawn for its parishes (Madeira): each parish with its level and its history. */
function ConcelhoSemLimites({ dico, contexto }: { dico: string; contexto: Contexto }) {
  const { t } = useTranslation();
  const concelho = noDe(contexto.arvore, dico);
  const freguesias = concelho?.nivel === 2 ? concelho.freguesias : [];
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {concelho?.nome ?? dico}
      </Title>
      <Text fz="sm" c="dimmed">
        {t('risco.mapa.concelhoSemLimites', { concelho: concelho?.nome ?? dico })}
      </Text>
      <Table withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('risco.fields.freguesias')}</Table.Th>
            <Table.Th>{t('risco.fields.classificacao')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {freguesias.map((freguesia) => (
            <Table.Tr key={freguesia.codigo}>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  fz="sm"
                  aria-label={t('freguesiasArvore.historico', { label: freguesia.nome })}
                  onClick={() => contexto.onHistorico(freguesia.codigo)}
                >
                  {freguesia.nome}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <NivelDaFreguesia dicofre={freguesia.codigo} contexto={contexto} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * The polygon chosen on the map or by the search: a parish's level, its period and record, and its history; a
 * Madeira municipality's parishes each with theirs. Announced politely to screen readers when it changes.
 */
export function RiscoMapaFreguesia({ codigo, ...contexto }: Contexto & { codigo: string | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" aria-live="polite">
      {codigo === null ? (
        <Text fz="sm" c="dimmed">
          {t('risco.mapa.nenhumaEscolhida')}
        </Text>
      ) : isConcelhoCode(codigo) ? (
        <ConcelhoSemLimites dico={codigo} contexto={contexto} />
      ) : (
        <Freguesia dicofre={codigo} contexto={contexto} />
      )}
    </Paper>
  );
}
