import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { computePermissoes, type Actor } from '@sigsa/domain/workflow/workflow';
import type { Database, Tx } from '../../db/client.ts';
import { documentos } from '../../db/schema/records.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { commentAttachmentPath, visibleComment } from './comments.routes.ts';
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
  values: { entidade: string; registoId: number; comentarioId: number | null };
  path(docId?: number): string;
  /** 403 unless the caller may add or remove attachments now; `lock` re-reads the record under lock. */
  checkChange(db: Database | Tx, lock: boolean): Promise<void>;
}

/** A record's own attachments; 404 when the caller cannot see the record. */
export async function recordOwner(
  db: Database,
  type: RecordType,
  auth: RequestAuth | null,
  recordId: number,
): Promise<AttachmentOwner> {
  const { actor, ctx } = await actorFor(db, type, auth);
  if (!(await visibleRecord(db, type, recordId, ctx, false))) throw notFound();
  const base = `${type.entity}/${recordId}/anexos/documentosAnexos`;
  return {
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
}

/** A comment's attachments; 404 when the caller cannot see the comment. */
export async function commentOwner(
  db: Database,
  typesByEntity: ReadonlyMap<string, RecordType>,
  auth: RequestAuth | null,
  commentId: number,
): Promise<AttachmentOwner> {
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
