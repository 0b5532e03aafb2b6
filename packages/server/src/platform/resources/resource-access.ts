import { canConsult } from '@sigsa/domain/access/access-levels';
import type { Database } from '../../db/client.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import { badRequest, forbidden, unauthorized } from '../http/errors.ts';
import type { ResourceDefinition, VisibilityContext } from './resource.types.ts';

/** Message of a call on an area-bound resource made without `?role=`. */
export const ROLE_REQUIRED_MESSAGE = 'É necessário indicar o perfil.';

/**
 * The permission check every generic route starts with: a signed-in caller; for a resource bound to an area,
 * a role whose level there allows consulting (403 otherwise): the one `?role=` names, else the one the session
 * last named (spec 000 §7.2 lists no `role` on these calls); 400 when there is neither.
 */
export async function authorizeResource(
  db: Database,
  resource: ResourceDefinition,
  auth: RequestAuth | null,
): Promise<VisibilityContext> {
  if (!auth) throw unauthorized();
  if (resource.area !== null && !(auth.role ?? auth.session.currentRole))
    throw badRequest(ROLE_REQUIRED_MESSAGE, [{ field: 'role', message: ROLE_REQUIRED_MESSAGE }]);
  const ctx = consultContext(resource, auth);
  if (!ctx) throw forbidden();
  return ctx;
}

/**
 * The caller's visibility context on a resource, as {@link authorizeResource} checks it, or null where the
 * acting role may not consult it (or there is no role for an area-bound resource): for a call that reads
 * records of several resources and leaves out those of a resource closed to the caller.
 */
export function consultContext(resource: ResourceDefinition, auth: RequestAuth): VisibilityContext | null {
  const { laboratorioId } = auth.session;
  if (resource.area === null)
    return { userId: auth.userId, username: auth.username, role: auth.role, level: null, laboratorioId };
  const role = auth.role ?? auth.session.currentRole;
  if (!role) return null;
  // The acting role's levels came with the session lookup (permissoesAtuais); a missing row is SEM_ACESSO.
  const levels = auth.role ? auth.levels : auth.session.roleLevels;
  const level = levels[resource.area] ?? 'SEM_ACESSO';
  return canConsult(level)
    ? { userId: auth.userId, username: auth.username, role, level, laboratorioId }
    : null;
}
