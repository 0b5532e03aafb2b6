import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_ID } from '@sigsa/domain/validation/zod-messages';
import { ARCHIVED_REFERENCE_MESSAGE } from '@sigsa/domain/admin/admin-registry';
import type { Database, Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { link } from '../http/hal.ts';
import {
  ifMatchVersion,
  linkedIds,
  mediaType,
  URI_LIST,
  URI_LIST_MESSAGES,
} from '../records/associations.ts';
import { writeAdminAudit } from './admin-audit.ts';
import {
  addLinks,
  readAdminRow,
  referenceProblems,
  replaceLinks,
  type AdminRow,
  type AdminTables,
} from './admin-store.ts';
import type { AdminTable } from './admin-table.ts';
import type { SecretBox } from './secret-box.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import {
  adminActor,
  archiveAdminRow,
  confirmAdminRow,
  createAdminRow,
  deleteAdminRow,
  saveAdminRow,
} from './admin-writes.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
const childParams = idParams.extend({ childId: z.coerce.number().int().positive().max(MAX_ID) });
const query = z.object({ role: z.string().max(64).optional() });
const body = z.record(z.string(), z.unknown());
const versionBody = z.object({ version: z.number().int().min(0).nullish() }).nullish();

/** A row as the API answers it: its fields, id, version, flags and self link (HAL). */
export function presentAdminRow(table: AdminTable, row: AdminRow) {
  return {
    ...row.fields,
    id: row.id,
    version: row.version,
    arquivado: row.arquivado,
    assumed: row.assumed,
    _links: { self: link(`${table.descriptor.entity}/${row.id}`) },
  };
}

/**
 * The writes of every administered entity (issue 13), derived from its descriptor: `POST {entity}`,
 * `PATCH {entity}/{id}` (the version it saw), `DELETE {entity}/{id}` (unused rows), `POST {entity}/{id}/arquivar|
 * desarquivar|confirmar`, and per `multisearch` field the spec's associations (000 §7.2): `PUT` (replace) and
 * `PATCH` (add) `{entity}/{id}/{field}` in `text/uri-list`, `DELETE {entity}/{id}/{field}/{childId}`. Each in one
 * transaction with its audit row. Read-only entities get none: their writes answer 405.
 */
export function adminRoutes(deps: {
  db: Database;
  tables: AdminTables;
  secrets: SecretBox;
}): FastifyPluginAsyncZod {
  const { db, tables, secrets } = deps;
  return async (app) => {
    app.addContentTypeParser(URI_LIST, { parseAs: 'string', bodyLimit: 65_536 }, (_request, text, done) =>
      done(null, text),
    );
    for (const table of tables.values()) {
      const { descriptor } = table;
      if (descriptor.readOnly) continue;
      const base = `/${descriptor.entity}`;
      const tags = ['Gerir'];
      const present = (row: AdminRow) => presentAdminRow(table, row);

      app.post(
        base,
        { schema: { tags, summary: `${descriptor.title}: criar`, querystring: query, body } },
        async (request, reply) =>
          reply
            .status(201)
            .send(present(await createAdminRow(db, tables, table, request.auth, request.body, secrets))),
      );
      app.patch(
        `${base}/:id`,
        {
          schema: {
            tags,
            summary: `${descriptor.title}: alterar`,
            params: idParams,
            querystring: query,
            body,
          },
        },
        async (request) =>
          present(
            await saveAdminRow(db, tables, table, request.auth, request.params.id, request.body, secrets),
          ),
      );
      app.delete(
        `${base}/:id`,
        { schema: { tags, summary: `${descriptor.title}: remover`, params: idParams, querystring: query } },
        async (request, reply) => {
          await deleteAdminRow(db, tables, table, request.auth, request.params.id, ifMatchVersion(request));
          return reply.status(204).send();
        },
      );
      for (const operation of ['arquivar', 'desarquivar'] as const)
        app.post(
          `${base}/:id/${operation}`,
          {
            schema: {
              tags,
              summary: `${descriptor.title}: ${operation}`,
              params: idParams,
              querystring: query,
              body: versionBody,
            },
          },
          async (request) =>
            present(
              await archiveAdminRow(
                {
                  db,
                  tables,
                  table,
                  auth: request.auth,
                  id: request.params.id,
                  version: request.body?.version,
                },
                operation === 'arquivar',
              ),
            ),
        );
      app.post(
        `${base}/:id/confirmar`,
        {
          schema: {
            tags,
            summary: `${descriptor.title}: confirmar`,
            params: idParams,
            querystring: query,
            body: versionBody,
          },
        },
        async (request) =>
          present(
            await confirmAdminRow({
              db,
              tables,
              table,
              auth: request.auth,
              id: request.params.id,
              version: request.body?.version,
            }),
          ),
      );

      for (const field of descriptor.fields) {
        if (field.input !== 'multisearch') continue;
        const target = tables.get(field.repository ?? '');
        if (!target) continue;
        /** One association write: lock, version (If-Match), targets, links, version bump, audit. */
        const associate = async (
          auth: RequestAuth | null,
          id: number,
          version: number | null,
          write: (tx: Tx) => Promise<void>,
          operacao: 'associar' | 'desassociar',
        ) => {
          const actor = adminActor(auth);
          return db.transaction(async (tx) => {
            const before = await readAdminRow(tx, tables, table, id, true);
            if (!before) throw notFound();
            if (version !== null && version !== before.version) throw conflict();
            await write(tx);
            await tx.execute(
              sql`UPDATE ${sql.identifier(table.table)} SET version = version + 1 WHERE id = ${id}`,
            );
            const after = await readAdminRow(tx, tables, table, id);
            await writeAdminAudit(tx, table, id, operacao, actor, before, after);
            return after;
          });
        };
        const linkTargets = async (tx: Tx, ids: readonly number[]) => {
          const { unknown, archived } = await referenceProblems(tx, target, ids);
          const message =
            unknown.length > 0
              ? URI_LIST_MESSAGES.address(target.descriptor.entity)
              : ARCHIVED_REFERENCE_MESSAGE;
          if (unknown.length > 0 || archived.length > 0)
            throw badRequest(message, [{ field: field.key, message }]);
        };
        for (const method of ['PUT', 'PATCH'] as const)
          app.route({
            method,
            url: `${base}/:id/${field.key}`,
            schema: {
              tags,
              summary: `${descriptor.title}: ${method === 'PUT' ? 'substitui' : 'acrescenta'} ${field.label} (text/uri-list)`,
              params: idParams,
              querystring: query,
            },
            handler: async (request, reply) => {
              if (mediaType(request) !== URI_LIST) throw badRequest(URI_LIST_MESSAGES.contentType);
              const ids = linkedIds(
                typeof request.body === 'string' ? request.body : '',
                target.descriptor.entity,
              );
              const { id } = request.params;
              await associate(
                request.auth,
                id,
                ifMatchVersion(request),
                async (tx) => {
                  await linkTargets(tx, ids);
                  if (method === 'PUT') await replaceLinks(tx, table, field, id, ids);
                  else await addLinks(tx, table, field, id, ids);
                },
                'associar',
              );
              return reply.status(204).send();
            },
          });
        app.delete(
          `${base}/:id/${field.key}/:childId`,
          {
            schema: {
              tags,
              summary: `${descriptor.title}: retira um elemento de ${field.label}`,
              params: childParams,
              querystring: query,
            },
          },
          async (request, reply) => {
            const { id, childId } = request.params;
            await associate(
              request.auth,
              id,
              ifMatchVersion(request),
              async (tx) => {
                const before = await readAdminRow(tx, tables, table, id);
                const linked = ((before?.fields[field.key] as { id: number }[] | undefined) ?? []).map(
                  (ref) => ref.id,
                );
                if (!linked.includes(childId)) throw notFound();
                await replaceLinks(
                  tx,
                  table,
                  field,
                  id,
                  linked.filter((linkedId) => linkedId !== childId),
                );
              },
              'desassociar',
            );
            return reply.status(204).send();
          },
        );
      }
    }
  };
}
