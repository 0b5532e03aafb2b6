import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.ts';
import type { Clock } from '../platform/clock.ts';
import { categoriasRelatoriosRoutes } from './categorias-relatorios.routes.ts';
import { relatoriosRoutes } from './relatorios.routes.ts';

/** Saved reports and their categories (spec 000 §2.5, §3, §6, §7.3), registered under /api. */
export function reportsRoutes(deps: { db: Database; clock: Clock }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(categoriasRelatoriosRoutes(deps));
    await app.register(relatoriosRoutes(deps));
  };
}
