import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIn } from '@sigsa/domain/validation/dates';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import type { FileStore } from '../files/file-store.ts';
import { discardFile } from '../files/upload.ts';
import { loadRecord } from './record-presenter.ts';
import type { RecordType } from './record-type.ts';
import { createRecord, saveRecord } from './save-pipeline.ts';

const MAX_ID = 2_147_483_647;
const query = z.object({
  role: z.string().max(64).optional(),
  projection: z.enum(['summary', 'full', 'fullMV']).optional(),
});

/**
 * Create and save of every record type with a store (spec 002 §7): `POST {entity}/create` answers 201 with the
 * numbered record; `PATCH {entity}/{id}/save` updates its fields and children, never its state, and deletes the
 * files of the documents the save left without an owner (`files`). Both answer the record in the projection
 * asked for.
 */
export function saveRoutes(deps: {
  db: Database;
  clock: Clock;
  types: readonly RecordType[];
  files: FileStore;
}): FastifyPluginAsyncZod {
  const { db, clock, types, files } = deps;
  return async (app) => {
    for (const type of types) {
      if (!type.store) continue;
      const body = type.store.schema(() => todayIn(clock.now()));
      const tags = [type.label];
      app.post(
        `/${type.entity}/create`,
        { schema: { tags, summary: `${type.label}: criar`, querystring: query, body } },
        async (request, reply) => {
          const { id, ctx } = await createRecord(db, type, request.auth, request.body, types);
          reply.status(201);
          return loadRecord(db, type, id, ctx, request.query.projection ?? null);
        },
      );
      app.patch(
        `/${type.entity}/:id/save`,
        {
          schema: {
            tags,
            summary: `${type.label}: guardar`,
            params: z.object({ id: z.coerce.number().int().positive().max(MAX_ID) }),
            querystring: query,
            body,
          },
          // The body names the record of the address, whatever it says: rules that depend on a record being
          // saved already (an official exam's records, 001 §5.4) read the id from it.
          preValidation: async (request) => {
            const target = request.body;
            const params = request.params as { id?: unknown };
            if (
              target &&
              typeof target === 'object' &&
              !Array.isArray(target) &&
              /^\d+$/.test(String(params.id))
            )
              (target as Record<string, unknown>).id = Number(params.id);
          },
        },
        async (request) => {
          const { id } = request.params;
          const { ctx, discarded } = await saveRecord(db, type, request.auth, id, request.body, types);
          for (const key of discarded) await discardFile(files, key, request.log);
          return loadRecord(db, type, id, ctx, request.query.projection ?? null);
        },
      );
    }
  };
}
