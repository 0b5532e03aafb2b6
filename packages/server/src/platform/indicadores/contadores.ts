import { sql, type SQL } from 'drizzle-orm';
import { ESTADO_KEY, type CartaoIndicador } from '@sigsa/domain/indicadores/indicadores';
import { queryRows, type Database } from '../../db/client.ts';
import { startPeriodicTask, type PeriodicTaskLog } from '../periodic-task.ts';
import type { ResourceDefinition, VisibilityContext } from '../resources/resource.types.ts';

// Início's figures read from the counters the record tables' triggers keep (migration 0028; docs/decisions.md,
// "Contadores do Início"): a card is the sum of the counter rows of its states (and its `extra`, the exams' DDO
// category) among those the caller's visibility selects, a few hundred rows where the list would count a million.

/** How often the counters' new rows are folded into one per key. */
export const COMPACTACAO_INTERVAL_MS = 60_000;

/** The counter column a card filter reads, or null when the counters cannot serve it. */
function counterColumn(resource: ResourceDefinition, key: string): SQL | null {
  if (key === ESTADO_KEY) return sql`ic.estado`;
  if (key === resource.counters?.extra) return sql`ic.extra`;
  return null;
}

/** A card's condition over the counter rows, or null when one of its filters is not kept there. */
function cardCondition(resource: ResourceDefinition, cartao: CartaoIndicador): SQL | null {
  const conditions: SQL[] = [];
  for (const filtro of cartao.filtros) {
    const column = counterColumn(resource, filtro.key);
    if (!column || filtro.value.length === 0) return null;
    conditions.push(
      sql`${column} IN (${sql.join(
        filtro.value.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  }
  return conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`TRUE`;
}

/**
 * The figures of `cartoes` over what `ctx` may see of `resource`, from its counters; null when the resource keeps
 * none or a card filters on what they do not keep (the caller then counts the list).
 */
export async function contarPorContadores(
  db: Database,
  resource: ResourceDefinition,
  ctx: VisibilityContext,
  cartoes: readonly CartaoIndicador[],
): Promise<Record<string, number> | null> {
  if (!resource.counters || cartoes.length === 0) return null;
  const conditions = cartoes.map((cartao) => cardCondition(resource, cartao));
  if (conditions.some((c) => c === null)) return null;
  const sums = conditions.map(
    (condition, i) => sql`coalesce(sum(ic.n) FILTER (WHERE ${condition}), 0) AS ${sql.identifier(`c${i}`)}`,
  );
  const [row] = await queryRows<Record<string, number | string>>(
    db,
    sql`SELECT ${sql.join(sums, sql`, `)} FROM indicadores_contagens ic
      WHERE ic.entidade = ${resource.entity} AND ${resource.counters.scope(ctx)}`,
  );
  return Object.fromEntries(cartoes.map((cartao, i) => [cartao.chave, Number(row?.[`c${i}`] ?? 0)]));
}

/** Folds each key's new counter rows into one (the figures stay what they are). */
export async function compactarContadores(db: Database): Promise<void> {
  await queryRows(db, sql`SELECT indicadores_compactar()`);
}

/** Compacts the counters every `intervalMs`; answers the stop function. */
export function startCompactacaoContadores(
  deps: { db: Database; log: PeriodicTaskLog },
  intervalMs = COMPACTACAO_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicTask(
    {
      name: 'Compactação dos contadores do Início',
      run: () => compactarContadores(deps.db),
      intervalMs,
      firstRunAfterMs: intervalMs,
    },
    deps.log,
  );
}
