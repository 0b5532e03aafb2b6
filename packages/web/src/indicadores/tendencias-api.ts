import { queryOptions } from '@tanstack/react-query';
import type { Role } from '@sigsa/domain/access/roles';
import type { TendenciasAnswer } from '@sigsa/domain/indicadores/tendencias';
import { apiRequest } from '../platform/api-client.ts';
import { KPIS_QUERY_ROOT } from './kpis-api.ts';

/** The weekly counts of `entidade`'s list for `role` over the last `semanas` weeks; stale with the cards. */
export function tendenciasQueryOptions(role: Role, entidade: string, semanas: number) {
  return queryOptions({
    queryKey: [KPIS_QUERY_ROOT, role, 'tendencias', entidade, semanas],
    queryFn: ({ signal }) =>
      apiRequest<TendenciasAnswer>('kpis/tendencias', {
        signal,
        query: { role, entidade, semanas },
        reportError: false,
      }),
  });
}
