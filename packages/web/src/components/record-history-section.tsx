import { Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { historyQueryOptions } from '../platform/record-api.ts';
import { useActiveSession } from '../platform/session-store.ts';
import { RecordHistory } from './record-history.tsx';

/**
 * The foot of a saved record's screen (spec 002 §2 "Histórico"): its audit history, read when the section shows,
 * after what the type puts first in the same panel (the sanitary risk's parish changes).
 */
export function RecordHistorySection({
  entity,
  recordId,
  withStates,
  before,
}: {
  entity: string;
  recordId: number;
  /** Shows the state changes (records without a workflow have none). */
  withStates?: boolean;
  before?: ReactNode;
}) {
  const { role } = useActiveSession();
  const history = useQuery(historyQueryOptions(entity, recordId, role));
  return (
    <Paper withBorder p="md">
      <Stack gap="lg">
        {before}
        <RecordHistory entries={history.data} loading={history.isPending} withStates={withStates} />
      </Stack>
    </Paper>
  );
}
