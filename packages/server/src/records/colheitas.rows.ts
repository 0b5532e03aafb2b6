import { sql } from 'drizzle-orm';
import { nextSequencias, type SequenciaPrefixo } from '@sigsa/domain/records/amostras';
import type { ColheitaEnsaioInput } from '@sigsa/domain/records/colheitas.schema';
import { queryRows, type Tx } from '../db/client.ts';
import { childRows, type UnnestInput } from '../platform/records/child-rows.ts';

// How every collection type writes its lab assays and samples (001 §3.3, §9; issue 16): the sample numbers, the
// rows, each sample's assays, and the results that outlive a save.

/** The child tables of every collection key on `colheita_id`. */
const ROWS = childRows('colheita_id');

/** A sample as the writer needs it, whatever the collection type. */
export interface AmostraRow {
  id: number | null;
  prefixo: SequenciaPrefixo;
  matriz: number;
  identificacaoAnimal: string | null;
  ensaios: readonly number[];
}

/**
 * The sample numbers of a save (001 §9): a sample sent with the id of one of the collection's stored samples keeps
 * its number (unless its kind changed its prefix); every other takes the next one of its prefix, counting every
 * number the collection had, so a removed sample's number is not given again in the same save.
 */
function numerosDasAmostras(
  amostras: readonly AmostraRow[],
  guardadas: ReadonlyMap<number, string>,
): string[] {
  const taken = [...guardadas.values()];
  return amostras.map((amostra) => {
    const kept = amostra.id === null ? undefined : guardadas.get(amostra.id);
    if (kept?.startsWith(amostra.prefixo)) return kept;
    const [numero = ''] = nextSequencias(amostra.prefixo, taken);
    taken.push(numero);
    return numero;
  });
}

/**
 * Writes a collection's lab-assay lines, samples (numbered, with the type's own columns `extra`) and each sample's
 * assays; on a save (`replace`) the old rows go first. Answers the samples' ids in their order, for the type's own
 * lists of each sample. A result outlives the save when its sample (kept by id)
 * still takes its assay: the laboratory's work on a collection returned for resubmission is not lost to an
 * unrelated change.
 */
export async function writeColheitaRows(
  tx: Tx,
  prefix: string,
  id: number,
  rows: {
    ensaios: readonly ColheitaEnsaioInput[];
    amostras: readonly AmostraRow[];
    extra: readonly UnnestInput[];
  },
  replace: boolean,
): Promise<number[]> {
  const table = (name: string) => `${prefix}_${name}`;
  const guardadas = new Map<number, string>();
  let resultados: unknown[] = [];
  if (replace) {
    const stored = await queryRows<{ id: number; numero: string }>(
      tx,
      sql`SELECT id, numero FROM ${sql.raw(table('amostras'))} WHERE colheita_id = ${id}`,
    );
    for (const row of stored) guardadas.set(Number(row.id), row.numero);
    const [saved] = await queryRows<{ rows: unknown[] | string | null }>(
      tx,
      sql`SELECT json_agg(r) AS rows FROM ${sql.raw(table('resultados'))} r WHERE r.colheita_id = ${id}`,
    );
    const json = saved?.rows ?? null;
    resultados = typeof json === 'string' ? (JSON.parse(json) as unknown[]) : (json ?? []);
  }

  const { ensaios, amostras, extra } = rows;
  await ROWS.replaceRows(
    tx,
    table('ensaios'),
    id,
    ensaios,
    [
      ['doenca_id', 'int', ensaios.map((e) => e.doenca)],
      ['ensaio_id', 'int', ensaios.map((e) => e.ensaioLaboratorial)],
    ],
    replace,
  );
  const amostraIds = await ROWS.replaceRows(
    tx,
    table('amostras'),
    id,
    amostras,
    [
      ['numero', 'text', numerosDasAmostras(amostras, guardadas)],
      ['matriz_id', 'int', amostras.map((a) => a.matriz)],
      ['identificacao_animal', 'text', amostras.map((a) => a.identificacaoAnimal)],
      ...extra,
    ],
    replace,
  );
  await insertAmostrasIds(
    tx,
    table('amostras_ensaios'),
    'ensaio_id',
    amostraIds,
    amostras.map((a) => a.ensaios),
  );
  if (resultados.length > 0)
    await tx.execute(sql`
      INSERT INTO ${sql.raw(table('resultados'))}
      SELECT r.* FROM json_populate_recordset(NULL::${sql.raw(table('resultados'))}, ${JSON.stringify(resultados)}::json) r
       WHERE EXISTS (SELECT 1 FROM ${sql.raw(table('amostras_ensaios'))} ae
         WHERE ae.amostra_id = r.amostra_id AND ae.ensaio_id = r.ensaio_id)`);
  return amostraIds;
}

/**
 * A list of ids of each sample (`lists[i]` of sample `amostraIds[i]`) into `table` (`amostra_id`, `column`,
 * `ordem`), in one statement: a sample's assays, a wild sample's species.
 */
export async function insertAmostrasIds(
  tx: Tx,
  table: string,
  column: string,
  amostraIds: readonly number[],
  lists: readonly (readonly number[])[],
): Promise<void> {
  const pares = lists.flatMap((list, i) =>
    list.map((value, o) => [amostraIds[i] ?? 0, value, o + 1] as const),
  );
  if (pares.length === 0) return;
  await tx.execute(sql`
    INSERT INTO ${sql.raw(table)} (amostra_id, ${sql.raw(column)}, ordem)
    SELECT * FROM unnest(${sql.param(pares.map((p) => p[0]))}::int[], ${sql.param(pares.map((p) => p[1]))}::int[],
      ${sql.param(pares.map((p) => p[2]))}::int[])`);
}
