import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vacinacaoSchema } from '@sigsa/domain/records/vacinacao/vacinacao.schema';
import { todayIn } from '@sigsa/domain/validation/dates';
import { refuseSave } from '@sigsa/domain/workflow/workflow';
import { canRegister } from '@sigsa/domain/access/access-levels';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { writeAudit } from '../../platform/records/audit.ts';
import { allocateNumeroSerie, chooseSerie } from '../../platform/records/numbering.ts';
import {
  actorFor,
  checkVersion,
  visibleRecord,
  WRONG_STATE_MESSAGE,
} from '../../platform/records/operation-runner.ts';
import { loadRecord } from '../../platform/records/record-presenter.ts';
import { vacinacaoRecord } from './vacinacao.record.ts';
import { insertVacinacao, resolveVacinacao, updateVacinacao } from './vacinacao.repository.ts';

const MAX_ID = 2_147_483_647;
const query = z.object({
  role: z.string().max(64).optional(),
  projection: z.enum(['summary', 'full', 'fullMV']).optional(),
});

/**
 * Create and save of vaccinations (spec 002 §7): `POST vacinacoes/create` numbers the new record from its
 * series and answers it; `PATCH vacinacoes/{id}/save` updates fields and lines, never the state, and refuses
 * a stale version (409). Each is one transaction with its audit row.
 */
export function vacinacaoRoutes(deps: { db: Database; clock: Clock }): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  const schema = vacinacaoSchema(() => todayIn(clock.now()));
  return async (app) => {
    app.post(
      '/vacinacoes/create',
      { schema: { tags: ['Vacinação'], summary: 'Cria uma vacinação', querystring: query, body: schema } },
      async (request, reply) => {
        const { actor, ctx } = await actorFor(db, vacinacaoRecord, request.auth);
        if (!canRegister(actor.level)) throw forbidden();
        const input = request.body;
        const id = await db.transaction(async (tx) => {
          const values = await resolveVacinacao(tx, input);
          const serieId = await chooseSerie(tx, vacinacaoRecord.entity, input.serie);
          const numeroSerie = await allocateNumeroSerie(tx, serieId);
          const created = await insertVacinacao(tx, input, values, { serieId, numeroSerie }, actor);
          await writeAudit(tx, {
            entidade: vacinacaoRecord.entity,
            registoId: created,
            operacao: 'criar',
            estadoAnterior: null,
            estadoNovo: vacinacaoRecord.workflow.initial,
            utilizador: actor.username,
            role: actor.role,
          });
          return created;
        });
        reply.status(201);
        return loadRecord(db, vacinacaoRecord, id, ctx, request.query.projection ?? null);
      },
    );

    app.patch(
      '/vacinacoes/:id/save',
      {
        schema: {
          tags: ['Vacinação'],
          summary: 'Grava uma vacinação',
          params: z.object({ id: z.coerce.number().int().positive().max(MAX_ID) }),
          querystring: query,
          body: schema,
        },
      },
      async (request) => {
        const { id } = request.params;
        const { actor, ctx } = await actorFor(db, vacinacaoRecord, request.auth);
        const input = request.body;
        await db.transaction(async (tx) => {
          const record = await visibleRecord(tx, vacinacaoRecord, id, ctx, true);
          if (!record) throw notFound();
          const refusal = refuseSave(vacinacaoRecord.workflow, actor, record);
          if (refusal === 'forbidden') throw forbidden();
          if (refusal === 'wrongState') throw conflict(WRONG_STATE_MESSAGE);
          checkVersion(record, input.version);
          const values = await resolveVacinacao(tx, input);
          await updateVacinacao(tx, id, input, values, actor);
          await writeAudit(tx, {
            entidade: vacinacaoRecord.entity,
            registoId: id,
            operacao: 'guardar',
            estadoAnterior: record.estado,
            estadoNovo: record.estado,
            utilizador: actor.username,
            role: actor.role,
          });
        });
        return loadRecord(db, vacinacaoRecord, id, ctx, request.query.projection ?? null);
      },
    );
  };
}
