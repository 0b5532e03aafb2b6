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

/** `column IN (values)`, or FALSE for no value. */
function among(column: SQL, values: readonly string[]): SQL {
  if (values.length === 0) return sql`FALSE`;
  return sql`${column} IN (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/**
 * A card's condition over the counter rows, and whether it counts what awaits the caller's decision (its
 * records less those the caller keeps); null when one of its filters is not kept there.
 */
function cardCondition(
  resource: ResourceDefinition,
  ctx: VisibilityContext,
  cartao: CartaoIndicador,
): { condition: SQL; decision: boolean } | null {
  const conditions: SQL[] = [];
  let decision = false;
  for (const filtro of cartao.filtros) {
    const { key, value } = filtro;
    const decides = resource.counters?.decision;
    if (decides && key === decides.key && value === true) {
      conditions.push(among(sql`ic.estado`, decides.states(ctx)));
      decision = true;
    } else if (typeof value === 'boolean' || value.length === 0) return null;
    else if (key === ESTADO_KEY) conditions.push(among(sql`ic.estado`, value));
    else if (key === resource.counters?.extra) conditions.push(among(sql`ic.extra`, value));
    else return null;
  }
  return { condition: conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`TRUE`, decision };
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
  const counters = resource.counters;
  if (!counters || cartoes.length === 0) return null;
  const cards = cartoes.map((cartao) => cardCondition(resource, ctx, cartao));
  if (cards.some((c) => c === null)) return null;
  const scope = counters.scope(ctx);
  // The caller's own rows, subtracted from a decision card's (four-eyes); read only when a card needs them.
  const kept = counters.decision && cards.some((c) => c?.decision) ? counters.decision.kept(ctx) : null;
  const sums = cards.map((card, i) => {
    const condition = card?.condition ?? sql`FALSE`;
    const whole = sql`coalesce(sum(ic.n) FILTER (WHERE ${scope} AND ${condition}), 0)`;
    const figure =
      card?.decision && kept
        ? sql`${whole} - coalesce(sum(ic.n) FILTER (WHERE ${kept} AND ${condition}), 0)`
        : whole;
    return sql`${figure} AS ${sql.identifier(`c${i}`)}`;
  });
  const [row] = await queryRows<Record<string, number | string>>(
    db,
    sql`SELECT ${sql.join(sums, sql`, `)} FROM indicadores_contagens ic
      WHERE ic.entidade = ${resource.entity} AND (${kept ? sql`${scope} OR ${kept}` : scope})`,
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
