import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import { ReferenceDataError } from './dataset-file.reader.ts';

// Rows per statement: far below PostgreSQL's 65535 bound parameters for our widest table, and few round trips.
const CHUNK_ROWS = 500;

/** How many rows a write added and how many it changed. */
export interface WriteCounts {
  inserted: number;
  updated: number;
}

/** Splits a list into chunks of at most `size` items. */
export function chunks<T>(items: T[], size = CHUNK_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function columnOf<T extends PgTable>(table: T, key: string): PgColumn {
  const column = (getTableColumns(table) as Record<string, PgColumn | undefined>)[key];
  if (!column) throw new Error(`A tabela ${getTableName(table)} não tem a coluna ${key}.`);
  return column;
}

/**
 * Multi-row INSERT … ON CONFLICT (target) DO UPDATE of the `update` columns, only where a value differs, so a
 * second run with the same data writes nothing. `xmax = 0` in RETURNING tells a fresh row from an updated one.
 * Callers leave out the columns an administrator owns once a row exists (`assumed`, `ativo`): a review done in
 * Gerir must survive the next start.
 */
export async function upsertRows<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: PgInsertValue<T>[],
  target: PgColumn[],
  update: (keyof T['$inferInsert'] & string)[],
): Promise<WriteCounts> {
  const tableName = getTableName(table);
  const columns = update.map((key) => ({ key, column: columnOf(table, key) }));
  const set: Record<string, SQL> = {};
  for (const { key, column } of columns) set[key] = sql`excluded.${sql.identifier(column.name)}`;
  const current = sql.join(
    columns.map(({ column }) => sql`${sql.identifier(tableName)}.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const incoming = sql.join(
    columns.map(({ column }) => sql`excluded.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const counts: WriteCounts = { inserted: 0, updated: 0 };
  for (const chunk of chunks(rows)) {
    const query =
      columns.length > 0
        ? tx
            .insert(table)
            .values(chunk)
            .onConflictDoUpdate({
              target,
              set,
              setWhere: sql`ROW(${current}) IS DISTINCT FROM ROW(${incoming})`,
            })
        : tx.insert(table).values(chunk).onConflictDoNothing({ target });
    const returned = (await query.returning({ inserted: sql<boolean>`(xmax = 0)` })) as {
      inserted: boolean;
    }[];
    for (const row of returned) {
      if (row.inserted) counts.inserted++;
      else counts.updated++;
    }
  }
  return counts;
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
