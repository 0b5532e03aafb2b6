import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRole } from '@sigsa/domain/access/roles';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { RequestAuth } from './request-auth.ts';
import type { SessionStore } from './sessions.ts';
import { randomToken, safeEqual } from './tokens.ts';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'SIGSA_SESSION';
/** Name of the readable anti-forgery cookie (double-submit). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header that must echo the anti-forgery token on every write. */
export const XSRF_HEADER = 'x-xsrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The pt-PT message of a write without a valid anti-forgery token. */
export const XSRF_MESSAGE =
  'Pedido recusado: o token de segurança (XSRF) está em falta ou é inválido. Recarregue a página.';

/** True when the request came over TLS, directly or through a proxy we trust. */
function isSecure(request: FastifyRequest, config: Config): boolean {
  return config.cookieSecure ?? request.protocol === 'https';
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure behind TLS; persistent only with rememberMe. */
export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  token: string,
  expiresAt: Date | null,
): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(reply.request, config),
    ...(expiresAt ? { expires: expiresAt } : {}),
  });
}

/** Clears the session cookie. */
export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(reply.request, config),
  });
}

/** Sets the readable anti-forgery cookie the web client echoes in `X-XSRF-TOKEN`. */
export function setXsrfCookie(reply: FastifyReply, config: Config, token: string): void {
  void reply.setCookie(XSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: isSecure(reply.request, config),
  });
}

/** The `role` query parameter as sent: absent/empty → null; anything but one string → `invalid`. */
function requestedRole(request: FastifyRequest): string | null | { invalid: true } {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.role;
  if (value === undefined || value === '') return null;
  return typeof value === 'string' ? value : { invalid: true };
}

/**
 * Authentication, anti-forgery and role checks for every /api call:
 * 1. the session cookie → `request.auth` (expired sessions are dropped);
 * 2. every write must echo the anti-forgery token (bound to the session once signed in) → else 403;
 * 3. non-public routes need a session → else 401;
 * 4. `?role=` must name a role the user holds → else 403.
 * On the way out, the anti-forgery cookie is (re)issued when the client lacks the current one.
 */
export function registerAuthHooks(
  app: FastifyInstance,
  deps: { db: Database; config: Config; sessions: SessionStore },
): void {
  const { config, sessions } = deps;
  app.decorateRequest('auth', null);

  // onRequest, before body parsing and validation: a forged or anonymous write is refused before anything
  // looks at its content.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    const named = requestedRole(request);
    // Only a known role name reaches SQL (a NUL byte in text is an error there, not a mismatch).
    const session = token
      ? await sessions.find(token, typeof named === 'string' && isRole(named) ? named : null)
      : null;
    if (session) {
      const auth: RequestAuth = {
        session,
        userId: session.userId,
        username: session.username,
        roles: session.roles,
        role: null,
        levels: {},
      };
      request.auth = auth;
    }

    if (!SAFE_METHODS.has(request.method)) {
      const header = request.headers[XSRF_HEADER];
      const sent = typeof header === 'string' ? header : '';
      const expected = session ? session.xsrfToken : (request.cookies[XSRF_COOKIE] ?? '');
      if (!sent || !expected || !safeEqual(sent, expected)) throw forbidden(XSRF_MESSAGE);
    }

    if (request.routeOptions.config.public) return;
    if (!request.auth) throw unauthorized();

    if (named !== null) {
      if (typeof named !== 'string' || !isRole(named) || !request.auth.roles.includes(named)) {
        throw forbidden('O utilizador não tem o perfil indicado.');
      }
      request.auth.role = named;
      request.auth.levels = session?.roleLevels ?? {};
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (reply.getHeader('set-cookie')?.toString().includes(`${XSRF_COOKIE}=`)) return;
    const current = request.cookies[XSRF_COOKIE];
    const wanted = request.auth?.session.xsrfToken ?? current ?? randomToken();
    if (current !== wanted) setXsrfCookie(reply, config, wanted);
  });
}
