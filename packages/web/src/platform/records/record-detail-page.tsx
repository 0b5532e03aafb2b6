import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { CommentsPanel } from '../../components/comments-panel.tsx';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { recordQueryOptions, type SavedRecord, type WorkflowRecord } from '../record-api.ts';
import { useActiveSession } from '../session-store.ts';
import { RefusalCarryProvider } from './refusal-carry.tsx';

/**
 * The comments and attachments panel of a saved record ("Observações / anexar documentos", spec 002 §2), when
 * the record links its comments.
 */
export function recordCommentsPanel(record: WorkflowRecord): ReactNode {
  return record._links?.comentarios ? (
    <CommentsPanel comentariosHref={record._links.comentarios.href} />
  ) : null;
}

/**
 * Consultar → a type → a record (spec 002 §2): the record the route's loader fetched, in the role's projection,
 * rendered by `render`. The screen is keyed by id, version and state, so every answer of the server (a save, an
 * operation) rebuilds the form from the reply; a refusal that follows a save is handed over to the rebuilt screen.
 */
export function RecordDetailPage<R extends SavedRecord>({
  entity,
  render,
}: {
  entity: string;
  render: (record: R) => ReactNode;
}) {
  const { id } = useParams();
  const { role } = useActiveSession();
  const record = useQuery(recordQueryOptions<R>(entity, Number(id), role));
  if (!record.data) return <FullPageLoader />;
  const { data } = record;
  const estado = 'estado' in data ? String(data.estado) : '';
  return (
    <RefusalCarryProvider>
      <Fragment key={`${data.id}:${data.version}:${estado}`}>{render(data)}</Fragment>
    </RefusalCarryProvider>
  );
}
