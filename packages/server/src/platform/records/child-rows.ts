import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

// A record's child tables, written the same way by every record type (notifications, clinical exams): lists of
// ids in the order sent, rows inserted in one statement over arrays keeping the ids of the record's own old rows,
// each row's multiple choices, and the old rows deleted first. The owner column names the record (`notificacao_id`).

/**
 * One column of an `unnest` insert: its name, its element type, its values. A `date` is ISO text; a `point` is
 * `{ latitude, longitude }` or null, sent as two arrays and stored as a WGS84 point.
 */
export type UnnestInput = readonly [
  name: string,
  type: 'int' | 'text' | 'boolean' | 'float8' | 'date' | 'point',
  values: readonly unknown[],
];

type Point = { latitude: number; longitude: number } | null | undefined;

/** The arrays sent for the inputs (a point as its latitudes and longitudes) and the expression of each column. */
function unnestOf(inputs: readonly UnnestInput[]) {
  const arrays: [name: string, type: string, values: readonly unknown[]][] = [];
  const targets: [column: string, expr: string][] = [];
  for (const [name, type, values] of inputs) {
    if (type !== 'point') {
      arrays.push([name, type, values]);
      targets.push([name, `l.${name}`]);
      continue;
    }
    const points = values as readonly Point[];
    arrays.push([`${name}_lat`, 'float8', points.map((p) => p?.latitude ?? null)]);
    arrays.push([`${name}_lon`, 'float8', points.map((p) => p?.longitude ?? null)]);
    targets.push([
      name,
      `CASE WHEN l.${name}_lat IS NULL THEN NULL ELSE ST_SetSRID(ST_MakePoint(l.${name}_lon, l.${name}_lat), 4326) END`,
    ]);
  }
  return { arrays, targets };
}

/** A row table's choices (signs, lesions, changes): `lists[i]` are the custom types of row `rowIds[i]`. */
export async function insertChoices(
  tx: Tx,
  table: string,
  rowIds: readonly number[],
  lists: readonly number[][],
): Promise<void> {
  const linhas: number[] = [];
  const tipos: number[] = [];
  const ordens: number[] = [];
  lists.forEach((list, i) =>
    list.forEach((tipo, o) => {
      linhas.push(rowIds[i] ?? 0);
      tipos.push(tipo);
      ordens.push(o + 1);
    }),
  );
  if (linhas.length === 0) return;
  await tx.execute(sql`
    INSERT INTO ${sql.raw(table)} (linha_id, custom_type_id, ordem)
    SELECT * FROM unnest(${sql.param(linhas)}::int[], ${sql.param(tipos)}::int[], ${sql.param(ordens)}::int[])`);
}

/** The writers of the child tables of a record type whose tables name the record in column `owner`. */
export function childRows(owner: string) {
  const ownerColumn = sql.raw(owner);
  const writers = {
    /** A record's list of ids (`<owner>`, `<column>`, `ordem`), in the order sent. */
    insertIdList: async (tx: Tx, table: string, column: string, id: number, values: readonly number[]) => {
      if (values.length === 0) return;
      await tx.execute(sql`
        INSERT INTO ${sql.raw(table)} (${ownerColumn}, ${sql.raw(column)}, ordem)
        SELECT ${id}, v, o FROM unnest(${sql.param(values)}::int[]) WITH ORDINALITY AS l(v, o)`);
    },

    /**
     * Inserts rows of a child table in one statement over arrays (`unnest`: a few parameters whatever the
     * number of rows), each in its position (`sequencia`); a row sent with the id of one of this record's old
     * rows keeps it, any other id is ignored. Answers the new ids in the rows' order.
     */
    insertRows: async (
      tx: Tx,
      table: string,
      recordId: number,
      rowIds: readonly (number | null)[],
      inputs: readonly UnnestInput[],
    ): Promise<number[]> => {
      if (rowIds.length === 0) return [];
      const { arrays, targets } = unnestOf(inputs);
      const rows = await queryRows<{ id: number; sequencia: number }>(
        tx,
        sql`INSERT INTO ${sql.raw(table)} (id, ${ownerColumn}, sequencia, ${sql.raw(targets.map(([c]) => c).join(', '))})
            SELECT coalesce(l.id, nextval(pg_get_serial_sequence(${table}, 'id'))), ${recordId}, l.sequencia,
                   ${sql.raw(targets.map(([, e]) => e).join(', '))}
              FROM unnest(${sql.param(rowIds)}::int[], ${sql.param(rowIds.map((_, i) => i + 1))}::int[],
                          ${sql.join(
                            arrays.map(([, type, values]) => sql`${sql.param(values)}::${sql.raw(type)}[]`),
                            sql`, `,
                          )})
                AS l(id, sequencia, ${sql.raw(arrays.map(([name]) => name).join(', '))})
            RETURNING id, sequencia`,
      );
      const bySequencia = new Map(rows.map((r) => [Number(r.sequencia), Number(r.id)]));
      return rowIds.map((_, i) => bySequencia.get(i + 1) ?? 0);
    },

    /**
     * Writes a child list of a save: on an existing record (`replace`) its old rows go first, and a row sent with
     * the id of one of them keeps it (once: a repeated id gets a new one); then every row is inserted. Answers
     * the rows' ids in their order.
     */
    replaceRows: async (
      tx: Tx,
      table: string,
      recordId: number,
      rows: readonly { id: number | null }[],
      inputs: readonly UnnestInput[],
      replace: boolean,
    ): Promise<number[]> => {
      const old = replace ? await writers.deleteRows(tx, table, recordId) : new Set<number>();
      const kept = rows.map(({ id }) => (id !== null && old.delete(id) ? id : null));
      return writers.insertRows(tx, table, recordId, kept, inputs);
    },

    /** The ids of a record's old rows in `table`, deleted (their choices go with them). */
    deleteRows: async (tx: Tx, table: string, id: number): Promise<Set<number>> => {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`DELETE FROM ${sql.raw(table)} WHERE ${ownerColumn} = ${id} RETURNING id`,
      );
      return new Set(rows.map((r) => Number(r.id)));
    },
  };
  return writers;
}
