import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { series } from '../../db/schema/records.ts';
import { badRequest } from '../http/errors.ts';

/** Message when a record class has no active series to number from (our wording). */
export const NO_SERIES_MESSAGE = 'Não existe uma série ativa para numerar este registo.';

/** An active series of a record class (`series/search/findByClasseInAndAtivaIsTrue`). */
export interface SerieInfo {
  id: number;
  classe: string;
  nome: string;
  predefinida: boolean;
  ativa: boolean;
}

/** The active series of the given classes, predefined first, then by name. */
export async function activeSeries(db: Tx | Database, classes: readonly string[]): Promise<SerieInfo[]> {
  if (classes.length === 0) return [];
  return db
    .select({
      id: series.id,
      classe: series.classe,
      nome: series.nome,
      predefinida: series.predefinida,
      ativa: series.ativa,
    })
    .from(series)
    .where(and(sql`${series.classe} IN ${classes}`, eq(series.ativa, true)))
    .orderBy(sql`${series.predefinida} DESC`, asc(series.nome), asc(series.id));
}

/**
 * The series a new record is numbered from (spec 000 §5): the one asked for when it is an active series of the
 * class; with none asked for, the predefined one, else the only one. 400 when none fits.
 */
export async function chooseSerie(
  tx: Tx,
  classe: string,
  wanted: number | null | undefined,
): Promise<number> {
  const active = await activeSeries(tx, [classe]);
  if (wanted !== null && wanted !== undefined) {
    if (active.some((s) => s.id === wanted)) return wanted;
    throw badRequest('Série inválida.', [{ field: 'serie', message: 'Série inválida.' }]);
  }
  const chosen = active.find((s) => s.predefinida) ?? (active.length === 1 ? active[0] : undefined);
  if (!chosen) throw badRequest(NO_SERIES_MESSAGE, [{ field: 'serie', message: NO_SERIES_MESSAGE }]);
  return chosen.id;
}

/**
 * Gives out the next number of a series, inside the caller's transaction. The row lock of the UPDATE makes
 * concurrent saves wait for each other, and a rolled-back save gives its number back: never a duplicate,
 * never a gap. The number reads `<series name>/<number, 6 digits>`.
 */
export async function allocateNumeroSerie(tx: Tx, serieId: number): Promise<string> {
  const [row] = await tx
    .update(series)
    .set({ ultimoNumero: sql`${series.ultimoNumero} + 1` })
    .where(eq(series.id, serieId))
    .returning({ nome: series.nome, numero: series.ultimoNumero });
  if (!row) throw badRequest('Série inválida.', [{ field: 'serie', message: 'Série inválida.' }]);
  return `${row.nome}/${String(row.numero).padStart(6, '0')}`;
}
