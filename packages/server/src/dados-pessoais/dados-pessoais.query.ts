import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { checkNif } from '@sigsa/domain/validation/nif';
import { validationMessage } from '@sigsa/domain/validation/messages';
import { queryRows, type Database } from '../db/client.ts';
import { badRequest } from '../platform/http/errors.ts';
import { containsText } from '../platform/resources/filter-compiler.ts';
import { PERSONAL_DATA_SOURCES, type PersonalDataSource } from './dados-pessoais.sources.ts';

// The search of a data subject over every source of personal data (issue 13): by NIF (equality, one index per
// column) or by a name "contém" (trigram indexes). Each source answers at most `limit` rows and says whether
// there were more.

/** Who is looked for: a NIF, or a part of a name. */
export type Criterio = { nif: string } | { nome: string };

/** One row where the subject appears: how it is known, where it is shown, its personal fields. */
export interface PersonalRow {
  id: number;
  identificacao: string;
  link: string;
  campos: { chave: string; rotulo: string; valor: string | null }[];
}

/** The rows of one source. */
export interface PersonalSourceResult {
  entidade: string;
  titulo: string;
  registos: PersonalRow[];
  /** More rows matched than `limit`. */
  truncado: boolean;
}

export const CRITERIO_MESSAGE = 'Indique um NIF ou um nome com 3 caracteres ou mais.';
const NOME_MIN = 3;
const NOME_MAX = 100;

/** The criterion of a call's query (`nif` or `nome`, exactly one), or the 400 saying what is wrong. */
export function criterioOf(query: { nif?: string | undefined; nome?: string | undefined }): Criterio {
  const nif = query.nif?.trim() ?? '';
  const nome = query.nome?.trim() ?? '';
  if ((nif === '') === (nome === ''))
    throw badRequest(CRITERIO_MESSAGE, [{ field: 'nif', message: CRITERIO_MESSAGE }]);
  if (nif !== '') {
    const failure = checkNif(nif);
    if (failure) {
      const message = validationMessage(failure);
      throw badRequest(message, [{ field: 'nif', message }]);
    }
    return { nif };
  }
  if (nome.length < NOME_MIN || nome.length > NOME_MAX)
    throw badRequest(CRITERIO_MESSAGE, [{ field: 'nome', message: CRITERIO_MESSAGE }]);
  return { nome };
}

/** The query parameters of the search and export. */
export const criterioQuery = z.object({
  nif: z.string().max(20).optional(),
  nome: z.string().max(200).optional(),
  role: z.string().optional(),
});

function condition(source: PersonalDataSource, criterio: Criterio): SQL | null {
  const columns = 'nif' in criterio ? source.nif : source.nome;
  if (columns.length === 0) return null;
  const parts = columns.map((column) =>
    'nif' in criterio ? sql`${column} = ${criterio.nif}` : containsText(column, criterio.nome),
  );
  return sql.join(parts, sql` OR `);
}

/** Every source's rows for `criterio`, at most `limit` each (sources with no such column are left out). */
export async function findPersonalData(
  db: Database,
  criterio: Criterio,
  limit: number,
): Promise<PersonalSourceResult[]> {
  const results: PersonalSourceResult[] = [];
  for (const source of PERSONAL_DATA_SOURCES) {
    const where = condition(source, criterio);
    if (!where) continue;
    const rows = await queryRows<{ id: number; identificacao: string | null; valores: (string | null)[] }>(
      db,
      sql`SELECT t.id, ${source.identificacao} AS identificacao,
                 json_build_array(${sql.join(
                   source.fields.map((field) => sql`${field.expr}::text`),
                   sql`, `,
                 )}) AS valores
          FROM ${source.from} WHERE ${where} ORDER BY t.id LIMIT ${limit + 1}`,
    );
    results.push({
      entidade: source.entity,
      titulo: source.title,
      truncado: rows.length > limit,
      registos: rows.slice(0, limit).map((row) => {
        const identificacao = row.identificacao ?? String(row.id);
        return {
          id: Number(row.id),
          identificacao,
          link: source.link(Number(row.id), identificacao),
          campos: source.fields.map((field, i) => ({
            chave: field.key,
            rotulo: field.label,
            valor: row.valores[i] ?? null,
          })),
        };
      }),
    });
  }
  return results;
}
