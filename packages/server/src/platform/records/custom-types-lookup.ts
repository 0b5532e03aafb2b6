import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

/** A value-list entry as a save's checks read it. */
export interface CustomTypeFound {
  id: number;
  categoria: string;
  codigo: string;
  /** The entry asks for free text (`extra.requerObservacao`: a reason "Outro"). */
  requer: boolean;
}

/** What a save learns of the value lists its body names. */
export interface CustomTypesLookup {
  byId: ReadonlyMap<number, CustomTypeFound>;
  /** Ids of the coded categories' entries, by `CATEGORIA:codigo` (bodies carry codes for these). */
  codeIds: ReadonlyMap<string, number>;
  /** True when `value` (or none) is an entry of `categoria`. */
  isOf: (value: number | null, categoria: string) => boolean;
  /** True when every one of `values` is an entry of `categoria`. */
  allOf: (values: readonly number[], categoria: string) => boolean;
}

/**
 * The custom types a body names by id (`ids`, nulls ignored) and every entry of the categories it names by code
 * (`coded`), in one query: what a record type's `resolve` checks references and codes against.
 */
export async function lookupCustomTypes(
  tx: Tx,
  ids: readonly (number | null)[],
  coded: readonly string[],
): Promise<CustomTypesLookup> {
  const wanted = [...new Set(ids.filter((v): v is number => v !== null))];
  const types = await queryRows<CustomTypeFound>(
    tx,
    sql`SELECT id, categoria, codigo, coalesce((extra->>'requerObservacao')::boolean, false) AS requer
          FROM custom_types
         WHERE id = ANY(${sql.param(wanted)}::int[]) OR categoria = ANY(${sql.param([...coded])}::text[])`,
  );
  const byId = new Map(types.map((t) => [Number(t.id), t]));
  const codeIds = new Map(
    types.filter((t) => coded.includes(t.categoria)).map((t) => [`${t.categoria}:${t.codigo}`, Number(t.id)]),
  );
  const isOf = (value: number | null, categoria: string) =>
    value === null || byId.get(value)?.categoria === categoria;
  return { byId, codeIds, isOf, allOf: (values, categoria) => values.every((v) => isOf(v, categoria)) };
}
