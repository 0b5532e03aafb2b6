import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { INT4_MAX, type ValidatedFilter } from './filter-compiler.ts';
import type { RelationFilter } from './resource.types.ts';

type CodeLookup = NonNullable<RelationFilter['codeLookup']>;

/** How long a related row's code is trusted without asking again. */
const CODE_TTL_MS = 5 * 60_000;
/** Codes kept per lookup at most (the largest, parishes, has some 3 300 rows). */
const MAX_CODES = 20_000;

/**
 * The codes already read, per database and lookup: id → code and when it was read. The related tables are
 * reference data (districts, municipalities, parishes) whose codes do not change under an id, so a list filtered
 * by them skips a round trip to the database on every call but the first (issue 20); an entry is read again
 * after {@link CODE_TTL_MS} all the same. Ids that match nothing are never kept.
 */
const knownCodes = new WeakMap<Database, WeakMap<CodeLookup, Map<number, { code: string; at: number }>>>();

function codesOf(db: Database, lookup: CodeLookup): Map<number, { code: string; at: number }> {
  let byLookup = knownCodes.get(db);
  if (!byLookup) {
    byLookup = new WeakMap();
    knownCodes.set(db, byLookup);
  }
  let codes = byLookup.get(lookup);
  if (!codes) {
    codes = new Map();
    byLookup.set(lookup, codes);
  }
  return codes;
}

/** The codes of `ids` (those that exist), from memory when fresh, else with one query. */
async function codesFor(db: Database, lookup: CodeLookup, ids: readonly number[]): Promise<string[]> {
  const known = codesOf(db, lookup);
  const now = Date.now();
  const found: string[] = [];
  const missing: number[] = [];
  for (const id of ids) {
    const entry = known.get(id);
    if (entry && now - entry.at < CODE_TTL_MS) found.push(entry.code);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const rows = await queryRows<{ id: number | string; code: string }>(
    db,
    sql`SELECT ${lookup.id} AS id, ${lookup.code} AS code FROM ${lookup.table} WHERE ${lookup.id} IN (${sql.join(
      missing.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  if (known.size + rows.length > MAX_CODES) known.clear();
  for (const row of rows) {
    const code = String(row.code);
    known.set(Number(row.id), { code, at: now });
    found.push(code);
  }
  return found;
}

/**
 * Turns the ids of relation filters whose relation has a `codeLookup` into the related rows' codes (one small
 * query per such filter, unless its codes were read in the last minutes), so the compiled condition is on the listed table's own code column and can use its
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
      const found = await codesFor(db, lookup, ids);
      if (found.length === 0) return filter;
      const codes = values.filter((v): v is string => typeof v === 'string');
      return { ...filter, value: [...codes, ...found] };
    }),
  );
}
