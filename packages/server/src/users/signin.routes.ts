import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { signinCredentialsSchema } from '@sigsa/domain/access/signin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { utilizadores } from '../db/schema/users.ts';
import {
  ACCOUNT_POLICY,
  accountKey,
  ADDRESS_POLICY,
  type AttemptThrottle,
} from '../platform/auth/throttle.ts';
import {
  SESSION_COOKIE,
  clearSessionCookie,
  setSessionCookie,
  setXsrfCookie,
} from '../platform/auth/auth.hooks.ts';
import { verifyAgainstDummy, verifyPassword } from '../platform/auth/password.ts';
import type { SessionStore } from '../platform/auth/sessions.ts';
import { randomToken, tokenHash } from '../platform/auth/tokens.ts';
import { badRequest, unauthorized } from '../platform/http/errors.ts';
import { loadCurrentUser } from './current-user.ts';

/** The message of a failed sign-in; the same for an unknown user, a wrong password and a disabled account. */
export const BAD_CREDENTIALS = 'Utilizador ou palavra-passe inválidos.';

// The credentials are the sign-in form's schema; "lembrar-me" arrives as the form-encoded text.
const signinBody = signinCredentialsSchema.extend({
  rememberMe: z.enum(['true', 'false', 'on'], { error: 'O valor de "lembrar-me" é inválido.' }).optional(),
});

/** Sign-in and sign-out (spec 000 §7.1). */
export function signinRoutes(deps: {
  db: Database;
  config: Config;
  sessions: SessionStore;
  throttle: AttemptThrottle;
}): FastifyPluginAsyncZod {
  const { db, config, sessions, throttle } = deps;
  return async (app) => {
    app.post(
      '/signin',
      {
        config: { public: true },
        schema: {
          tags: ['Sessão'],
          summary: 'Autenticar (form-encoded)',
          consumes: ['application/x-www-form-urlencoded'],
          body: signinBody,
        },
        preValidation: async (request) => {
          // The spec's sign-in is a form post; JSON or anything else is refused before it is read.
          if (
            !request.headers['content-type']?.toLowerCase().startsWith('application/x-www-form-urlencoded')
          ) {
            throw badRequest('Tipo de conteúdo não suportado: use application/x-www-form-urlencoded.');
          }
        },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        const rememberMe = request.body.rememberMe === 'true' || request.body.rememberMe === 'on';
        const addressKey = `ip:${request.ip}`;
        const account = accountKey(username);
        await throttle.assertNotLocked([account, addressKey]);

        const rows = await db
          .select({ id: utilizadores.id, hash: utilizadores.passwordHash, enabled: utilizadores.enabled })
          .from(utilizadores)
          .where(eq(sql`lower(${utilizadores.username})`, username.toLowerCase()));
        const user = rows[0];
        const valid = user
          ? await verifyPassword(user.hash, password)
          : (await verifyAgainstDummy(password), false);
        if (!user || !valid || !user.enabled) {
          await throttle.recordFailure(account, ACCOUNT_POLICY);
          await throttle.recordFailure(addressKey, ADDRESS_POLICY);
          throw unauthorized(BAD_CREDENTIALS);
        }
        await throttle.reset(account);

        // A new session id at every sign-in (no fixation); the session the browser had, if any, ends.
        const previous = request.cookies[SESSION_COOKIE];
        if (previous) await sessions.destroy(tokenHash(previous));
        const created = await sessions.create(user.id, rememberMe, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        setSessionCookie(reply, config, created.token, rememberMe ? created.expiresAt : null);
        setXsrfCookie(reply, config, created.xsrfToken);
        return loadCurrentUser(db, user.id, null);
      },
    );

    app.post(
      '/signout',
      { config: { public: true }, schema: { tags: ['Sessão'], summary: 'Terminar a sessão' } },
      async (request, reply) => {
        if (request.auth) await sessions.destroy(request.auth.session.tokenHash);
        clearSessionCookie(reply, config);
        setXsrfCookie(reply, config, randomToken());
        return reply.status(204).send();
      },
    );
  };
}
