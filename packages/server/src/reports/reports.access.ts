import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { AUTHORITY_ROLES, type Role } from '@sigsa/domain/access/roles';
import type { PermissoesRelatorio } from '@sigsa/domain/list/reports';
import {
  relatorios,
  relatoriosPartilhaPerfis,
  relatoriosPartilhaUtilizadores,
} from '../db/schema/reports.ts';
import type { RequestAuth } from '../platform/auth/request-auth.ts';
import { unauthorized } from '../platform/http/errors.ts';

/** Who is asking, as the report rules need it. */
export interface Viewer {
  userId: number;
  username: string;
  /** Every role the user holds: a report shared with any of them is visible. */
  roles: readonly Role[];
  /** The role the call acts under (`?role=`), or null. */
  role: Role | null;
}

/** The signed-in caller as a {@link Viewer}; 401 without a session. */
export function viewerOf(auth: RequestAuth | null): Viewer {
  if (!auth) throw unauthorized();
  return { userId: auth.userId, username: auth.username, roles: auth.roles, role: auth.role };
}

/** True when the call acts as ROLE_SIGSA or ROLE_MANAGER (the only roles that share with roles, spec 000 §6). */
export function actsAsAuthority(viewer: Viewer): boolean {
  return viewer.role !== null && AUTHORITY_ROLES.includes(viewer.role);
}

/**
 * Row-level visibility of `relatorios`: own reports, reports shared with the user, and reports shared with
 * any role the user holds (not only the acting one: switching role must not hide a report one already sees).
 */
export function relatorioVisibleTo(viewer: Viewer): SQL {
  const sharedWithUser = sql`exists (select 1 from ${relatoriosPartilhaUtilizadores} where ${relatoriosPartilhaUtilizadores.relatorio} = ${relatorios.id} and ${relatoriosPartilhaUtilizadores.utilizador} = ${viewer.userId})`;
  const conditions: SQL[] = [eq(relatorios.createdBy, viewer.username), sharedWithUser];
  if (viewer.roles.length > 0) {
    conditions.push(
      sql`exists (select 1 from ${relatoriosPartilhaPerfis} where ${relatoriosPartilhaPerfis.relatorio} = ${relatorios.id} and ${inArray(relatoriosPartilhaPerfis.role, [...viewer.roles])})`,
    );
  }
  return or(...conditions) ?? sql`false`;
}

/** Only the owner (createdBy = username) edits, shares or deletes a report. */
export function ownsRelatorio(viewer: Viewer, row: { createdBy: string | null }): boolean {
  return row.createdBy === viewer.username;
}

/** A report's abilities for the viewer. */
export function relatorioPermissoes(viewer: Viewer, row: { createdBy: string | null }): PermissoesRelatorio {
  const owner = ownsRelatorio(viewer, row);
  return { EDITAR: owner, REMOVER: owner };
}

/** Categories are shared folders: their creator, or anyone acting as ROLE_SIGSA / ROLE_MANAGER, edits them. */
export function mayEditCategoria(viewer: Viewer, row: { createdBy: string | null }): boolean {
  return row.createdBy === viewer.username || actsAsAuthority(viewer);
}

/** A category's abilities for the viewer. */
export function categoriaPermissoes(viewer: Viewer, row: { createdBy: string | null }): PermissoesRelatorio {
  const may = mayEditCategoria(viewer, row);
  return { EDITAR: may, REMOVER: may };
}
