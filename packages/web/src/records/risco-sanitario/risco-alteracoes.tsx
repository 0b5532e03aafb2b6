import { List, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import {
  rotuloFreguesia,
  type ArvoreGeografica,
} from '@sigsa/domain/records/risco-sanitario/freguesias-arvore';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTimeValue } from '../../list/cell-registry.tsx';
import type { AlteracaoFreguesias } from './risco-api.ts';

/** Parishes named per change before "e mais N": a change of the whole country names 3,259. */
const NOMES_VISIVEIS = 12;

function nomes(arvore: ArvoreGeografica | null, codigos: readonly string[]): string {
  const shown = codigos
    .slice(0, NOMES_VISIVEIS)
    .map((codigo) => (arvore ? rotuloFreguesia(arvore, codigo) : codigo));
  return shown.join(', ');
}

/**
 * What each save did to the record's parishes (issue 15: "the history shows the parishes each save added and
 * removed"), latest first: who, when, the parishes added and removed, by name.
 */
export function RiscoAlteracoes({
  alteracoes,
  arvore,
}: {
  alteracoes: readonly AlteracaoFreguesias[];
  arvore: ArvoreGeografica | null;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h4" id={headingId}>
        {t('risco.alteracoes.title')}
      </Title>
      <Timeline active={alteracoes.length - 1} bulletSize={22} lineWidth={2}>
        {alteracoes.map((alteracao) => (
          <Timeline.Item
            key={alteracao.id}
            bullet={<IconMapPin size={12} aria-hidden="true" />}
            title={t('risco.alteracoes.byline', {
              date: formatDateTimeValue(alteracao.data),
              user: alteracao.utilizador,
            })}
            data-testid="alteracao-freguesias"
          >
            <List size="sm" spacing={2}>
              {(['adicionadas', 'removidas'] as const).map((kind) =>
                alteracao[kind].length === 0 ? null : (
                  <List.Item key={kind}>
                    <Text fz="sm" span fw={600}>
                      {t(`risco.alteracoes.${kind}`, { count: alteracao[kind].length })}
                    </Text>{' '}
                    <Text fz="sm" span>
                      {nomes(arvore, alteracao[kind])}
                      {alteracao[kind].length > NOMES_VISIVEIS &&
                        t('risco.alteracoes.mais', { count: alteracao[kind].length - NOMES_VISIVEIS })}
                    </Text>
                  </List.Item>
                ),
              )}
            </List>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
