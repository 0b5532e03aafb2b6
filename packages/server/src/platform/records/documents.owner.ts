import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { computePermissoes, type Actor } from '@sigsa/domain/workflow/workflow';
import type { Database, Tx } from '../../db/client.ts';
import { documentos } from '../../db/schema/records.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { commentAttachmentPath, visibleComment } from './comments.routes.ts';
import {
  documentsOfRecord,
  isPartOpen,
  isRowOf,
  partEntidade,
  partPath,
  type RecordDocumentPart,
} from './documents.parts.ts';
import { actorFor, visibleRecord } from './operation-runner.ts';
import type { RecordType } from './record-type.ts';

/** Message of a document that does not exist here or that the caller may not see. */
export const DOCUMENT_NOT_FOUND = 'O documento não foi encontrado.';
/** 403 message of a change to a record's attachments without GUARDAR. */
export const RECORD_ATTACHMENTS_FORBIDDEN = 'Não tem permissões para alterar os anexos deste registo.';
/** 403 message of a change to a comment's attachments by someone other than its author. */
export const COMMENT_ATTACHMENTS_FORBIDDEN = 'Só o autor do comentário pode alterar os seus anexos.';

/** The columns of `documentos` that reading, downloading and copying a document use. */
export const documentColumns = {
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
export interface AttachmentOwner {
  actor: Actor;
  /** `_embedded` key of the list. */
  listKey: string;
  documents: SQL | undefined;
  /** The documents a copy into this set may take: any of the same record's (`documentsOfRecord`). */
  copySources: SQL;
  values: { entidade: string; registoId: number; comentarioId: number | null };
  path(docId?: number): string;
  /** 403 unless the caller may add or remove attachments now; `lock` re-reads the record under lock. */
  checkChange(db: Database | Tx, lock: boolean): Promise<void>;
}

/** The 409 of an upload to a part of a record that takes no files now. */
export const PART_CLOSED_MESSAGE = 'Esta parte do registo não aceita anexos no estado em que está.';

/** Which part of a record the attachments hang from: the part, and the row of a child-list part. */
export interface PartOwner {
  part: RecordDocumentPart;
  rowId: number | null;
}

/**
 * A record's own attachments, or those of one of its parts (`documents.parts.ts`: the lab result, a row); 404
 * when the caller cannot see the record, or the row is not one of its rows. Changing them follows the record's
 * GUARDAR; a part also has to take files now (409 otherwise).
 */
export async function recordOwner(
  db: Database,
  type: RecordType,
  auth: RequestAuth | null,
  recordId: number,
  of: PartOwner | null = null,
): Promise<AttachmentOwner> {
  const { actor, ctx } = await actorFor(db, type, auth);
  if (!(await visibleRecord(db, type, recordId, ctx, false))) throw notFound();
  const part = of?.part ?? null;
  const rowId = part?.rows ? of?.rowId : null;
  if (part?.rows && (rowId === null || rowId === undefined || !(await isRowOf(db, part, recordId, rowId))))
    throw notFound();
  const entidade = part ? partEntidade(type, part) : type.entity;
  const ownerId = rowId ?? recordId;
  const base = part
    ? partPath(type, part, recordId, ownerId)
    : `${type.entity}/${recordId}/anexos/documentosAnexos`;
  return {
    actor,
    listKey: part && !part.rows ? part.name : 'documentosAnexos',
    documents: and(
      eq(documentos.entidade, entidade),
      eq(documentos.registoId, ownerId),
      isNull(documentos.comentarioId),
    ),
    copySources: documentsOfRecord(type, recordId),
    values: { entidade, registoId: ownerId, comentarioId: null },
    path: (docId) => (docId === undefined ? base : `${base}/${docId}`),
    async checkChange(tx, lock) {
      const record = await visibleRecord(tx, type, recordId, ctx, lock);
      if (!record) throw notFound();
      // Spec 001 §6: GUARDAR governs adding and removing what hangs from a record.
      if (!computePermissoes(type.workflow, actor, record).GUARDAR)
        throw forbidden(RECORD_ATTACHMENTS_FORBIDDEN);
      // The row may have gone with a save since (the record's lock orders them).
      if (part?.rows && rowId !== null && rowId !== undefined && !(await isRowOf(tx, part, recordId, rowId)))
        throw notFound();
      if (part && !(await isPartOpen(tx, type, part, recordId)))
        throw conflict(part.closedMessage ?? PART_CLOSED_MESSAGE);
    },
  };
}

/** A comment's attachments; 404 when the caller cannot see the comment. */
export async function commentOwner(
  db: Database,
  typesByEntity: ReadonlyMap<string, RecordType>,
  auth: RequestAuth | null,
  commentId: number,
): Promise<AttachmentOwner> {
  const { actor, comment, type } = await visibleComment(db, typesByEntity, auth, commentId);
  return {
    actor,
    listKey: 'anexos',
    documents: eq(documentos.comentarioId, commentId),
    copySources: documentsOfRecord(type, comment.registoId),
    values: { entidade: comment.entidade, registoId: comment.registoId, comentarioId: comment.id },
    path: (docId) => commentAttachmentPath(commentId, docId),
    async checkChange() {
      if (comment.createdBy !== actor.username) throw forbidden(COMMENT_ATTACHMENTS_FORBIDDEN);
    },
  };
}
