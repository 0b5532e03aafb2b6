import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../http/errors.ts';
import { halPage } from '../http/hal.ts';
import { authorizeResource, consultContext } from '../resources/resource-access.ts';
import { ARCHIVE_OPERATIONS } from '@sigsa/domain/workflow/workflow';
import { runArchive } from './archive.ts';
import { recordHistory } from './audit.ts';
import { linkedRecords, linkViews } from './linked-records.ts';
import { activeSeries } from './numbering.ts';
import { actorFor, runOperation, visibleRecord } from './operation-runner.ts';
import { loadRecord } from './record-presenter.ts';
import type { RecordType } from './record-type.ts';

const MAX_ID = 2_147_483_647;
const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
const recordQuery = z.object({
  role: z.string().max(64).optional(),
  projection: z.enum(['summary', 'full', 'fullMV']).optional(),
});

/** Body of an operation: the version the caller saw and, for returns, the reason (001 §3.3). */
const operationBody = z
  .object({
    version: z.number().int().min(0).nullish(),
    idMotivo: z.number().int().positive().max(MAX_ID).nullish(),
    observacoes: z.string().max(4000).nullish(),
  })
  .nullish();

/** Body of arquivar/desarquivar: the version the caller saw (optional, like every operation's). */
const archiveBody = z.object({ version: z.number().int().min(0).nullish() }).nullish();

/**
 * The routes every record type shares (issue 4): its workflow operations, `POST {entity}/{id}/{operation}`,
 * and `arquivar`/`desarquivar`, each answering the record in the requested projection, its audit history,
 * `GET {entity}/{id}/historico`, and its linked records, `GET {entity}/{id}/ligacoes` (issue 12).
 */
export function recordRoutes(deps: {
  db: Database;
  types: readonly RecordType[];
  /** After the commit of an operation that issued a certificate: its PDF is rendered then, off the request. */
  depoisDeEmitir?: (certificado: number, log: FastifyBaseLogger) => void;
}): FastifyPluginAsyncZod {
  const { db, types, depoisDeEmitir } = deps;
  return async (app) => {
    for (const type of types) {
      const tags = [type.label];
      if (type.routes) await app.register(type.routes({ db }));
      for (const operation of type.workflow.operations) {
        app.post(
          `/${type.entity}/:id/${operation.name}`,
          {
            schema: {
              tags,
              summary: `${type.label}: ${operation.name}`,
              params: idParams,
              querystring: recordQuery,
              body: operationBody,
            },
          },
          async (request) => {
            const { id } = request.params;
            const body = request.body ?? {};
            const { ctx, certificado } = await runOperation(db, type, request.auth, id, operation.name, {
              version: body.version ?? null,
              reason: { idMotivo: body.idMotivo ?? undefined, observacoes: body.observacoes ?? null },
            });
            if (certificado !== null) depoisDeEmitir?.(certificado, request.log);
            return loadRecord(db, type, id, ctx, request.query.projection ?? null);
          },
        );
      }

      for (const { name } of ARCHIVE_OPERATIONS) {
        app.post(
          `/${type.entity}/:id/${name}`,
          {
            schema: {
              tags,
              summary: `${type.label}: ${name}`,
              params: idParams,
              querystring: recordQuery,
              body: archiveBody,
            },
          },
          async (request) => {
            const { id } = request.params;
            const { ctx } = await runArchive(db, type, request.auth, id, name, request.body?.version ?? null);
            return loadRecord(db, type, id, ctx, request.query.projection ?? null);
          },
        );
      }

      app.get(
        `/${type.entity}/:id/historico`,
        { schema: { tags, summary: `${type.label}: histórico`, params: idParams, querystring: recordQuery } },
        async (request) => {
          const { id } = request.params;
          const { ctx } = await actorFor(db, type, request.auth);
          // Visibility first: a record the caller cannot see has no history either (404).
          if (!(await visibleRecord(db, type, id, ctx, false))) throw notFound();
          const rows = await recordHistory(db, type.entity, id);
          const items = rows.map((r) => ({ ...r, data: new Date(r.data).toISOString() }));
          return halPage(
            'historico',
            items,
            { number: 0, size: items.length, totalElements: items.length },
            `${type.entity}/${id}/historico`,
          );
        },
      );

      const views = linkViews(type, types);
      app.get(
        `/${type.entity}/:id/ligacoes`,
        {
          schema: {
            tags,
            summary: `${type.label}: registos ligados`,
            params: idParams,
            querystring: z.object({ role: z.string().max(64).optional() }),
          },
        },
        async (request) => {
          const { id } = request.params;
          const auth = request.auth;
          const ctx = await authorizeResource(db, type.resource, auth);
          // Visibility first: a record the caller cannot see has no links either (404).
          if (!auth || !(await visibleRecord(db, type, id, ctx, false))) throw notFound();
          return linkedRecords(db, type, views, id, ctx, (resource) => consultContext(resource, auth));
        },
      );
    }

    app.get(
      '/series/search/findByClasseInAndAtivaIsTrue',
      {
        schema: {
          tags: ['Séries'],
          summary: 'Séries ativas das classes indicadas',
          querystring: z.object({
            classe: z.union([z.string().max(200), z.array(z.string().max(200)).max(20)]),
            role: z.string().max(64).optional(),
          }),
        },
      },
      async (request) => {
        const raw = request.query.classe;
        const classes = (Array.isArray(raw) ? raw : [raw])
          .flatMap((c) => c.split(','))
          .map((c) => c.trim())
          .filter(Boolean);
        const items = await activeSeries(db, classes);
        return halPage(
          'series',
          items,
          { number: 0, size: items.length, totalElements: items.length },
          'series',
        );
      },
    );
  };
}
