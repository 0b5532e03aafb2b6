import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { writeGestaoChange, type AdminActor } from '../platform/admin/admin-audit.ts';
import { gestaoReader } from '../platform/admin/admin-writes.ts';
import { streamCsv } from '../platform/resources/csv-export.ts';
import {
  criterioOf,
  criterioQuery,
  findPersonalData,
  type Criterio,
  type PersonalSourceResult,
} from './dados-pessoais.query.ts';

// Personal data in Gerir (issue 13; RGPD arts. 15 and 20): who appears where, by NIF or name, for those who
// consult Gerir; the same as a JSON or CSV file for the subject. Every search and export leaves an audit row
// (who looked for whom, how many rows were found), since looking is itself processing.

/** Rows per source on screen; the export takes every row up to this. */
const SEARCH_LIMIT = 50;
const EXPORT_LIMIT = 10_000;
const tags = ['Dados pessoais'];

/** The audit row of a search or an export, in its own transaction. */
async function audit(
  db: Database,
  actor: AdminActor,
  operacao: 'pesquisar' | 'exportar',
  criterio: Criterio,
  fontes: readonly PersonalSourceResult[],
): Promise<void> {
  const resultados = Object.fromEntries(fontes.map((f) => [f.entidade, f.registos.length]));
  await db.transaction((tx) =>
    writeGestaoChange(
      tx,
      { entidade: 'dadosPessoais', registoId: 0, operacao, antes: null, depois: { ...criterio, resultados } },
      actor,
    ),
  );
}

/**
 * The export's file name: the subject's NIF, or the name searched, and today's date — in plain ASCII (accents
 * dropped), since it travels in a header that takes no other characters.
 */
function fileName(criterio: Criterio, extension: string): string {
  const who =
    'nif' in criterio
      ? criterio.nif
      : criterio.nome
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/[^A-Za-z0-9]+/g, '-');
  return `dados-pessoais-${who}-${new Date().toISOString().slice(0, 10)}.${extension}`;
}

/** One line per field of each row: source, row, identification, field, value. */
function csvLines(fontes: readonly PersonalSourceResult[]): string[][] {
  return fontes.flatMap((fonte) =>
    fonte.registos.flatMap((row) =>
      row.campos.map((campo) => [
        fonte.titulo,
        String(row.id),
        row.identificacao,
        campo.rotulo,
        campo.valor ?? '',
      ]),
    ),
  );
}

export function dadosPessoaisRoutes(deps: { db: Database }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/dadosPessoais/search',
      {
        schema: {
          tags,
          summary: 'Onde aparece um titular (NIF ou nome): por fonte, 50 registos no máximo; auditado',
          querystring: criterioQuery,
        },
      },
      async (request) => {
        const actor = gestaoReader(request.auth);
        const criterio = criterioOf(request.query);
        const fontes = await findPersonalData(db, criterio, SEARCH_LIMIT);
        await audit(db, actor, 'pesquisar', criterio, fontes);
        return { criterio, fontes };
      },
    );

    app.get(
      '/dadosPessoais/export',
      {
        schema: {
          tags,
          summary: 'Os dados pessoais de um titular em JSON ou CSV (RGPD arts. 15.º e 20.º); auditado',
          querystring: criterioQuery.extend({ format: z.enum(['json', 'csv']).default('json') }),
        },
      },
      async (request, reply) => {
        const actor = gestaoReader(request.auth);
        const criterio = criterioOf(request.query);
        const fontes = await findPersonalData(db, criterio, EXPORT_LIMIT);
        await audit(db, actor, 'exportar', criterio, fontes);
        if (request.query.format === 'csv') {
          async function* batches() {
            yield csvLines(fontes);
          }
          return streamCsv(reply, {
            fileName: fileName(criterio, 'csv'),
            headers: ['Entidade', 'Registo', 'Identificação', 'Campo', 'Valor'],
            batches: batches(),
          });
        }
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName(criterio, 'json')}"`)
          .header('cache-control', 'no-store')
          .send(JSON.stringify({ criterio, geradoEm: new Date().toISOString(), fontes }, null, 2));
      },
    );
  };
}
