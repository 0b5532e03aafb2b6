import { sql } from 'drizzle-orm';
import { computePermissoes, type Actor } from '@sigsa/domain/workflow/workflow';
import type { Database, Tx } from '../../db/client.ts';
import { notFound } from '../http/errors.ts';
import { AUDIT_STAMP } from './audit.ts';
import { link } from '../http/hal.ts';
import { loadOne, type ResourceRecord } from '../resources/list-query.ts';
import { present } from '../resources/resource.routes.ts';
import type { ResourceDefinition, VisibilityContext } from '../resources/resource.types.ts';
import type { RecordType } from './record-type.ts';

/** The actor a visibility context describes (the caller, under the role of the call). */
export function actorOf(ctx: VisibilityContext): Actor | null {
  if (!ctx.role) return null;
  return { userId: ctx.userId, username: ctx.username, role: ctx.role, level: ctx.level ?? undefined };
}

/**
 * A record's `permissoes` and the links of its comments, attachments, history (spec 000 §7.2, §7.4) and linked
 * records (`ligacoes`, ours).
 */
export function decorateRecord<S extends string>(
  type: RecordType<S>,
  record: ResourceRecord,
  ctx: VisibilityContext,
): ResourceRecord {
  const actor = actorOf(ctx);
  const id = typeof record.id === 'number' ? record.id : Number(record.id);
  const base = `${type.entity}/${id}`;
  return {
    ...(type.redact ? type.redact(record, ctx) : record),
    ...(actor ? { permissoes: computePermissoes(type.workflow, actor, type.factsOf(record)) } : {}),
    _links: {
      comentarios: link(`${base}/comentarios`),
      documentosAnexos: link(`${base}/anexos/documentosAnexos`),
      historico: link(`${base}/historico`),
      ligacoes: link(`${base}/ligacoes`),
    },
  };
}

/**
 * The record type's resource with single records decorated, and its map (if it declares one) kept against the
 * audit log: what the resource registry lists.
 */
export function recordResource<S extends string>(type: RecordType<S>): ResourceDefinition {
  const { map } = type.resource;
  return {
    ...type.resource,
    decorate: (record, ctx) => decorateRecord(type, record, ctx),
    ...(map ? { map: { ...map, stamp: map.stamp ?? AUDIT_STAMP } } : {}),
  };
}

/** The projection a role loads records with when the call names none (spec 000 §6). */
export function defaultProjection(ctx: VisibilityContext): 'full' | 'fullMV' {
  return ctx.role === 'ROLE_SIGSA' || ctx.role === 'ROLE_LAB' ? 'full' : 'fullMV';
}

/** A visible record in a projection, decorated and with its links, as saves and operations answer it. */
export async function loadRecord<S extends string>(
  db: Database | Tx,
  type: RecordType<S>,
  id: number,
  ctx: VisibilityContext,
  projection: string | null,
): Promise<ResourceRecord> {
  const name =
    projection && Object.hasOwn(type.resource.projections, projection) ? projection : defaultProjection(ctx);
  const fields = type.resource.projections[name] ?? type.resource.projections.summary;
  const visibility = type.resource.visibility(ctx);
  const record = await loadOne(
    db,
    { resource: type.resource, conditions: visibility ? [visibility] : [] },
    fields,
    sql`${type.resource.id} = ${id}`,
  );
  if (!record) throw notFound();
  return present(type.resource, decorateRecord(type, record, ctx), true);
}
