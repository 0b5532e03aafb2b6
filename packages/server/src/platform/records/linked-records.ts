import { sql, type SQL } from 'drizzle-orm';
import type { LinkedRecord, LinkedRecordsAnswer } from '@sigsa/domain/records/ligacoes';
import { queryRowsPrepared, type Database, type Tx } from '../../db/client.ts';
import { link } from '../http/hal.ts';
import type { ResourceDefinition, VisibilityContext } from '../resources/resource.types.ts';
import { numeroSerieOf, type RecordRelation, type RecordType } from './record-type.ts';

/** Most linked records of one relation a call lists (oldest first); a record links to a handful in practice. */
export const MAX_LINKED_RECORDS = 1000;

/** One direction of a declared relation, as a record of one type reads it. */
export interface LinkView {
  /** Key in `_embedded`: the relation's name, or its `back.name` read from the target. */
  name: string;
  /** pt-PT label of the group. */
  label: string;
  /** The record type on the other side. */
  other: RecordType;
  /** The ids of the other side's records linked to record `id`. */
  ids(id: number): SQL;
  readable(ctx: VisibilityContext): boolean;
}

function forward(relation: RecordRelation, other: RecordType): LinkView {
  return {
    name: relation.name,
    label: relation.label,
    other,
    ids: (id) => sql`SELECT l.destino FROM (${relation.links}) l WHERE l.origem = ${id}`,
    readable: (ctx) => relation.readable?.(ctx) ?? true,
  };
}

function back(relation: RecordRelation, other: RecordType): LinkView {
  return {
    name: relation.back.name,
    label: relation.back.label,
    other,
    ids: (id) => sql`SELECT l.origem FROM (${relation.links}) l WHERE l.destino = ${id}`,
    readable: (ctx) => relation.readable?.(ctx) ?? true,
  };
}

/**
 * What a record of `type` reads as linked: its own relations, then those of every type (itself included) that
 * target it, read back; in declaration order. A relation naming an unknown target, or two groups of one type
 * under one name, is a programming error and throws when the routes are built.
 */
export function linkViews(type: RecordType, types: readonly RecordType[]): LinkView[] {
  const byEntity = new Map(types.map((t) => [t.entity, t]));
  const views: LinkView[] = [];
  for (const relation of type.relations ?? []) {
    const target = byEntity.get(relation.target);
    if (!target) throw new Error(`${type.entity}.${relation.name}: no record type ${relation.target}`);
    views.push(forward(relation, target));
  }
  for (const source of types)
    for (const relation of source.relations ?? [])
      if (relation.target === type.entity) views.push(back(relation, source));
  const names = views.map((v) => v.name);
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated !== undefined) throw new Error(`${type.entity}: two linked-record groups named ${repeated}`);
  return views;
}

/**
 * The records linked to record `id` (which the caller has been shown to see), per readable view: only those the
 * caller may see under the other type's own visibility rule (`contextOn` null: the caller's role may not consult
 * that type at all, and sees none of its records). An invisible linked record is left out without a trace — no
 * number, no count (docs/decisions.md "Registos ligados"). One statement for every group.
 */
export async function linkedRecords(
  db: Database | Tx,
  type: RecordType,
  views: readonly LinkView[],
  id: number,
  ctx: VisibilityContext,
  contextOn: (resource: ResourceDefinition) => VisibilityContext | null,
): Promise<LinkedRecordsAnswer> {
  const readable = views.filter((view) => view.readable(ctx));
  const groups: Record<string, LinkedRecord[]> = Object.fromEntries(readable.map((v) => [v.name, []]));
  const selects = readable.flatMap((view, index) => {
    const other = view.other;
    const otherCtx = contextOn(other.resource);
    if (!otherCtx) return [];
    const visibility = other.resource.visibility(otherCtx);
    return [
      sql`(SELECT ${index}::int AS grupo, ${other.resource.id} AS id, ${numeroSerieOf(other)} AS "numeroSerie",
                  ${other.estado} AS estado, ${other.arquivado} AS arquivado,
                  (${other.dataReferencia})::text AS data
             FROM ${other.resource.from}
            WHERE ${other.resource.id} IN (${view.ids(id)}) ${visibility ? sql`AND (${visibility})` : sql``}
            ORDER BY ${other.resource.id}
            LIMIT ${MAX_LINKED_RECORDS})`,
    ];
  });
  // The record's own day, as group -1: the timeline's step of the record asked about.
  const own = sql`(SELECT -1 AS grupo, ${type.resource.id} AS id, NULL::text AS "numeroSerie", NULL::text AS estado,
      false AS arquivado, (${type.dataReferencia})::text AS data
    FROM ${type.resource.from} WHERE ${type.resource.id} = ${id})`;
  let data: string | null = null;
  {
    const rows = await queryRowsPrepared<{
      grupo: number;
      id: number;
      numeroSerie: string | null;
      estado: string;
      arquivado: boolean;
      data: string | null;
    }>(db, sql.join([own, ...selects], sql` UNION ALL `));
    for (const row of rows) {
      if (Number(row.grupo) === -1) {
        data = row.data;
        continue;
      }
      const view = readable[Number(row.grupo)];
      if (!view) continue;
      const linkedId = Number(row.id);
      groups[view.name]?.push({
        id: linkedId,
        numeroSerie: row.numeroSerie,
        estado: row.estado,
        arquivado: row.arquivado === true,
        tipo: view.other.entity,
        rotaDetalhe: view.other.detailRoute(linkedId),
        data: row.data,
        _links: { self: link(`${view.other.entity}/${linkedId}`) },
      });
    }
    // UNION ALL keeps no order across its branches: each group oldest first.
    for (const list of Object.values(groups)) list.sort((a, b) => a.id - b.id);
  }
  return {
    data,
    relacoes: readable.map((v) => ({ nome: v.name, label: v.label, tipo: v.other.entity })),
    _embedded: groups,
    _links: { self: link(`${type.entity}/${id}/ligacoes`) },
  };
}
