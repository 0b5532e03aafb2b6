import { ColorSwatch, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ContagemNiveis } from '@sigsa/domain/records/risco-sanitario/risco-mapa';
import { useTranslation } from 'react-i18next';
import type { ClassificacaoRisco } from './risco-api.ts';

/** Grey of the parishes without a level in force. */
export const SEM_NIVEL_COR = '#ced4da';

function Linha({ cor, rotulo, count }: { cor: string; rotulo: string; count: number | null }) {
  const { t } = useTranslation();
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="flex-start">
      <ColorSwatch color={cor} size={16} radius="xs" mt={2} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text fz="sm" style={{ flex: 1, minWidth: 0 }}>
        {rotulo}
      </Text>
      {count !== null && (
        <Text fz="sm" c="dimmed" ta="right" style={{ whiteSpace: 'nowrap' }}>
          {t('risco.mapa.freguesias', { count, formatted: count.toLocaleString('pt-PT') })}
        </Text>
      )}
    </Group>
  );
}

/**
 * The map's legend: each level of Gerir in its order and colour, then the parishes without a level, each with
 * how many parishes of the country it covers on the day (none while no disease is chosen).
 */
export function RiscoMapaLegenda({
  classificacoes,
  contagem,
  loading,
}: {
  classificacoes: readonly ClassificacaoRisco[];
  contagem: ContagemNiveis | null;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h5">
            {t('risco.mapa.legenda')}
          </Title>
          {loading && <Loader size="xs" role="status" aria-label={t('risco.mapa.aCarregar')} />}
        </Group>
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {classificacoes.map((nivel) => (
            <Linha
              key={nivel.id}
              cor={nivel.cor ?? SEM_NIVEL_COR}
              rotulo={nivel.descricao}
              count={contagem ? (contagem.porNivel.get(nivel.id) ?? 0) : null}
            />
          ))}
          <Linha cor={SEM_NIVEL_COR} rotulo={t('risco.mapa.semNivel')} count={contagem?.semNivel ?? null} />
        </Stack>
      </Stack>
    </Paper>
  );
}
