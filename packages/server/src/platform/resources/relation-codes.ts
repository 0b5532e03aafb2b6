import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { INT4_MAX, type ValidatedFilter } from './filter-compiler.ts';

/**
 * Turns the ids of relation filters whose relation has a `codeLookup` into the related rows' codes (one small
 * query per such filter), so the compiled condition is on the listed table's own code column and can use its
 * index. Ids that match nothing are kept as ids: the filter then still matches no row, as before.
 */
export async function resolveRelationIds(
  db: Database,
  filters: readonly ValidatedFilter[],
): Promise<ValidatedFilter[]> {
  return Promise.all(
    filters.map(async (filter) => {
      const lookup = filter.column.relation?.codeLookup;
      const values = Array.isArray(filter.value) ? filter.value : [filter.value];
      const ids = values.filter(
        (v): v is number => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= INT4_MAX,
      );
      // Anything else (bad ids, booleans) is left to the compiler, which answers 400 for it.
      if (!lookup || ids.length === 0 || ids.length !== values.filter((v) => typeof v === 'number').length)
        return filter;
      const rows = await queryRows<{ code: string }>(
        db,
        sql`SELECT ${lookup.code} AS code FROM ${lookup.table} WHERE ${lookup.id} IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      if (rows.length === 0) return filter;
      const codes = values.filter((v): v is string => typeof v === 'string');
      return { ...filter, value: [...codes, ...rows.map((r) => String(r.code))] };
    }),
  );
}
