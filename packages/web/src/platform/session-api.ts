import type { CurrentUser } from '@sigsa/domain/access/user';
import { ApiError, apiRequest } from './api-client.ts';
import { getSession, setSessionUser } from './session-store.ts';

/** The signed-in user (with `permissoesAtuais` once a role is chosen), or null when nobody is signed in. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiRequest<CurrentUser>('utilizadores/current', { reportError: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Credentials of the sign-in form (spec 000 §3 "Login"). */
export interface SignInCredentials {
  username: string;
  password: string;
  rememberMe: boolean;
}

/**
 * Signs in (form-encoded, spec 000 §7.1). Rejects with the server's {@link ApiError} — 401 for bad
 * credentials, 429 when throttled — which the sign-in form shows next to its fields.
 */
export async function signIn(credentials: SignInCredentials): Promise<CurrentUser> {
  const body = new URLSearchParams({
    username: credentials.username,
    password: credentials.password,
    rememberMe: String(credentials.rememberMe),
  });
  return apiRequest<CurrentUser>('signin', { method: 'POST', body, reportError: false });
}

/** Ends the server session; a failure is ignored because the browser forgets the session anyway. */
export async function signOut(): Promise<void> {
  await apiRequest<void>('signout', { method: 'POST', reportError: false }).catch(() => undefined);
}

/** The signed-in user, asking the server only when this tab does not know yet; null when nobody is. */
export async function loadSignedInUser(): Promise<CurrentUser | null> {
  const known = getSession().user;
  if (known) return known;
  const user = await fetchCurrentUser();
  if (user) setSessionUser(user);
  return user;
}
