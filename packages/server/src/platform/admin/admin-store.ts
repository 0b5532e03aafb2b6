import { sql, type SQL } from 'drizzle-orm';
import type { AdminField } from '@sigsa/domain/admin/admin-entity';
import type { AdminValues } from '@sigsa/domain/admin/admin-schema';
import { queryRows, type Tx } from '../../db/client.ts';
import { latLon } from '../geo/location-columns.ts';
import { archivedExpr, columnOf, linkOf, referenceJson, type AdminTable } from './admin-table.ts';

/** Finds the table of an administered entity by its API path (the registry's). */
export type AdminTables = ReadonlyMap<string, AdminTable>;

/**
 * A stored row as Gerir shows and audits it: its fields with references as `{id, nome}` (lists of them for
 * `multisearch`), plus id, version, archived and assumed. Secret fields are never read.
 */
export interface AdminRow {
  id: number;
  version: number;
  arquivado: boolean;
  assumed: boolean;
  fields: AdminValues;
}

function targetOf(tables: AdminTables, field: AdminField): AdminTable {
  const target = tables.get(field.repository ?? '');
  if (!target) throw new Error(`${field.key}: repositório ${field.repository ?? '?'} sem tabela.`);
  return target;
}

/** The SQL of one field's shown value for the row aliased `alias`. */
export function fieldExpr(tables: AdminTables, table: AdminTable, field: AdminField, alias = 't'): SQL {
  switch (field.input) {
    case 'search':
      return referenceJson(targetOf(tables, field), sql.raw(`${alias}.${columnOf(table, field)}`));
    case 'multisearch': {
      const link = linkOf(table, field);
      const target = targetOf(tables, field);
      return sql`(SELECT coalesce(json_agg(${referenceJson(target, sql.raw(`adm_l.${link.target}`))}
                   ORDER BY adm_l.${sql.raw(link.target)}), '[]'::json)
                 FROM ${sql.identifier(link.table)} adm_l WHERE adm_l.${sql.raw(link.owner)} = ${sql.raw(alias)}.id)`;
    }
    case 'text':
    case 'textarea':
    case 'color':
    case 'date':
    case 'datetime':
    case 'integer':
    case 'number':
    case 'boolean':
    case 'option':
    case 'multioption':
      return sql.raw(`${alias}.${columnOf(table, field)}`);
    case 'location':
      return latLon(sql.raw(`${alias}.${columnOf(table, field)}`));
    case 'file':
      throw new Error(`${table.table}.${field.key}: Gerir não guarda ficheiros num campo.`);
  }
}

/** The SELECT list giving one JSON object per row of `table` (aliased `t`) in the {@link AdminRow} shape. */
export function adminRowJson(tables: AdminTables, table: AdminTable): SQL {
  const pairs = table.descriptor.fields
    .filter((field) => !field.secret)
    .map((field) => sql`${field.key}::text, ${fieldExpr(tables, table, field)}`);
  return sql`json_build_object('id', t.id, 'version', t.version, 'arquivado', ${archivedExpr(table, 't')},
      'assumed', ${table.assumed === false ? sql`false` : sql`t.assumed`},
      'fields', json_build_object(${sql.join(pairs, sql`, `)}))`;
}

/** The row `id` of `table`, locked for update when `lock`; null when there is none. */
export async function readAdminRow(
  tx: Tx,
  tables: AdminTables,
  table: AdminTable,
  id: number,
  lock = false,
): Promise<AdminRow | null> {
  const rows = await queryRows<{ row: AdminRow }>(
    tx,
    sql`SELECT ${adminRowJson(tables, table)} AS row FROM ${sql.identifier(table.table)} t
        WHERE t.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return rows[0]?.row ?? null;
}

/** A shown row's fields as the API takes them: references by id. */
export function inputValues(table: AdminTable, fields: AdminValues): AdminValues {
  const values: AdminValues = {};
  for (const field of table.descriptor.fields) {
    const value = fields[field.key];
    if (field.input === 'search') values[field.key] = (value as { id: number } | null)?.id ?? null;
    else if (field.input === 'multisearch')
      values[field.key] = ((value as { id: number }[] | null) ?? []).map((ref) => ref.id);
    else values[field.key] = value ?? null;
  }
  return values;
}

/**
 * A value bound for its column: text arrays from a JSON list, points from `{ latitude, longitude }`; a blank as
 * the column's DEFAULT (an order left
 * empty is 0, a text left empty is null), so that a field the form may leave blank never breaks a NOT NULL.
 */
function bound(field: AdminField, value: unknown): SQL {
  if (field.input === 'multioption')
    return sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(value ?? [])}::jsonb))`;
  if (value === null || value === undefined) return sql`DEFAULT`;
  if (field.input === 'location') {
    const { latitude, longitude } = value as { latitude: number; longitude: number };
    return sql`ST_SetSRID(ST_MakePoint(${longitude}::float8, ${latitude}::float8), 4326)`;
  }
  return sql`${value}`;
}

function scalarFields(table: AdminTable, values: AdminValues, only?: ReadonlySet<string>) {
  return table.descriptor.fields
    .filter((field) => field.input !== 'multisearch' && (!only || only.has(field.key)))
    .map((field) => ({ column: columnOf(table, field), value: bound(field, values[field.key]) }));
}

function derivedColumns(table: AdminTable, values: AdminValues) {
  return Object.entries(table.derived?.(values) ?? {}).map(([column, value]) => ({
    column,
    value: sql`${value ?? null}`,
  }));
}

/** Inserts a row of parsed `values` and its links; answers its id. */
export async function insertAdminRow(tx: Tx, table: AdminTable, values: AdminValues): Promise<number> {
  const assignments = [...scalarFields(table, values), ...derivedColumns(table, values)];
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO ${sql.identifier(table.table)} (${sql.join(
      assignments.map((a) => sql.identifier(a.column)),
      sql`, `,
    )}) VALUES (${sql.join(
      assignments.map((a) => a.value),
      sql`, `,
    )}) RETURNING id`,
  );
  if (!row) throw new Error(`${table.table}: a inserção não devolveu o id.`);
  await writeLinks(tx, table, row.id, values);
  return row.id;
}

/** Writes the parsed `values` over row `id` (fields in `changed` only), bumping its version. */
export async function updateAdminRow(
  tx: Tx,
  table: AdminTable,
  id: number,
  values: AdminValues,
  changed: ReadonlySet<string>,
): Promise<void> {
  const assignments = [...scalarFields(table, values, changed), ...derivedColumns(table, values)];
  await tx.execute(
    sql`UPDATE ${sql.identifier(table.table)} SET ${sql.join(
      [...assignments.map((a) => sql`${sql.identifier(a.column)} = ${a.value}`), sql`version = version + 1`],
      sql`, `,
    )} WHERE id = ${id}`,
  );
  await writeLinks(tx, table, id, values, changed);
}

/** Replaces the link rows of each `multisearch` field (of `only`, when given) with the values' ids. */
async function writeLinks(
  tx: Tx,
  table: AdminTable,
  id: number,
  values: AdminValues,
  only?: ReadonlySet<string>,
): Promise<void> {
  for (const field of table.descriptor.fields) {
    if (field.input !== 'multisearch' || (only && !only.has(field.key))) continue;
    await replaceLinks(tx, table, field, id, (values[field.key] as number[] | undefined) ?? []);
  }
}

/** Sets the links of `field` of row `id` to exactly `ids`. */
export async function replaceLinks(
  tx: Tx,
  table: AdminTable,
  field: AdminField,
  id: number,
  ids: readonly number[],
): Promise<void> {
  const link = linkOf(table, field);
  await tx.execute(
    sql`DELETE FROM ${sql.identifier(link.table)} WHERE ${sql.identifier(link.owner)} = ${id}`,
  );
  await addLinks(tx, table, field, id, ids);
}

/** Adds links of `field` of row `id` to `ids` (those it has are kept). */
export async function addLinks(
  tx: Tx,
  table: AdminTable,
  field: AdminField,
  id: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const link = linkOf(table, field);
  await tx.execute(
    sql`INSERT INTO ${sql.identifier(link.table)} (${sql.identifier(link.owner)}, ${sql.identifier(link.target)})
        SELECT ${id}, x::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) AS x
        ON CONFLICT DO NOTHING`,
  );
}

/** The ids among `ids` with no row in `target`, and those archived there. */
export async function referenceProblems(
  tx: Tx,
  target: AdminTable,
  ids: readonly number[],
): Promise<{ unknown: number[]; archived: number[] }> {
  if (ids.length === 0) return { unknown: [], archived: [] };
  const rows = await queryRows<{ id: number; archived: boolean }>(
    tx,
    sql`SELECT t.id, ${archivedExpr(target, 't')} AS archived FROM ${sql.identifier(target.table)} t
        WHERE t.id IN (SELECT x::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) AS x)`,
  );
  const found = new Map(rows.map((row) => [row.id, row.archived]));
  return {
    unknown: ids.filter((id) => !found.has(id)),
    archived: ids.filter((id) => found.get(id) === true),
  };
}
