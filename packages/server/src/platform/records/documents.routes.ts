import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import { MAX_TITLE_LENGTH } from '../files/file-name.ts';
import type { FileStore } from '../files/file-store.ts';
import { copyDocument } from './documents.copy.ts';
import { commentOwner, recordOwner, type AttachmentOwner } from './documents.owner.ts';
import type { RecordDocumentPart } from './documents.parts.ts';
import { downloadDocument, listDocuments } from './documents.read.ts';
import { removeDocument, uploadDocument } from './documents.write.ts';
import type { RecordType } from './record-type.ts';

const MAX_ID = 2_147_483_647;
const id = z.coerce.number().int().positive().max(MAX_ID);
const recordParams = z.object({ id });
const recordDocParams = z.object({ id, docId: id });
const rowParams = z.object({ id, rowId: id });
const rowDocParams = z.object({ id, rowId: id, docId: id });
const commentParams = z.object({ commentId: id });
const commentDocParams = z.object({ commentId: id, docId: id });
const roleQuery = z.object({ role: z.string().max(64).optional() });
const titleQuery = z.object({
  role: z.string().max(64).optional(),
  titulo: z
    .string()
    .max(MAX_TITLE_LENGTH, `O título não pode ter mais de ${MAX_TITLE_LENGTH} caracteres.`)
    .optional(),
});

/**
 * Documents (spec 000 §4.1, §7.4; 001 §7): a record's attachments under `{entity}/{id}/anexos/documentosAnexos`
 * and a comment's under `comentarios/{id}/anexos/anexos` — list, upload (multipart field `file`), download and
 * `{id}/delete`, plus `copiar/{id}` into a record's. Bytes go to `store` under server-made keys, rows to
 * `documentos`. Seeing a file follows seeing its record (and its comment); changing a record's attachments
 * needs GUARDAR, a comment's is for its author only. A record type's parts (`documentParts`: a lab result, the
 * rows of a child list) have their own sets, under `{entity}/{id}/anexos/{part}` and
 * `{entity}/{id}/{list}/{rowId}/anexos/documentosAnexos`, with the record's rules.
 */
export function documentRoutes(deps: {
  db: Database;
  types: readonly RecordType[];
  store: FileStore;
  maxBytes: number;
}): FastifyPluginAsyncZod {
  const { db, types, maxBytes } = deps;
  const typesByEntity = new Map(types.map((type) => [type.entity, type]));

  return async (app) => {
    // Scoped to these routes: nowhere else accepts multipart bodies.
    await app.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20, fieldSize: 4096, headerPairs: 200 },
    });

    /**
     * A part's attachments (`documents.parts.ts`): list, upload, download and delete, as a record's own; a
     * child-list part's under each row.
     */
    const partRoutes = (
      app: Parameters<FastifyPluginAsyncZod>[0],
      type: RecordType,
      part: RecordDocumentPart,
    ) => {
      const tags = [type.label];
      const what = `${type.label}: anexos de ${part.name}`;
      const route = part.rows
        ? `/${type.entity}/:id/${part.name}/:rowId/anexos/documentosAnexos`
        : `/${type.entity}/:id/anexos/${part.name}`;
      const params = part.rows ? rowParams : recordParams;
      const docParams = part.rows ? rowDocParams : recordDocParams;
      const ownerOf = (request: {
        auth: RequestAuth | null;
        params: { id: number; rowId?: number };
      }): Promise<AttachmentOwner> =>
        recordOwner(db, type, request.auth, request.params.id, { part, rowId: request.params.rowId ?? null });
      app.get(route, { schema: { tags, summary: what, params, querystring: roleQuery } }, async (request) =>
        listDocuments(db, await ownerOf(request)),
      );
      app.post(
        route,
        {
          schema: {
            tags,
            summary: `${what}: anexa um documento (multipart, campo "file"; GUARDAR)`,
            params,
            querystring: titleQuery,
          },
        },
        async (request, reply) =>
          uploadDocument(deps, await ownerOf(request), request, reply, request.query.titulo),
      );
      app.get(
        `${route}/:docId`,
        {
          schema: {
            tags,
            summary: `${what}: descarrega um anexo`,
            params: docParams,
            querystring: roleQuery,
          },
        },
        async (request, reply) => downloadDocument(deps, await ownerOf(request), reply, request.params.docId),
      );
      app.delete(
        `${route}/:docId/delete`,
        {
          schema: {
            tags,
            summary: `${what}: remove um anexo (GUARDAR)`,
            params: docParams,
            querystring: roleQuery,
          },
        },
        async (request, reply) =>
          removeDocument(deps, await ownerOf(request), request, reply, request.params.docId),
      );
      app.post(
        `${route}/copiar/:docId`,
        {
          schema: {
            tags,
            summary: `${what}: copia para aqui um documento do registo (GUARDAR)`,
            params: docParams,
            querystring: titleQuery,
          },
        },
        async (request, reply) =>
          copyDocument(
            deps,
            await ownerOf(request),
            request,
            reply,
            request.params.docId,
            request.query.titulo,
          ),
      );
    };

    for (const type of types) {
      const tags = [type.label];
      const route = `/${type.entity}/:id/anexos/documentosAnexos`;
      app.get(
        route,
        { schema: { tags, summary: `${type.label}: anexos`, params: recordParams, querystring: roleQuery } },
        async (request) => listDocuments(db, await recordOwner(db, type, request.auth, request.params.id)),
      );
      app.post(
        route,
        {
          schema: {
            tags,
            summary: `${type.label}: anexa um documento (multipart, campo "file"; GUARDAR)`,
            params: recordParams,
            querystring: titleQuery,
          },
        },
        async (request, reply) => {
          const owner = await recordOwner(db, type, request.auth, request.params.id);
          return uploadDocument(deps, owner, request, reply, request.query.titulo);
        },
      );
      app.get(
        `${route}/:docId`,
        {
          schema: {
            tags,
            summary: `${type.label}: descarrega um anexo`,
            params: recordDocParams,
            querystring: roleQuery,
          },
        },
        async (request, reply) => {
          const owner = await recordOwner(db, type, request.auth, request.params.id);
          return downloadDocument(deps, owner, reply, request.params.docId);
        },
      );
      app.delete(
        `${route}/:docId/delete`,
        {
          schema: {
            tags,
            summary: `${type.label}: remove um anexo (GUARDAR)`,
            params: recordDocParams,
            querystring: roleQuery,
          },
        },
        async (request, reply) => {
          const owner = await recordOwner(db, type, request.auth, request.params.id);
          return removeDocument(deps, owner, request, reply, request.params.docId);
        },
      );
      app.post(
        `${route}/copiar/:docId`,
        {
          schema: {
            tags,
            summary: `${type.label}: copia para os anexos um documento do registo ou de um comentário (GUARDAR)`,
            params: recordDocParams,
            querystring: titleQuery,
          },
        },
        async (request, reply) => {
          const owner = await recordOwner(db, type, request.auth, request.params.id);
          return copyDocument(deps, owner, request, reply, request.params.docId, request.query.titulo);
        },
      );
      for (const part of type.documentParts ?? []) partRoutes(app, type, part);
    }

    const tags = ['Comentários'];
    const route = '/comentarios/:commentId/anexos/anexos';
    const ownerOf = (request: { auth: RequestAuth | null; params: { commentId: number } }) =>
      commentOwner(db, typesByEntity, request.auth, request.params.commentId);
    app.get(
      route,
      { schema: { tags, summary: 'Anexos de um comentário', params: commentParams, querystring: roleQuery } },
      async (request) => listDocuments(db, await ownerOf(request)),
    );
    app.post(
      route,
      {
        schema: {
          tags,
          summary: 'Anexa um documento a um comentário (só o autor; multipart, campo "file")',
          params: commentParams,
          querystring: titleQuery,
        },
      },
      async (request, reply) =>
        uploadDocument(deps, await ownerOf(request), request, reply, request.query.titulo),
    );
    app.get(
      `${route}/:docId`,
      {
        schema: {
          tags,
          summary: 'Descarrega um anexo de um comentário',
          params: commentDocParams,
          querystring: roleQuery,
        },
      },
      async (request, reply) => downloadDocument(deps, await ownerOf(request), reply, request.params.docId),
    );
    app.post(
      `${route}/copiar/:docId`,
      {
        schema: {
          tags,
          summary: 'Copia para os anexos de um comentário um documento do mesmo registo (só o autor)',
          params: commentDocParams,
          querystring: titleQuery,
        },
      },
      async (request, reply) =>
        copyDocument(
          deps,
          await ownerOf(request),
          request,
          reply,
          request.params.docId,
          request.query.titulo,
        ),
    );
    app.delete(
      `${route}/:docId/delete`,
      {
        schema: {
          tags,
          summary: 'Remove um anexo de um comentário (só o autor)',
          params: commentDocParams,
          querystring: roleQuery,
        },
      },
      async (request, reply) =>
        removeDocument(deps, await ownerOf(request), request, reply, request.params.docId),
    );
  };
}
