import type { SQL } from 'drizzle-orm';
import type { AccessLevel } from '@sigsa/domain/access/access-levels';
import type { Area } from '@sigsa/domain/access/areas';
import type { Role } from '@sigsa/domain/access/roles';
import { FILTER_KIND } from '@sigsa/domain/list/filters';
import type { ColumnDescriptor, ColumnOption, ColumnType } from '@sigsa/domain/list/columns';

/** How a relation column is filtered: JSON numbers match `idExpr`, JSON strings match `codeExpr`. */
export interface RelationFilter {
  idExpr: SQL;
  codeExpr: SQL;
  /**
   * Where the related rows' codes are, when ids should first become codes: the filter is then on `codeExpr`
   * alone, which an index of the listed table can serve (holdings: `left(freguesia, 2)` for a district) where
   * `idExpr`, a column of a joined table, cannot.
   */
  codeLookup?: { table: SQL; id: SQL; code: SQL };
}

/** One column of a resource: the descriptor the web sees, and the SQL behind it. */
export interface ResourceColumn {
  descriptor: ColumnDescriptor;
  /** The value of the column (shown, exported, sorted, filtered). */
  expr: SQL;
  /** Type of the values of `expr` for membership filters on a plain (non-relation) column. */
  valueType: 'text' | 'integer';
  /** Set for columns whose `repository` is set: the filter matches related rows by id or code. */
  relation: RelationFilter | null;
  /**
   * The condition of an overlap filter on a plain list column when one an index serves beats comparing the
   * computed array of every row (a user's roles: EXISTS over `utilizador_roles`); given the checked values.
   */
  overlap?: (values: readonly string[]) => SQL;
  /**
   * A column whose value depends on who asks ("A aguardar a minha decisão"): its filter compiles this, bound to the
   * caller, in place of `expr`. Such a column filters only: never shown, exported, sorted or projected.
   */
  forCaller?: (ctx: VisibilityContext) => SQL;
}

/** One field of a projection: a dot path in the answer and the SQL that yields it. */
export interface ResourceField {
  path: string;
  expr: SQL;
  /** How the raw driver value is turned into JSON (DATETIME → ISO text, POINT → GeoJSON, NUMBER → number). */
  type: ColumnType;
}

/** What a visibility rule knows about the caller. */
export interface VisibilityContext {
  userId: number;
  username: string;
  role: Role | null;
  /** The caller's level on the resource's area; null for resources without an area. */
  level: AccessLevel | null;
  /** The caller's laboratory (a ROLE_LAB user's): what a lab collection's visibility and lab side read. */
  laboratorioId?: number | null;
}

/** A named finder under `{entity}/search/{name}` (e.g. `findByMarca`, `findByCategoria`). */
export interface ResourceFinder {
  name: string;
  /** Required query parameters, each a non-empty text. */
  params: readonly string[];
  /** True: answers one record (404 when none); false: a HAL list page. */
  single: boolean;
  where(values: Readonly<Record<string, string>>): SQL;
}

/**
 * Where the records of a resource are on its list map (`{entity}/search/mapa`, docs/api.md "Mapa da lista") and
 * what colours them. The map shows the rows the list shows: same visibility, same filters.
 */
export interface ResourceMap {
  /**
   * The record's point: the first of these that is not null (e.g. its holding's point, else its
   * infrastructure's, else its own). Each a GiST-indexed column of a table of `from`, so that a small area is
   * found through the indexes.
   */
  points: readonly SQL[];
  /** What names a record on the map (its number, a holding's brand). */
  label: SQL;
  /** Key of the OPTION column whose value colours a record (e.g. `estado`); null: one colour. */
  colour: string | null;
  /**
   * A query of one row and one column `v`, cheap, whose value changes with every write that may move, recolour or
   * hide a record (record types: the last audit row). With it, grouped answers are kept in memory against that
   * value for a minute; without it, never.
   */
  stamp?: SQL;
}

/**
 * Início's counters of a record list (migration 0028; docs/decisions.md, "Contadores do Início"): the rows of
 * `indicadores_contagens` (alias `ic`) keep, per state, region, laboratory and keeper, the records the list
 * counts; `scope` is the list's `visibility` over those rows, so a card's figure is its list's total.
 */
export interface ResourceCounters {
  /** The list column kept as the counters' `extra` (the exams' `categoriaDDO`), when a card filters on one. */
  extra?: string;
  /** The counter rows the caller sees (every record once: the `guardiao_id = 0` rows of what it may see). */
  scope(ctx: VisibilityContext): SQL;
  /**
   * What awaits the caller's decision (the list column `key`, a {@link ResourceColumn.forCaller} one): the records
   * of `scope` in `states(ctx)` less those the caller keeps, whose rows are `kept(ctx)` (the caller's keeper rows
   * of the records it sees).
   */
  decision?: {
    key: string;
    states(ctx: VisibilityContext): readonly string[];
    kept(ctx: VisibilityContext): SQL;
  };
}

/** A listable entity, registered once; every generic route is derived from it (brief §6). */
export interface ResourceDefinition {
  /** Entity path under /api and key of `_embedded`, e.g. `exploracoes`. */
  entity: string;
  /** Access area checked with `?role=` (required then); null: every signed-in user, no role needed. */
  area: Area | null;
  /** FROM clause: base table with alias, plus joins. */
  from: SQL;
  /**
   * The FROM of Início's counts over a window of creation dates (trends, map): the base table with only the joins
   * that the visibility, the creation date, the states and the map's parish read; `from` when absent. PostgreSQL
   * 15 removes an unused LEFT JOIN but no longer reads the table's index alone once a join was written, and a
   * million records' window must be counted from the index.
   */
  countFrom?: SQL;
  /** Unique integer id: paging tie-breaker, `GET {entity}/{id}`, export keyset. */
  id: SQL;
  /** Optional natural key also accepted by `GET {entity}/{key}` when the key is not all digits. */
  naturalKey: SQL | null;
  columns: readonly ResourceColumn[];
  /** Column keys the `search` text of `search/find` looks in. */
  searchColumns: readonly string[];
  /** Fields per projection; `summary` is the list projection and the default. */
  projections: Readonly<Record<string, readonly ResourceField[]>> & { summary: readonly ResourceField[] };
  /** Row-level visibility: null sees every row; a condition restricts; `false` from the SQL sees none. */
  visibility(ctx: VisibilityContext): SQL | null;
  finders: readonly ResourceFinder[];
  /** `sort` values (`prop,dir`) a list call that names none is sorted by (e.g. by name); absent: by id. */
  defaultSort?: readonly string[];
  /**
   * Adds what a single record carries beyond its projection's columns (a record type's `permissoes` and
   * links), on `GET {entity}/{id}`; lists never call it.
   */
  decorate?: (record: Record<string, unknown>, ctx: VisibilityContext) => Record<string, unknown>;
  /**
   * A record type's `arquivado` flag (its column of key `arquivado`): archived rows are out of its lists, counts
   * and exports unless the call filters on that column (spec 000 §7.2 arquivar; "Arquivado: Sim" shows them).
   */
  archived?: SQL;
  /**
   * Key of the column whose filter shows archived rows (default `arquivado`; Gerir's reference lists: `ativo`,
   * "Ativo: Sim").
   */
  archivedKey?: string;
  /** Declared by resources whose records have a point: their list map (`{entity}/search/mapa`). */
  map?: ResourceMap;
  /** Declared by record lists whose Início figures are kept as counters (`indicadores_contagens`). */
  counters?: ResourceCounters;
  /**
   * `GET {entity}/{id}` is served by the entity's own routes (users: public, full and gestao projections), not by
   * the generic ones.
   */
  ownSingleRead?: boolean;
}

/** Column types that can never be sorted (lists, shapes and files). */
const UNSORTABLE_TYPES: ReadonlySet<ColumnType> = new Set<ColumnType>([
  'LIST',
  'ANNEX_LIST',
  'POINT',
  'GEOMETRY',
  'DOCUMENT',
  'TEMPLATE_DOCUMENT',
  'MULTIOPTION',
  'ENUM_LIST',
]);

/** What a resource declares about one column; everything not given takes the list's defaults. */
export interface ColumnSpec {
  prop: string;
  name: string;
  type: ColumnType;
  expr: SQL;
  key?: string;
  group?: string;
  embeddedType?: ColumnType | null;
  aux1?: string | null;
  aux2?: string | null;
  showByDefault?: boolean;
  showOnTable?: boolean;
  showOnExport?: boolean;
  canFilter?: boolean;
  canSort?: boolean;
  options?: readonly ColumnOption[] | null;
  repository?: string | null;
  properties?: string[] | null;
  source?: string | null;
  valueType?: 'text' | 'integer';
  relation?: RelationFilter | null;
  overlap?: (values: readonly string[]) => SQL;
  forCaller?: (ctx: VisibilityContext) => SQL;
}

/** Builds a column with the descriptor defaults of the list (group "Geral", shown, filterable by type). */
export function column(spec: ColumnSpec): ResourceColumn {
  const showByDefault = spec.showByDefault ?? true;
  const dot = spec.prop.indexOf('.');
  return {
    descriptor: {
      key: spec.key ?? spec.prop,
      prop: spec.prop,
      root: dot > 0 ? spec.prop.slice(0, dot) : null,
      name: spec.name,
      type: spec.type,
      embeddedType: spec.embeddedType ?? null,
      aux1: spec.aux1 ?? (spec.type === 'CURRENCY' ? 'EUR' : null),
      aux2: spec.aux2 ?? null,
      group: spec.group ?? 'Geral',
      showByDefault,
      showOnTable: spec.showOnTable ?? true,
      showOnExport: spec.showOnExport ?? true,
      canFilter: spec.canFilter ?? FILTER_KIND[spec.type] !== null,
      canSort: spec.canSort ?? !UNSORTABLE_TYPES.has(spec.type),
      selected: showByDefault,
      repository: spec.repository ?? null,
      properties: spec.properties ?? null,
      options: spec.options ? [...spec.options] : null,
      source: spec.source ?? null,
    },
    expr: spec.expr,
    valueType: spec.valueType ?? 'text',
    relation: spec.relation ?? null,
    ...(spec.overlap ? { overlap: spec.overlap } : {}),
    ...(spec.forCaller ? { forCaller: spec.forCaller } : {}),
  };
}

/** A projection field. */
export function field(path: string, expr: SQL, type: ColumnType = 'STRING'): ResourceField {
  return { path, expr, type };
}

/** The fields of a list of columns, as a projection (each column's value at its prop; not the caller's own). */
export function columnFields(columns: readonly ResourceColumn[]): ResourceField[] {
  return columns.filter((c) => !c.forCaller).map((c) => field(c.descriptor.prop, c.expr, c.descriptor.type));
}
