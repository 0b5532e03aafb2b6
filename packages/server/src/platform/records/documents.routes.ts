import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { computePermissoes, type Actor } from '@sigsa/domain/workflow/workflow';
import type { Database, Tx } from '../../db/client.ts';
import { comentarios, documentos } from '../../db/schema/records.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { halPage, link, type HalPage } from '../http/hal.ts';
import { cleanTitle, MAX_TITLE_LENGTH } from '../files/file-name.ts';
import { FileNotFoundError, newFileKey, type FileStore } from '../files/file-store.ts';
import {
  CONTENT_MISSING_MESSAGE,
  discardFile,
  keepOrDiscard,
  receiveUpload,
  sendDocument,
} from '../files/upload.ts';
import { commentAttachmentPath, commentVisibleTo, visibleComment } from './comments.routes.ts';
import { actorFor, visibleRecord } from './operation-runner.ts';
import type { RecordType } from './record-type.ts';

/** Message of a document that does not exist here or that the caller may not see. */
export const DOCUMENT_NOT_FOUND = 'O documento não foi encontrado.';
/** 403 message of a change to a record's attachments without GUARDAR. */
export const RECORD_ATTACHMENTS_FORBIDDEN = 'Não tem permissões para alterar os anexos deste registo.';
/** 403 message of a change to a comment's attachments by someone other than its author. */
export const COMMENT_ATTACHMENTS_FORBIDDEN = 'Só o autor do comentário pode alterar os seus anexos.';

const MAX_ID = 2_147_483_647;
const id = z.coerce.number().int().positive().max(MAX_ID);
const recordParams = z.object({ id });
const recordDocParams = z.object({ id, docId: id });
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

/** A document as lists answer it. */
export interface DocumentAnswer {
  id: number;
  nome: string;
  titulo: string | null;
  tipoMime: string;
  tamanho: number;
  createdBy: string;
  createdOn: string;
  href: string;
}

/** What an upload or a copy answers: spec 000 §7.4's `href`, `nome`, `id`, with the stored title and type. */
export interface CreatedDocument {
  href: string;
  nome: string;
  id: number;
  titulo: string | null;
  tipoMime: string;
  tamanho: number;
}

const documentColumns = {
  id: documentos.id,
  chave: documentos.chave,
  nome: documentos.nome,
  titulo: documentos.titulo,
  tipoMime: documentos.tipoMime,
  tamanho: documentos.tamanho,
  comentarioId: documentos.comentarioId,
  createdBy: documentos.createdBy,
  createdOn: documentos.createdOn,
};

/**
 * Whose attachments a route works on — a record's own, or a comment's — once the caller is known to see them:
 * which rows are theirs, what a new row says, their paths, and who may change them.
 */
interface AttachmentOwner {
  actor: Actor;
  /** `_embedded` key of the list. */
  listKey: string;
  documents: SQL | undefined;
  values: { entidade: string; registoId: number; comentarioId: number | null };
  path(docId?: number): string;
  /** 403 unless the caller may add or remove attachments now; `lock` re-reads the record under lock. */
  checkChange(db: Database | Tx, lock: boolean): Promise<void>;
}

/**
 * Documents (spec 000 §4.1, §7.4; 001 §7): a record's attachments under `{entity}/{id}/anexos/documentosAnexos`
 * and a comment's under `comentarios/{id}/anexos/anexos` — list, upload (multipart field `file`), download and
 * `{id}/delete`, plus `copiar/{id}` into a record's. Bytes go to `store` under server-made keys, rows to
 * `documentos`. Seeing a file follows seeing its record (and its comment); changing a record's attachments
 * needs GUARDAR, a comment's is for its author only.
 */
export function documentRoutes(deps: {
  db: Database;
  types: readonly RecordType[];
  store: FileStore;
  maxBytes: number;
}): FastifyPluginAsyncZod {
  const { db, types, store, maxBytes } = deps;
  const typesByEntity = new Map(types.map((type) => [type.entity, type]));

  /** A record's own attachments; 404 when the caller cannot see the record. */
  async function recordOwner(type: RecordType, auth: RequestAuth | null, recordId: number) {
    const { actor, ctx } = await actorFor(db, type, auth);
    if (!(await visibleRecord(db, type, recordId, ctx, false))) throw notFound();
    const base = `${type.entity}/${recordId}/anexos/documentosAnexos`;
    const owner: AttachmentOwner = {
      actor,
      listKey: 'documentosAnexos',
      documents: and(
        eq(documentos.entidade, type.entity),
        eq(documentos.registoId, recordId),
        isNull(documentos.comentarioId),
      ),
      values: { entidade: type.entity, registoId: recordId, comentarioId: null },
      path: (docId) => (docId === undefined ? base : `${base}/${docId}`),
      async checkChange(tx, lock) {
        const record = await visibleRecord(tx, type, recordId, ctx, lock);
        if (!record) throw notFound();
        // Spec 001 §6: GUARDAR governs adding and removing what hangs from a record.
        if (!computePermissoes(type.workflow, actor, record).GUARDAR)
          throw forbidden(RECORD_ATTACHMENTS_FORBIDDEN);
      },
    };
    return owner;
  }

  /** A comment's attachments; 404 when the caller cannot see the comment. */
  async function commentOwner(auth: RequestAuth | null, commentId: number): Promise<AttachmentOwner> {
    const { actor, comment } = await visibleComment(db, typesByEntity, auth, commentId);
    return {
      actor,
      listKey: 'anexos',
      documents: eq(documentos.comentarioId, commentId),
      values: { entidade: comment.entidade, registoId: comment.registoId, comentarioId: comment.id },
      path: (docId) => commentAttachmentPath(commentId, docId),
      async checkChange() {
        if (comment.createdBy !== actor.username) throw forbidden(COMMENT_ATTACHMENTS_FORBIDDEN);
      },
    };
  }

  async function list(owner: AttachmentOwner): Promise<HalPage<DocumentAnswer>> {
    const rows = await db
      .select(documentColumns)
      .from(documentos)
      .where(owner.documents)
      .orderBy(asc(documentos.createdOn), asc(documentos.id));
    const items = rows.map((row) => ({
      id: row.id,
      nome: row.nome,
      titulo: row.titulo,
      tipoMime: row.tipoMime,
      tamanho: row.tamanho,
      createdBy: row.createdBy,
      createdOn: new Date(row.createdOn).toISOString(),
      href: link(owner.path(row.id)).href,
    }));
    const page = { number: 0, size: items.length, totalElements: items.length };
    return halPage(owner.listKey, items, page, owner.path());
  }

  /** Records a stored file as the owner's, after checking again, under lock, that the caller may. */
  async function record(
    owner: AttachmentOwner,
    file: { key: string; nome: string; tipoMime: string; size: number },
    titulo: string | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<CreatedDocument> {
    const row = await keepOrDiscard(store, file.key, request.log, () =>
      db.transaction(async (tx) => {
        // The record may have changed state while the file was arriving.
        await owner.checkChange(tx, true);
        const [inserted] = await tx
          .insert(documentos)
          .values({
            ...owner.values,
            chave: file.key,
            nome: file.nome,
            titulo,
            tipoMime: file.tipoMime,
            tamanho: file.size,
            createdBy: owner.actor.username,
          })
          .returning({ id: documentos.id });
        if (!inserted) throw new Error('document not inserted');
        return inserted;
      }),
    );
    void reply.status(201);
    const href = link(owner.path(row.id)).href;
    return { href, nome: file.nome, id: row.id, titulo, tipoMime: file.tipoMime, tamanho: file.size };
  }

  async function upload(
    owner: AttachmentOwner,
    request: FastifyRequest,
    reply: FastifyReply,
    rawTitle: string | undefined,
  ): Promise<CreatedDocument> {
    // Checked before reading the body, so a refused upload stores nothing.
    await owner.checkChange(db, false);
    const file = await receiveUpload(request, store, maxBytes);
    return record(owner, file, cleanTitle(rawTitle), request, reply);
  }

  async function download(owner: AttachmentOwner, reply: FastifyReply, docId: number) {
    const [doc] = await db
      .select(documentColumns)
      .from(documentos)
      .where(and(owner.documents, eq(documentos.id, docId)));
    if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
    return sendDocument(reply, store, doc);
  }

  async function remove(owner: AttachmentOwner, request: FastifyRequest, reply: FastifyReply, docId: number) {
    const chave = await db.transaction(async (tx) => {
      await owner.checkChange(tx, true);
      const [deleted] = await tx
        .delete(documentos)
        .where(and(owner.documents, eq(documentos.id, docId)))
        .returning({ chave: documentos.chave });
      if (!deleted) throw notFound(DOCUMENT_NOT_FOUND);
      return deleted.chave;
    });
    // After the commit: a failed delete leaves an unused file, never a row without its bytes.
    await discardFile(store, chave, request.log);
    return reply.status(204).send();
  }

  /** Copies a document of the record, or of one of its comments the caller sees, into the record's own. */
  async function copy(
    owner: AttachmentOwner,
    request: FastifyRequest,
    reply: FastifyReply,
    docId: number,
    rawTitle: string | undefined,
  ): Promise<CreatedDocument> {
    await owner.checkChange(db, false);
    const { entidade, registoId } = owner.values;
    const [source] = await db
      .select(documentColumns)
      .from(documentos)
      .where(
        and(eq(documentos.id, docId), eq(documentos.entidade, entidade), eq(documentos.registoId, registoId)),
      );
    if (!source) throw notFound(DOCUMENT_NOT_FOUND);
    if (source.comentarioId !== null) {
      const [comment] = await db
        .select({ perfisComAcesso: comentarios.perfisComAcesso, createdBy: comentarios.createdBy })
        .from(comentarios)
        .where(eq(comentarios.id, source.comentarioId));
      if (!comment || !commentVisibleTo(comment, owner.actor)) throw notFound(DOCUMENT_NOT_FOUND);
    }
    const key = newFileKey();
    let size: number;
    try {
      size = await store.put(key, await store.open(source.chave));
    } catch (error) {
      if (error instanceof FileNotFoundError) throw notFound(CONTENT_MISSING_MESSAGE);
      throw error;
    }
    const file = { key, nome: source.nome, tipoMime: source.tipoMime, size };
    return record(owner, file, cleanTitle(rawTitle) ?? source.titulo, request, reply);
  }

  return async (app) => {
    // Scoped to these routes: nowhere else accepts multipart bodies.
    await app.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20, fieldSize: 4096, headerPairs: 200 },
    });

    for (const type of types) {
      const tags = [type.label];
      const route = `/${type.entity}/:id/anexos/documentosAnexos`;
      app.get(
        route,
        { schema: { tags, summary: `${type.label}: anexos`, params: recordParams, querystring: roleQuery } },
        async (request) => list(await recordOwner(type, request.auth, request.params.id)),
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
        async (request, reply) =>
          upload(
            await recordOwner(type, request.auth, request.params.id),
            request,
            reply,
            request.query.titulo,
          ),
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
        async (request, reply) =>
          download(await recordOwner(type, request.auth, request.params.id), reply, request.params.docId),
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
        async (request, reply) =>
          remove(
            await recordOwner(type, request.auth, request.params.id),
            request,
            reply,
            request.params.docId,
          ),
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
          const owner = await recordOwner(type, request.auth, request.params.id);
          return copy(owner, request, reply, request.params.docId, request.query.titulo);
        },
      );
    }

    const tags = ['Comentários'];
    const route = '/comentarios/:commentId/anexos/anexos';
    app.get(
      route,
      { schema: { tags, summary: 'Anexos de um comentário', params: commentParams, querystring: roleQuery } },
      async (request) => list(await commentOwner(request.auth, request.params.commentId)),
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
        upload(
          await commentOwner(request.auth, request.params.commentId),
          request,
          reply,
          request.query.titulo,
        ),
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
      async (request, reply) =>
        download(await commentOwner(request.auth, request.params.commentId), reply, request.params.docId),
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
        remove(
          await commentOwner(request.auth, request.params.commentId),
          request,
          reply,
          request.params.docId,
        ),
    );
  };
}
