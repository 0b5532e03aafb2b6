import { COLUMN_TYPES, type ColumnDescriptor } from '@sigsa/domain/list/columns';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@sigsa/domain/list/page';
import { DATE_FILTER_OPTIONS } from '@sigsa/domain/validation/date-range';
import { z } from 'zod';
import { filterFromColumn, isFilterable, type ListFilter } from './list-filters.ts';
import { readStoredJson } from '../platform/local-storage.ts';

// The list's preferences are kept with the browser's storage helpers, which its modules import from here.
export { removeStorage, writeStorage } from '../platform/local-storage.ts';

/** One server sort: `prop,dir`. */
export interface SortEntry {
  prop: string;
  dir: 'asc' | 'desc';
}

/** Page settings kept under `<entity>.page` (spec 000 §3). */
export interface PageSettings {
  page: number;
  size: number;
  sort: SortEntry[];
}

/** A report loaded into the filter panel; `touched` once its filters are edited (spec 000 §4.2). */
export interface LoadedReport {
  id: number;
  nome: string;
  touched: boolean;
}

/** Filters kept under `<entity><tag>.filters` (spec 000 §3), with the report they came from. */
export interface FilterSettings {
  filters: ListFilter[];
  report: LoadedReport | null;
}

/** Local storage key of the chosen columns (spec 000 §3). */
export function columnsStorageKey(entity: string): string {
  return `${entity}.columns`;
}

/** Local storage key of the page settings (spec 000 §3). */
export function pageStorageKey(entity: string): string {
  return `${entity}.page`;
}

/** Local storage key of the filters: entity plus tag plus ".filters" (spec 000 §3). */
export function filtersStorageKey(entity: string, tag = ''): string {
  return `${entity}${tag}.filters`;
}

/** The default page settings (spec 000 §9). */
export const DEFAULT_PAGE_SETTINGS: PageSettings = { page: 0, size: DEFAULT_PAGE_SIZE, sort: [] };

const sortSchema = z.object({ prop: z.string().min(1), dir: z.enum(['asc', 'desc']) });

const pageSchema = z.object({
  page: z.number().int().min(0),
  size: z.number().refine((n) => (PAGE_SIZES as readonly number[]).includes(n)),
  sort: z.array(sortSchema),
});

const storedColumnSchema = z.object({
  key: z.string(),
  prop: z.string(),
  type: z.enum(COLUMN_TYPES),
  embeddedType: z.enum(COLUMN_TYPES).nullable(),
  root: z.string().nullable(),
  name: z.string(),
  selected: z.boolean(),
  aux1: z.string().nullable(),
});

/** A column as its preference is stored (spec 000 §3: prop, type, embeddedType, root, name, selected, aux1). */
export type StoredColumn = z.infer<typeof storedColumnSchema>;

const filterInputSchema = z.object({
  key: z.string(),
  value: z
    .union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()])), z.null()])
    .optional(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  firstNumber: z.number().nullish(),
  lastNumber: z.number().nullish(),
  customProperties: z
    .object({
      dateOption: z.enum(DATE_FILTER_OPTIONS),
      startOffset: z.number().nullish(),
      endOffset: z.number().nullish(),
    })
    .nullish(),
});

const reportSchema = z.object({ id: z.number(), nome: z.string(), touched: z.boolean() });

/**
 * The entries of `sort` the list may ask the server for: each names a column of `descriptors` that can sort. A sort
 * kept from before (storage, a link) on a column that cannot sort, or that the server no longer describes, is
 * dropped, so the list never provokes "Não é possível ordenar por esta coluna." (spec 000 §8.2).
 */
export function sortableOnly(
  sort: readonly SortEntry[],
  descriptors: readonly ColumnDescriptor[],
): SortEntry[] {
  const sortable = new Set(descriptors.filter((c) => c.canSort).map((c) => c.prop));
  return sort.filter((entry) => sortable.has(entry.prop));
}

/** The stored page settings of `entity`, or null. */
export function readPageSettings(entity: string): PageSettings | null {
  const parsed = pageSchema.safeParse(readStoredJson(pageStorageKey(entity)));
  return parsed.success ? parsed.data : null;
}

/** The stored column preference of `entity`, or null. */
export function readStoredColumns(entity: string): StoredColumn[] | null {
  const parsed = z.array(storedColumnSchema).safeParse(readStoredJson(columnsStorageKey(entity)));
  return parsed.success ? parsed.data : null;
}

/** The column preference to store. */
export function toStoredColumns(columns: readonly ColumnDescriptor[]): StoredColumn[] {
  return columns.map(({ key, prop, type, embeddedType, root, name, selected, aux1 }) => ({
    key,
    prop,
    type,
    embeddedType,
    root,
    name,
    selected,
    aux1,
  }));
}

/** The server's columns with `selected` from their `showByDefault` (what "Restaurar colunas" gives). */
export function defaultColumns(descriptors: readonly ColumnDescriptor[]): ColumnDescriptor[] {
  return descriptors.filter((c) => c.showOnTable).map((c) => ({ ...c, selected: c.showByDefault }));
}

/**
 * The server's columns in the stored order and selection; columns the server no longer sends are dropped
 * and new ones are appended with their default.
 */
export function mergeColumns(
  descriptors: readonly ColumnDescriptor[],
  stored: readonly StoredColumn[] | null,
): ColumnDescriptor[] {
  const defaults = defaultColumns(descriptors);
  if (!stored) return defaults;
  const byKey = new Map(defaults.map((c) => [c.key, c]));
  const merged: ColumnDescriptor[] = [];
  for (const preference of stored) {
    const column = byKey.get(preference.key);
    if (!column) continue;
    merged.push({ ...column, selected: preference.selected });
    byKey.delete(preference.key);
  }
  return [...merged, ...byKey.values()];
}

/**
 * Filters read back from storage, the URL or a saved report: each is rebuilt from its column's current
 * descriptor (found by key) plus the stored value; filters on columns that are gone or not filterable drop.
 */
export function reviveFilters(raw: unknown, descriptors: readonly ColumnDescriptor[]): ListFilter[] {
  if (!Array.isArray(raw)) return [];
  const result: ListFilter[] = [];
  for (const item of raw) {
    const parsed = filterInputSchema.safeParse(item);
    if (!parsed.success) continue;
    const column = descriptors.find((c) => c.key === parsed.data.key);
    if (!column || !isFilterable(column) || result.some((f) => f.key === column.key)) continue;
    result.push({ ...filterFromColumn(column), ...parsed.data, value: parsed.data.value ?? null });
  }
  return result;
}

/** The stored filters of `entity`, or null. */
export function readFilterSettings(
  entity: string,
  tag: string,
  descriptors: readonly ColumnDescriptor[],
): FilterSettings | null {
  const raw = readStoredJson(filtersStorageKey(entity, tag));
  if (raw === null || typeof raw !== 'object' || !('filters' in raw)) return null;
  const report = reportSchema.safeParse('report' in raw ? raw.report : null);
  return {
    filters: reviveFilters(raw.filters, descriptors),
    report: report.success ? report.data : null,
  };
}

/** The filter fields worth keeping outside memory (the URL, storage, reports): key plus what was entered. */
export function compactFilter(filter: ListFilter): z.input<typeof filterInputSchema> {
  const { key, value, startDate, endDate, firstNumber, lastNumber, customProperties } = filter;
  const compact: z.input<typeof filterInputSchema> = { key, value };
  if (startDate) compact.startDate = startDate;
  if (endDate) compact.endDate = endDate;
  if (firstNumber !== undefined && firstNumber !== null) compact.firstNumber = firstNumber;
  if (lastNumber !== undefined && lastNumber !== null) compact.lastNumber = lastNumber;
  if (customProperties) compact.customProperties = customProperties;
  return compact;
}

const URL_PAGE = 'pagina';
const URL_SIZE = 'tamanho';
const URL_SORT = 'ordenar';
const URL_FILTERS = 'filtros';

/** The list state written into the page's query string (so a link reopens the same view). */
export function toSearchParams(settings: PageSettings, filters: readonly ListFilter[]): URLSearchParams {
  const params = new URLSearchParams();
  params.set(URL_PAGE, String(settings.page));
  params.set(URL_SIZE, String(settings.size));
  for (const sort of settings.sort) params.append(URL_SORT, `${sort.prop},${sort.dir}`);
  if (filters.length > 0) params.set(URL_FILTERS, JSON.stringify(filters.map(compactFilter)));
  return params;
}

/** The list state a query string carries, or null when it carries none (then storage decides). */
export function fromSearchParams(
  params: URLSearchParams,
  descriptors: readonly ColumnDescriptor[],
): { settings: PageSettings; filters: ListFilter[] | null } | null {
  if (!params.has(URL_PAGE) && !params.has(URL_SIZE) && !params.has(URL_FILTERS)) return null;
  const sort = params
    .getAll(URL_SORT)
    .map((text) => {
      const [prop = '', dir = ''] = text.split(',');
      return sortSchema.safeParse({ prop, dir });
    })
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
  const page = pageSchema.safeParse({
    page: Number(params.get(URL_PAGE) ?? 0),
    size: Number(params.get(URL_SIZE) ?? DEFAULT_PAGE_SIZE),
    sort,
  });
  let filters: ListFilter[] | null = null;
  const filterText = params.get(URL_FILTERS);
  if (filterText !== null) {
    try {
      filters = reviveFilters(JSON.parse(filterText), descriptors);
    } catch {
      filters = null;
    }
  }
  return { settings: page.success ? page.data : DEFAULT_PAGE_SETTINGS, filters };
}
