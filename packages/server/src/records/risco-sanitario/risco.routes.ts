import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { NivelFreguesia } from '@sigsa/domain/records/risco-sanitario/risco-mapa';
import { DICOFRE_PATTERN } from '@sigsa/domain/geo/caop-codigos';
import { isoDateSchema } from '@sigsa/domain/validation/date-schemas';
import { INVALID_VALUE_MESSAGE } from '@sigsa/domain/validation/messages';
import { queryRows, queryRowsPrepared, type Database } from '../../db/client.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { streamCsv } from '../../platform/resources/csv-export.ts';
import type { Cell } from '../../platform/resources/excel-export.ts';
import { authorizeResource } from '../../platform/resources/resource-access.ts';
import { riscoSanitarioResource } from './risco.resource.ts';

const MAX_ID = 2_147_483_647;
const id = z.coerce.number({ error: INVALID_VALUE_MESSAGE }).int().positive().max(MAX_ID);
const role = z.string().max(64).optional();

/** Unknown parish of a history call (400). */
export const FREGUESIA_DESCONHECIDA_MESSAGE = 'Freguesia desconhecida.';

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
    sql`SELECT v.dicofre, v.registo, v.classificacao FROM (${emVigor(doenca, data, excluir)}) v`,
  );
  return Object.fromEntries(
    rows.map((row) => [
      row.dicofre,
      { registo: Number(row.registo), classificacao: Number(row.classificacao) },
    ]),
  );
}

/** The rows (dicofre, registo, classificacao, inicio, fim) of the level in force per parish: one per parish. */
function emVigor(doenca: number, data: string, excluir: number | null): SQL {
  return sql`SELECT DISTINCT ON (x.dicofre) x.dicofre, r.id AS registo, r.classificacao_id AS classificacao,
                    r.data_inicio_classificacao AS inicio, r.data_final_classificacao AS fim
               FROM riscos_sanitarios r CROSS JOIN LATERAL unnest(r.freguesias) AS x(dicofre)
              WHERE r.doenca_id = ${doenca} AND r.data_inicio_classificacao <= ${data}::date
                AND (r.data_final_classificacao IS NULL OR r.data_final_classificacao >= ${data}::date)
                AND r.id <> ${excluir ?? 0}
              ORDER BY x.dicofre, r.data_inicio_classificacao DESC, r.id DESC`;
}

/** The columns of the map's CSV: every parish of the country, with the level in force on it, if any. */
export const NIVEL_CSV_HEADERS = [
  'Código',
  'Freguesia',
  'Concelho',
  'Distrito',
  'Nível',
  'Início',
  'Fim',
  'Registo',
] as const;

/** The CSV's rows: every parish by code, with its level, the level's period and the record it comes from. */
async function nivelCsvRows(db: Database, doenca: number, data: string): Promise<Cell[][]> {
  const rows = await queryRows<{
    dicofre: string;
    freguesia: string;
    concelho: string;
    distrito: string;
    nivel: string | null;
    inicio: string | null;
    fim: string | null;
    registo: number | null;
  }>(
    db,
    sql`SELECT f.dicofre, f.nome AS freguesia, c.nome AS concelho, d.nome AS distrito, cr.descricao AS nivel,
               v.inicio::text AS inicio, v.fim::text AS fim, v.registo
          FROM freguesias f
          JOIN concelhos c ON c.dico = f.dico
          JOIN distritos d ON d.di = c.di
          LEFT JOIN (${emVigor(doenca, data, null)}) v ON v.dicofre = f.dicofre
          LEFT JOIN classificacoes_risco cr ON cr.id = v.classificacao
         ORDER BY f.dicofre`,
  );
  return rows.map((row) => [
    row.dicofre.trim(),
    row.freguesia,
    row.concelho,
    row.distrito,
    row.nivel,
    row.inicio,
    row.fim,
    row.registo === null ? null : Number(row.registo),
  ]);
}

/** The period and level of a record a parish's level comes from (the map's popup). */
export interface PeriodoRegisto {
  classificacao: number;
  dataInicioClassificacao: string;
  dataFinalClassificacao: string | null;
}

/** The periods of the records the levels come from, by record id: once per record, not per parish. */
async function periodos(
  db: Database,
  freguesias: Record<string, NivelFreguesia>,
): Promise<Record<string, PeriodoRegisto>> {
  const ids = [...new Set(Object.values(freguesias).map((nivel) => nivel.registo))];
  if (ids.length === 0) return {};
  const rows = await queryRows<PeriodoRegisto & { id: number }>(
    db,
    sql`SELECT r.id, r.classificacao_id AS classificacao,
               r.data_inicio_classificacao::text AS "dataInicioClassificacao",
               r.data_final_classificacao::text AS "dataFinalClassificacao"
          FROM riscos_sanitarios r WHERE r.id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  return Object.fromEntries(
    rows.map(({ id: registo, ...periodo }) => [
      registo,
      { ...periodo, classificacao: Number(periodo.classificacao) },
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
        const freguesias = await nivelEmVigor(db, doenca, data, excluir ?? null);
        return { doenca, data, freguesias, registos: await periodos(db, freguesias) };
      },
    );

    app.get(
      '/riscoSanitario/search/nivelEmVigor/csv',
      {
        schema: {
          tags: ['Risco sanitário'],
          summary: 'O nível de risco em vigor em cada freguesia do país, para uma doença numa data, em CSV',
          querystring: z.object({ doenca: id, data: isoDateSchema(), role }),
        },
      },
      async (request, reply) => {
        await authorizeResource(db, riscoSanitarioResource, request.auth);
        const { doenca, data } = request.query;
        const rows = await nivelCsvRows(db, doenca, data);
        return streamCsv(reply, {
          fileName: `risco-sanitario-doenca-${doenca}-${data}.csv`,
          headers: NIVEL_CSV_HEADERS,
          batches: (async function* () {
            yield rows;
          })(),
        });
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
