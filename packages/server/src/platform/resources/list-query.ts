import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { COUNT_CAP } from '@sigsa/domain/list/page';
import { queryRows, queryRowsPrepared, type Database, type Tx } from '../../db/client.ts';
import type { ResourceDefinition, ResourceField } from './resource.types.ts';

/** A record as the API answers it: nested objects by the fields' dot paths. */
export type ResourceRecord = Record<string, unknown>;

/** Where the rows of a call come from: the resource, its visibility and the compiled filters. */
export interface RowSource {
  resource: ResourceDefinition;
  /** Conditions ANDed together (visibility first, then filters). */
  conditions: readonly SQL[];
}

/** One page of records and the (capped) count. */
export interface PageResult {
  records: ResourceRecord[];
  totalElements: number;
  totalCapped: boolean;
}

const ID_ALIAS = '__id';

/** The conditions ANDed together (TRUE when none). */
export function whereOf(conditions: readonly SQL[]): SQL {
  return conditions.length === 0
    ? sql`TRUE`
    : sql.join(
        conditions.map((c) => sql`(${c})`),
        sql` AND `,
      );
}

/** The SELECT list of a projection; shapes as GeoJSON, dates as text, the id under a private alias. */
function selectList(resource: ResourceDefinition, fields: readonly ResourceField[]): SQL {
  const items = fields.map((f, i) => {
    const value =
      f.type === 'POINT' || f.type === 'GEOMETRY'
        ? sql`ST_AsGeoJSON(${f.expr})::json`
        : f.type === 'DATE'
          ? sql`(${f.expr})::text`
          : f.expr;
    return sql`${value} AS ${sql.identifier(`f${i}`)}`;
  });
  items.push(sql`${resource.id} AS ${sql.identifier(ID_ALIAS)}`);
  return sql.join(items, sql`, `);
}

const dialect = new PgDialect();
const prefixes = new WeakMap<ResourceDefinition, WeakMap<readonly ResourceField[], SQL>>();

/**
 * `SELECT <projection> FROM <resource>`, rendered to text once per resource and projection: every list call and
 * every record read starts with it, and drizzle would otherwise walk the same two dozen fragments on each call
 * (~90 µs of CPU for the holdings' summary, issue 20). Only fragments without bound values are pre-rendered; a
 * projection that carries one is built on every call, as before.
 */
function selectFrom(resource: ResourceDefinition, fields: readonly ResourceField[]): SQL {
  let byFields = prefixes.get(resource);
  if (!byFields) {
    byFields = new WeakMap();
    prefixes.set(resource, byFields);
  }
  let prefix = byFields.get(fields);
  if (!prefix) {
    const built = sql`SELECT ${selectList(resource, fields)} FROM ${resource.from}`;
    const rendered = dialect.sqlToQuery(built);
    prefix = rendered.params.length === 0 ? sql.raw(rendered.sql) : built;
    byFields.set(fields, prefix);
  }
  return prefix;
}

/** Turns a raw driver value into its JSON form for the field's type. */
function decode(field: ResourceField, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  switch (field.type) {
    case 'DATETIME':
      if (raw instanceof Date) return raw.toISOString();
      return typeof raw === 'string' ? new Date(raw).toISOString() : null;
    case 'NUMBER':
    case 'CURRENCY':
      return typeof raw === 'number' ? raw : Number(raw);
    case 'POINT':
    case 'GEOMETRY':
      return typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    case 'DATE':
      // Selected as text (YYYY-MM-DD), so no driver turns the day into a local-midnight Date.
      return raw instanceof Date ? raw.toISOString().slice(0, 10) : raw;
    case 'BOOLEAN':
    case 'STRING':
    case 'TEXT':
    case 'HREF':
    case 'OPTION':
    case 'ENUM':
    case 'MULTIOPTION':
    case 'ENUM_LIST':
    case 'LIST':
    case 'ANNEX_LIST':
    case 'DOCUMENT':
    case 'TEMPLATE_DOCUMENT':
      return raw;
  }
}

/** The dot path of each field, split once per field list rather than once per row. */
const splitPaths = new WeakMap<readonly ResourceField[], string[][]>();

function pathsOf(fields: readonly ResourceField[]): string[][] {
  let paths = splitPaths.get(fields);
  if (!paths) {
    paths = fields.map((f) => f.path.split('.'));
    splitPaths.set(fields, paths);
  }
  return paths;
}

/** Builds a nested record from a row of {@link selectList}. */
function toRecord(fields: readonly ResourceField[], row: Record<string, unknown>): ResourceRecord {
  const record: ResourceRecord = {};
  const paths = pathsOf(fields);
  fields.forEach((f, i) => {
    const parts = paths[i] ?? [f.path];
    let target = record;
    for (let p = 0; p < parts.length - 1; p++) {
      const part = parts[p] as string;
      const next = target[part];
      if (next !== null && typeof next === 'object') target = next as ResourceRecord;
      else {
        const created: ResourceRecord = {};
        target[part] = created;
        target = created;
      }
    }
    target[parts[parts.length - 1] ?? f.path] = decode(f, row[`f${i}`]);
  });
  return record;
}

/** The id of a row of {@link selectList}. */
function idOf(row: Record<string, unknown>): number {
  return Number(row[ID_ALIAS]);
}

/** The (capped) count of a list: exact up to the cap; `totalCapped` when there are more. */
export interface CountResult {
  totalElements: number;
  totalCapped: boolean;
}

/** One page of rows, LIMIT/OFFSET, in `order`: the list's critical path, nothing else. */
export async function loadRows(
  db: Database,
  source: RowSource,
  fields: readonly ResourceField[],
  order: SQL,
  page: { number: number; size: number },
): Promise<ResourceRecord[]> {
  const { resource } = source;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`${selectFrom(resource, fields)} WHERE ${whereOf(source.conditions)}
        ORDER BY ${order} LIMIT ${page.size} OFFSET ${page.number * page.size}`,
  );
  return rows.map((r) => toRecord(fields, r));
}

/**
 * The count capped at `cap`: `count(*)` over a sub-select limited to cap + 1 rows, so no call scans more than
 * that many matches to count them (docs/api.md "Listas genéricas").
 */
export async function countRows(
  db: Database,
  source: RowSource,
  cap: number = COUNT_CAP,
): Promise<CountResult> {
  const counted = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${source.resource.from} WHERE ${whereOf(source.conditions)}
        LIMIT ${cap + 1}) s`,
  );
  const count = Number(counted[0]?.n ?? 0);
  return { totalElements: Math.min(count, cap), totalCapped: count > cap };
}

/**
 * Exact counts of several subsets of one list in one scan: the rows of `base` (a list's visibility), each count
 * under its own conditions (`count(*) FILTER (WHERE …)`), by key. Início's cards, each the count of a list.
 */
export async function countEach(
  db: Database,
  resource: ResourceDefinition,
  base: readonly SQL[],
  subsets: readonly CountSubset[],
): Promise<Record<string, number>> {
  if (subsets.length === 0) return {};
  const [row] = await queryRows<Record<string, number | string>>(
    db,
    sql`SELECT ${countColumns(subsets)} FROM ${resource.from} WHERE ${whereOf(base)}`,
  );
  return countsOf(subsets, row);
}

/**
 * {@link countEach} for each value of `by` among the rows (e.g. the week a record was created): one scan, one
 * row per value that has rows.
 */
export async function countEachBy(
  db: Database,
  resource: ResourceDefinition,
  base: readonly SQL[],
  subsets: readonly CountSubset[],
  by: SQL,
): Promise<Map<string, Record<string, number>>> {
  const rows = await queryRows<Record<string, number | string>>(
    db,
    sql`SELECT ${by} AS valor, ${countColumns(subsets)} FROM ${resource.countFrom ?? resource.from}
      WHERE ${whereOf(base)} GROUP BY 1`,
  );
  return new Map(rows.map((row) => [String(row.valor), countsOf(subsets, row)]));
}

/** A subset counted by {@link countEach}: its key in the answer and its conditions beyond the base. */
export interface CountSubset {
  key: string;
  conditions: readonly SQL[];
}

function countColumns(subsets: readonly CountSubset[]): SQL {
  return sql.join(
    subsets.map(
      (s, i) => sql`count(*) FILTER (WHERE ${whereOf(s.conditions)}) AS ${sql.identifier(`c${i}`)}`,
    ),
    sql`, `,
  );
}

function countsOf(
  subsets: readonly CountSubset[],
  row: Record<string, number | string> | undefined,
): Record<string, number> {
  return Object.fromEntries(subsets.map((s, i) => [s.key, Number(row?.[`c${i}`] ?? 0)]));
}

/** One page and the capped count, run concurrently (each on its own pooled connection on PostgreSQL). */
export async function loadPage(
  db: Database,
  source: RowSource,
  fields: readonly ResourceField[],
  order: SQL,
  page: { number: number; size: number },
  cap: number = COUNT_CAP,
): Promise<PageResult> {
  const [records, count] = await Promise.all([
    loadRows(db, source, fields, order, page),
    countRows(db, source, cap),
  ]);
  return { records, ...count };
}

/** The first visible row matching `key` (null when none): a record, or 404 for the caller. */
export async function loadOne(
  db: Database | Tx,
  source: RowSource,
  fields: readonly ResourceField[],
  key: SQL,
): Promise<ResourceRecord | null> {
  const { resource } = source;
  const rows = await queryRowsPrepared<Record<string, unknown>>(
    db,
    sql`${selectFrom(resource, fields)}
        WHERE ${whereOf([...source.conditions, key])} ORDER BY ${resource.id} LIMIT 1`,
  );
  const row = rows[0];
  return row ? toRecord(fields, row) : null;
}

/** The decoded values of a row of {@link selectList}, in the order of `fields`. */
export type RowValues = readonly unknown[];

/** One batch of {@link loadBatches}: the rows' values, and the id to continue after (null: nothing more). */
export interface Batch {
  values: RowValues[];
  next: number | null;
}

/** Most fields a batch reads as one JSON array per row (`json_build_array` takes at most 100 arguments). */
const JSON_BATCH_MAX_FIELDS = 99;

/**
 * The first `size` matching rows in id order after id `after` (null: from the start), as flat value lists (no
 * nested records): an export reads them by field index, and a million rows allocate less. The rows come as one
 * JSON array of arrays (when the fields fit in one `json_build_array`): `JSON.parse` reads it several times faster
 * than the driver's field-by-field parsing of as many rows — most of an export's time in this process.
 */
export async function loadBatch(
  db: Database | Tx,
  source: RowSource,
  fields: readonly ResourceField[],
  after: number | null,
  size: number,
): Promise<Batch> {
  const { resource } = source;
  const from: SQL[] = after === null ? [] : [sql`${resource.id} > ${after}`];
  const page = sql`${selectFrom(resource, fields)}
      WHERE ${whereOf([...source.conditions, ...from])} ORDER BY ${resource.id} ASC LIMIT ${size}`;
  const next = (count: number, lastId: unknown) => (count === size ? Number(lastId) : null);
  if (fields.length <= JSON_BATCH_MAX_FIELDS) {
    const columns = sql.raw([...fields.map((_, i) => `p."f${i}"`), `p."${ID_ALIAS}"`].join(', '));
    const [answer] = await queryRows<{ rows: unknown[][] }>(
      db,
      sql`SELECT coalesce(json_agg(json_build_array(${columns}) ORDER BY p."${sql.raw(ID_ALIAS)}"), '[]') AS rows
            FROM (${page}) p`,
    );
    const rows = answer?.rows ?? [];
    return {
      values: rows.map((r) => fields.map((f, i) => decode(f, r[i]))),
      next: next(rows.length, rows[rows.length - 1]?.[fields.length]),
    };
  }
  const aliases = fields.map((_, i) => `f${i}`);
  const rows = await queryRows<Record<string, unknown>>(db, page);
  const lastRow = rows[rows.length - 1];
  return {
    values: rows.map((r) => fields.map((f, i) => decode(f, r[aliases[i] as string]))),
    next: next(rows.length, lastRow ? idOf(lastRow) : null),
  };
}

/**
 * Every matching row in id order, `batchSize` at a time by keyset (`id > last`): memory stays flat, it works
 * the same on PGlite and PostgreSQL, and no transaction is held open between batches.
 */
export async function* loadBatches(
  db: Database,
  source: RowSource,
  fields: readonly ResourceField[],
  batchSize = 1000,
): AsyncGenerator<RowValues[]> {
  let after: number | null = null;
  do {
    const batch = await loadBatch(db, source, fields, after, batchSize);
    if (batch.values.length > 0) yield batch.values;
    after = batch.next;
  } while (after !== null);
}

/**
 * Reads one item ahead of the consumer: while it works on an item (an export writing a batch), the next is
 * already being fetched (the database works on the other core).
 */
export async function* readAhead<T>(source: AsyncGenerator<T>): AsyncGenerator<T> {
  let next = source.next();
  try {
    for (;;) {
      const current = await next;
      if (current.done) return;
      next = source.next();
      // A consumer that stops early never awaits this one: its failure must not surface as unhandled.
      next.catch(() => undefined);
      yield current.value;
    }
  } finally {
    await source.return(undefined).catch(() => undefined);
  }
}
