import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Role } from '@sigsa/domain/access/roles';
import {
  INDICADORES,
  grupoIndicadores,
  mapaIndicadores,
} from '@sigsa/domain/indicadores/indicadores.registry';
import {
  DIAS_INVALIDOS_MESSAGE,
  DIAS_MAX,
  DIAS_OPCOES,
  ENTIDADE_SEM_MAPA_MESSAGE,
  janelaDosDias,
  type MapaAnswer,
  type MapaIndicadores,
} from '@sigsa/domain/indicadores/mapa';
import {
  cartoesDoPerfil,
  filtroDaLigacao,
  type CartaoIndicador,
  type GrupoIndicadores,
} from '@sigsa/domain/indicadores/indicadores';
import {
  cartoesDasTendencias,
  CRIACAO_KEY,
  ENTIDADE_OBRIGATORIA_MESSAGE,
  ENTIDADE_SEM_TENDENCIAS_MESSAGE,
  grupoDeTendencias,
  SEMANAS_INVALIDAS_MESSAGE,
  SEMANAS_MAX,
  SEMANAS_OPCOES,
  semanasAte,
  type SemanaIso,
  type TendenciasAnswer,
} from '@sigsa/domain/indicadores/tendencias';
import { LISBON_TIME_ZONE, todayIn } from '@sigsa/domain/validation/dates';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors.ts';
import { findColumn } from '../resources/filter-compiler.ts';
import { countEach, countEachBy, type CountSubset } from '../resources/list-query.ts';
import { ROLE_REQUIRED_MESSAGE, consultContext } from '../resources/resource-access.ts';
import { listConditions } from '../resources/resource.routes.ts';
import type { ResourceDefinition, VisibilityContext } from '../resources/resource.types.ts';
import { contarPorContadores } from './contadores.ts';

// Início's figures (spec 000 §2.3, §7.6; issue 17). Each card is the count of the generic list it links to: read
// from the counters the record tables keep (`contadores.ts`) where the type keeps them, else counted by the list
// engine (the same resource, visibility and filter compiler on the card's filters; one scan per group, one
// `count(*) FILTER` per card). The tests hold both to the list's total.

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
  clock: Clock;
  resources: readonly ResourceDefinition[];
}): FastifyPluginAsyncZod {
  const { db, clock, resources } = deps;

  function resourceOf(grupo: GrupoIndicadores): ResourceDefinition {
    const resource = resources.find((r) => r.entity === grupo.entidade);
    if (!resource)
      throw new Error(`Indicadores ${grupo.grupo}: a lista ${grupo.entidade} não está registada.`);
    return resource;
  }

  /** Each card's filters, compiled as its list compiles them. */
  function subsetsOf(
    resource: ResourceDefinition,
    ctx: VisibilityContext,
    cartoes: readonly CartaoIndicador[],
  ): Promise<CountSubset[]> {
    return Promise.all(
      cartoes.map(async (cartao) => {
        const pairs = cartao.filtros.map((f): [string, string] => [
          f.key,
          JSON.stringify({ value: filtroDaLigacao(f).value }),
        ]);
        return { key: cartao.chave, conditions: (await listConditions(db, resource, ctx, pairs)).filters };
      }),
    );
  }

  /** The figures of `cartoes` over what `ctx` may see of `grupo`'s list. */
  async function contar(
    grupo: GrupoIndicadores,
    ctx: VisibilityContext,
    cartoes: readonly CartaoIndicador[],
  ): Promise<Record<string, number>> {
    const resource = resourceOf(grupo);
    const kept = await contarPorContadores(db, resource, ctx, cartoes);
    if (kept) return kept;
    const { base } = await listConditions(db, resource, ctx, []);
    return countEach(db, resource, base, await subsetsOf(resource, ctx, cartoes));
  }

  /**
   * The records of `grupo`'s list created in each of `semanas`, by card: the window is the list's own creation-date
   * filter (whole days in Lisbon), and each record falls in the week of its creation in Lisbon, so a week's count is
   * what the list shows filtered by that week.
   */
  async function contarPorSemana(
    grupo: GrupoIndicadores,
    ctx: VisibilityContext,
    cartoes: readonly CartaoIndicador[],
    semanas: readonly SemanaIso[],
  ): Promise<TendenciasAnswer> {
    const resource = resourceOf(grupo);
    const criacao = findColumn(resource, CRIACAO_KEY);
    if (!criacao) throw new Error(`Indicadores ${grupo.grupo}: a lista não tem ${CRIACAO_KEY}.`);
    const janela = `[${semanas[0]?.inicio ?? ''},${semanas.at(-1)?.fim ?? ''}]`;
    const { base, filters } = await listConditions(db, resource, ctx, [
      [CRIACAO_KEY, JSON.stringify({ value: janela })],
    ]);
    // Each record's week is found among the weeks' first instants (Monday 00:00 in Lisbon, computed once) by a
    // binary search: cheaper, over a year of records, than converting every creation time to Lisbon's calendar.
    const inicios = sql.join(
      semanas.map((s) => sql`(${s.inicio}::timestamp AT TIME ZONE ${LISBON_TIME_ZONE})`),
      sql`, `,
    );
    const semana = sql`width_bucket(${criacao.expr}, (SELECT ARRAY[${inicios}]))`;
    const contagens = await countEachBy(
      db,
      resource,
      [...base, ...filters],
      await subsetsOf(resource, ctx, cartoes),
      semana,
    );
    const zeros = Object.fromEntries(cartoes.map((c) => [c.chave, 0]));
    return {
      grupo: grupo.grupo,
      semanas: semanas.map((s, i) => ({ ...s, valores: contagens.get(String(i + 1)) ?? zeros })),
    };
  }

  /**
   * The records of `mapa`'s list created in the last `dias` days (whole days in Lisbon: the list's own
   * creation-date filter), by the code of their parish: what each parish's link to the list counts.
   */
  async function contarPorFreguesia(
    grupo: GrupoIndicadores,
    mapa: MapaIndicadores,
    ctx: VisibilityContext,
    dias: number,
  ): Promise<MapaAnswer> {
    const resource = resourceOf(grupo);
    const freguesia = findColumn(resource, mapa.freguesiaKey)?.relation?.codeExpr;
    if (!freguesia) throw new Error(`Mapa ${mapa.entidade}: a lista não tem ${mapa.freguesiaKey}.`);
    const { inicio, fim } = janelaDosDias(todayIn(clock.now()), dias);
    const { base, filters } = await listConditions(db, resource, ctx, [
      [CRIACAO_KEY, JSON.stringify({ value: `[${inicio},${fim}]` })],
    ]);
    const contagens = await countEachBy(
      db,
      resource,
      [...base, ...filters, sql`${freguesia} IS NOT NULL`],
      [{ key: 'n', conditions: [] }],
      freguesia,
    );
    return Object.fromEntries([...contagens].map(([dicofre, valores]) => [dicofre, valores.n ?? 0]));
  }

  /** The 400 of a type a call does not serve. */
  function entidadeRecusada(message: string) {
    return badRequest(message, [{ field: 'entidade', message }]);
  }

  /** The group whose list `entidade` is and the caller's visibility on it, when the role's Início shows it (403). */
  function tipoDoInicio(
    auth: RequestAuth,
    role: Role,
    entidade: string,
  ): { grupo: GrupoIndicadores; ctx: VisibilityContext } {
    const grupo = grupoDeTendencias(entidade, role);
    const ctx = grupo ? consultContext(resourceOf(grupo), auth) : null;
    if (!grupo || !ctx) throw forbidden();
    return { grupo, ctx };
  }

  const querystring = z.object({ role: z.string().max(64).optional() });
  const tags = ['Indicadores'];

  /** A view of one type over a window of `1..max` units (weeks, days), `message` for anything else. */
  const vistaQuerystring = <K extends string>(
    janela: K,
    max: number,
    predefinida: number,
    message: string,
  ) => {
    const unidades = z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(max, { error: message })
      .default(predefinida);
    return querystring.extend({
      entidade: z.string({ error: ENTIDADE_OBRIGATORIA_MESSAGE }).max(100),
      ...({ [janela]: unidades } as Record<K, typeof unidades>),
    });
  };
  const tendenciasQuerystring = vistaQuerystring(
    'semanas',
    SEMANAS_MAX,
    SEMANAS_OPCOES[0],
    SEMANAS_INVALIDAS_MESSAGE,
  );
  const mapaQuerystring = vistaQuerystring('dias', DIAS_MAX, DIAS_OPCOES[0], DIAS_INVALIDOS_MESSAGE);
  const entidadesComIndicadores = new Set(INDICADORES.map((g) => g.entidade));

  return async (app) => {
    app.get(
      '/kpis/tendencias',
      {
        schema: {
          tags,
          summary: 'Registos criados por semana ISO (Lisboa), por cartão, de um tipo (ours)',
          querystring: tendenciasQuerystring,
        },
      },
      async (request): Promise<TendenciasAnswer> => {
        const { auth, role } = roleOf(request.auth);
        const { entidade, semanas } = request.query;
        if (!entidadesComIndicadores.has(entidade)) throw entidadeRecusada(ENTIDADE_SEM_TENDENCIAS_MESSAGE);
        const { grupo, ctx } = tipoDoInicio(auth, role, entidade);
        return contarPorSemana(
          grupo,
          ctx,
          cartoesDasTendencias(grupo, role),
          semanasAte(todayIn(clock.now()), semanas),
        );
      },
    );

    app.get(
      '/kpis/mapa',
      {
        schema: {
          tags,
          summary: 'Registos criados nos últimos dias, por freguesia, de um tipo (ours)',
          querystring: mapaQuerystring,
        },
      },
      async (request): Promise<MapaAnswer> => {
        const { auth, role } = roleOf(request.auth);
        const { entidade, dias } = request.query;
        const mapa = mapaIndicadores(entidade);
        if (!mapa) throw entidadeRecusada(ENTIDADE_SEM_MAPA_MESSAGE);
        const { grupo, ctx } = tipoDoInicio(auth, role, entidade);
        return contarPorFreguesia(grupo, mapa, ctx, dias);
      },
    );

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
