import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NOTIFICACAO_TIPO_MAX,
  NOTIFICACOES_POR_TIPO_MAX,
  type NotificacaoGroup,
} from '@sigsa/domain/notifications/notifications';
import { notificacaoPatchSchema } from '@sigsa/domain/notifications/notificacao-patch';
import type { Database } from '../../db/client.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import { markAllVistas, novasNotificacoes, setVista } from './notifications.ts';

const TAGS = ['Notificações'];
const MAX_ID = 2_147_483_647;
const NOT_FOUND = 'A notificação não foi encontrada.';
const ID_MESSAGE = 'O identificador da notificação deve ser um número inteiro positivo.';
const TIPO_MESSAGE = 'Indique um tipo de notificação válido (letras, algarismos e "_").';

const roleQuery = { role: z.string().max(64).optional() };
// Only identifier-like types reach SQL: a NUL byte in text is a database error, not a mismatch.
const tipoSchema = z
  .string({ error: TIPO_MESSAGE })
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9_-]{1,${NOTIFICACAO_TIPO_MAX}}$`), TIPO_MESSAGE);
const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, ID_MESSAGE)
    .transform(Number)
    .refine((id) => id >= 1 && id <= MAX_ID, ID_MESSAGE),
});

/** The signed-in caller's user id; 401 without a session (the auth hook answers first on these routes). */
function callerId(auth: RequestAuth | null): number {
  if (!auth) throw unauthorized();
  return auth.userId;
}

/**
 * In-app notifications of the signed-in user (spec 000 §2.4, §3, §7.6), registered under /api. Every call
 * sees only the caller's own notifications: someone else's id answers 404, as a missing one does.
 */
export function notificationsRoutes(deps: { db: Database }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/notificacoes/obterNovas',
      {
        schema: {
          tags: TAGS,
          summary:
            'Notificações por ver, agrupadas por tipo: total, contagem por grupo e as 50 mais recentes de cada',
          querystring: z.object(roleQuery),
        },
      },
      async (request) => novasNotificacoes(db, callerId(request.auth)),
    );

    const porTipo = {
      schema: {
        tags: TAGS,
        summary: `Notificações por ver de um tipo (contagem e as ${NOTIFICACOES_POR_TIPO_MAX} mais recentes)`,
        querystring: z.object({ ...roleQuery, tipo: tipoSchema }),
      },
    };
    const handlePorTipo = async (request: {
      auth: RequestAuth | null;
      query: { tipo: string };
    }): Promise<NotificacaoGroup> => {
      const { tipo } = request.query;
      const answer = await novasNotificacoes(db, callerId(request.auth), {
        tipo,
        perGroup: NOTIFICACOES_POR_TIPO_MAX,
      });
      return answer.grupos[0] ?? { tipo, contagem: 0, notificacoes: [] };
    };
    // The spec calls it with a trailing slash (`obterNovasPorTipo/?tipo=`); both spellings answer the same.
    app.get('/notificacoes/obterNovasPorTipo/', porTipo, handlePorTipo);
    app.get('/notificacoes/obterNovasPorTipo', { schema: { ...porTipo.schema, hide: true } }, handlePorTipo);

    app.patch(
      '/notificacoes/:id',
      {
        schema: {
          tags: TAGS,
          summary:
            'Marca uma notificação própria como vista ({ vista: true | 1 }) ou por ver ({ vista: false | 0 })',
          params: idParams,
          querystring: z.object(roleQuery),
          body: notificacaoPatchSchema,
        },
      },
      async (request) => {
        const updated = await setVista(db, callerId(request.auth), request.params.id, request.body.vista);
        if (!updated) throw notFound(NOT_FOUND);
        return updated;
      },
    );

    app.post(
      '/notificacoes/marcarTodasComoVistas',
      {
        schema: {
          tags: TAGS,
          summary:
            'Marca como vistas todas as notificações por ver do utilizador (ou só as de `tipo`); responde as novas contagens',
          querystring: z.object({ ...roleQuery, tipo: tipoSchema.optional() }),
        },
      },
      async (request) => {
        const userId = callerId(request.auth);
        const { tipo } = request.query;
        // One transaction: the counts answered are those right after the update, not after a later insert.
        return db.transaction(async (tx) => {
          await markAllVistas(tx, userId, tipo);
          return novasNotificacoes(tx, userId);
        });
      },
    );
  };
}
