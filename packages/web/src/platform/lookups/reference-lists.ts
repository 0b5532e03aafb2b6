import { queryOptions } from '@tanstack/react-query';
import type { HalList } from '@sigsa/domain/list/page';
import { apiRequest } from '../api-client.ts';
import { LOOKUP_PAGE_SIZE } from '../record-api.ts';

/**
 * A whole reference list (`{entity}/search/filter?size=1000&sort=nome,asc&projection=summary`, spec 002 §7, §9):
 * diseases, lab tests, animal sub-categories, DSAVRs, … `T` is its summary's shape.
 */
export function referenceListQueryOptions<T>(entity: string, sort = 'nome,asc') {
  return queryOptions({
    queryKey: ['referenceList', entity, sort],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<HalList<T>>(`${entity}/search/filter`, {
        signal,
        query: { size: LOOKUP_PAGE_SIZE, page: 0, sort, projection: 'summary' },
      });
      return answer._embedded[entity] ?? [];
    },
  });
}
