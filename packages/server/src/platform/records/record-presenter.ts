import { sql } from 'drizzle-orm';
import { computePermissoes, type Actor } from '@sigsa/domain/workflow/workflow';
import type { Database, Tx } from '../../db/client.ts';
import { notFound } from '../http/errors.ts';
import { AUDIT_STAMP } from './audit.ts';
import { link } from '../http/hal.ts';
import { loadOne, type ResourceRecord } from '../resources/list-query.ts';
import { present } from '../resources/resource.routes.ts';
import type { ResourceDefinition, VisibilityContext } from '../resources/resource.types.ts';
import { partPath } from './documents.parts.ts';
import type { RecordType } from './record-type.ts';

/** The actor a visibility context describes (the caller, under the role of the call). */
export function actorOf(ctx: VisibilityContext): Actor | null {
  if (!ctx.role) return null;
  return {
    userId: ctx.userId,
    username: ctx.username,
    role: ctx.role,
    level: ctx.level ?? undefined,
    laboratorioId: ctx.laboratorioId ?? null,
  };
}

/**
 * The addresses of a record's part attachment sets (`documents.parts.ts`): a record part's as a link of the
 * record, named after the part; each row of a child-list part gets `_links.documentosAnexos`. Clients follow
 * these rather than build the paths.
 */
function withPartLinks(
  type: RecordType,
  record: ResourceRecord,
  id: number,
): [ResourceRecord, Record<string, { href: string }>] {
  const links: Record<string, { href: string }> = {};
  let decorated = record;
  for (const part of type.documentParts ?? []) {
    if (!part.rows) {
      links[part.name] = link(partPath(type, part, id));
      continue;
    }
    const rows = record[part.name];
    if (!Array.isArray(rows)) continue;
    decorated = {
      ...decorated,
      [part.name]: rows.map((row: unknown) =>
        row !== null && typeof row === 'object' && 'id' in row && typeof row.id === 'number'
          ? { ...row, _links: { documentosAnexos: link(partPath(type, part, id, row.id)) } }
          : row,
      ),
    };
  }
  return [decorated, links];
}

/**
 * A record's `permissoes` and the links of its comments, attachments (its own and its parts'), history (spec
 * 000 §7.2, §7.4) and linked records (`ligacoes`, ours).
 */
export function decorateRecord<S extends string>(
  type: RecordType<S>,
  record: ResourceRecord,
  ctx: VisibilityContext,
): ResourceRecord {
  const actor = actorOf(ctx);
  const id = typeof record.id === 'number' ? record.id : Number(record.id);
  const base = `${type.entity}/${id}`;
  const [withLinks, partLinks] = withPartLinks(type, type.redact ? type.redact(record, ctx) : record, id);
  return {
    ...withLinks,
    ...(actor ? { permissoes: computePermissoes(type.workflow, actor, type.factsOf(record)) } : {}),
    _links: {
      comentarios: link(`${base}/comentarios`),
      documentosAnexos: link(`${base}/anexos/documentosAnexos`),
      ...partLinks,
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
