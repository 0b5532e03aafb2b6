import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import { documentos } from '../../db/schema/records.ts';
import type { RecordType } from './record-type.ts';

/**
 * A set of attachments hanging from a part of a record rather than from the record itself (issue 12: "Documents
 * gain child owners"): the files of a notification's lab result, the attachments of each declaration row. Same
 * routes, rules and storage as the record's own (`documents.*.ts`); each part keeps its files apart.
 *
 * Stored in `documentos` with `entidade` = `{record entity}/{part}` and `registo_id` = the owner's id: the
 * record's for a part of the record, the row's for a part that is a child list. The record's own documents stay
 * `entidade` = `{record entity}` and are never mixed with a part's.
 */
export interface RecordDocumentPart {
  /** Path segment and name, e.g. `resultadosLaboratoriais`, or a child list, e.g. `declaracoesAnimais`. */
  name: string;
  /**
   * A child list: its table, with the row's id column and the column naming the record. The part's routes are
   * then `{entity}/{id}/{name}/{rowId}/anexos/documentosAnexos`; otherwise `{entity}/{id}/anexos/{name}`.
   */
  rows?: { table: SQL; id: SQL; record: SQL };
  /**
   * When the part takes files, over the record type's `resource.from` (e.g. only with a lab test done); always
   * when absent. Files of a part that closes are removed by the save that closes it.
   */
  open?: SQL;
  /** The 409 of an upload to a closed part. */
  closedMessage?: string;
}

/** A child list whose rows carry attachments: table `table`, rows naming their record in column `owner`. */
export function rowsDocumentPart(name: string, table: string, owner: string): RecordDocumentPart {
  return { name, rows: { table: sql.raw(table), id: sql`id`, record: sql.raw(owner) } };
}

/** The `entidade` of a part's documents. */
export function partEntidade(type: RecordType, part: RecordDocumentPart): string {
  return `${type.entity}/${part.name}`;
}

/**
 * Every document of record `id`, wherever it hangs: the record's own and its comments' (`entidade` = the type),
 * each record part's, and those of the rows of each child-list part. What a copy into any of its sets may take.
 */
export function documentsOfRecord(type: RecordType, id: number): SQL {
  const branches = [sql`(${documentos.entidade} = ${type.entity} AND ${documentos.registoId} = ${id})`];
  for (const part of type.documentParts ?? []) {
    const entidade = partEntidade(type, part);
    const owners = part.rows
      ? sql`IN (SELECT ${part.rows.id} FROM ${part.rows.table} WHERE ${part.rows.record} = ${id})`
      : sql`= ${id}`;
    branches.push(sql`(${documentos.entidade} = ${entidade} AND ${documentos.registoId} ${owners})`);
  }
  return sql`(${sql.join(branches, sql` OR `)})`;
}

/** The address of a part's set of record `id` (`rowId`: the row of a child-list part). */
export function partPath(type: RecordType, part: RecordDocumentPart, id: number, rowId?: number): string {
  return part.rows
    ? `${type.entity}/${id}/${part.name}/${rowId ?? 0}/anexos/documentosAnexos`
    : `${type.entity}/${id}/anexos/${part.name}`;
}

/** Whether the part of record `id` takes files now ({@link RecordDocumentPart.open}). */
export async function isPartOpen(
  db: Database | Tx,
  type: RecordType,
  part: RecordDocumentPart,
  id: number,
): Promise<boolean> {
  if (!part.open) return true;
  const [row] = await queryRows<{ open: boolean | null }>(
    db,
    sql`SELECT (${part.open}) AS open FROM ${type.resource.from} WHERE ${type.resource.id} = ${id}`,
  );
  return row?.open === true;
}

/** Whether `rowId` is a row of record `id` in the part's child list. */
export async function isRowOf(
  db: Database | Tx,
  part: RecordDocumentPart,
  id: number,
  rowId: number,
): Promise<boolean> {
  if (!part.rows) return false;
  const { table, id: rowColumn, record } = part.rows;
  const rows = await queryRows<{ found: number }>(
    db,
    sql`SELECT 1 AS found FROM ${table} WHERE ${rowColumn} = ${rowId} AND ${record} = ${id}`,
  );
  return rows.length > 0;
}

/** The ids of record `id`'s rows in each child-list part, before a save replaces them. */
export type PartRows = ReadonlyMap<string, readonly number[]>;

/** The rows of each child-list part of record `id` now (see {@link pruneParts}). */
export async function partRows(tx: Tx, type: RecordType, id: number): Promise<PartRows> {
  const found = new Map<string, number[]>();
  for (const part of type.documentParts ?? []) {
    if (!part.rows) continue;
    const { table, id: rowColumn, record } = part.rows;
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`SELECT ${rowColumn} AS id FROM ${table} WHERE ${record} = ${id}`,
    );
    found.set(
      part.name,
      rows.map((row) => Number(row.id)),
    );
  }
  return found;
}

/**
 * After a save of record `id`: removes the documents whose owner is gone — of the rows the save dropped
 * (`before` holds the rows it started with) and of the parts it closed — and answers their file keys, for the
 * caller to delete once the transaction has committed (never a row without its bytes).
 */
export async function pruneParts(tx: Tx, type: RecordType, id: number, before: PartRows): Promise<string[]> {
  const keys: string[] = [];
  const after = await partRows(tx, type, id);
  for (const part of type.documentParts ?? []) {
    const entidade = partEntidade(type, part);
    let owners: number[] = [];
    if (part.rows) {
      const kept = new Set(after.get(part.name) ?? []);
      owners = (before.get(part.name) ?? []).filter((rowId) => !kept.has(rowId));
    } else if (!(await isPartOpen(tx, type, part, id))) {
      owners = [id];
    }
    if (owners.length === 0) continue;
    const removed = await tx
      .delete(documentos)
      .where(and(eq(documentos.entidade, entidade), inArray(documentos.registoId, owners)))
      .returning({ chave: documentos.chave });
    keys.push(...removed.map((row) => row.chave));
  }
  return keys;
}
