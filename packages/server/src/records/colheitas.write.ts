import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CalendarDate } from '@sigsa/domain/validation/dates';
import type { Actor } from '@sigsa/domain/workflow/workflow';
import { queryRows, type Tx } from '../db/client.ts';
import type { RecordInput, RecordStore, WriteContext } from '../platform/records/record-store.ts';
import type { ColheitaTipo } from './colheitas.tipo.ts';

// How every collection type writes its own row and the exam it names (001 §3.1, §3.2, §7; issue 16): the type
// says which columns a body sets and writes its rows; the insert, the save and the exam link are the same.

/** A column of the collection's own row and its value (a primitive, or SQL such as a point). */
export type ColheitaColumn = readonly [column: string, value: unknown];

/**
 * What every collection body carries besides the type's own fields (001 §3.1, §3.2). Not the internal code: it is
 * the laboratory's (001 §6 REGISTAR_ANALISES), written by `guardarResultados` alone, and a requester's create or
 * save keeps the stored one (none, on a new collection), as it keeps the results.
 */
export interface ColheitaBody extends RecordInput {
  responsavelColheita: number;
  tipoControlo: number;
  data: string;
  exameClinicoNecropsia: number | null;
}

/** What every collection's `resolve` finds: the diagnostic laboratory named by code (none in a wild draft). */
export interface ColheitaResolved {
  laboratorioId: number | null;
}

/** A collection type's part of its store: the body, its references, its own columns and its rows. */
export interface ColheitaStoreHooks<I extends ColheitaBody, R extends ColheitaResolved> {
  tipo: ColheitaTipo;
  schema: (today: () => CalendarDate) => z.ZodType<I>;
  resolve: (tx: Tx, input: I, context: WriteContext) => Promise<R>;
  /** The columns of the type's own fields a body sets. */
  columns: (input: I, resolved: R) => readonly ColheitaColumn[];
  /** Writes the rows of a save (`replace`: the old ones go first). */
  rows: (tx: Tx, id: number, input: I, resolved: R, replace: boolean) => Promise<void>;
}

/** The columns a body sets: those every collection has, then the type's own. */
function columnsOf<I extends ColheitaBody, R extends ColheitaResolved>(
  hooks: ColheitaStoreHooks<I, R>,
  input: I,
  resolved: R,
): ColheitaColumn[] {
  return [
    ['data', input.data],
    ['responsavel_colheita_id', input.responsavelColheita],
    ['tipo_controlo_id', input.tipoControlo],
    ['laboratorio_id', resolved.laboratorioId],
    ...hooks.columns(input, resolved),
  ];
}

/** The column names and their values of a write. */
function split(columns: readonly ColheitaColumn[]) {
  return {
    names: sql.raw(columns.map(([name]) => name).join(', ')),
    values: sql.join(
      columns.map(([, value]) => sql`${value}`),
      sql`, `,
    ),
    set: sql.join(
      columns.map(([name, value]) => sql`${sql.raw(name)} = ${value}`),
      sql`, `,
    ),
  };
}

/** Replaces the exam a collection names (at most one, `<prefix>_exames`). */
async function writeExame(tx: Tx, prefix: string, id: number, exame: number | null, replace: boolean) {
  const table = sql.raw(`${prefix}_exames`);
  if (replace) await tx.execute(sql`DELETE FROM ${table} WHERE colheita_id = ${id}`);
  if (exame !== null)
    await tx.execute(sql`INSERT INTO ${table} (colheita_id, exame_id) VALUES (${id}, ${exame})`);
}

/**
 * A collection type's store (the create / save pipeline's hooks): a new collection is inserted in one statement
 * with its number and columns, a save writes its columns and moves its version on; both then write the exam link
 * and the type's rows.
 */
export function colheitaStore<I extends ColheitaBody, R extends ColheitaResolved>(
  hooks: ColheitaStoreHooks<I, R>,
): RecordStore<I, R> {
  const { table, prefix } = hooks.tipo;
  return {
    schema: hooks.schema,
    resolve: hooks.resolve,
    insert: async (tx, input, resolved, numbering, actor: Actor) => {
      const { names, values } = split(columnsOf(hooks, input, resolved));
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO ${sql.raw(table)} (serie_id, numero_serie, created_by, updated_by, ${names})
            VALUES (${numbering?.serieId ?? null}, ${numbering?.numeroSerie ?? null}, ${actor.username},
              ${actor.username}, ${values})
            RETURNING id`,
      );
      if (!row) throw new Error(`${table}: a inserção não devolveu o id.`);
      const id = Number(row.id);
      await writeExame(tx, prefix, id, input.exameClinicoNecropsia, false);
      await hooks.rows(tx, id, input, resolved, false);
      return id;
    },
    update: async (tx, id, input, resolved, actor) => {
      const { set } = split(columnsOf(hooks, input, resolved));
      await tx.execute(
        sql`UPDATE ${sql.raw(table)} SET ${set}, version = version + 1, updated_by = ${actor.username}, updated_on = now()
            WHERE id = ${id}`,
      );
      await writeExame(tx, prefix, id, input.exameClinicoNecropsia, true);
      await hooks.rows(tx, id, input, resolved, true);
    },
  };
}

/**
 * True when the exam a body names is one the writer may see (none named: true). One the writer cannot see is
 * refused as unknown (issue 16 "Bad input").
 */
export async function exameVisivel(tx: Tx, context: WriteContext, exame: number | null): Promise<boolean> {
  if (exame === null) return true;
  const [found] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM exames_clinicos_necropsias WHERE id = ${exame}`,
  );
  return found !== undefined && (await context.visible('examesClinicosNecropsias', [exame])).has(exame);
}
