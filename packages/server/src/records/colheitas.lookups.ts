import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryRows, type Database } from '../db/client.ts';
import type { RequestAuth } from '../platform/auth/request-auth.ts';
import { badRequest, notFound, unauthorized } from '../platform/http/errors.ts';
import { halPage } from '../platform/http/hal.ts';
import { visibleRecord } from '../platform/records/operation-runner.ts';
import type { RecordType } from '../platform/records/record-type.ts';
import { authorizeResource } from '../platform/resources/resource-access.ts';
import { ensaioJson, tipoResultadoJson } from './colheitas.projection.ts';
import type { ColheitaTipo } from './colheitas.tipo.ts';

// The lookups of 001 §7 that read a saved collection: the assays of the collection taking a matrix, the matrices
// its assays take, the sub-categories of its species; and the result type of a typing assay. The spec names the
// collection by id alone (`cid`, `id`); two types number their collections apart, so `entidade` (ours, optional)
// names the type, the domestic one ("controlo laboratorial") by default. A collection the caller may not see
// answers 404, as the record itself does.

/** A collection type as its lookups need it. */
export interface ColheitaLookupSource {
  record: RecordType;
  tipo: ColheitaTipo;
}

const MAX_ID = 2_147_483_647;
const id = z.coerce.number().int().positive().max(MAX_ID);
const ENTIDADE_DESCONHECIDA_MESSAGE = 'Tipo de colheita desconhecido.';

/** The rows of one query, as a one-page HAL list under `key`. */
async function halRows(db: Database, key: string, query: SQL, self: string) {
  const rows = await queryRows<{ item: unknown }>(db, query);
  const items = rows.map((r) => r.item);
  return halPage(key, items, { number: 0, size: items.length, totalElements: items.length }, self);
}

/** The routes, over the collection types `types`. */
export function colheitaLookupRoutes(deps: {
  db: Database;
  types: readonly ColheitaLookupSource[];
}): FastifyPluginAsyncZod {
  const { db, types } = deps;
  const [principal] = types;
  const entidades = types.map((t) => t.tipo.entity);

  /** The collection `colheita` of type `entidade`, when the caller may see it (else 404). */
  async function visivel(auth: RequestAuth | null, entidade: string | undefined, colheita: number) {
    const source = entidade === undefined ? principal : types.find((t) => t.tipo.entity === entidade);
    if (!source)
      throw badRequest(ENTIDADE_DESCONHECIDA_MESSAGE, [
        { field: 'entidade', message: ENTIDADE_DESCONHECIDA_MESSAGE },
      ]);
    const ctx = await authorizeResource(db, source.record.resource, auth);
    if (!(await visibleRecord(db, source.record, colheita, ctx, false))) throw notFound();
    return source.tipo;
  }

  const entidade = z.string().max(200).optional();
  const role = z.string().max(64).optional();
  const tags = ['Colheitas de amostras'];

  /**
   * The lookups of one collection: the path, the list's key, the query parameter naming the collection (`cid` or
   * `id`), any other id parameter, and the query of the type `tipo` for collection `colheita`.
   */
  const porColheita: {
    path: string;
    summary: string;
    key: string;
    colheita: 'cid' | 'id';
    outro?: 'mid';
    query: (tipo: ColheitaTipo, colheita: number, outro: number) => SQL;
  }[] = [
    {
      path: 'ensaios/search/findByControloAndMatriz',
      summary: 'Ensaios da colheita que aceitam a matriz',
      key: 'ensaios',
      colheita: 'cid',
      outro: 'mid',
      query: (tipo, colheita, matriz) =>
        sql`SELECT ${sql.raw(ensaioJson('el'))} AS item FROM ensaios_laboratoriais el
             WHERE el.id IN (SELECT l.ensaio_id FROM ${sql.raw(`${tipo.prefix}_ensaios`)} l
                              WHERE l.colheita_id = ${colheita})
               AND EXISTS (SELECT 1 FROM ensaios_laboratoriais_matrizes m
                            WHERE m.ensaio_id = el.id AND m.matriz_id = ${matriz})
             ORDER BY el.nome, el.id`,
    },
    {
      path: 'matrizesAmostras/search/findByControlo',
      summary: 'Matrizes que os ensaios da colheita aceitam',
      key: 'matrizesAmostras',
      colheita: 'id',
      query: (tipo, colheita) =>
        sql`SELECT json_build_object('id', m.id, 'codigo', m.codigo, 'nome', m.nome) AS item
              FROM matrizes_amostras m
             WHERE NOT m.arquivado AND EXISTS (
               SELECT 1 FROM ensaios_laboratoriais_matrizes em
                 JOIN ${sql.raw(`${tipo.prefix}_ensaios`)} l ON l.ensaio_id = em.ensaio_id
                WHERE em.matriz_id = m.id AND l.colheita_id = ${colheita})
             ORDER BY m.nome, m.id`,
    },
    {
      path: 'subCategoriasAnimais/search/findByControloLaboratorialId',
      summary: 'Subcategorias das espécies da colheita',
      key: 'subCategoriasAnimais',
      colheita: 'id',
      // A species' sub-categories: its own, or its category's that name no species (as `findByEspecie`).
      query: (tipo, colheita) =>
        sql`WITH especies AS (SELECT e.especie_id
              FROM ${sql.raw(tipo.table)} c, LATERAL (${sql.raw(tipo.especies)}) AS e(especie_id)
             WHERE c.id = ${colheita})
            SELECT json_build_object('id', sc.id, 'codigo', sc.codigo, 'nome', sc.nome) AS item
              FROM sub_categorias_animais sc
             WHERE NOT sc.arquivado AND (sc.especie_id IN (SELECT especie_id FROM especies)
                OR (sc.especie_id IS NULL AND EXISTS (SELECT 1 FROM categorias_animais_especies ce
                     WHERE ce.categoria_animal_id = sc.categoria_animal_id
                       AND ce.especie_id IN (SELECT especie_id FROM especies))))
             ORDER BY sc.nome, sc.id`,
    },
  ];

  return async (app) => {
    if (!principal) return;
    for (const lookup of porColheita) {
      const ids = { [lookup.colheita]: id, ...(lookup.outro ? { [lookup.outro]: id } : {}) };
      app.get(
        `/${lookup.path}`,
        {
          schema: {
            tags,
            summary: lookup.summary,
            description: `Tipos de colheita (entidade): ${entidades.join(', ')}.`,
            querystring: z.object({ ...ids, entidade, role }),
          },
        },
        async (request) => {
          const query = request.query as Record<string, number> & { entidade?: string };
          const colheita = query[lookup.colheita] ?? 0;
          const tipo = await visivel(request.auth, query.entidade, colheita);
          const outro = lookup.outro ? (query[lookup.outro] ?? 0) : 0;
          return halRows(db, lookup.key, lookup.query(tipo, colheita, outro), lookup.path);
        },
      );
    }

    // The spec writes this path with a trailing slash; both forms answer.
    for (const path of [
      '/tiposResultados/search/getTiposResultadosByEnsaioTipificacao/',
      '/tiposResultados/search/getTiposResultadosByEnsaioTipificacao',
    ])
      app.get(
        path,
        {
          schema: {
            tags,
            summary: 'Tipo de resultado de um ensaio de tipificação, com a sua lista de valores',
            querystring: z.object({ id, role }),
          },
        },
        async (request) => {
          if (!request.auth) throw unauthorized();
          return halRows(
            db,
            'tiposResultados',
            sql`SELECT ${sql.raw(tipoResultadoJson('tr', true))} AS item
                  FROM ensaios_laboratoriais el JOIN tipos_resultados tr ON tr.id = el.tipo_resultado_id
                 WHERE el.id = ${request.query.id} AND el.requer_tipificacao AND NOT el.arquivado`,
            'tiposResultados/search/getTiposResultadosByEnsaioTipificacao/',
          );
        },
      );
  };
}
