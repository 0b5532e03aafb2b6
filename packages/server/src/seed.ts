import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.ts';
import { seedRuns } from './db/schema/system.ts';
import { seedDemoExploracoes } from './demo/exploracoes.seed.ts';
import { seedDemoUsers } from './demo/users.seed.ts';
import { seedDemoVacinacoes } from './demo/vacinacoes.seed.ts';
import { referenceDataFingerprint } from './reference/dataset-fingerprint.ts';
import { seedReferenceData } from './reference/reference.seed.ts';
import { RECORD_TYPES } from './records.registry.ts';
import { seedAccessMatrix } from './users/access.seed.ts';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** seed_runs key of a reference seed of the files whose fingerprint is `hash`. */
const referenceRunKey = (hash: string) => `reference:${hash}`;

/**
 * Seeds what a fresh database needs, idempotently: reference data when its files changed since the last seed
 * (it only adds or updates what differs), the access matrix at every start (it only adds what is missing), and
 * the demo dataset once. Each is recorded in seed_runs.
 */
export async function seedAll(
  db: Database,
  opts: { referenceDataDir: string; demo: boolean; log: Log },
): Promise<void> {
  const { log } = opts;
  const referenceKey = referenceRunKey(await referenceDataFingerprint(opts.referenceDataDir));
  if (await alreadyRan(db, referenceKey)) {
    log.info('Dados de referência inalterados desde a última carga');
  } else {
    const report = await seedReferenceData(db, opts.referenceDataDir);
    const inserted = report.datasets.reduce((sum, d) => sum + d.inserted, 0);
    log.info({ inserted }, `Dados de referência: ${inserted} linhas novas`);
    if (report.skipped.length > 0) {
      log.warn(
        `Dados de referência em falta em ${opts.referenceDataDir}; conjuntos ignorados: ${report.skipped.join(', ')}`,
      );
    } else {
      // Only a complete seed is remembered: a start with missing files tries again next time.
      await db.insert(seedRuns).values({ dataset: referenceKey, rows: inserted }).onConflictDoNothing();
    }
  }
  await seedAccessMatrix(db);
  // After the reference data: record types' own reasons sit beside the reference ones.
  for (const type of RECORD_TYPES) await type.seed(db);

  if (!opts.demo) return;
  if (!(await alreadyRan(db, 'demo'))) {
    const users = await seedDemoUsers(db);
    const holdings = await seedDemoExploracoes(db);
    await db
      .insert(seedRuns)
      .values({ dataset: 'demo', rows: users + holdings })
      .onConflictDoNothing();
    log.info(`Dados de demonstração: ${users} utilizadores, ${holdings} explorações`);
  }
  // Each later demo dataset has its own key, so a database demo-seeded before it existed still receives it.
  if (!(await alreadyRan(db, 'demo:vacinacoes'))) {
    const vacinacoes = await seedDemoVacinacoes(db);
    await db.insert(seedRuns).values({ dataset: 'demo:vacinacoes', rows: vacinacoes }).onConflictDoNothing();
    log.info(`Dados de demonstração: ${vacinacoes} vacinações`);
  }
}

/** Whether seed_runs records `dataset` (a reference fingerprint, `demo`, `demo:vacinacoes`). */
async function alreadyRan(db: Database, dataset: string): Promise<boolean> {
  const done = await db.select({ id: seedRuns.id }).from(seedRuns).where(eq(seedRuns.dataset, dataset));
  return done.length > 0;
}
