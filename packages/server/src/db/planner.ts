import type { SQL } from 'drizzle-orm';
import type { Database, Tx } from './client.ts';

/** How a {@link withPlanner} transaction reads: the drivers' transaction options. */
export type PlannerTransaction = Parameters<Database['transaction']>[1];

/**
 * Runs `work` in a transaction of its own with the planner settings given (`SET LOCAL`: they end with it): what
 * the planner cannot know about a statement (how few rows it needs, how short-lived it is), said where it runs.
 */
export async function withPlanner<T>(
  db: Database,
  settings: readonly SQL[],
  work: (tx: Tx) => Promise<T>,
  options?: PlannerTransaction,
): Promise<T> {
  return db.transaction(async (tx) => {
    for (const setting of settings) await tx.execute(setting);
    return work(tx);
  }, options);
}
