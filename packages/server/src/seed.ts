import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.ts';
import { seedRuns } from './db/schema/system.ts';
import { seedDemoColheitasAmostras } from './demo/colheitas-amostras.seed.ts';
import { seedDemoColheitasSelvagens } from './demo/colheitas-selvagens.seed.ts';
import { seedDemoExames } from './demo/exames.seed.ts';
import { seedDemoRiscosSanitarios } from './demo/riscos-sanitarios.seed.ts';
import { seedDemoExploracoes } from './demo/exploracoes.seed.ts';
import { seedDemoInfraestruturas } from './demo/infraestruturas.seed.ts';
import { seedDemoNotificacoes } from './demo/notificacoes.seed.ts';
import { seedDemoModelosDocumentos } from './demo/modelos-documentos.seed.ts';
import { seedDemoPedidosDadosPessoais } from './demo/pedidos-dados-pessoais.seed.ts';
import { seedDemoUsers } from './demo/users.seed.ts';
import { seedDemoZonasCacas } from './demo/zonas-cacas.seed.ts';
import { seedDemoBandos } from './demo/bandos.seed.ts';
import { seedDemoVacinacoes } from './demo/vacinacoes.seed.ts';
import { referenceDataFingerprint } from './reference/dataset-fingerprint.ts';
import { seedReferenceData } from './reference/reference.seed.ts';
import { countriesRunKey, seedCountries } from './reference/countries.seed.ts';
import { RECORD_TYPES } from './records.registry.ts';
import { seedAccessMatrix } from './users/access.seed.ts';
import type { FileStore } from './platform/files/file-store.ts';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * The phases of {@link seedAll}, each timed: `reference` (reference data, access matrix, record types' own
 * seeds) and `demo` (demo users, holdings, vaccinations; only when the demo is seeded).
 */
export type SeedPhase = 'reference' | 'demo';

/** What {@link seedAll} needs. */
export interface SeedOptions {
  referenceDataDir: string;
  /** Seed the demo dataset (SEED_DEMO). */
  demo: boolean;
  log: Log;
  /** Where demo files go (document templates); without one, the demo has no files. */
  files?: FileStore;
  /** Told how long each phase took, in milliseconds, once it is over (the start prints one line per phase). */
  onPhase?: (phase: SeedPhase, ms: number) => void;
}

/** seed_runs key of a reference seed of the files whose fingerprint is `hash`. */
const referenceRunKey = (hash: string) => `reference:${hash}`;

/**
 * Seeds what a fresh database needs, idempotently: reference data when its files changed since the last seed
 * (it only adds or updates what differs), the access matrix at every start (it only adds what is missing), and
 * the demo dataset once. Each is recorded in seed_runs. A reference file that is missing or unusable leaves its
 * datasets out, says so in the log, and is not recorded, so the next start tries again; the start goes on.
 */
export async function seedAll(db: Database, opts: SeedOptions): Promise<void> {
  let phaseStarted = performance.now();
  const endPhase = (phase: SeedPhase) => {
    const now = performance.now();
    opts.onPhase?.(phase, Math.round(now - phaseStarted));
    phaseStarted = now;
  };
  await seedReference(db, opts);
  await seedAccessMatrix(db);
  if (!(await alreadyRan(db, countriesRunKey()))) {
    const { inserted } = await seedCountries(db);
    await db.insert(seedRuns).values({ dataset: countriesRunKey(), rows: inserted }).onConflictDoNothing();
  }
  // After the reference data: record types' own reasons sit beside the reference ones.
  for (const type of RECORD_TYPES) await type.seed(db);
  endPhase('reference');

  if (!opts.demo) return;
  await seedDemo(db, opts.log, opts.files);
  endPhase('demo');
}

/** The reference data, unless its files are those of the last complete seed. */
async function seedReference(db: Database, opts: SeedOptions): Promise<void> {
  const { log } = opts;
  const referenceKey = referenceRunKey(await referenceDataFingerprint(opts.referenceDataDir));
  if (await alreadyRan(db, referenceKey)) {
    log.info('Dados de referência inalterados desde a última carga');
    return;
  }
  // An unusable file must not stop the start: its family is left out and named, like a missing one.
  const report = await seedReferenceData(db, opts.referenceDataDir, { invalid: 'skip' });
  const inserted = report.datasets.reduce((sum, d) => sum + d.inserted, 0);
  log.info({ inserted }, `Dados de referência: ${inserted} linhas novas`);
  if (report.skipped.length > 0)
    log.warn(
      `Dados de referência em falta em ${opts.referenceDataDir}; conjuntos ignorados: ${report.skipped.join(', ')}`,
    );
  for (const bad of report.invalid)
    log.warn(
      { file: bad.file, datasets: bad.datasets },
      `${bad.message}. Não carregados: ${bad.datasets.join(', ')} (nova tentativa no próximo arranque)`,
    );
  // Only a complete seed is remembered: a start with missing or unusable files tries again next time.
  if (report.skipped.length === 0 && report.invalid.length === 0)
    await db.insert(seedRuns).values({ dataset: referenceKey, rows: inserted }).onConflictDoNothing();
}

/**
 * The demo dataset: each part once, under its own seed_runs key. A part that found nothing to build on (no
 * parishes for the holdings, no species or holdings for the vaccinations: reference files missing or unusable)
 * wrote nothing and is not recorded, so it comes at the first start that has what it needs.
 */
async function seedDemo(db: Database, log: Log, files: FileStore | undefined): Promise<void> {
  if (!(await alreadyRan(db, 'demo'))) {
    const users = await seedDemoUsers(db);
    const holdings = await seedDemoExploracoes(db);
    if (holdings > 0)
      await db
        .insert(seedRuns)
        .values({ dataset: 'demo', rows: users + holdings })
        .onConflictDoNothing();
    log.info(`Dados de demonstração: ${users} utilizadores, ${holdings} explorações`);
  }
  // Each later demo dataset has its own key, so a database demo-seeded before it existed still receives it.
  await demoPart(db, log, 'demo:vacinacoes', seedDemoVacinacoes, 'vacinações');
  await demoPart(db, log, 'demo:infraestruturas', seedDemoInfraestruturas, 'infraestruturas');
  await demoPart(db, log, 'demo:zonasCacas', seedDemoZonasCacas, 'zonas de caça');
  await demoPart(db, log, 'demo:bandos', seedDemoBandos, 'bandos');
  await demoPart(db, log, 'demo:notificacoes', seedDemoNotificacoes, 'notificações de suspeita de doença');
  await demoPart(db, log, 'demo:exames', seedDemoExames, 'exames clínicos e necrópsias');
  await demoPart(db, log, 'demo:colheitasAmostras', seedDemoColheitasAmostras, 'colheitas de amostras');
  await demoPart(
    db,
    log,
    'demo:colheitasSelvagens',
    seedDemoColheitasSelvagens,
    'colheitas de amostras de animais selvagens',
  );
  await demoPart(db, log, 'demo:riscosSanitarios', seedDemoRiscosSanitarios, 'registos de risco sanitário');
  await demoPart(
    db,
    log,
    'demo:pedidosDadosPessoais',
    seedDemoPedidosDadosPessoais,
    'pedidos de titulares de dados',
  );
  if (files)
    await demoPart(
      db,
      log,
      'demo:modelosDocumentos',
      (d) => seedDemoModelosDocumentos(d, files),
      'modelos de documentos',
    );
}

/** One later part of the demo dataset, once: recorded under `key` when it wrote something. */
async function demoPart(
  db: Database,
  log: Log,
  key: string,
  seed: (db: Database) => Promise<number>,
  label: string,
): Promise<void> {
  if (await alreadyRan(db, key)) return;
  const rows = await seed(db);
  if (rows > 0) await db.insert(seedRuns).values({ dataset: key, rows }).onConflictDoNothing();
  log.info(`Dados de demonstração: ${rows} ${label}`);
}

/** Whether seed_runs records `dataset` (a reference fingerprint, `demo`, `demo:vacinacoes`, …). */
async function alreadyRan(db: Database, dataset: string): Promise<boolean> {
  const done = await db.select({ id: seedRuns.id }).from(seedRuns).where(eq(seedRuns.dataset, dataset));
  return done.length > 0;
}
