import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Tx } from '../db/client.ts';
import { ReferenceDataError } from './dataset-file.reader.ts';

/** How many rows a write added and how many it changed. */
export interface WriteCounts {
  inserted: number;
  updated: number;
}

function columnOf<T extends PgTable>(table: T, key: string): PgColumn {
  const column = (getTableColumns(table) as Record<string, PgColumn | undefined>)[key];
  if (!column) throw new Error(`A tabela ${getTableName(table)} não tem a coluna ${key}.`);
  return column;
}

// A serial column's type as a value (json_to_recordset's column list names types, and serial is not one).
const SERIAL_VALUE_TYPE: Record<string, string> = {
  serial: 'integer',
  bigserial: 'bigint',
  smallserial: 'smallint',
};

/** The column's SQL type, as json_to_recordset's column definition list wants it. */
function valueType(column: PgColumn): string {
  const type = column.getSQLType();
  return SERIAL_VALUE_TYPE[type] ?? type;
}

/** A value as it goes into the JSON document: what drizzle would bind, except json(b), which stays a value. */
function jsonValue(column: PgColumn, value: unknown): unknown {
  if (value === null) return null;
  return column.dataType === 'json' ? value : column.mapToDriverValue(value);
}

/** The columns the rows give, the same for every row (a row without one would need its DEFAULT: not supported). */
function inputColumns<T extends PgTable>(
  table: T,
  rows: PgInsertValue<T>[],
): { key: string; column: PgColumn }[] {
  const first = rows[0] as Record<string, unknown>;
  const keys = Object.keys(first).filter((key) => first[key] !== undefined);
  for (const row of rows as Record<string, unknown>[]) {
    const given = Object.keys(row).filter((key) => row[key] !== undefined);
    if (given.length !== keys.length || !keys.every((key) => row[key] !== undefined))
      throw new Error(`upsertRows ${getTableName(table)}: todas as linhas têm de dar as mesmas colunas.`);
  }
  return keys.map((key) => ({ key, column: columnOf(table, key) }));
}

/**
 * Inserts or updates `rows` in one statement, whatever their number: the rows travel as one JSON parameter that
 * `json_to_recordset` turns back into typed columns (`INSERT … SELECT`, in the rows' order, so ids follow the
 * file), instead of one bound parameter per value, which costs a round trip per few hundred rows and drizzle's
 * per-value work. ON CONFLICT (target) DO UPDATE sets the `update` columns only where a value differs, so a second
 * run with the same data writes nothing; `xmax = 0` tells a fresh row from an updated one, and only the two counts
 * come back. Every other column given is written when the row is inserted and never after: callers leave
 * `assumed` and `ativo` (an administrator's review in Gerir must survive the next start) out of `update`.
 * Each row must give the same columns; the target must not repeat within `rows`. A table administered in Gerir
 * (with a `version` column) keeps a row an administrator changed (version > 0) as they left it.
 */
export async function upsertRows<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: PgInsertValue<T>[],
  target: PgColumn[],
  update: (keyof T['$inferInsert'] & string)[],
): Promise<WriteCounts> {
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  const tableName = sql.identifier(getTableName(table));
  const columns = inputColumns(table, rows);
  const payload = JSON.stringify(
    (rows as Record<string, unknown>[]).map((row) => {
      const out: Record<string, unknown> = {};
      for (const { key, column } of columns) out[column.name] = jsonValue(column, row[key]);
      return out;
    }),
  );
  const names = sql.join(
    columns.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const definitions = sql.join(
    columns.map(({ column }) => sql`${sql.identifier(column.name)} ${sql.raw(valueType(column))}`),
    sql`, `,
  );
  const selected = sql.join(
    columns.map(({ column }) => sql`r.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const conflict = sql.join(
    target.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const updated = update.map((key) => sql.identifier(columnOf(table, key).name));
  // A row an administrator changed in Gerir (version > 0) is theirs: the files no longer update it.
  const edited = 'version' in getTableColumns(table) ? sql`${tableName}.version = 0 AND` : sql``;
  const onConflict: SQL =
    updated.length === 0
      ? sql`DO NOTHING`
      : sql`DO UPDATE SET ${sql.join(
          updated.map((c) => sql`${c} = excluded.${c}`),
          sql`, `,
        )}
          WHERE ${edited} ROW(${sql.join(
            updated.map((c) => sql`${tableName}.${c}`),
            sql`, `,
          )}) IS DISTINCT FROM ROW(${sql.join(
            updated.map((c) => sql`excluded.${c}`),
            sql`, `,
          )})`;
  const [counts] = await queryRows<WriteCounts>(
    tx,
    sql`WITH written AS (
          INSERT INTO ${tableName} (${names})
          SELECT ${selected}
          FROM ROWS FROM (json_to_recordset(${payload}::json) AS (${definitions})) WITH ORDINALITY AS r(${names}, seed_row_ord)
          ORDER BY r.seed_row_ord
          ON CONFLICT (${conflict}) ${onConflict}
          RETURNING (xmax = 0) AS inserted)
        SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated
        FROM written`,
  );
  return counts ?? { inserted: 0, updated: 0 };
}

/** Maps each code of a reference table to its id. */
export async function idsByCode(
  tx: Tx,
  table: PgTable & { id: PgColumn; codigo: PgColumn },
): Promise<Map<string, number>> {
  const rows = (await tx.select({ id: table.id, codigo: table.codigo }).from(table)) as {
    id: number;
    codigo: string;
  }[];
  return new Map(rows.map((r) => [r.codigo, r.id]));
}

/** The id of a code just written by the same seed: missing means a bug, not bad data. */
export function idOf(ids: Map<string, number>, code: string, what: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`${what} "${code}" não foi gravado.`);
  return id;
}

/**
 * Resolves codes that point to another table. When that table is empty its dataset was never seeded (file
 * missing), so the relation is left out and filled by a later run; a code absent from a seeded table is an
 * error in the file.
 */
export function codeResolver(
  file: string,
  what: string,
  ids: Map<string, number>,
): (code: string, context: string) => number | null {
  return (code, context) => {
    if (ids.size === 0) return null;
    const id = ids.get(code);
    if (id === undefined) throw new ReferenceDataError(file, `${context}: ${what} "${code}" desconhecido`);
    return id;
  };
}

/** Keeps the rows whose foreign keys all resolved. */
export function resolved<T extends Record<string, unknown>>(rows: (T | null)[]): T[] {
  return rows.filter((r): r is T => r !== null);
}
