import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@sigsa/domain/access/roles';
import { chainTimeline, type LinkedRecordsAnswer } from '@sigsa/domain/records/ligacoes';
import { formatDisplayDate, parseIsoDate } from '@sigsa/domain/validation/dates';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormSection } from '../../components/form-section.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { apiRequest } from '../api-client.ts';
import { NUMERO_SERIE_NAO_DEFINIDO, type WorkflowRecord } from '../record-api.ts';
import { useActiveSession } from '../session-store.ts';

/**
 * `GET {ligacoesHref}` as `role`. Always asked again when a record screen opens (another record may have linked
 * itself to this one meanwhile); the screen reopens after every save and operation.
 */
export function linkedRecordsQueryOptions(ligacoesHref: string, role: Role) {
  return queryOptions({
    queryKey: ['ligacoes', ligacoesHref, role],
    queryFn: ({ signal }) => apiRequest<LinkedRecordsAnswer>(ligacoesHref, { signal, query: { role } }),
    staleTime: 0,
  });
}

/** The relations that have at least one record, each with its records. */
export function linkedGroups(answer: LinkedRecordsAnswer | undefined) {
  return (answer?.relacoes ?? [])
    .map((relacao) => ({ ...relacao, records: answer?._embedded[relacao.nome] ?? [] }))
    .filter((group) => group.records.length > 0);
}

/**
 * "Registos ligados" of a saved record (issue 12 "Linked chain", issue 14): per relation, its label and the linked
 * records the user may see — number (a link to the record's screen), state, archived. Any record screen renders it
 * with its record; it follows the record's `ligacoes` link, and shows nothing while loading, without the link, or
 * when nothing is linked.
 */
export function LinkedRecordsSection({ record }: { record: WorkflowRecord | null }) {
  const { t } = useTranslation();
  const { role } = useActiveSession();
  const baseId = useId();
  const href = record?._links?.ligacoes?.href ?? null;
  const answer = useQuery({ ...linkedRecordsQueryOptions(href ?? '', role), enabled: href !== null });
  const groups = linkedGroups(href === null ? undefined : answer.data);
  if (groups.length === 0) return null;
  return (
    <FormSection title={t('records.linked.title')} testId="registos-ligados">
      <Stack gap="sm">
        {groups.map((group) => {
          const headingId = `${baseId}-${group.nome}`;
          return (
            <div key={group.nome} data-testid={`ligacoes-${group.nome}`}>
              <Title order={3} size="h6" id={headingId} mb={4}>
                {group.label}
              </Title>
              <List aria-labelledby={headingId} listStyleType="none" spacing={4}>
                {group.records.map((linked) => (
                  <List.Item key={`${linked.tipo}:${linked.id}`}>
                    <Group gap="xs" wrap="nowrap">
                      <Anchor component={Link} to={linked.rotaDetalhe} fz="sm">
                        {linked.numeroSerie ?? NUMERO_SERIE_NAO_DEFINIDO}
                      </Anchor>
                      <StatusBadge estado={linked.estado} />
                      {linked.arquivado && (
                        <Badge color="gray" variant="outline">
                          {t('records.archive.badge')}
                        </Badge>
                      )}
                    </Group>
                  </List.Item>
                ))}
              </List>
            </div>
          );
        })}
        <ChainTimeline answer={answer.data} />
      </Stack>
    </FormSection>
  );
}

/** The days between two steps, in words. */
function daysText(t: TFunction, dias: number | null): string | null {
  if (dias === null) return null;
  return dias === 0 ? t('records.linked.sameDay') : t('records.linked.daysAfter', { count: dias });
}

/**
 * "Cronologia" (issue 14, ours): the record and its linked records by the day each is about, with the days
 * between the steps (a notification observed, examined three days later, sampled ten days after).
 */
function ChainTimeline({ answer }: { answer: LinkedRecordsAnswer | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  const steps = answer ? chainTimeline(answer) : [];
  if (steps.length === 0) return null;
  return (
    <div data-testid="cronologia">
      <Title order={3} size="h6" id={headingId} mb={4}>
        {t('records.linked.timeline')}
      </Title>
      <List type="ordered" aria-labelledby={headingId} spacing={4}>
        {steps.map((step) => {
          const date = parseIsoDate(step.data);
          const days = daysText(t, step.dias);
          return (
            <List.Item key={step.record ? `${step.record.tipo}:${step.record.id}` : 'este'}>
              <Group gap="xs" wrap="wrap">
                <Text fz="sm" fw={600}>
                  {date ? formatDisplayDate(date) : step.data}
                </Text>
                {step.record ? (
                  <Text fz="sm">
                    {step.label}:{' '}
                    <Anchor component={Link} to={step.record.rotaDetalhe} fz="sm">
                      {step.record.numeroSerie ?? NUMERO_SERIE_NAO_DEFINIDO}
                    </Anchor>
                  </Text>
                ) : (
                  <Text fz="sm">{t('records.linked.thisRecord')}</Text>
                )}
                {days && (
                  <Text fz="sm" c="dimmed">
                    ({days})
                  </Text>
                )}
              </Group>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
