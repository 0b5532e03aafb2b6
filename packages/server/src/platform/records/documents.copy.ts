import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { comentarios, documentos } from '../../db/schema/records.ts';
import { notFound } from '../http/errors.ts';
import { cleanTitle } from '../files/file-name.ts';
import { FileNotFoundError, newFileKey, type FileStore } from '../files/file-store.ts';
import { CONTENT_MISSING_MESSAGE } from '../files/upload.ts';
import { commentVisibleTo } from './comments.routes.ts';
import { DOCUMENT_NOT_FOUND, documentColumns, type AttachmentOwner } from './documents.owner.ts';
import { saveDocument, type CreatedDocument } from './documents.write.ts';

/**
 * Copies a document of the record — its own, one of its parts', or one of its comments' the caller sees — into
 * the owner's set (the record's own, a part's, a comment's).
 */
export async function copyDocument(
  deps: { db: Database; store: FileStore },
  owner: AttachmentOwner,
  request: FastifyRequest,
  reply: FastifyReply,
  docId: number,
  rawTitle: string | undefined,
): Promise<CreatedDocument> {
  const { db, store } = deps;
  await owner.checkChange(db, false);
  const [source] = await db
    .select(documentColumns)
    .from(documentos)
    .where(and(eq(documentos.id, docId), owner.copySources));
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
  return saveDocument(deps, owner, file, cleanTitle(rawTitle) ?? source.titulo, request, reply);
}
