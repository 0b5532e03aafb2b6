import { sql } from 'drizzle-orm';
import { startPeriodicTask, type PeriodicTaskLog } from '../platform/periodic-task.ts';
import { queryRows, type Database } from './client.ts';

/**
 * PGlite runs PostgreSQL in single-user mode, where no autovacuum ever starts: without this, every save that
 * replaces a record's lines leaves its old rows behind for good, the tables and their indexes only grow, reads
 * walk the dead rows, and the planner never gets statistics for the seeded data. These are autovacuum's own
 * default triggers, applied by the server on a timer (PostgreSQL proper keeps its autovacuum).
 */
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;

/** How often the embedded database is looked after, after the whole-database round. */
export const MAINTENANCE_INTERVAL_MS = 5 * 60_000;

/**
 * When the whole-database round runs after the start. PGlite runs on the server's only thread, so that round
 * (about a second on the demo data) would hold the first pages a user opens; twenty seconds in, it does not.
 */
export const MAINTENANCE_FIRST_ROUND_MS = 20_000;

/** A table's name, quoted as an identifier (the names come from the catalogue, quoted all the same). */
function quoted(schema: string, table: string): string {
  const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
  return `${ident(schema)}.${ident(table)}`;
}

/** The tables autovacuum would vacuum or analyze now, by its default thresholds. */
export async function tablesDueForVacuum(db: Database): Promise<{ schema: string; table: string }[]> {
  return queryRows<{ schema: string; table: string }>(
    db,
    sql`SELECT schemaname AS schema, relname AS "table" FROM pg_stat_user_tables
         WHERE n_dead_tup > ${VACUUM_BASE}::numeric + ${VACUUM_SCALE}::numeric * n_live_tup
            OR n_mod_since_analyze > ${ANALYZE_BASE}::numeric + ${ANALYZE_SCALE}::numeric * n_live_tup
         ORDER BY schemaname, relname`,
  );
}

/** Vacuums and analyzes, one at a time, the tables that are due; answers their qualified names. */
export async function vacuumWhereDue(db: Database): Promise<string[]> {
  const done: string[] = [];
  for (const { schema, table } of await tablesDueForVacuum(db)) {
    const name = quoted(schema, table);
    await db.execute(sql.raw(`VACUUM (ANALYZE) ${name}`));
    done.push(name);
  }
  return done;
}

/** Where maintenance reports what it did or why it failed. */
export interface MaintenanceLog extends PeriodicTaskLog {
  info(message: string): void;
}

/**
 * Vacuums and analyzes the whole database. PGlite keeps no table statistics across a restart, so after one the
 * counters cannot tell which tables hold dead rows or were never analyzed (the seeded data, until then).
 */
export async function vacuumAll(db: Database): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE)`);
}

/**
 * Runs {@link vacuumAll} `firstRunAfterMs` after the start, then {@link vacuumWhereDue} every `intervalMs`, never two rounds at once; a
 * failure is logged and the next round tries again. Answers the stop function, which waits for a round in
 * progress to end (so the database is not closed under it).
 */
export function startMaintenance(
  db: Database,
  log: MaintenanceLog,
  intervalMs = MAINTENANCE_INTERVAL_MS,
  firstRunAfterMs = MAINTENANCE_FIRST_ROUND_MS,
): () => Promise<void> {
  let first = true;
  const run = async () => {
    const started = performance.now();
    const whole = first;
    first = false; // a failed first round is not repeated whole: the next one vacuums what is due
    let what: string | null = 'todas as tabelas';
    if (whole) await vacuumAll(db);
    else {
      const tables = await vacuumWhereDue(db);
      what = tables.length > 0 ? `${tables.length} tabela(s)` : null;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (what) log.info(`Manutenção da base embebida: ${what} limpas e analisadas em ${seconds} s.`);
  };
  return startPeriodicTask({ name: 'Manutenção da base embebida', run, intervalMs, firstRunAfterMs }, log);
}
