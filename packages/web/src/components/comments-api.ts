import { queryOptions } from '@tanstack/react-query';
import { isRole, ROLE_ANY, ROLE_LABELS, type Role } from '@sigsa/domain/access/roles';
import type { HalList } from '@sigsa/domain/list/page';
import type { ComentarioInput } from '@sigsa/domain/records/comentarios';
import { ApiError, apiRequest } from '../platform/api-client.ts';
import { clearSession } from '../platform/session-store.ts';

// The calls of the comments panel (spec 000 §7.2, §9; 001 §3.3): a record's comments, one page newest first or
// all oldest first, the roles a comment may be shown to, and adding a comment.

/** Page size of the comments panel (spec 000 §9). */
export const COMMENTS_PAGE_SIZE = 10;

/** Size of the "Ver todos" fetch (spec 000 §9). */
export const COMMENTS_ALL_SIZE = 1000;

/** An attachment of a comment, as the list answers it. */
export interface ComentarioAnexo {
  id: number;
  nome: string;
  href: string;
}

/** A comment (spec 001 §3.3); `perfisComAcesso` only reaches the authority roles and the author. */
export interface Comentario {
  id: number;
  comentario: string;
  createdBy: { username: string; nome: string };
  /** ISO instant. */
  createdOn: string;
  perfisComAcesso?: string[];
  anexos: ComentarioAnexo[];
  _links: { self: { href: string }; anexos?: { href: string } };
}

/** A page of comments and how many there are in all. */
export interface ComentariosPage {
  comentarios: Comentario[];
  totalElements: number;
}

/** Key prefix of every query on the comments at `comentariosHref`: invalidate it after adding one. */
export function commentsKey(comentariosHref: string) {
  return ['comments', comentariosHref] as const;
}

/**
 * `GET {comentariosHref}`: the latest {@link COMMENTS_PAGE_SIZE} comments newest first, or with `all` up to
 * {@link COMMENTS_ALL_SIZE} oldest first (spec 000 §9).
 */
export function commentsQueryOptions(comentariosHref: string, role: Role, all: boolean) {
  return queryOptions({
    queryKey: [...commentsKey(comentariosHref), role, all ? 'all' : 'latest'],
    queryFn: async ({ signal }): Promise<ComentariosPage> => {
      const answer = await apiRequest<HalList<Comentario>>(comentariosHref, {
        signal,
        query: all
          ? { page: 0, size: COMMENTS_ALL_SIZE, sort: 'createdOn,asc', role }
          : { page: 0, size: COMMENTS_PAGE_SIZE, sort: 'createdOn,desc', role },
      });
      const comentarios = answer._embedded.comentarios ?? [];
      return { comentarios, totalElements: answer.page.totalElements };
    },
  });
}

/**
 * `POST {comentariosHref}?role=`: the new comment, as the domain's comment schema parsed it (spec 000 §7.2); its
 * self link takes the attachments.
 */
export async function postComment(
  comentariosHref: string,
  role: Role,
  body: ComentarioInput,
): Promise<Comentario> {
  try {
    return await apiRequest<Comentario>(comentariosHref, {
      method: 'POST',
      query: { role },
      body,
      // The panel shows the spec's own message (spec 000 §8.2) instead of the global toast.
      reportError: false,
    });
  } catch (error) {
    // Still end an expired session; the shell then sends the user to sign in.
    if (error instanceof ApiError && error.status === 401) clearSession();
    throw error;
  }
}

/** pt-PT label of a profile with access: "Todos os perfis" for ROLE_ANY, the role's label, or the raw name. */
export function profileLabel(perfil: string, anyLabel: string): string {
  if (perfil === ROLE_ANY) return anyLabel;
  return isRole(perfil) ? ROLE_LABELS[perfil] : perfil;
}

/**
 * The profiles after the user changed the selection from `previous` to `next`: choosing "every profile"
 * clears the specific ones and choosing a specific one clears "every profile"; nothing left means every one.
 */
export function nextProfiles(previous: readonly string[], next: readonly string[]): string[] {
  const added = next.filter((perfil) => !previous.includes(perfil));
  if (added.includes(ROLE_ANY)) return [ROLE_ANY];
  const specific = next.filter((perfil) => perfil !== ROLE_ANY);
  return specific.length > 0 ? specific : [ROLE_ANY];
}
