import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/client.ts';
import { badRequest } from '../http/errors.ts';
import { actorFor } from './operation-runner.ts';
import type { RecordType } from './record-type.ts';
import { auditSave, lockForSave } from './save-pipeline.ts';

/**
 * A to-one link of a record that `PUT`/`PATCH {entity}/{id}/{name}` sets from a `text/uri-list` body (spec 000
 * §7.2: "PATCH/PUT with content type text/uri-list associate records").
 */
export interface RecordAssociation {
  /** Entity the URI must address: `/api/<target>/<id>`. */
  target: string;
  /** Column of the record's own table that holds the target's id. */
  column: SQL;
  /** A query answering one row when the target `id` exists and may be linked (e.g. an enabled user). */
  linkable(id: number): SQL;
  /** The 400 message when it does not (the save's own words for the same field). */
  unknownMessage: string;
}

export const URI_LIST = 'text/uri-list';
const MAX_ID = 2_147_483_647;
const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
const query = z.object({ role: z.string().max(64).optional() });

export const URI_LIST_MESSAGES = {
  one: 'Indique um único endereço (text/uri-list) para esta associação.',
  contentType: 'Tipo de conteúdo não suportado: esta associação recebe text/uri-list.',
  address: (target: string) => `Endereço inválido: esperava-se /api/${target}/{id}.`,
} as const;

/**
 * The URIs of a `text/uri-list` body (RFC 2483: one per line, `#` lines are comments), as ids of rows of
 * `target`: absolute or relative, template parts (`{?projection}`) and queries ignored. 400 for any other line.
 */
export function linkedIds(body: string, target: string): number[] {
  const uris = body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const wrong = () =>
    badRequest(URI_LIST_MESSAGES.address(target), [
      { field: 'uri', message: URI_LIST_MESSAGES.address(target) },
    ]);
  return uris.map((uri) => {
    let path: string;
    try {
      path = new URL(uri.replace(/\{[^}]*\}$/, ''), 'http://localhost').pathname;
    } catch {
      throw wrong();
    }
    const match = new RegExp(`^/api/${target}/(\\d{1,10})$`).exec(path);
    const id = Number(match?.[1]);
    if (!match || !Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw wrong();
    return id;
  });
}

/** The one URI of a `text/uri-list` body (see {@link linkedIds}) as an id of `target`; 400 for none or several. */
export function linkedId(body: string, target: string): number {
  const ids = linkedIds(body, target);
  const [id] = ids;
  if (id === undefined || ids.length !== 1)
    throw badRequest(URI_LIST_MESSAGES.one, [{ field: 'uri', message: URI_LIST_MESSAGES.one }]);
  return id;
}

/** The media type of a body, without parameters, lower-cased. */
export function mediaType(request: FastifyRequest): string {
  return (
    String(request.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase() ?? ''
  );
}

/** The version an `If-Match` header names (`"3"`, `W/"3"` or `3`); null without one; 400 when unreadable. */
export function ifMatchVersion(request: FastifyRequest): number | null {
  const header = request.headers['if-match'];
  if (header === undefined || header === '*') return null;
  const match = /^(?:W\/)?"?(\d{1,10})"?$/.exec(String(header).trim());
  if (!match) throw badRequest('Cabeçalho If-Match inválido: esperava-se a versão do registo.');
  return Number(match[1]);
}

/**
 * `PUT` and `PATCH {entity}/{id}/{association}` of every record type that declares associations: in one
 * transaction, the visible record (404), the save rules (403 not the actor's to save, 409 state), the version of
 * `If-Match` (409), the target (400); then the link, the version bump and a `guardar` audit row. 204.
 */
export function associationRoutes(deps: {
  db: Database;
  types: readonly RecordType[];
}): FastifyPluginAsyncZod {
  const { db, types } = deps;
  return async (app) => {
    app.addContentTypeParser(URI_LIST, { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) =>
      done(null, body),
    );
    for (const type of types) {
      for (const [name, association] of Object.entries(type.associations ?? {})) {
        for (const method of ['PUT', 'PATCH'] as const) {
          app.route({
            method,
            url: `/${type.entity}/:id/${name}`,
            schema: {
              tags: [type.label],
              summary: `${type.label}: associa ${name} (text/uri-list)`,
              params: idParams,
              querystring: query,
            },
            handler: async (request, reply) => {
              if (mediaType(request) !== URI_LIST) throw badRequest(URI_LIST_MESSAGES.contentType);
              const targetId = linkedId(
                typeof request.body === 'string' ? request.body : '',
                association.target,
              );
              const version = ifMatchVersion(request);
              const { id } = request.params;
              const { actor, ctx } = await actorFor(db, type, request.auth);
              await db.transaction(async (tx) => {
                const record = await lockForSave(tx, type, id, ctx, actor, version);
                if ((await queryRows(tx, association.linkable(targetId))).length === 0)
                  throw badRequest(association.unknownMessage, [
                    { field: name, message: association.unknownMessage },
                  ]);
                await tx.execute(
                  sql`UPDATE ${type.table} SET ${association.column} = ${targetId}, version = version + 1,
                         updated_by = ${actor.username}, updated_on = now()
                       WHERE id = ${id}`,
                );
                await auditSave(tx, type, record, actor);
              });
              return reply.status(204).send();
            },
          });
        }
      }
    }
  };
}
