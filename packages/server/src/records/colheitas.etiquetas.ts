import { SEM_AMOSTRAS_MESSAGE } from '@sigsa/domain/records/colheitas.schema';
import { codigoEtiqueta } from '@sigsa/domain/records/etiquetas-amostras';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryRows, type Database } from '../db/client.ts';
import { conflict, notFound } from '../platform/http/errors.ts';
import { visibleRecord } from '../platform/records/operation-runner.ts';
import { authorizeResource } from '../platform/resources/resource-access.ts';
import { etiquetasPdf, type Etiqueta } from './colheitas.etiquetas.pdf.ts';
import type { ColheitaLookupSource } from './colheitas.lookups.ts';

// `GET {entity}/{id}/etiquetas` (ours; issue 16 "Sample labels"): the labels of a collection's saved samples, as
// a PDF to print on label sheets, for whoever sees the collection (the requester sticks them on the tubes; the
// laboratory reprints one). A collection the caller may not see answers 404; one without saved samples, 409 with
// the spec's 'Não estão definidas amostras.'.

const MAX_ID = 2_147_483_647;

/** The routes, one per collection type. */
export function colheitaEtiquetasRoutes(deps: {
  db: Database;
  types: readonly ColheitaLookupSource[];
}): FastifyPluginAsyncZod {
  const { db, types } = deps;
  return async (app) => {
    for (const { record, tipo } of types)
      app.get(
        `/${tipo.entity}/:id/etiquetas`,
        {
          schema: {
            tags: ['Colheitas de amostras'],
            summary: `Etiquetas das amostras (PDF, Code 128): ${tipo.label}`,
            params: z.object({ id: z.coerce.number().int().positive().max(MAX_ID) }),
            querystring: z.object({ role: z.string().max(64).optional() }),
          },
        },
        async (request, reply) => {
          const { id } = request.params;
          const ctx = await authorizeResource(db, record.resource, request.auth);
          if (!(await visibleRecord(db, record, id, ctx, false))) throw notFound();
          const rows = await queryRows<{
            numeroSerie: string | null;
            sequencia: string;
            identificacaoAnimal: string | null;
            matriz: string | null;
          }>(
            db,
            sql`SELECT c.numero_serie AS "numeroSerie", a.numero AS sequencia,
                       a.identificacao_animal AS "identificacaoAnimal", m.nome AS matriz
                  FROM ${sql.raw(tipo.table)} c
                  JOIN ${sql.raw(`${tipo.prefix}_amostras`)} a ON a.colheita_id = c.id
                  LEFT JOIN matrizes_amostras m ON m.id = a.matriz_id
                 WHERE c.id = ${id}
                 ORDER BY left(a.numero, 2), length(a.numero), a.numero`,
          );
          if (rows.length === 0) throw conflict(SEM_AMOSTRAS_MESSAGE);
          const numero = rows[0]?.numeroSerie ?? String(id);
          const etiquetas: Etiqueta[] = rows.map((row) => ({
            numeroSerie: numero,
            sequencia: row.sequencia,
            identificacaoAnimal: row.identificacaoAnimal,
            matriz: row.matriz,
            codigo: codigoEtiqueta(tipo.prefix, id, row.sequencia),
          }));
          const pdf = await etiquetasPdf(`Etiquetas ${numero}`, etiquetas);
          const ficheiro = `etiquetas-${numero.replace(/[^\w-]+/g, '-')}.pdf`;
          return reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `attachment; filename="${ficheiro}"`)
            .header('cache-control', 'no-store')
            .send(Buffer.from(pdf));
        },
      );
  };
}
