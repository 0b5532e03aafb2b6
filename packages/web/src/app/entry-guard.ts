import { redirect } from 'react-router';
import type { Role } from '@sigsa/domain/access/roles';
import type { CurrentUser } from '@sigsa/domain/access/user';
import {
  PASSWORD_CHANGE_PATH,
  PROFILE_CHOICE_PATH,
  SIGN_IN_PATH,
  withReturnPath,
} from '../platform/public-routes.ts';
import { loadStoredRole, storeRole } from '../platform/role-storage.ts';
import { refuseSessionWaiters } from '../platform/record-api.ts';
import { fetchCurrentUser, loadSignedInUser } from '../platform/session-api.ts';
import {
  activeSession,
  getSession,
  setSessionRole,
  setSessionUser,
  type ActiveSession,
} from '../platform/session-store.ts';

/** What the entry guard does with a visit to a protected route. */
export type EntryDecision = { kind: 'signIn' } | { kind: 'chooseProfile' } | { kind: 'enter'; role: Role };

/**
 * The entry guard of spec 000 §2.1: not signed in → sign in; a role already chosen in this tab stays;
 * otherwise the role stored on this browser for the user, or the only role the user holds; otherwise the
 * profile choice. A remembered role the user no longer holds is ignored.
 */
export function decideEntry(
  user: CurrentUser | null,
  chosenRole: Role | null,
  storedRole: Role | null,
): EntryDecision {
  if (!user) return { kind: 'signIn' };
  for (const candidate of [chosenRole, storedRole]) {
    if (candidate && user.roles.includes(candidate)) return { kind: 'enter', role: candidate };
  }
  const [onlyRole, ...others] = user.roles;
  if (onlyRole && others.length === 0) return { kind: 'enter', role: onlyRole };
  return { kind: 'chooseProfile' };
}

/** The path, query and fragment a loader was asked for, to come back to after signing in. */
function returnPathOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search + url.hash;
}

/**
 * Loader of the protected part of the route table: applies {@link decideEntry}, then loads the user's
 * access levels for the chosen role (`permissoesAtuais`) before any protected screen opens.
 */
export async function entryGuardLoader({ request }: { request: Request }): Promise<ActiveSession | Response> {
  const ready = activeSession(getSession());
  if (ready) return ready;

  const returnTo = returnPathOf(request);
  const user = await loadSignedInUser();
  // A temporary password (given in Gerir) is changed before anything else (issue 13).
  if (user?.alterarPalavraPasse) return elsewhere(withReturnPath(PASSWORD_CHANGE_PATH, returnTo));
  const decision = decideEntry(user, getSession().role, user ? loadStoredRole(user.username) : null);
  switch (decision.kind) {
    case 'signIn':
      return elsewhere(withReturnPath(SIGN_IN_PATH, returnTo));
    case 'chooseProfile':
      return elsewhere(withReturnPath(PROFILE_CHOICE_PATH, returnTo));
    case 'enter':
      return enterWithRole(decision.role, returnTo);
  }
}

/** Sends the visit to `path`; the screen's own loaders, waiting for a session, go with it. */
function elsewhere(path: string): Response {
  const response = redirect(path);
  refuseSessionWaiters(response);
  return response;
}

/** Acts as `role` from now on: loads the user's access levels for it and remembers the choice. */
async function enterWithRole(role: Role, returnTo: string): Promise<ActiveSession | Response> {
  setSessionRole(role);
  const user = await fetchCurrentUser();
  if (!user) return elsewhere(withReturnPath(SIGN_IN_PATH, returnTo));
  setSessionUser(user);
  const session = activeSession(getSession());
  if (!session) return elsewhere(withReturnPath(PROFILE_CHOICE_PATH, returnTo));
  storeRole(session.user.username, session.role);
  return session;
}

/** Loader of the profile choice: it needs a signed-in user, not a role. */
export async function signedInLoader({ request }: { request: Request }): Promise<CurrentUser | Response> {
  const user = await loadSignedInUser();
  return user ?? redirect(withReturnPath(SIGN_IN_PATH, returnPathOf(request)));
}
