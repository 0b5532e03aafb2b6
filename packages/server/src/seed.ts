import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.ts';
import { seedRuns } from './db/schema/system.ts';
import { seedDemoExploracoes } from './demo/exploracoes.seed.ts';
import { seedDemoUsers } from './demo/users.seed.ts';
import { seedReferenceData } from './reference/reference.seed.ts';
import { seedAccessMatrix } from './users/access.seed.ts';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * Seeds what a fresh database needs, idempotently: reference data and the access matrix at every start
 * (they only add what is missing), and the demo dataset once (recorded in seed_runs).
 */
export async function seedAll(
  db: Database,
  opts: { referenceDataDir: string; demo: boolean; log: Log },
): Promise<void> {
  const { log } = opts;
  const report = await seedReferenceData(db, opts.referenceDataDir);
  const inserted = report.datasets.reduce((sum, d) => sum + d.inserted, 0);
  log.info({ inserted }, `Dados de referência: ${inserted} linhas novas`);
  if (report.skipped.length > 0) {
    log.warn(
      `Dados de referência em falta em ${opts.referenceDataDir}; conjuntos ignorados: ${report.skipped.join(', ')}`,
    );
  }
  await seedAccessMatrix(db);

  if (!opts.demo) return;
  const done = await db.select().from(seedRuns).where(eq(seedRuns.dataset, 'demo'));
  if (done.length > 0) return;
  const users = await seedDemoUsers(db);
  const holdings = await seedDemoExploracoes(db);
  await db
    .insert(seedRuns)
    .values({ dataset: 'demo', rows: users + holdings })
    .onConflictDoNothing();
  log.info(`Dados de demonstração: ${users} utilizadores, ${holdings} explorações`);
}
