import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHORITY_ROLES, ROLE_ANY, type Role } from '@sigsa/domain/access/roles';
import { comentarioInputSchema } from '@sigsa/domain/records/comentarios';
import type { Actor } from '@sigsa/domain/workflow/workflow';
import type { Database, Tx } from '../../db/client.ts';
import { comentarios, documentos } from '../../db/schema/records.ts';
import { utilizadores } from '../../db/schema/users.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import { AppError, badRequest, notFound, unauthorized } from '../http/errors.ts';
import { halPage, link } from '../http/hal.ts';
import { MAX_PAGE_NUMBER } from '../resources/list-params.ts';
import { ROLE_REQUIRED_MESSAGE } from '../resources/resource-access.ts';
import type { VisibilityContext } from '../resources/resource.types.ts';
import { actorFor, visibleRecord } from './operation-runner.ts';
import type { RecordType } from './record-type.ts';

/** Page size of the comments panel (spec 000 §9). */
export const COMMENTS_PAGE_SIZE = 10;
/** Largest page of comments ("see all" asks for 1000, spec 000 §9). */
export const COMMENTS_MAX_PAGE_SIZE = 1000;
/** Message of a comment that does not exist or that the caller may not see. */
export const COMMENT_NOT_FOUND = 'O comentário não foi encontrado.';

const MAX_ID = 2_147_483_647;
const SORT_MESSAGE = 'Os comentários só podem ser ordenados por createdOn (asc ou desc).';
const ROLE_MISMATCH = 'O perfil indicado no corpo difere do perfil do pedido (?role=).';

const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
const commentParams = z.object({ commentId: z.coerce.number().int().positive().max(MAX_ID) });
const roleQuery = z.object({ role: z.string().max(64).optional() });
const listQuery = z.object({
  role: z.string().max(64).optional(),
  page: z.coerce
    .number({ error: 'O parâmetro "page" tem de ser um número inteiro.' })
    .int('O parâmetro "page" tem de ser um número inteiro.')
    .min(0, `O parâmetro "page" tem de estar entre 0 e ${MAX_PAGE_NUMBER}.`)
    .max(MAX_PAGE_NUMBER, `O parâmetro "page" tem de estar entre 0 e ${MAX_PAGE_NUMBER}.`)
    .default(0),
  size: z.coerce
    .number({ error: 'O parâmetro "size" tem de ser um número inteiro.' })
    .int('O parâmetro "size" tem de ser um número inteiro.')
    .min(1, `O parâmetro "size" tem de estar entre 1 e ${COMMENTS_MAX_PAGE_SIZE}.`)
    .max(COMMENTS_MAX_PAGE_SIZE, `O parâmetro "size" tem de estar entre 1 e ${COMMENTS_MAX_PAGE_SIZE}.`)
    .default(COMMENTS_PAGE_SIZE),
  sort: z
    .string({ error: SORT_MESSAGE })
    .regex(/^createdOn(,(asc|desc))?$/i, SORT_MESSAGE)
    .optional(),
});
/** A comment as stored. */
export interface CommentRow {
  id: number;
  entidade: string;
  registoId: number;
  comentario: string;
  perfisComAcesso: string[];
  createdBy: string;
  createdOn: Date | string;
  /** The author's name (null when the user is gone). */
  nome: string | null;
}

/** True when the role may choose who sees a comment, and sees who may (spec 000 §6, 001 §6). */
export function mayRestrictComments(role: Role): boolean {
  return AUTHORITY_ROLES.includes(role);
}

/**
 * Whether a caller who can see the record sees one of its comments: its `perfisComAcesso` holds ROLE_ANY or
 * the caller's acting role, or the caller wrote it.
 */
export function commentVisibleTo(
  comment: Pick<CommentRow, 'perfisComAcesso' | 'createdBy'>,
  actor: Pick<Actor, 'role' | 'username'>,
): boolean {
  return (
    comment.createdBy === actor.username ||
    comment.perfisComAcesso.includes(ROLE_ANY) ||
    comment.perfisComAcesso.includes(actor.role)
  );
}

/** The same rule as {@link commentVisibleTo}, as SQL over `comentarios`. */
function visibleCommentsSql(actor: Pick<Actor, 'role' | 'username'>): SQL | undefined {
  return or(
    eq(comentarios.createdBy, actor.username),
    sql`${ROLE_ANY} = ANY(${comentarios.perfisComAcesso})`,
    sql`${actor.role} = ANY(${comentarios.perfisComAcesso})`,
  );
}

/** API path of a comment's attachment (what `{commentSelfHref}/anexos/anexos` lists, spec 000 §7.2). */
export function commentAttachmentPath(commentId: number, docId?: number): string {
  return `comentarios/${commentId}/anexos/anexos${docId === undefined ? '' : `/${docId}`}`;
}

const commentColumns = {
  id: comentarios.id,
  entidade: comentarios.entidade,
  registoId: comentarios.registoId,
  comentario: comentarios.comentario,
  perfisComAcesso: comentarios.perfisComAcesso,
  createdBy: comentarios.createdBy,
  createdOn: comentarios.createdOn,
  nome: utilizadores.nome,
};

/** A visible comment with everything its routes need: the record type, the caller as actor, the row. */
export interface VisibleComment {
  type: RecordType;
  actor: Actor;
  ctx: VisibilityContext;
  comment: CommentRow;
}

/**
 * The comment `commentId` if the caller may see it — the record it belongs to is visible to the caller's role
 * and the comment's `perfisComAcesso` let them — else 404 (a hidden comment looks like a missing one, also
 * to a role without access to the record's area). 400 without `?role=`.
 */
export async function visibleComment(
  db: Database,
  types: ReadonlyMap<string, RecordType>,
  auth: RequestAuth | null,
  commentId: number,
): Promise<VisibleComment> {
  if (!auth) throw unauthorized();
  if (!auth.role)
    throw badRequest(ROLE_REQUIRED_MESSAGE, [{ field: 'role', message: ROLE_REQUIRED_MESSAGE }]);
  const [comment] = await db
    .select(commentColumns)
    .from(comentarios)
    .leftJoin(utilizadores, eq(utilizadores.username, comentarios.createdBy))
    .where(eq(comentarios.id, commentId));
  const type = comment ? types.get(comment.entidade) : undefined;
  if (!comment || !type) throw notFound(COMMENT_NOT_FOUND);
  let access: { actor: Actor; ctx: VisibilityContext };
  try {
    access = await actorFor(db, type, auth);
  } catch (error) {
    if (error instanceof AppError && error.status === 403) throw notFound(COMMENT_NOT_FOUND);
    throw error;
  }
  const record = await visibleRecord(db, type, comment.registoId, access.ctx, false);
  if (!record || !commentVisibleTo(comment, access.actor)) throw notFound(COMMENT_NOT_FOUND);
  return { type, ...access, comment };
}

/** A comment as the API answers it (spec 001 §3.3): `perfisComAcesso` only to authority roles and the author. */
export interface CommentAnswer {
  id: number;
  comentario: string;
  createdBy: { username: string; nome: string };
  createdOn: string;
  perfisComAcesso?: string[];
  anexos: { id: number; nome: string; href: string }[];
  _links: { self: { href: string }; anexos: { href: string } };
}

function presentComment(
  row: CommentRow,
  anexos: readonly { id: number; nome: string }[],
  actor: Pick<Actor, 'role' | 'username'>,
): CommentAnswer {
  const showProfiles = mayRestrictComments(actor.role) || row.createdBy === actor.username;
  return {
    id: row.id,
    comentario: row.comentario,
    createdBy: { username: row.createdBy, nome: row.nome ?? row.createdBy },
    createdOn: new Date(row.createdOn).toISOString(),
    ...(showProfiles ? { perfisComAcesso: row.perfisComAcesso } : {}),
    anexos: anexos.map((a) => ({
      id: a.id,
      nome: a.nome,
      href: link(commentAttachmentPath(row.id, a.id)).href,
    })),
    _links: { self: link(`comentarios/${row.id}`), anexos: link(commentAttachmentPath(row.id)) },
  };
}

/** The attachments of some comments, by comment id, oldest first. */
async function attachmentsOf(
  db: Database | Tx,
  commentIds: readonly number[],
): Promise<Map<number, { id: number; nome: string }[]>> {
  const byComment = new Map<number, { id: number; nome: string }[]>();
  if (commentIds.length === 0) return byComment;
  const rows = await db
    .select({ id: documentos.id, nome: documentos.nome, comentarioId: documentos.comentarioId })
    .from(documentos)
    .where(inArray(documentos.comentarioId, [...commentIds]))
    .orderBy(asc(documentos.id));
  for (const row of rows) {
    if (row.comentarioId === null) continue;
    const list = byComment.get(row.comentarioId) ?? [];
    list.push({ id: row.id, nome: row.nome });
    byComment.set(row.comentarioId, list);
  }
  return byComment;
}

/**
 * Comments on records (spec 000 §2.6, §6, §7.2; 001 §3.3, §6), for every record type:
 * `GET {entity}/{id}/comentarios` (a page, newest first by default), `POST {entity}/{id}/comentarios`, and the
 * comment's self link `GET comentarios/{id}`. Anyone who can see the record may comment; only ROLE_SIGSA and
 * ROLE_MANAGER choose who sees a comment. Comments are not state changes: no audit row.
 */
export function commentRoutes(deps: { db: Database; types: readonly RecordType[] }): FastifyPluginAsyncZod {
  const { db, types } = deps;
  const typesByEntity = new Map(types.map((type) => [type.entity, type]));
  return async (app) => {
    for (const type of types) {
      const tags = [type.label];
      app.get(
        `/${type.entity}/:id/comentarios`,
        {
          schema: {
            tags,
            summary: `${type.label}: comentários visíveis (página; createdOn desc por omissão)`,
            params: idParams,
            querystring: listQuery,
          },
        },
        async (request) => {
          const { id } = request.params;
          const { page, size, sort } = request.query;
          const { actor, ctx } = await actorFor(db, type, request.auth);
          if (!(await visibleRecord(db, type, id, ctx, false))) throw notFound();
          // No sort → newest first (the panel); `createdOn` alone → ascending, as Spring reads it.
          const direction = sort === undefined || /,desc$/i.test(sort) ? desc : asc;
          const where = and(
            eq(comentarios.entidade, type.entity),
            eq(comentarios.registoId, id),
            visibleCommentsSql(actor),
          );
          const [total] = await db.select({ n: count() }).from(comentarios).where(where);
          const rows = await db
            .select(commentColumns)
            .from(comentarios)
            .leftJoin(utilizadores, eq(utilizadores.username, comentarios.createdBy))
            .where(where)
            .orderBy(direction(comentarios.createdOn), direction(comentarios.id))
            .limit(size)
            .offset(page * size);
          const anexos = await attachmentsOf(
            db,
            rows.map((r) => r.id),
          );
          const items = rows.map((row) => presentComment(row, anexos.get(row.id) ?? [], actor));
          return halPage(
            'comentarios',
            items,
            { number: page, size, totalElements: Number(total?.n ?? 0) },
            `${type.entity}/${id}/comentarios`,
          );
        },
      );

      app.post(
        `/${type.entity}/:id/comentarios`,
        {
          schema: {
            tags,
            summary: `${type.label}: novo comentário (perfisComAcesso só de ROLE_SIGSA e ROLE_MANAGER)`,
            params: idParams,
            querystring: roleQuery,
            body: comentarioInputSchema,
          },
        },
        async (request, reply) => {
          const { id } = request.params;
          const body = request.body;
          const { actor, ctx } = await actorFor(db, type, request.auth);
          if (body.role && body.role !== actor.role)
            throw badRequest(ROLE_MISMATCH, [{ field: 'role', message: ROLE_MISMATCH }]);
          // Anyone else's choice of profiles is dropped, as the web drops it (spec 000 §6).
          const chosen = mayRestrictComments(actor.role) ? [...new Set(body.perfisComAcesso ?? [])] : [];
          const perfisComAcesso = chosen.length > 0 ? chosen : [ROLE_ANY];
          const row = await db.transaction(async (tx) => {
            if (!(await visibleRecord(tx, type, id, ctx, false))) throw notFound();
            const [inserted] = await tx
              .insert(comentarios)
              .values({
                entidade: type.entity,
                registoId: id,
                comentario: body.comentario,
                perfisComAcesso,
                role: actor.role,
                createdBy: actor.username,
              })
              .returning();
            if (!inserted) throw new Error('comment not inserted');
            return inserted;
          });
          const [author] = await db
            .select({ nome: utilizadores.nome })
            .from(utilizadores)
            .where(eq(utilizadores.username, actor.username));
          void reply.status(201);
          return presentComment({ ...row, nome: author?.nome ?? null }, [], actor);
        },
      );
    }

    app.get(
      '/comentarios/:commentId',
      {
        schema: {
          tags: ['Comentários'],
          summary: 'Um comentário visível a quem pede, com os seus anexos',
          params: commentParams,
          querystring: roleQuery,
        },
      },
      async (request) => {
        const { commentId } = request.params;
        const { actor, comment } = await visibleComment(db, typesByEntity, request.auth, commentId);
        const anexos = await attachmentsOf(db, [comment.id]);
        return presentComment(comment, anexos.get(comment.id) ?? [], actor);
      },
    );
  };
}
