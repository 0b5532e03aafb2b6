import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { documentos } from '../../db/schema/records.ts';
import { notFound } from '../http/errors.ts';
import { link } from '../http/hal.ts';
import { cleanTitle } from '../files/file-name.ts';
import type { FileStore } from '../files/file-store.ts';
import { discardFile, keepOrDiscard, receiveUpload } from '../files/upload.ts';
import { DOCUMENT_NOT_FOUND, type AttachmentOwner } from './documents.owner.ts';

/** What an upload or a copy answers: spec 000 §7.4's `href`, `nome`, `id`, with the stored title and type. */
export interface CreatedDocument {
  href: string;
  nome: string;
  id: number;
  titulo: string | null;
  tipoMime: string;
  tamanho: number;
}

/** Where documents live: rows in `db`, bytes in `store`. */
interface DocumentStorage {
  db: Database;
  store: FileStore;
}

/** Records a stored file as the owner's, after checking again, under lock, that the caller may. */
export async function saveDocument(
  { db, store }: DocumentStorage,
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

/** Receives the request's multipart `file` into the owner's documents. */
export async function uploadDocument(
  deps: DocumentStorage & { maxBytes: number },
  owner: AttachmentOwner,
  request: FastifyRequest,
  reply: FastifyReply,
  rawTitle: string | undefined,
): Promise<CreatedDocument> {
  // Checked before reading the body, so a refused upload stores nothing.
  await owner.checkChange(deps.db, false);
  const file = await receiveUpload(request, deps.store, deps.maxBytes);
  return saveDocument(deps, owner, file, cleanTitle(rawTitle), request, reply);
}

/** Deletes one of the owner's documents, row first, then its bytes; 404 when it is not theirs. */
export async function removeDocument(
  { db, store }: DocumentStorage,
  owner: AttachmentOwner,
  request: FastifyRequest,
  reply: FastifyReply,
  docId: number,
) {
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
