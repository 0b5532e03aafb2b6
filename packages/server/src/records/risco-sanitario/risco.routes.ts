import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { DICOFRE_PATTERN } from '@sigsa/domain/records/risco-sanitario/risco.schema';
import { isoDateSchema } from '@sigsa/domain/validation/date-schemas';
import { INVALID_VALUE_MESSAGE } from '@sigsa/domain/validation/messages';
import { queryRows, queryRowsPrepared, type Database } from '../../db/client.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { authorizeResource } from '../../platform/resources/resource-access.ts';
import { riscoSanitarioResource } from './risco.resource.ts';

const MAX_ID = 2_147_483_647;
const id = z.coerce.number({ error: INVALID_VALUE_MESSAGE }).int().positive().max(MAX_ID);
const role = z.string().max(64).optional();

/** Unknown parish of a history call (400). */
export const FREGUESIA_DESCONHECIDA_MESSAGE = 'Freguesia desconhecida.';

/** The level in force on each parish: the record it comes from and its level (`classificacoesRisco` id). */
export interface NivelFreguesia {
  registo: number;
  classificacao: number;
}

/**
 * The level in force per parish for one disease on one day (issue 15, `risco.nivel.ts` in SQL): of the records
 * covering the day, per parish, the latest start, then the highest id. `excluir` leaves one record out (the one
 * being edited: Guardar's warning about parishes another record covers).
 */
export async function nivelEmVigor(
  db: Database,
  doenca: number,
  data: string,
  excluir: number | null,
): Promise<Record<string, NivelFreguesia>> {
  const rows = await queryRowsPrepared<{ dicofre: string; registo: number; classificacao: number }>(
    db,
    sql`SELECT DISTINCT ON (x.dicofre) x.dicofre, r.id AS registo, r.classificacao_id AS classificacao
          FROM riscos_sanitarios r CROSS JOIN LATERAL unnest(r.freguesias) AS x(dicofre)
         WHERE r.doenca_id = ${doenca} AND r.data_inicio_classificacao <= ${data}::date
           AND (r.data_final_classificacao IS NULL OR r.data_final_classificacao >= ${data}::date)
           AND r.id <> ${excluir ?? 0}
         ORDER BY x.dicofre, r.data_inicio_classificacao DESC, r.id DESC`,
  );
  return Object.fromEntries(
    rows.map((row) => [
      row.dicofre,
      { registo: Number(row.registo), classificacao: Number(row.classificacao) },
    ]),
  );
}

/**
 * The calls of sanitary risk beyond the record platform's (issue 15 "Calls", ours): the level in force per parish
 * (`search/nivelEmVigor`, the map and Guardar's warning) and a parish's records over time
 * (`search/historicoFreguesia`). Both read what the list reads: the area's consult level.
 */
export function riscoRoutes(deps: { db: Database }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/riscoSanitario/search/nivelEmVigor',
      {
        schema: {
          tags: ['Risco sanitário'],
          summary: 'Nível de risco em vigor em cada freguesia, para uma doença numa data',
          querystring: z.object({ doenca: id, data: isoDateSchema(), excluir: id.optional(), role }),
        },
      },
      async (request) => {
        await authorizeResource(db, riscoSanitarioResource, request.auth);
        const { doenca, data, excluir } = request.query;
        return { doenca, data, freguesias: await nivelEmVigor(db, doenca, data, excluir ?? null) };
      },
    );

    app.get(
      '/riscoSanitario/search/historicoFreguesia',
      {
        schema: {
          tags: ['Risco sanitário'],
          summary: 'Registos de risco sanitário de uma freguesia, de cada doença, ao longo do tempo',
          querystring: z.object({
            dicofre: z.string().regex(DICOFRE_PATTERN, { error: FREGUESIA_DESCONHECIDA_MESSAGE }),
            doenca: id.optional(),
            role,
          }),
        },
      },
      async (request) => {
        await authorizeResource(db, riscoSanitarioResource, request.auth);
        const { dicofre, doenca } = request.query;
        const [freguesia] = await queryRows<{
          dicofre: string;
          nome: string;
          concelho: string;
          distrito: string;
        }>(
          db,
          sql`SELECT f.dicofre, f.nome, c.nome AS concelho, d.nome AS distrito
                FROM freguesias f JOIN concelhos c ON c.dico = f.dico JOIN distritos d ON d.di = c.di
               WHERE f.dicofre = ${dicofre}`,
        );
        if (!freguesia)
          throw badRequest(FREGUESIA_DESCONHECIDA_MESSAGE, [
            { field: 'dicofre', message: FREGUESIA_DESCONHECIDA_MESSAGE },
          ]);
        const registos = await queryRows<Record<string, unknown>>(
          db,
          sql`SELECT r.id, json_build_object('id', d.id, 'nome', d.nome) AS doenca,
                     json_build_object('id', cr.id, 'descricao', cr.descricao, 'cor', cr.cor, 'ordem', cr.ordem)
                       AS classificacao,
                     r.data_inicio_classificacao::text AS "dataInicioClassificacao",
                     r.data_final_classificacao::text AS "dataFinalClassificacao",
                     r.created_by AS "createdBy", r.updated_by AS "updatedBy", r.updated_on AS "updatedOn"
                FROM riscos_sanitarios r
                JOIN doencas d ON d.id = r.doenca_id
                JOIN classificacoes_risco cr ON cr.id = r.classificacao_id
               WHERE r.freguesias @> ARRAY[${dicofre}]::text[] ${doenca ? sql`AND r.doenca_id = ${doenca}` : sql``}
               ORDER BY d.nome, r.data_inicio_classificacao DESC, r.id DESC`,
        );
        return {
          freguesia,
          registos: registos.map((r) => ({ ...r, updatedOn: isoInstant(r.updatedOn) })),
        };
      },
    );
  };
}

/** A timestamp as either driver gives it (a Date, or text), as ISO text. */
function isoInstant(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}
