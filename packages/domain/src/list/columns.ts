/** Column types of the generic list (spec 000 §3); anything else shows as plain text. */
export const COLUMN_TYPES = [
  'BOOLEAN',
  'MULTIOPTION',
  'DATE',
  'DATETIME',
  'CURRENCY',
  'LIST',
  'ANNEX_LIST',
  'POINT',
  'GEOMETRY',
  'DOCUMENT',
  'STRING',
  'TEXT',
  'NUMBER',
  'OPTION',
  'ENUM',
  'ENUM_LIST',
  'TEMPLATE_DOCUMENT',
  'HREF',
] as const;

/** One of {@link COLUMN_TYPES}. */
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** A choice of an OPTION / MULTIOPTION / ENUM / ENUM_LIST column: the stored value and its pt-PT label. */
export interface ColumnOption {
  value: string | number;
  label: string;
  /** A colour the cell shows the label in (a Mantine colour, e.g. `red.9`: a request past its deadline). */
  color?: string;
}

/**
 * A column descriptor as `GET {entity}/search/columns` answers it (spec 000 §3). `prop` is a dot path into a
 * row (e.g. `freguesia.nome`); `key` identifies the column in saved preferences and in the export's `columns`.
 */
export interface ColumnDescriptor {
  key: string;
  prop: string;
  /** First segment of `prop` for nested values (e.g. `freguesia`), else null. */
  root: string | null;
  /** pt-PT header. */
  name: string;
  type: ColumnType;
  /** Type of the items of a LIST / ANNEX_LIST column. */
  embeddedType: ColumnType | null;
  /** Free slots the spec's descriptor carries (e.g. currency code in aux1). */
  aux1: string | null;
  aux2: string | null;
  /** Group shown in the column picker. */
  group: string;
  showByDefault: boolean;
  showOnTable: boolean;
  showOnExport: boolean;
  canFilter: boolean;
  canSort: boolean;
  /** Client-side: chosen in the picker. The server sends `showByDefault`. */
  selected: boolean;
  /** For relation filters: the entity path that lists the choices (an EntitySelect source), e.g. `freguesias`. */
  repository: string | null;
  /** Properties of a `repository` row to show as its label, e.g. `['nome']`. */
  properties: string[] | null;
  /** Fixed choices (OPTION, MULTIOPTION, ENUM, ENUM_LIST). */
  options: ColumnOption[] | null;
  /** Where a relation's choices come from when not a plain repository (e.g. a customTypes category). */
  source: string | null;
}

/** Reads a dot path (`freguesia.nome`) from a row; undefined when any step is missing. */
export function valueAtPath(row: unknown, prop: string): unknown {
  let current: unknown = row;
  for (const part of prop.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
