import { useSyncExternalStore } from 'react';
import type { Role } from '@sigsa/domain/access/roles';
import type { CurrentUser } from '@sigsa/domain/access/user';

/** Who is signed in and the role they act under; both null before sign-in. */
export interface SessionState {
  user: CurrentUser | null;
  role: Role | null;
  /** Set from "Sair" until the next sign-in: the session ends on purpose, so nobody asks to come back. */
  signingOut?: true;
}

/** A session with a user and a chosen role, as every screen behind the entry guard sees it. */
export interface ActiveSession {
  user: CurrentUser;
  role: Role;
}

const EMPTY: SessionState = { user: null, role: null };
const SIGNED_OUT: SessionState = { user: null, role: null, signingOut: true };
let state: SessionState = EMPTY;
const listeners = new Set<() => void>();

function update(next: SessionState): void {
  if (next.user === state.user && next.role === state.role && next.signingOut === state.signingOut) return;
  state = next;
  for (const listener of listeners) listener();
}

/** The current session, outside React (loaders, the API client). */
export function getSession(): SessionState {
  return state;
}

/** Sets the signed-in user; a different username drops the role chosen for the previous one. */
export function setSessionUser(user: CurrentUser): void {
  const sameUser = state.user?.username === user.username;
  update({ user, role: sameUser ? state.role : null });
}

/** Sets the role the user acts under (the API client sends it as `?role=` from now on). */
export function setSessionRole(role: Role): void {
  update({ ...state, role });
}

/**
 * Marks the session as ending on purpose ("Sair"): a 401 answered meanwhile, or the shell seeing the session
 * gone, then leads to plain /autenticar instead of asking to return to the screen the user was leaving.
 */
export function beginSignOut(): void {
  update({ ...state, signingOut: true });
}

/** Forgets user and role (sign-out, 401); a sign-out in progress stays marked. */
export function clearSession(): void {
  update(state.signingOut ? SIGNED_OUT : EMPTY);
}

/** Back to the state of a fresh tab (between tests). */
export function resetSession(): void {
  update(EMPTY);
}

/** Calls `listener` after each change; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session, re-rendering on change. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The session as an {@link ActiveSession}, or null when no user or no role is set. */
export function activeSession(session: SessionState): ActiveSession | null {
  const { user, role } = session;
  return user && role && user.role === role ? { user, role } : null;
}

/** The active session for screens inside the shell, which renders them only once there is one. */
export function useActiveSession(): ActiveSession {
  const session = activeSession(useSession());
  if (!session) throw new Error('useActiveSession fora de uma sessão ativa.');
  return session;
}
