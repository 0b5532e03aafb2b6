import type { ColumnType } from './columns.ts';

/**
 * The JSON value of one filter parameter of `GET {entity}/search/filter` (spec 000 §7.2): one query parameter
 * per filter, keyed by the column's `prop`, whose value is this object serialised. Empty values and empty
 * arrays are skipped by the client and ignored by the server.
 */
export interface FilterParam {
  type: ColumnType;
  prop: string;
  embeddedType?: ColumnType | null;
  root?: string | null;
  value: FilterValue;
  repository?: string | null;
  properties?: string[] | null;
  aux1?: string | null;
  aux2?: string | null;
  source?: string | null;
}

/**
 * Filter values by column type (the encodings the server accepts):
 * - STRING, TEXT, HREF: text, matched as "contains", ignoring case and accents ("joao" finds "João");
 * - NUMBER, CURRENCY: `"[min,max]"`, `-` for an open end (see validation/date-range.ts);
 * - DATE, DATETIME: `"[YYYY-MM-DD,YYYY-MM-DD]"`, `-` for an open end; {@link NO_VALUE} for "Sem valor definida";
 * - BOOLEAN: `true` / `false`, or a list of them as text (`["true","false"]`: either, which names the column without narrowing:
 *   Gerir's lists show archived rows so);
 * - OPTION, ENUM: one value or an array of values (membership); relations (`repository` set) by id;
 * - MULTIOPTION, ENUM_LIST, LIST: an array; rows having ANY of the values match;
 * - POINT, GEOMETRY, DOCUMENT, ANNEX_LIST, TEMPLATE_DOCUMENT: not filterable.
 */
export type FilterValue = string | number | boolean | (string | number)[] | null;

/** The value of a date filter meaning "Sem valor definida" (the column is empty). */
export const NO_VALUE = 'SEM_VALOR';

/** Most values an OPTION / list filter may carry (larger IN lists are refused with 400). */
export const MAX_FILTER_VALUES = 500;

/** Column types a filter may target, with the kind of value each takes. */
export const FILTER_KIND = {
  STRING: 'text',
  TEXT: 'text',
  HREF: 'text',
  NUMBER: 'range',
  CURRENCY: 'range',
  DATE: 'dateRange',
  DATETIME: 'dateRange',
  BOOLEAN: 'boolean',
  OPTION: 'in',
  ENUM: 'in',
  MULTIOPTION: 'overlap',
  ENUM_LIST: 'overlap',
  LIST: 'overlap',
  POINT: null,
  GEOMETRY: null,
  DOCUMENT: null,
  ANNEX_LIST: null,
  TEMPLATE_DOCUMENT: null,
} as const satisfies Record<ColumnType, 'text' | 'range' | 'dateRange' | 'boolean' | 'in' | 'overlap' | null>;
