import type { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';

/**
 * The `id` the query's first row answers, or null without one (or with a null id): how the demo datasets find
 * the references they name, and notice a database seeded without them.
 */
export async function demoId(tx: Tx, query: ReturnType<typeof sql>): Promise<number | null> {
  const [row] = await queryRows<{ id: number | null }>(tx, query);
  return row?.id === null || row?.id === undefined ? null : Number(row.id);
}
