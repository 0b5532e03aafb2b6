import type { ColumnDescriptor, ColumnOption, ColumnType } from '@sigsa/domain/list/columns';
import { FILTER_KIND, NO_VALUE, type FilterParam, type FilterValue } from '@sigsa/domain/list/filters';
import {
  encodeDateRange,
  encodeNumberRange,
  resolveDateFilter,
  type DateFilterOption,
} from '@sigsa/domain/validation/date-range';
import { parseIsoDate, type CalendarDate } from '@sigsa/domain/validation/dates';

/** The kind of editor a filterable column gets (domain's {@link FILTER_KIND} without the null entries). */
export type FilterKind = NonNullable<(typeof FILTER_KIND)[ColumnType]>;

/** The date preset of a date filter (spec 000 §3 Filter.customProperties). */
export interface FilterCustomProperties {
  dateOption: DateFilterOption;
  startOffset?: number | null;
  endOffset?: number | null;
}

/**
 * One filter of the list (spec 000 §3 "Filter"): the column it targets, copied from its descriptor, plus what
 * the user entered. Dates are YYYY-MM-DD text so the filter survives JSON (storage, URL, saved reports).
 */
export interface ListFilter {
  key: string;
  prop: string;
  name: string;
  type: ColumnType;
  embeddedType: ColumnType | null;
  root: string | null;
  repository: string | null;
  properties: string[] | null;
  aux1: string | null;
  aux2: string | null;
  source: string | null;
  options: ColumnOption[] | null;
  value: FilterValue;
  startDate?: string | null;
  endDate?: string | null;
  firstNumber?: number | null;
  lastNumber?: number | null;
  customProperties?: FilterCustomProperties | null;
}

/** The editor kind of a column type, or null when the type cannot be filtered. */
export function filterKind(type: ColumnType): FilterKind | null {
  return FILTER_KIND[type];
}

/** True when the column can be offered in the filter selection. */
export function isFilterable(column: ColumnDescriptor): boolean {
  return column.canFilter && filterKind(column.type) !== null;
}

/** A new, empty filter on `column`. */
export function filterFromColumn(column: ColumnDescriptor): ListFilter {
  return {
    key: column.key,
    prop: column.prop,
    name: column.name,
    type: column.type,
    embeddedType: column.embeddedType,
    root: column.root,
    repository: column.repository,
    properties: column.properties,
    aux1: column.aux1,
    aux2: column.aux2,
    source: column.source,
    options: column.options,
    value: null,
  };
}

/** Today in the browser's calendar. */
export function localToday(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

function isoDate(text: string | null | undefined): CalendarDate | null {
  return text ? parseIsoDate(text) : null;
}

/**
 * The wire value of a filter (spec 000 §5, §7.2), or null when it holds nothing and must be skipped. Date
 * presets are resolved against `today` each time, so a saved "Últimos 7 dias" stays relative.
 */
export function encodeFilterValue(filter: ListFilter, today: CalendarDate): FilterValue {
  const kind = filterKind(filter.type);
  switch (kind) {
    case null:
      return null;
    case 'text': {
      const text = typeof filter.value === 'string' ? filter.value.trim() : '';
      return text === '' ? null : text;
    }
    case 'range': {
      const start = filter.firstNumber ?? null;
      const end = filter.lastNumber ?? null;
      // An end below the start is refused by the editor and never sent, as with dates.
      if (start !== null && end !== null && end < start) return null;
      return encodeNumberRange({ start, end });
    }
    case 'dateRange': {
      const preset = filter.customProperties;
      if (!preset) return null;
      const resolved = resolveDateFilter(
        {
          dateOption: preset.dateOption,
          startOffset: preset.startOffset,
          endOffset: preset.endOffset,
          startDate: isoDate(filter.startDate),
          endDate: isoDate(filter.endDate),
        },
        today,
      );
      if (!resolved.ok) return null;
      return resolved.value.kind === 'isNull' ? NO_VALUE : encodeDateRange(resolved.value.range);
    }
    case 'boolean':
      return typeof filter.value === 'boolean' ? filter.value : null;
    case 'in':
    case 'overlap': {
      const values = Array.isArray(filter.value)
        ? filter.value
        : filter.value === null || filter.value === ''
          ? []
          : [filter.value as string | number];
      return values.length === 0 ? null : values;
    }
  }
}

/** True when the filter holds a value (its badge is active, spec 000 §2.5). */
export function filterHasValue(filter: ListFilter, today: CalendarDate = localToday()): boolean {
  return encodeFilterValue(filter, today) !== null;
}

/** The JSON parameter of one filter (spec 000 §7.2), or null when it is skipped. */
export function toFilterParam(filter: ListFilter, today: CalendarDate): FilterParam | null {
  const value = encodeFilterValue(filter, today);
  if (value === null) return null;
  return {
    type: filter.type,
    embeddedType: filter.embeddedType,
    prop: filter.prop,
    root: filter.root,
    value,
    repository: filter.repository,
    properties: filter.properties,
    aux1: filter.aux1,
    aux2: filter.aux2,
    source: filter.source,
  };
}

/** The query parameters of the route's static filters and the user's: `{ [prop]: JSON }`. */
export function filterQuery(
  filters: readonly ListFilter[],
  staticFilters: readonly FilterParam[],
  today: CalendarDate,
): Record<string, string> {
  const query: Record<string, string> = {};
  // A route's static filter holds unless the user filters the same column (Gerir's "Ativo" over "either").
  for (const param of staticFilters) query[param.prop] = JSON.stringify(param);
  for (const filter of filters) {
    const param = toFilterParam(filter, today);
    if (param) query[param.prop] = JSON.stringify(param);
  }
  return query;
}
