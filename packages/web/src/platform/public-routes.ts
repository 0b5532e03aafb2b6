/** Routes where a 401 does not send the user to sign in (spec 000 §2.1). */
export const PUBLIC_ROUTES: readonly string[] = [
  '/autenticar',
  '/publico',
  '/',
  '/termos-condicoes',
  '/validarQR',
];

/** The sign-in route. */
export const SIGN_IN_PATH = '/autenticar';

/** The profile choice route. */
export const PROFILE_CHOICE_PATH = '/autenticar/escolha-perfil';

/** The password change (issue 13): forced after a temporary password, offered in the user menu. */
export const PASSWORD_CHANGE_PATH = '/autenticar/alterar-palavra-passe';

/** The home route every signed-in user lands on. */
export const HOME_PATH = '/inicio';

/** True when `pathname` is a public route or below one (the root `/` only matches itself). */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC_ROUTES.some((route) =>
    route === '/' ? pathname === '/' : pathname === route || pathname.startsWith(`${route}/`),
  );
}

/**
 * The in-app path to return to after signing in, or null when `value` is missing or could leave the app
 * (absolute URLs and protocol-relative `//host` paths are refused).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === SIGN_IN_PATH || value.startsWith(`${SIGN_IN_PATH}/`) || value.startsWith(`${SIGN_IN_PATH}?`))
    return null;
  return value;
}

/** `path` with `?next=<returnTo>` when there is somewhere worth returning to. */
export function withReturnPath(path: string, returnTo: string | null): string {
  const next = safeReturnPath(returnTo);
  return next && next !== HOME_PATH ? `${path}?${new URLSearchParams({ next }).toString()}` : path;
}
