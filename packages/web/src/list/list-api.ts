import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ColumnDescriptor } from '@sigsa/domain/list/columns';
import type { HalList } from '@sigsa/domain/list/page';
import { apiRequest } from '../platform/api-client.ts';
import type { SortEntry } from './list-state.ts';

/** A row of a list answer: whatever the projection holds, plus its id and self link. */
export interface ListRow {
  id: number | string;
  _links?: { self?: { href: string } };
  [property: string]: unknown;
}

/** One page request of the list. */
export interface ListPageRequest {
  entity: string;
  page: number;
  size: number;
  sort: readonly SortEntry[];
  /** `{ [prop]: FilterParam JSON }`. */
  filters: Record<string, string>;
}

/** The page object of a list asked without its count (`count=false`): the page, no totals. */
export interface UncountedPage {
  size: number;
  number: number;
}

/** The rows of one page; the totals come from {@link listCountQueryOptions}. */
export interface ListPageResult {
  rows: ListRow[];
  page: UncountedPage;
}

/** What `GET {entity}/search/count` answers: exact up to COUNT_CAP, `totalCapped` when there are more. */
export interface ListCount {
  totalElements: number;
  totalCapped: boolean;
}

/** The list answer of `count=false`. */
interface UncountedList {
  _embedded: Record<string, ListRow[]>;
  page: UncountedPage;
}

/** `GET {entity}/search/columns`, cached like every server answer (spec 000 §7.2). */
export function columnsQueryOptions(entity: string) {
  return queryOptions({
    queryKey: ['list', entity, 'columns'],
    queryFn: ({ signal }) => apiRequest<ColumnDescriptor[]>(`${entity}/search/columns`, { signal }),
  });
}

/**
 * `GET {entity}/search/filter?count=false` for one page: the rows alone, so the page never waits on its count
 * (docs/api.md "Listas genéricas"); the previous page stays on screen while the next loads.
 */
export function listPageQueryOptions(request: ListPageRequest) {
  return queryOptions({
    queryKey: ['list', request.entity, 'page', request],
    queryFn: async ({ signal }): Promise<ListPageResult> => {
      const answer = await apiRequest<UncountedList>(`${request.entity}/search/filter`, {
        signal,
        query: {
          page: request.page,
          size: request.size,
          projection: 'summary',
          sort: request.sort.map((s) => `${s.prop},${s.dir}`),
          count: false,
          ...request.filters,
        },
      });
      return { rows: answer._embedded[request.entity] ?? [], page: answer.page };
    },
    placeholderData: keepPreviousData,
    // A list is what the user came to see now; a five-minute-old page would hide new records.
    staleTime: 0,
  });
}

/**
 * `GET {entity}/search/count` with exactly the filters of the page request (`filters` is the same object the
 * page query sends): its own query, keyed by the filters alone, so paging and sorting never count again.
 */
export function listCountQueryOptions(request: Pick<ListPageRequest, 'entity' | 'filters'>) {
  return queryOptions({
    queryKey: ['list', request.entity, 'count', request.filters],
    queryFn: ({ signal }) =>
      apiRequest<ListCount>(`${request.entity}/search/count`, { signal, query: { ...request.filters } }),
    // Like the page: a count is about now.
    staleTime: 0,
  });
}

/**
 * `GET {entity}/search/count?exato=true` (ours, issue 17): every row counted, for the "Contar todos" of a list
 * whose total is capped; asked only on the user's demand.
 */
export function exactListCountQueryOptions(request: Pick<ListPageRequest, 'entity' | 'filters'>) {
  return queryOptions({
    queryKey: ['list', request.entity, 'count', 'exato', request.filters],
    queryFn: ({ signal }) =>
      apiRequest<ListCount>(`${request.entity}/search/count`, {
        signal,
        query: { ...request.filters, exato: true },
      }),
    staleTime: 0,
  });
}

/** `GET {entity}/{id}?projection=full`: one record for the detail modal. */
export function recordQueryOptions(entity: string, id: string | number) {
  return queryOptions({
    queryKey: ['list', entity, 'record', String(id)],
    queryFn: ({ signal }) =>
      apiRequest<ListRow>(`${entity}/${encodeURIComponent(String(id))}`, {
        signal,
        query: { projection: 'full' },
      }),
  });
}

/**
 * The choices of a relation filter: `GET {repository}/search/filter?size=1000&page=0` (spec 000 §7.2), narrowed
 * on the server by a "contains" filter on `searchProp` when the user has typed something (parishes are 3259).
 */
export function relationOptionsQueryOptions(repository: string, searchProp: string, search: string) {
  return queryOptions({
    queryKey: ['list', repository, 'options', searchProp, search],
    queryFn: async ({ signal }) => {
      const query: Record<string, string | number> = { size: 1000, page: 0 };
      if (search !== '')
        query[searchProp] = JSON.stringify({ type: 'STRING', prop: searchProp, value: search });
      const answer = await apiRequest<HalList<ListRow>>(`${repository}/search/filter`, { signal, query });
      return answer._embedded[repository] ?? [];
    },
    placeholderData: keepPreviousData,
  });
}
