import { queryOptions } from '@tanstack/react-query';
import type { HalList } from '@sigsa/domain/list/page';
import { apiRequest } from '../api-client.ts';
import { LOOKUP_PAGE_SIZE, type NamedRef } from '../record-api.ts';

/** Every species, by name (`especies/search/filter?size=1000&sort=nome,asc`). */
export function especiesQueryOptions() {
  return queryOptions({
    queryKey: ['especies', 'all'],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<HalList<NamedRef>>('especies/search/filter', {
        signal,
        query: { size: LOOKUP_PAGE_SIZE, page: 0, sort: 'nome,asc', projection: 'summary' },
      });
      return answer._embedded.especies ?? [];
    },
  });
}
