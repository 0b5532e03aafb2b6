import { queryOptions } from '@tanstack/react-query';
import type { Role } from '@sigsa/domain/access/roles';
import { apiRequest } from '../platform/api-client.ts';

/** One group of `GET kpis`: its cards' figures by key, or why it could not be counted. */
export type KpisGrupo = { grupo: string; valores: Record<string, number> } | { grupo: string; erro: string };

/** The answer of `GET kpis?role=` (ours): every group the role is shown on Início. */
export interface KpisAnswer {
  grupos: KpisGrupo[];
}

/** The root of Início's figures in the query cache: a record's operation marks them stale. */
export const KPIS_QUERY_ROOT = 'kpis';

/** How often Início asks again while it is shown (spec 000 §2.4's rhythm for what is new). */
export const KPIS_REFRESH_MS = 60_000;

/**
 * Início's figures for `role`, in one round trip. Asked again on every visit (a decision taken elsewhere shows
 * when the user comes back) and every minute while the tab is visible.
 */
export function kpisQueryOptions(role: Role) {
  return queryOptions({
    queryKey: [KPIS_QUERY_ROOT, role],
    queryFn: ({ signal }) => apiRequest<KpisAnswer>('kpis', { signal, query: { role }, reportError: false }),
    staleTime: 0,
    refetchInterval: KPIS_REFRESH_MS,
  });
}
