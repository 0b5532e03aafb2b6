import { Group, Loader, Stack, Text, Timeline, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconHistory } from '@tabler/icons-react';
import { isRole, ROLE_LABELS } from '@sigsa/domain/access/roles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTimeValue } from '../list/cell-registry.tsx';
import type { HistoryEntry } from '../platform/record-api.ts';
import { StatusBadge } from './status-badge.tsx';

/** Operations with a label of their own; any other reads as its name made readable. */
const KNOWN_OPERATIONS = [
  'criar',
  'guardar',
  'submeter',
  'validar',
  'devolver',
  'naoValidar',
  // A lab collection's (001 §4).
  'rececionar',
  'guardarResultados',
  'submeterAnalise',
  'invalidar',
  'devolverParaReAnalise',
  'devolverParaReSubmissao',
  'arquivar',
  'desarquivar',
  // Gerir's changes (alteracoesGestao).
  'alterar',
  'confirmar',
  'remover',
  'associar',
  'desassociar',
  'ativar',
  'desativar',
  // A record's certificate (issue 18).
  'emitirCertificado',
  'revogarCertificado',
  'reemitirCertificado',
] as const;

/** An operation name made readable: "submeterAnalise" → "Submeter analise", "in_validar" → "In validar". */
export function humanizeOperation(operacao: string): string {
  const words = operacao
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('pt-PT');
  return words.charAt(0).toLocaleUpperCase('pt-PT') + words.slice(1);
}

function isKnownOperation(operacao: string): operacao is (typeof KNOWN_OPERATIONS)[number] {
  return (KNOWN_OPERATIONS as readonly string[]).includes(operacao);
}

/** Props of {@link RecordHistory}. */
export interface RecordHistoryProps {
  /** The audit rows, oldest first, as `historico` answers them. */
  entries: readonly HistoryEntry[] | undefined;
  loading?: boolean;
  /** Shows each row's states (default); off for a type without a workflow of states (sanitary risk). */
  withStates?: boolean;
}

/**
 * The audit trail of a record (brief §4): one timeline item per operation, oldest first, with its date and
 * time (HH:mm dd/MM/yyyy), who did it under which role, the state it left and the state it reached, and the
 * reason when there was one.
 */
export function RecordHistory({ entries, loading = false, withStates = true }: RecordHistoryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const rows = entries ?? [];
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h4" id={headingId}>
        {t('recordHistory.title')}
      </Title>
      {loading && rows.length === 0 ? (
        <Loader role="status" size="sm" aria-label={t('app.loading')} />
      ) : rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('recordHistory.empty')}
        </Text>
      ) : (
        <Timeline active={rows.length - 1} bulletSize={22} lineWidth={2}>
          {rows.map((entry) => {
            const operation = isKnownOperation(entry.operacao)
              ? t(`recordHistory.operations.${entry.operacao}`)
              : humanizeOperation(entry.operacao);
            const role = isRole(entry.role) ? ROLE_LABELS[entry.role] : entry.role;
            return (
              <Timeline.Item
                key={entry.id}
                title={operation}
                bullet={<IconHistory size={12} aria-hidden="true" />}
                data-testid="history-item"
              >
                <Text fz="sm" c="dimmed">
                  {t('recordHistory.byline', {
                    date: formatDateTimeValue(entry.data),
                    user: entry.utilizador,
                    role,
                  })}
                </Text>
                {withStates && entry.estadoNovo !== null && (
                  <Group gap={6} mt={4} role="group" aria-label={t('recordHistory.states')}>
                    {entry.estadoAnterior !== null && entry.estadoAnterior !== entry.estadoNovo && (
                      <>
                        <StatusBadge estado={entry.estadoAnterior} />
                        <IconArrowRight size={14} aria-hidden="true" />
                        <VisuallyHidden>{t('recordHistory.to')}</VisuallyHidden>
                      </>
                    )}
                    <StatusBadge estado={entry.estadoNovo} />
                  </Group>
                )}
                {entry.motivo && (
                  <Text fz="sm" mt={4}>
                    {t('recordHistory.reason', { reason: entry.motivo })}
                  </Text>
                )}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Stack>
  );
}
