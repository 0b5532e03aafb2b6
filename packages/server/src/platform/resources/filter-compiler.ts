import { sql, type SQL } from 'drizzle-orm';
import { COLUMN_TYPES, type ColumnType } from '@sigsa/domain/list/columns';
import { FILTER_KIND, MAX_FILTER_VALUES, NO_VALUE, type FilterValue } from '@sigsa/domain/list/filters';
import { UNSORTABLE_MESSAGE } from '@sigsa/domain/list/page';
import { decodeDateRange, decodeNumberRange } from '@sigsa/domain/validation/date-range';
import { addDays, formatIsoDate, LISBON_TIME_ZONE } from '@sigsa/domain/validation/dates';
import { INVALID_VALUE_MESSAGE } from '@sigsa/domain/validation/messages';
import { badRequest } from '../http/errors.ts';
import type { ResourceColumn, ResourceDefinition } from './resource.types.ts';

/** Most filters one call may carry. */
export const MAX_FILTERS = 50;
/** Longest JSON text of one filter parameter. */
export const MAX_FILTER_JSON = 32_768;
/** Longest text of a "contains" filter or of one membership value. */
export const MAX_TEXT_VALUE = 500;
/** Most sort criteria one call may carry. */
export const MAX_SORTS = 5;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A filter after validation: the column it targets and the value it was given. */
export interface ValidatedFilter {
  column: ResourceColumn;
  value: FilterValue;
}

/** One ORDER BY criterion on a declared column. */
export interface SortCriterion {
  expr: SQL;
  direction: 'asc' | 'desc';
}

const fail = (prop: string, message: string) => badRequest(message, [{ field: prop, message }]);

/** Finds the declared column a filter or sort names by prop (or key); undefined when not declared. */
export function findColumn(resource: ResourceDefinition, prop: string): ResourceColumn | undefined {
  return resource.columns.find((c) => c.descriptor.prop === prop || c.descriptor.key === prop);
}

/** JSON.parse that refuses prototype-polluting keys; null when the text is not JSON or carries such a key. */
function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  let hostile = false;
  try {
    const value: unknown = JSON.parse(text, (key, v: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) hostile = true;
      return v;
    });
    return hostile ? { ok: false } : { ok: true, value };
  } catch {
    return { ok: false };
  }
}

const isScalar = (v: unknown): v is string | number =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/** Checks the shape of a filter value: a scalar, a boolean, null, or a flat array of at most MAX values. */
function checkValue(prop: string, value: unknown): FilterValue {
  if (value === null || typeof value === 'boolean' || isScalar(value)) {
    if (typeof value === 'string' && value.length > MAX_TEXT_VALUE)
      throw fail(prop, 'O valor do filtro é demasiado longo.');
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length > MAX_FILTER_VALUES)
      throw fail(prop, `O filtro tem demasiados valores (máximo ${MAX_FILTER_VALUES}).`);
    const items: (string | number)[] = [];
    for (const item of value as unknown[]) {
      if (!isScalar(item) || (typeof item === 'string' && item.length > MAX_TEXT_VALUE))
        throw fail(prop, 'Os valores do filtro são inválidos.');
      items.push(item);
    }
    return items;
  }
  throw fail(prop, 'O valor do filtro é inválido.');
}

/**
 * Validates the filter parameters of a list call (spec 000 §7.2): each is keyed by a declared column's prop
 * and holds the FilterParam JSON. Unknown props, malformed JSON, hostile keys, wrong types and oversized
 * lists answer 400; empty values and empty arrays are skipped.
 */
export function parseFilters(
  resource: ResourceDefinition,
  params: readonly (readonly [string, string])[],
): ValidatedFilter[] {
  if (params.length > MAX_FILTERS) throw badRequest(`Demasiados filtros (máximo ${MAX_FILTERS}).`);
  const seen = new Set<string>();
  const filters: ValidatedFilter[] = [];
  for (const [key, text] of params) {
    if (FORBIDDEN_KEYS.has(key)) throw badRequest('Parâmetro inválido.');
    if (seen.has(key)) throw fail(key, 'O filtro foi indicado mais do que uma vez.');
    seen.add(key);
    const column = findColumn(resource, key);
    if (!column) throw fail(key, 'Filtro desconhecido.');
    if (text.trim() === '') continue;
    if (text.length > MAX_FILTER_JSON) throw fail(key, 'O filtro é demasiado longo.');
    const parsed = parseJson(text);
    if (
      !parsed.ok ||
      parsed.value === null ||
      typeof parsed.value !== 'object' ||
      Array.isArray(parsed.value)
    )
      throw fail(key, 'O filtro não é um JSON válido.');
    const param = parsed.value as Record<string, unknown>;
    if (param.prop !== undefined && param.prop !== column.descriptor.prop && param.prop !== key)
      throw fail(key, 'O filtro não corresponde à coluna indicada.');
    if (param.type !== undefined) {
      if (typeof param.type !== 'string' || !(COLUMN_TYPES as readonly string[]).includes(param.type))
        throw fail(key, 'Tipo de filtro inválido.');
      if (param.type !== column.descriptor.type) throw fail(key, 'Tipo de filtro inválido.');
    }
    if (!column.descriptor.canFilter || FILTER_KIND[column.descriptor.type] === null)
      throw fail(key, 'Não é possível filtrar por esta coluna.');
    const value = checkValue(key, param.value);
    if (isEmptyValue(value)) continue;
    filters.push({ column, value });
  }
  return filters;
}

function isEmptyValue(value: FilterValue): boolean {
  if (value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Escapes LIKE wildcards so that "50%" looks for that text. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case- and accent-insensitive "contains" on a text expression (trigram indexes serve it). */
export function containsText(expr: SQL, text: string): SQL {
  const pattern = `%${likeEscape(text)}%`;
  return sql`immutable_unaccent(lower(${expr})) LIKE immutable_unaccent(lower(${pattern}))`;
}

const asList = (value: FilterValue): (string | number)[] =>
  Array.isArray(value) ? value : typeof value === 'string' || typeof value === 'number' ? [value] : [];

/** Largest id an `integer` column holds: ids beyond it are refused, not sent to the database. */
export const INT4_MAX = 2_147_483_647;

function integers(prop: string, values: (string | number)[]): number[] {
  return values.map((v) => {
    const n = typeof v === 'number' ? v : /^-?\d{1,10}$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || Math.abs(n) > INT4_MAX) throw fail(prop, INVALID_VALUE_MESSAGE);
    return n;
  });
}

const list = (values: readonly unknown[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Membership filter (OPTION, ENUM): fixed choices, plain values, or related rows by id / code. */
function compileIn(column: ResourceColumn, value: FilterValue): SQL {
  const prop = column.descriptor.prop;
  if (typeof value === 'boolean') throw fail(prop, INVALID_VALUE_MESSAGE);
  const values = asList(value);
  const relation = column.relation;
  if (relation) {
    const ids = integers(
      prop,
      values.filter((v) => typeof v === 'number'),
    );
    const codes = values.filter((v): v is string => typeof v === 'string');
    const parts: SQL[] = [];
    if (ids.length > 0) parts.push(sql`${relation.idExpr} IN (${list(ids)})`);
    if (codes.length > 0) parts.push(sql`${relation.codeExpr} IN (${list(codes)})`);
    return parts.length === 1 && parts[0] ? parts[0] : sql`(${sql.join(parts, sql` OR `)})`;
  }
  const options = column.descriptor.options;
  if (options && !values.every((v) => options.some((o) => String(o.value) === String(v))))
    throw fail(prop, INVALID_VALUE_MESSAGE);
  if (column.valueType === 'integer') return sql`${column.expr} IN (${list(integers(prop, values))})`;
  return sql`${column.expr} IN (${list(values.map(String))})`;
}

/**
 * Overlap filter (MULTIOPTION, ENUM_LIST, LIST): the row's array shares at least one value. A relation column
 * (several related rows, e.g. a record's diseases) takes ids (JSON numbers, against `idExpr`, an integer[]) and
 * codes (JSON strings, against `codeExpr`, a text[]).
 */
function compileOverlap(column: ResourceColumn, value: FilterValue): SQL {
  const prop = column.descriptor.prop;
  if (typeof value === 'boolean') throw fail(prop, INVALID_VALUE_MESSAGE);
  const relation = column.relation;
  if (relation) {
    const raw = asList(value);
    const ids = integers(
      prop,
      raw.filter((v) => typeof v === 'number'),
    );
    const codes = raw.filter((v): v is string => typeof v === 'string');
    const parts: SQL[] = [];
    if (ids.length > 0) parts.push(sql`${relation.idExpr} && ARRAY[${list(ids)}]::int[]`);
    if (codes.length > 0) parts.push(sql`${relation.codeExpr} && ARRAY[${list(codes)}]::text[]`);
    return parts.length === 1 && parts[0] ? parts[0] : sql`(${sql.join(parts, sql` OR `)})`;
  }
  const values = asList(value).map(String);
  const options = column.descriptor.options;
  if (options && !values.every((v) => options.some((o) => String(o.value) === v)))
    throw fail(prop, INVALID_VALUE_MESSAGE);
  if (column.overlap) return column.overlap(values);
  return sql`${column.expr} && ARRAY[${list(values)}]::text[]`;
}

function compileRange(column: ResourceColumn, value: FilterValue): SQL {
  const prop = column.descriptor.prop;
  if (value === NO_VALUE) return sql`${column.expr} IS NULL`;
  if (typeof value === 'number') return sql`${column.expr} = ${String(value)}::numeric`;
  const decoded = decodeNumberRange(value);
  if (!decoded.ok) throw fail(prop, decoded.error.message);
  const { start, end } = decoded.value;
  const parts: SQL[] = [];
  // Bound as numeric text: an integer column compared with 2.5 must not make the driver reject the value.
  if (start !== null) parts.push(sql`${column.expr} >= ${String(start)}::numeric`);
  if (end !== null) parts.push(sql`${column.expr} <= ${String(end)}::numeric`);
  return sql.join(parts, sql` AND `);
}

function compileDateRange(column: ResourceColumn, value: FilterValue, type: 'DATE' | 'DATETIME'): SQL {
  const prop = column.descriptor.prop;
  if (value === NO_VALUE) return sql`${column.expr} IS NULL`;
  const decoded = decodeDateRange(value);
  if (!decoded.ok) throw fail(prop, decoded.error.message);
  const { start, end } = decoded.value;
  const parts: SQL[] = [];
  if (type === 'DATE') {
    if (start) parts.push(sql`${column.expr} >= ${formatIsoDate(start)}::date`);
    if (end) parts.push(sql`${column.expr} <= ${formatIsoDate(end)}::date`);
  } else {
    // Whole calendar days in Lisbon: [start 00:00, end+1 00:00) local time, so the column's index serves it.
    const zone = LISBON_TIME_ZONE;
    if (start) parts.push(sql`${column.expr} >= (${formatIsoDate(start)}::timestamp AT TIME ZONE ${zone})`);
    if (end)
      parts.push(sql`${column.expr} < (${formatIsoDate(addDays(end, 1))}::timestamp AT TIME ZONE ${zone})`);
  }
  return sql.join(parts, sql` AND `);
}

function booleanOf(value: unknown): boolean | null {
  return value === true || value === 'true' ? true : value === false || value === 'false' ? false : null;
}

function compileBoolean(column: ResourceColumn, value: FilterValue): SQL {
  const values = (Array.isArray(value) ? value : [value]).map(booleanOf);
  if (values.length === 0 || values.length > 2 || values.some((b) => b === null))
    throw fail(column.descriptor.prop, INVALID_VALUE_MESSAGE);
  // Parenthesised: an expression such as `NOT t.arquivado` must not lend its NOT to what wraps it.
  if (new Set(values).size === 2) return sql`(${column.expr}) IS NOT NULL`;
  // The expression itself, not `= true`: a condition (a state among some) then reaches the planner as one, and
  // its index serves it. NULL stays out either way.
  return values[0] ? sql`(${column.expr})` : sql`NOT (${column.expr})`;
}

function compileText(column: ResourceColumn, value: FilterValue): SQL {
  if (typeof value !== 'string' && typeof value !== 'number')
    throw fail(column.descriptor.prop, INVALID_VALUE_MESSAGE);
  return containsText(column.expr, String(value).trim());
}

/** Turns one validated filter into a SQL condition with bound parameters, by the column's type. */
export function compileFilter(filter: ValidatedFilter): SQL {
  const { column, value } = filter;
  const type: ColumnType = column.descriptor.type;
  switch (type) {
    case 'STRING':
    case 'TEXT':
    case 'HREF':
      return compileText(column, value);
    case 'NUMBER':
    case 'CURRENCY':
      return compileRange(column, value);
    case 'DATE':
    case 'DATETIME':
      return compileDateRange(column, value, type);
    case 'BOOLEAN':
      return compileBoolean(column, value);
    case 'OPTION':
    case 'ENUM':
      return compileIn(column, value);
    case 'MULTIOPTION':
    case 'ENUM_LIST':
    case 'LIST':
      return compileOverlap(column, value);
    case 'POINT':
    case 'GEOMETRY':
    case 'DOCUMENT':
    case 'ANNEX_LIST':
    case 'TEMPLATE_DOCUMENT':
      throw fail(column.descriptor.prop, 'Não é possível filtrar por esta coluna.');
  }
}

/** Parses repeated `sort=prop,dir` values: `id` or declared, sortable columns; LIST and shapes → 400. */
export function parseSort(resource: ResourceDefinition, values: readonly string[]): SortCriterion[] {
  if (values.length > MAX_SORTS) throw badRequest(`Demasiados critérios de ordenação (máximo ${MAX_SORTS}).`);
  const criteria: SortCriterion[] = [];
  for (const value of values) {
    if (value.trim() === '') continue;
    const [prop = '', dir = 'asc', ...rest] = value.split(',').map((s) => s.trim());
    const direction = dir.toLowerCase();
    if (rest.length > 0 || (direction !== 'asc' && direction !== 'desc'))
      throw fail('sort', 'Ordenação inválida, use "propriedade,asc" ou "propriedade,desc".');
    if (prop === 'id') {
      criteria.push({ expr: resource.id, direction });
      continue;
    }
    const column = findColumn(resource, prop);
    if (!column) throw fail('sort', 'Coluna de ordenação desconhecida.');
    if (!column.descriptor.canSort) throw fail('sort', UNSORTABLE_MESSAGE);
    criteria.push({ expr: column.expr, direction });
  }
  return criteria;
}

/** ORDER BY for the criteria, always ending on the id so that paging is stable. */
export function orderBy(resource: ResourceDefinition, criteria: readonly SortCriterion[]): SQL {
  const parts = criteria.map((c) => (c.direction === 'desc' ? sql`${c.expr} DESC` : sql`${c.expr} ASC`));
  const last = criteria.at(-1);
  parts.push(last?.direction === 'desc' ? sql`${resource.id} DESC` : sql`${resource.id} ASC`);
  return sql.join(parts, sql`, `);
}
