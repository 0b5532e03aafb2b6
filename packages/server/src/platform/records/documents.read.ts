import { and, asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import { documentos } from '../../db/schema/records.ts';
import { notFound } from '../http/errors.ts';
import { halPage, link, type HalPage } from '../http/hal.ts';
import type { FileStore } from '../files/file-store.ts';
import { sendDocument } from '../files/upload.ts';
import { DOCUMENT_NOT_FOUND, documentColumns, type AttachmentOwner } from './documents.owner.ts';

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

/** The owner's documents, oldest first, as one HAL page. */
export async function listDocuments(db: Database, owner: AttachmentOwner): Promise<HalPage<DocumentAnswer>> {
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

/** Sends one of the owner's documents; 404 when it is not theirs. */
export async function downloadDocument(
  deps: { db: Database; store: FileStore },
  owner: AttachmentOwner,
  reply: FastifyReply,
  docId: number,
) {
  const [doc] = await deps.db
    .select(documentColumns)
    .from(documentos)
    .where(and(owner.documents, eq(documentos.id, docId)));
  if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
  return sendDocument(reply, deps.store, doc);
}
