import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Role } from '@sigsa/domain/access/roles';
import { INDICADORES, grupoIndicadores } from '@sigsa/domain/indicadores/indicadores.registry';
import {
  cartoesDoPerfil,
  type CartaoIndicador,
  type GrupoIndicadores,
} from '@sigsa/domain/indicadores/indicadores';
import type { Database } from '../../db/client.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors.ts';
import { countEach } from '../resources/list-query.ts';
import { ROLE_REQUIRED_MESSAGE, consultContext } from '../resources/resource-access.ts';
import { listConditions } from '../resources/resource.routes.ts';
import type { ResourceDefinition, VisibilityContext } from '../resources/resource.types.ts';

// Início's figures (spec 000 §2.3, §7.6; issue 17). Each card is the count of the generic list it links to: the
// same resource, the same visibility of the caller, the same filter compiler on the card's filters, so that the
// figure and the list's total never differ. One scan per group, one `count(*) FILTER` per card.

/** The answer of `GET kpis`: every group the role is shown, its cards' figures, or the group's failure. */
export interface KpisAnswer {
  grupos: ({ grupo: string; valores: Record<string, number> } | { grupo: string; erro: string })[];
}

/** A group that could not be counted (the others still are). */
export const INDICADORES_ERRO_MESSAGE = 'Não foi possível obter os indicadores.';

/** The caller's role, required by name (`?role=`): the figures are those of one role. */
function roleOf(auth: RequestAuth | null): { auth: RequestAuth; role: Role } {
  if (!auth) throw unauthorized();
  if (!auth.role)
    throw badRequest(ROLE_REQUIRED_MESSAGE, [{ field: 'role', message: ROLE_REQUIRED_MESSAGE }]);
  return { auth, role: auth.role };
}

/** The routes, over the list resources `resources` (the cards' entities among them). */
export function kpisRoutes(deps: {
  db: Database;
  resources: readonly ResourceDefinition[];
}): FastifyPluginAsyncZod {
  const { db, resources } = deps;

  function resourceOf(grupo: GrupoIndicadores): ResourceDefinition {
    const resource = resources.find((r) => r.entity === grupo.entidade);
    if (!resource)
      throw new Error(`Indicadores ${grupo.grupo}: a lista ${grupo.entidade} não está registada.`);
    return resource;
  }

  /** The figures of `cartoes` over what `ctx` may see of `grupo`'s list. */
  async function contar(
    grupo: GrupoIndicadores,
    ctx: VisibilityContext,
    cartoes: readonly CartaoIndicador[],
  ): Promise<Record<string, number>> {
    const resource = resourceOf(grupo);
    const { base } = await listConditions(db, resource, ctx, []);
    const subsets = await Promise.all(
      cartoes.map(async (cartao) => {
        const pairs = cartao.filtros.map((f): [string, string] => [
          f.key,
          JSON.stringify({ value: [...f.value] }),
        ]);
        return { key: cartao.chave, conditions: (await listConditions(db, resource, ctx, pairs)).filters };
      }),
    );
    return countEach(db, resource, base, subsets);
  }

  const querystring = z.object({ role: z.string().max(64).optional() });
  const tags = ['Indicadores'];

  return async (app) => {
    app.get(
      '/kpis',
      {
        schema: {
          tags,
          summary: 'Indicadores do Início do perfil (todos os grupos, ours)',
          querystring,
        },
      },
      async (request): Promise<KpisAnswer> => {
        const { auth, role } = roleOf(request.auth);
        const shown = INDICADORES.flatMap((grupo) => {
          const cartoes = cartoesDoPerfil(grupo, role);
          const ctx = consultContext(resourceOf(grupo), auth);
          return cartoes.length > 0 && ctx ? [{ grupo, cartoes, ctx }] : [];
        });
        const grupos = await Promise.all(
          shown.map(async ({ grupo, cartoes, ctx }) => {
            try {
              return { grupo: grupo.grupo, valores: await contar(grupo, ctx, cartoes) };
            } catch (error) {
              request.log.error({ err: error, grupo: grupo.grupo }, 'indicadores');
              return { grupo: grupo.grupo, erro: INDICADORES_ERRO_MESSAGE };
            }
          }),
        );
        return { grupos };
      },
    );

    app.get(
      '/kpis/:grupo',
      {
        schema: {
          tags,
          summary: 'Indicadores de um grupo (spec 000 §7.6): contagens por estado ou chave',
          params: z.object({ grupo: z.string().max(100) }),
          querystring,
        },
      },
      async (request): Promise<Record<string, number>> => {
        const { auth } = roleOf(request.auth);
        const grupo = grupoIndicadores(request.params.grupo);
        if (!grupo) throw notFound();
        const ctx = consultContext(resourceOf(grupo), auth);
        if (!ctx) throw forbidden();
        return contar(grupo, ctx, grupo.cartoes);
      },
    );
  };
}
