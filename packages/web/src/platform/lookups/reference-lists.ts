import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HalList } from '@sigsa/domain/list/page';
import { apiRequest } from '../api-client.ts';
import { ENTITY_SELECT_CAP } from '../../components/entity-select-props.ts';
import { LOOKUP_PAGE_SIZE, type NamedRef } from '../record-api.ts';

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

/**
 * A reference list searched by name ("contém": `{entity}/search/find?attributes=nome`), for a list too long to
 * scroll that the user picks from by typing; by name.
 */
export function referenceSearch<T>(entity: string) {
  return async (text: string, signal: AbortSignal): Promise<T[]> => {
    const answer = await apiRequest<HalList<T>>(`${entity}/search/find`, {
      signal,
      query: { search: text, attributes: 'nome', size: ENTITY_SELECT_CAP, sort: 'nome,asc', count: false },
    });
    return answer._embedded[entity] ?? [];
  };
}

const NONE: readonly never[] = [];

/** A whole reference list ({@link referenceListQueryOptions}), empty until loaded or while not `enabled`. */
export function useReferenceList<T>(entity: string, enabled: boolean, sort?: string): readonly T[] {
  return useQuery({ ...referenceListQueryOptions<T>(entity, sort), enabled }).data ?? NONE;
}

/** A disease of the reference list (`doencas`), with its EU Animal Health Law categories (A–E). */
export interface DoencaRef extends NamedRef {
  codigo?: string | null;
  categorias?: string[] | null;
}
