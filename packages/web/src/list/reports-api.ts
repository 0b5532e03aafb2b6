import { queryOptions } from '@tanstack/react-query';
import type {
  CategoriaRelatorio,
  CategoriaRelatorioInput,
  Relatorio,
  RelatorioInput,
  RelatorioPatch,
} from '@sigsa/domain/list/reports';
import { apiRequest } from '../platform/api-client.ts';
import type { ListFilter } from './list-filters.ts';
import { compactFilter, reviveFilters } from './list-state.ts';
import type { ColumnDescriptor } from '@sigsa/domain/list/columns';

/** A report as the full projection answers it (with its optimistic-lock `version` when the server sends one). */
export type RelatorioFull = Relatorio & { version?: number };

/** A user found by the public search. */
export interface PublicUser {
  id: number;
  nome: string;
  nif?: string | null;
  username?: string;
}

/** What a report's `filtrosJson` holds: the filters and the chosen columns of the list. */
export interface ReportContent {
  filters: ListFilter[];
  columns: string[] | null;
}

/** Serialises the list's filters and chosen columns into `filtrosJson`. */
export function toFiltrosJson(filters: readonly ListFilter[], columns: readonly string[]): string {
  return JSON.stringify({ filters: filters.map(compactFilter), columns });
}

/** Reads a report's `filtrosJson` against the current columns; unknown content gives no filters. */
export function fromFiltrosJson(text: string, descriptors: readonly ColumnDescriptor[]): ReportContent {
  try {
    const raw = JSON.parse(text) as unknown;
    // A bare array is how other clients save filters; ours wraps them with the columns.
    if (Array.isArray(raw)) return { filters: reviveFilters(raw, descriptors), columns: null };
    if (typeof raw !== 'object' || raw === null) return { filters: [], columns: null };
    const record = raw as { filters?: unknown; columns?: unknown };
    const columns = Array.isArray(record.columns)
      ? record.columns.filter((c): c is string => typeof c === 'string')
      : null;
    return { filters: reviveFilters(record.filters, descriptors), columns };
  } catch {
    return { filters: [], columns: null };
  }
}

/** The root categories of `entity` with their sub-categories and reports (spec 000 §7.3). */
export function categoriesQueryOptions(entity: string) {
  return queryOptions({
    queryKey: ['reports', entity, 'categories'],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<{ _embedded?: { categoriasRelatorios?: CategoriaRelatorio[] } }>(
        'categoriasRelatorios',
        { signal, query: { entidade: entity, raiz: true, size: 1000, projection: 'single' } },
      );
      return answer._embedded?.categoriasRelatorios ?? [];
    },
    staleTime: 0,
  });
}

/** One report, full projection. */
export function reportQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: ['reports', 'report', id],
    queryFn: ({ signal }) =>
      apiRequest<RelatorioFull>(`relatorios/${id ?? ''}`, { signal, query: { projection: 'full' } }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Users matching `search` by name or NIF (public projection). */
export async function searchUsers(search: string, signal?: AbortSignal): Promise<PublicUser[]> {
  const answer = await apiRequest<{ _embedded?: { utilizadores?: PublicUser[] } }>(
    'utilizadores/search/findUtilizadorByNomeOrNif',
    { signal, query: { search, projection: 'public' } },
  );
  return answer._embedded?.utilizadores ?? [];
}

/** Creates a category. */
export function createCategory(body: CategoriaRelatorioInput) {
  return apiRequest<CategoriaRelatorio>('categoriasRelatorios', { method: 'POST', body });
}

/** Updates a category. */
export function updateCategory(id: number, body: CategoriaRelatorioInput) {
  return apiRequest<CategoriaRelatorio>(`categoriasRelatorios/${id}`, { method: 'PUT', body });
}

/** Removes a category. */
export function deleteCategory(id: number) {
  return apiRequest<void>(`categoriasRelatorios/${id}`, { method: 'DELETE' });
}

/** Creates a report, then reads it back with the full projection (spec 000 §7.3). */
export async function createReport(body: RelatorioInput): Promise<RelatorioFull> {
  const created = await apiRequest<Relatorio>('relatorios', {
    method: 'POST',
    body: { ...body, uuid: null, partilhadoComUtilizadores: [], partilhadoComPerfis: [] },
  });
  return apiRequest<RelatorioFull>(`relatorios/${created.id}`, { query: { projection: 'full' } });
}

/** Updates a report (PATCH with its `version`). */
export function patchReport(id: number, body: RelatorioPatch) {
  return apiRequest<RelatorioFull>(`relatorios/${id}`, { method: 'PATCH', body });
}

/** Removes a report. */
export function deleteReport(id: number) {
  return apiRequest<void>(`relatorios/${id}`, { method: 'DELETE' });
}

/** Imports a report shared by id (`relatorios/personalizados/importar?id=`). */
export function importReport(id: string) {
  return apiRequest<Relatorio | undefined>('relatorios/personalizados/importar', {
    method: 'POST',
    query: { id },
  });
}

/** Shares a report with roles (`relatorios/personalizados/partilharComPerfis?uuid=&roles=`). */
export function shareReportWithRoles(uuid: string, roles: readonly string[]) {
  return apiRequest<void>('relatorios/personalizados/partilharComPerfis', {
    method: 'POST',
    query: { uuid, roles: roles.join(',') },
  });
}

/** Categories flattened depth-first, with their depth, for a select. */
export function flattenCategories(
  categories: readonly CategoriaRelatorio[],
  depth = 0,
): { category: CategoriaRelatorio; depth: number }[] {
  return categories.flatMap((category) => [
    { category, depth },
    ...flattenCategories(category.subCategorias ?? [], depth + 1),
  ]);
}
