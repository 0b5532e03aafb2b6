import { useQuery } from '@tanstack/react-query';
import type { ColumnDescriptor } from '@sigsa/domain/list/columns';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { listCountQueryOptions } from './list-api.ts';
import type { ListFilter } from './list-filters.ts';
import {
  columnsStorageKey,
  compactFilter,
  DEFAULT_PAGE_SETTINGS,
  defaultColumns,
  filtersStorageKey,
  fromSearchParams,
  mergeColumns,
  pageStorageKey,
  readFilterSettings,
  reviveFilters,
  readPageSettings,
  readStoredColumns,
  removeStorage,
  sortableOnly,
  toSearchParams,
  toStoredColumns,
  writeStorage,
  type FilterSettings,
  type LoadedReport,
  type PageSettings,
} from './list-state.ts';

/** The list's state and its operations; every change is saved locally and mirrored in the URL. */
export interface ListState {
  columns: ColumnDescriptor[];
  settings: PageSettings;
  filters: ListFilter[];
  report: LoadedReport | null;
  setColumns: (columns: ColumnDescriptor[]) => void;
  restoreColumns: () => void;
  updateSettings: (change: Partial<PageSettings>) => void;
  /** Replaces the filters (page back to 0); `edit` marks a loaded report as changed. */
  setFilters: (filters: ListFilter[], edit?: boolean) => void;
  /** Puts a report's filters (and columns, when it has them) in place, untouched. */
  applyReport: (report: LoadedReport | null, filters: ListFilter[], columnKeys: string[] | null) => void;
}

/**
 * State of the list of `entity`: the URL wins when it carries list parameters (a shared link), then what this
 * browser stored (`<entity>.columns`, `<entity>.page`, `<entity><tag>.filters`, spec 000 §3), then defaults. A
 * sort on a column the descriptors do not let sort is dropped (and forgotten in storage) before any request.
 */
export function useListState(
  entity: string,
  tag: string,
  descriptors: readonly ColumnDescriptor[],
  initialFilters: readonly { key: string; value: unknown }[] = [],
): ListState {
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(() => {
    const fromUrl = fromSearchParams(searchParams, descriptors);
    const stored = readFilterSettings(entity, tag, descriptors);
    const filterSettings: FilterSettings = {
      filters: fromUrl?.filters ?? stored?.filters ?? reviveFilters(initialFilters, descriptors),
      report: stored?.report ?? null,
    };
    const storedPage = fromUrl ? null : readPageSettings(entity);
    const kept = fromUrl?.settings ?? storedPage ?? DEFAULT_PAGE_SETTINGS;
    // A sort on a column that cannot sort, or is gone, is dropped before the first request (spec 000 §8.2).
    const sort = sortableOnly(kept.sort, descriptors);
    const settings = sort.length === kept.sort.length ? kept : { ...kept, sort };
    if (storedPage && settings !== kept) writeStorage(pageStorageKey(entity), settings);
    return {
      columns: mergeColumns(descriptors, readStoredColumns(entity)),
      settings,
      filterSettings,
    };
  });
  const [columns, setColumnsState] = useState(initial.columns);
  const [settings, setSettings] = useState(initial.settings);
  const [filterSettings, setFilterSettings] = useState(initial.filterSettings);

  const search = toSearchParams(settings, filterSettings.filters).toString();
  // The list keeps the address in step with its state — but never while the user is leaving it: a replace
  // navigation then would cancel theirs (Adicionar clicked while the first page was still arriving did nothing).
  // React Router navigates on every setSearchParams call, even to the same address: only a change is sent.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = navigation.location !== undefined && navigation.location.pathname !== pathname;
  const current = searchParams.toString();
  useEffect(() => {
    if (leaving || current === search) return;
    setSearchParams(new URLSearchParams(search), { replace: true });
  }, [search, current, leaving, setSearchParams]);

  const saveFilters = useCallback(
    (next: FilterSettings) => {
      setFilterSettings(next);
      writeStorage(filtersStorageKey(entity, tag), {
        filters: next.filters.map(compactFilter),
        report: next.report,
      });
    },
    [entity, tag],
  );

  const updateSettings = useCallback(
    (change: Partial<PageSettings>) =>
      setSettings((current) => {
        const next = { ...current, ...change };
        writeStorage(pageStorageKey(entity), next);
        return next;
      }),
    [entity],
  );

  const setColumns = useCallback(
    (next: ColumnDescriptor[]) => {
      setColumnsState(next);
      writeStorage(columnsStorageKey(entity), toStoredColumns(next));
    },
    [entity],
  );

  const restoreColumns = useCallback(() => {
    setColumnsState(defaultColumns(descriptors));
    removeStorage(columnsStorageKey(entity));
  }, [descriptors, entity]);

  const setFilters = useCallback(
    (filters: ListFilter[], edit = true) => {
      const report = filterSettings.report;
      saveFilters({ filters, report: report && edit ? { ...report, touched: true } : report });
      updateSettings({ page: 0 });
    },
    [filterSettings.report, saveFilters, updateSettings],
  );

  const applyReport = useCallback(
    (report: LoadedReport | null, filters: ListFilter[], columnKeys: string[] | null) => {
      saveFilters({ filters, report });
      updateSettings({ page: 0 });
      if (columnKeys) {
        const chosen = new Set(columnKeys);
        setColumns(columns.map((c) => ({ ...c, selected: chosen.has(c.key) })));
      }
    },
    [columns, saveFilters, setColumns, updateSettings],
  );

  return {
    columns,
    settings,
    filters: filterSettings.filters,
    report: filterSettings.report,
    setColumns,
    restoreColumns,
    updateSettings,
    setFilters,
    applyReport,
  };
}

/** The list's count, as the footer shows it. */
export interface ListCountState {
  /** True until the count of the current filters has arrived (or when it failed): show a placeholder. */
  counting: boolean;
  /** Exact up to COUNT_CAP; with `capped`, the real total is larger. */
  total: number;
  capped: boolean;
  /** Pages the pagination offers: one more than the counted ones when capped ("more than"). */
  pages: number;
}

/**
 * The count of the list under `filters` (the very object the page query sends), in its own query: the rows show
 * as soon as they come, the total and the pagination when the count arrives. Paging and sorting do not count
 * again; a change of filters does.
 */
export function useListCount(entity: string, filters: Record<string, string>, size: number): ListCountState {
  const count = useQuery(listCountQueryOptions({ entity, filters }));
  if (!count.data) return { counting: true, total: 0, capped: false, pages: 0 };
  const { totalElements, totalCapped } = count.data;
  return {
    counting: false,
    total: totalElements,
    capped: totalCapped,
    pages: Math.ceil(totalElements / size) + (totalCapped ? 1 : 0),
  };
}
