import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_ID } from '@sigsa/domain/validation/zod-messages';
import type { Database } from '../db/client.ts';
import type { SessionStore } from '../platform/auth/sessions.ts';
import { changeOwnPassword, createUser, resetPassword, saveUser } from './user-accounts.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
const query = z.object({ role: z.string().max(64).optional() });
const body = z.record(z.string(), z.unknown());
const tags = ['Utilizadores'];

/**
 * The users' writes (000 §7.1; issue 13): `POST userAccounts`, `PATCH userAccounts/{id}`,
 * `POST accounts/{id}/resetPassword` (Gerir, ROLE_SIGSA), and one's own password change
 * `POST accounts/current/alterarPalavraPasse` (ours; any signed-in user). Reads are `GET users…`.
 */
export function userAccountsRoutes(deps: { db: Database; sessions: SessionStore }): FastifyPluginAsyncZod {
  const { db, sessions } = deps;
  return async (app) => {
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
        await changeOwnPassword(db, sessions, request.auth, request.body);
        return reply.status(204).send();
      },
    );
  };
}
