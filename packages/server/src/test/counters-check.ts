import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';

/** A key where Início's counters and the record tables disagree (`indicadores_divergencias()`, migration 0028). */
export interface CounterDivergence {
  entidade: string;
  estado: string;
  extra: string;
  regiao: string;
  laboratorio_id: number;
  guardiao_id: number;
  contado: number;
  esperado: number;
}

/** Where the counters differ from a count of the tables: empty unless a write went around the triggers. */
export function counterDivergences(db: Database): Promise<CounterDivergence[]> {
  return queryRows<CounterDivergence>(db, sql`SELECT * FROM indicadores_divergencias()`);
}

/**
 * Fails when the counters differ from the tables. Every API test file's app runs it as it closes, so each
 * operation of the API tests, whatever it did, is checked to have kept Início's figures true.
 */
export async function expectCountersTrue(db: Database): Promise<void> {
  const divergences = await counterDivergences(db);
  if (divergences.length > 0)
    throw new Error(
      `Os contadores do Início divergem das tabelas (${divergences.length}): ${JSON.stringify(divergences.slice(0, 5))}`,
    );
}
