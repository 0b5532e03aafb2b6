import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BBOX_MESSAGE,
  LIMITES_MAX_ZOOM,
  NIVEIS_LIMITES,
  parseBbox,
  type Bbox,
} from '@sigsa/domain/geo/limites';
import { BANDAS_TOPOLOGIA, CAOP_ANO } from '@sigsa/domain/geo/topologia';
import type { Database } from '../../db/client.ts';
import { notFound } from '../http/errors.ts';
import { BoundaryCache, boundaryAnswer, type BoundaryAnswer } from './boundary-cache.ts';
import {
  concelhoNoPonto,
  freguesiaNoPonto,
  freguesiasADistancia,
  limitesGeoJson,
  poligonosFreguesias,
  simplificationFor,
  type FreguesiaNoPonto,
} from './limites.query.ts';
import { notModified } from '../http/etag.ts';
import { buildTopologia } from './topologia.ts';

const TAGS = ['Geografia'];

const NIVEL_MESSAGE = 'Indique o nível dos limites: distritos, concelhos ou freguesias.';
const ZOOM_MESSAGE = `O zoom deve ser um número inteiro entre 0 e ${LIMITES_MAX_ZOOM}.`;
const BBOX_REQUIRED_MESSAGE = 'Indique a área (bbox) para pedir os limites das freguesias.';
const LATITUDE_MESSAGE = 'A latitude deve ser um número entre -90 e 90 (graus, WGS84).';
const LONGITUDE_MESSAGE = 'A longitude deve ser um número entre -180 e 180 (graus, WGS84).';
const NO_PARISH_MESSAGE = 'Nenhuma freguesia contém o ponto indicado (mar ou fora de Portugal).';
const noParishBoundaries = (concelho: string) =>
  `Não é possível indicar a freguesia deste ponto: a carta administrativa não tem os limites das freguesias de ${concelho}.`;

const roleQuery = { role: z.string().max(64).optional() };

const BANDA_MESSAGE = 'Indique a banda de zoom: pais, regiao ou detalhe.';
const ANO_MESSAGE = 'Indique o ano da edição da CAOP.';
const noCaopEdition = (ano: number) =>
  `Não há limites da CAOP de ${ano}: o servidor tem os da CAOP de ${CAOP_ANO}.`;

const topologiaParams = z.object({
  ano: z
    .string()
    .regex(/^\d{4}$/, ANO_MESSAGE)
    .transform(Number),
  banda: z.enum(BANDAS_TOPOLOGIA, { error: BANDA_MESSAGE }),
});

const limitesQuery = z
  .object({
    ...roleQuery,
    nivel: z.enum(NIVEIS_LIMITES, { error: NIVEL_MESSAGE }),
    bbox: z
      .string({ error: BBOX_MESSAGE })
      .max(200, BBOX_MESSAGE)
      .optional()
      .transform((text, context): Bbox | undefined => {
        if (text === undefined) return undefined;
        const box = parseBbox(text);
        if (!box) context.addIssue({ code: 'custom', message: BBOX_MESSAGE });
        return box ?? undefined;
      }),
    zoom: z
      .string({ error: ZOOM_MESSAGE })
      .regex(/^\d{1,2}$/, ZOOM_MESSAGE)
      .transform(Number)
      .refine((zoom) => zoom <= LIMITES_MAX_ZOOM, ZOOM_MESSAGE)
      .optional(),
  })
  .superRefine((query, context) => {
    if (query.nivel === 'freguesias' && query.bbox === undefined)
      context.addIssue({ code: 'custom', path: ['bbox'], message: BBOX_REQUIRED_MESSAGE });
  });

/** A decimal number in degrees, within ±`limit`. */
const degrees = (limit: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,15})?$/, message)
    .transform(Number)
    .refine((value) => Math.abs(value) <= limit, message);

const pontoQuery = z.object({
  ...roleQuery,
  latitude: degrees(90, LATITUDE_MESSAGE),
  longitude: degrees(180, LONGITUDE_MESSAGE),
});

/** Farthest radius of a search by distance (ours): a regional zone around an outbreak, not the country. */
export const MAX_DISTANCIA_KM = 100;
const DISTANCIA_MESSAGE = `Indique a distância em km: um número maior do que 0 e até ${MAX_DISTANCIA_KM}.`;

const distanciaQuery = pontoQuery.extend({
  km: z
    .string({ error: DISTANCIA_MESSAGE })
    .trim()
    .regex(/^\d{1,3}([.,]\d{1,3})?$/, DISTANCIA_MESSAGE)
    .transform((text) => Number(text.replace(',', '.')))
    .refine((km) => km > 0 && km <= MAX_DISTANCIA_KM, DISTANCIA_MESSAGE),
});

/** True when the client takes gzip (and has not refused it with `q=0`). */
function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip') return false;
    return !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/** How long a browser keeps an answer, and whether it may skip revalidating it. */
type Caching = 'revalidate' | 'immutable';

const CACHE_CONTROLS: Record<Caching, string> = {
  // The polygons change only on a reseed: a day, then the entity tag.
  revalidate: 'private, max-age=86400',
  // The URL names the CAOP edition, whose polygons never change.
  immutable: 'private, max-age=31536000, immutable',
};

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: BoundaryAnswer,
  how: { type: string; caching: Caching },
): FastifyReply {
  void reply
    .header('etag', answer.etag)
    .header('cache-control', CACHE_CONTROLS[how.caching])
    .header('vary', 'Accept-Encoding');
  if (notModified(request, answer.etag)) return reply.code(304).send();
  void reply.type(how.type);
  if (acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(answer.gzipped);
  return reply.send(answer.body);
}

const GEOJSON = { type: 'application/geo+json; charset=utf-8', caching: 'revalidate' } as const;
const TOPOJSON = { type: 'application/json; charset=utf-8', caching: 'immutable' } as const;

/** The HAL-ish body of the parish under a point. */
function presentFreguesia(freguesia: FreguesiaNoPonto) {
  return { ...freguesia, _links: { self: { href: `/api/freguesias/${freguesia.id}` } } };
}

/**
 * Geography for the maps, from our own database (no outside map service): the CAOP boundaries of a level, and
 * the parish under a point. Any signed-in user reads them (the auth hook answers 401 without a session), with
 * or without `role`, like the other reference data.
 */
export function geoRoutes(deps: { db: Database; cache?: BoundaryCache }): FastifyPluginAsyncZod {
  const { db } = deps;
  const cache = deps.cache ?? new BoundaryCache();
  return async (app) => {
    app.get(
      '/limitesAdministrativos',
      {
        schema: {
          tags: TAGS,
          summary:
            'Limites administrativos (CAOP) de um nível em GeoJSON, simplificados para o zoom e, com bbox, recortados pela área',
          querystring: limitesQuery,
        },
      },
      async (request, reply) => {
        const { nivel, bbox, zoom } = request.query;
        const how = simplificationFor(zoom);
        const box = bbox ?? null;
        const key = [nivel, how.key, box ? Object.values(box).join(',') : 'pais'].join('|');
        const load = async () => boundaryAnswer(await limitesGeoJson(db, nivel, how, box));
        return send(request, reply, await cache.get(key, box === null, load), GEOJSON);
      },
    );

    app.get(
      '/limitesAdministrativos/topologia/:ano/:banda',
      {
        schema: {
          tags: TAGS,
          summary:
            'Todas as freguesias do país numa topologia TopoJSON (fronteiras partilhadas), simplificada para uma banda de zoom; imutável por edição da CAOP',
          params: topologiaParams,
          querystring: z.object(roleQuery),
        },
      },
      async (request, reply) => {
        const { ano, banda } = request.params;
        if (ano !== CAOP_ANO) throw notFound(noCaopEdition(ano));
        const load = async () =>
          boundaryAnswer(JSON.stringify(buildTopologia(await poligonosFreguesias(db), banda)));
        return send(request, reply, await cache.get(`topologia|${banda}`, true, load), TOPOJSON);
      },
    );

    app.get(
      '/freguesias/search/findByDistancia',
      {
        schema: {
          tags: TAGS,
          summary:
            'As freguesias a menos de km quilómetros de um ponto (WGS84), pelo código; na Madeira, pelo polígono do concelho',
          querystring: distanciaQuery,
        },
      },
      async (request) => {
        const { latitude, longitude, km } = request.query;
        return { latitude, longitude, km, ...(await freguesiasADistancia(db, latitude, longitude, km)) };
      },
    );

    app.get(
      '/freguesias/search/findByLocalizacao',
      {
        schema: {
          tags: TAGS,
          summary:
            'A freguesia que contém um ponto (latitude, longitude em WGS84), com o concelho e o distrito',
          querystring: pontoQuery,
        },
      },
      async (request) => {
        const { latitude, longitude } = request.query;
        const freguesia = await freguesiaNoPonto(db, latitude, longitude);
        if (freguesia) return presentFreguesia(freguesia);
        const concelho = await concelhoNoPonto(db, latitude, longitude);
        throw notFound(concelho ? noParishBoundaries(concelho) : NO_PARISH_MESSAGE);
      },
    );
  };
}
