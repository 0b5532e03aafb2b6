import { queryOptions } from '@tanstack/react-query';
import type { Role } from '@sigsa/domain/access/roles';
import type { MapaAnswer } from '@sigsa/domain/indicadores/mapa';
import { apiRequest } from '../platform/api-client.ts';
import { KPIS_QUERY_ROOT } from './kpis-api.ts';

/** The records of `entidade`'s list per parish for `role` over the last `dias` days; stale with the cards. */
export function mapaQueryOptions(role: Role, entidade: string, dias: number) {
  return queryOptions({
    queryKey: [KPIS_QUERY_ROOT, role, 'mapa', entidade, dias],
    queryFn: ({ signal }) =>
      apiRequest<MapaAnswer>('kpis/mapa', {
        signal,
        query: { role, entidade, dias },
        reportError: false,
      }),
  });
}
