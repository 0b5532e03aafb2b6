import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { recordQueryOptions, type SavedRecord } from '../../platform/record-api.ts';
import { useActiveSession } from '../../platform/session-store.ts';
import { FullPageLoader } from '../full-page-loader.tsx';

/** The clinical exams' entity, which a new collection may start from (the exam's "Registar colheita"). */
const EXAMES_ENTITY = 'examesClinicosNecropsias';

/**
 * Registar → a collection: an empty one, or, when the address names an exam (`exame`), one preset from it once
 * the exam is loaded. Without the exam (an error toast said why), an empty collection.
 */
export function ColheitaCreatePage<E extends SavedRecord>({
  exame,
  render,
}: {
  /** The exam the collection starts from; null for an empty collection. */
  exame: number | null;
  render: (exame: E | null) => ReactNode;
}) {
  return exame === null ? render(null) : <ExameLoader<E> id={exame} render={render} />;
}

function ExameLoader<E extends SavedRecord>({
  id,
  render,
}: {
  id: number;
  render: (exame: E | null) => ReactNode;
}) {
  const { role } = useActiveSession();
  const exame = useQuery(recordQueryOptions<E>(EXAMES_ENTITY, id, role));
  if (exame.isPending) return <FullPageLoader />;
  return render(exame.data ?? null);
}
