import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USER_IMPORT_MAX_BYTES } from '@sigsa/domain/admin/users-import';
import { MAX_ID } from '@sigsa/domain/validation/zod-messages';
import type { Database } from '../db/client.ts';
import type { SessionStore } from '../platform/auth/sessions.ts';
import type { AttemptThrottle } from '../platform/auth/throttle.ts';
import { mediaType } from '../platform/records/associations.ts';
import { changeOwnPassword, createUser, resetPassword, saveUser } from './user-accounts.ts';
import { importUsers } from './user-import.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
const query = z.object({ role: z.string().max(64).optional() });
const body = z.record(z.string(), z.unknown());
const tags = ['Utilizadores'];
const CSV = 'text/csv';
const importQuery = query.extend({ simular: z.enum(['true', 'false']).default('true') });

/**
 * The users' writes (000 §7.1; issue 13): `POST userAccounts`, `PATCH userAccounts/{id}`,
 * `POST accounts/{id}/resetPassword` (Gerir, ROLE_SIGSA), and one's own password change
 * `POST accounts/current/alterarPalavraPasse` (ours; any signed-in user). Reads are `GET users…`.
 */
export function userAccountsRoutes(deps: {
  db: Database;
  sessions: SessionStore;
  throttle: AttemptThrottle;
}): FastifyPluginAsyncZod {
  const { db, sessions, throttle } = deps;
  return async (app) => {
    app.addContentTypeParser(CSV, { parseAs: 'string', bodyLimit: USER_IMPORT_MAX_BYTES }, (_r, text, done) =>
      done(null, text),
    );

    app.post(
      '/userAccounts/importar',
      {
        schema: {
          tags,
          summary:
            'Importar utilizadores de um CSV (text/csv): simular=true (omissão) pré-visualiza cada linha sem gravar; simular=false grava todas ou nenhuma',
          querystring: importQuery,
        },
      },
      async (request) => {
        const csv = mediaType(request) === CSV ? request.body : null;
        return importUsers(db, sessions, request.auth, csv, request.query.simular === 'false');
      },
    );

    app.post(
      '/userAccounts',
      {
        schema: {
          tags,
          summary:
            'Criar utilizador: 201 e a projeção gestao com a palavra-passe temporária (mostrada uma vez)',
          querystring: query,
          body,
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createUser(db, sessions, request.auth, request.body)),
    );

    app.patch(
      '/userAccounts/:id',
      {
        schema: {
          tags,
          summary: 'Alterar utilizador (campos do formulário e version) ou ativar/desativar ({ enabled })',
          params: idParams,
          querystring: query,
          body,
        },
      },
      async (request) => saveUser(db, sessions, request.auth, request.params.id, request.body),
    );

    app.post(
      '/accounts/:id/resetPassword',
      {
        schema: {
          tags,
          summary: 'Repor a palavra-passe: { palavraPasseTemporaria }; as sessões do utilizador terminam',
          params: idParams,
          querystring: query,
        },
      },
      async (request) => resetPassword(db, sessions, request.auth, request.params.id),
    );

    app.post(
      '/accounts/current/alterarPalavraPasse',
      {
        schema: {
          tags,
          summary: 'Alterar a própria palavra-passe: { palavraPasseAtual, palavraPasseNova } → 204',
          querystring: query,
        },
      },
      async (request, reply) => {
        await changeOwnPassword(db, sessions, throttle, request.auth, request.body);
        return reply.status(204).send();
      },
    );
  };
}
