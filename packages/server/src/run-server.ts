import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { startMaintenance } from './db/maintenance.ts';
import { migrate } from './db/migrate.ts';
import { seedAll } from './seed.ts';
import { LocalFileStore } from './platform/files/file-store.ts';

/** A web build running beside the start (npm start), which the server waits for before it listens. */
export interface WebBuildInProgress {
  done: Promise<void>;
  stop(): void;
}

/** Raised between start-up phases when a signal asked the server to stop before it listened. */
class StopRequested extends Error {}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Starts SIGSA: database (embedded or PostgreSQL), migrations, seed, then the HTTP server, printing one line
 * per phase with its duration. SIGINT/SIGTERM stop it cleanly at any point: before it listens, after the phase
 * in progress; once listening, it stops taking requests, lets those in flight finish (at most
 * `config.shutdownGraceMs`), closes the database (PGlite flushes) and exits 0. A second signal exits at once.
 */
export async function runServer(opts: { webBuild?: WebBuildInProgress | null } = {}): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  // Settled now, awaited later: a build that fails while the database is seeded is reported in its turn.
  const webBuilt = opts.webBuild?.done.then(
    () => null,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
  let stopRequested = false;
  let stop: (() => Promise<void>) | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopRequested) {
      log.warn(`${signal} de novo: a terminar já, sem esperar.`);
      process.exit(1);
    }
    stopRequested = true;
    opts.webBuild?.stop();
    log.info(`${signal}: a terminar`);
    void stop?.();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  // The routes' modules (most of the start's JavaScript) load while the database opens: module loading runs in
  // the loader's own thread and the database's WebAssembly compiles in V8's background threads.
  const appModule = import('./app.ts');
  appModule.catch(() => {}); // a failure is reported where it is awaited
  let db: DatabaseHandle;
  try {
    const since = performance.now();
    db = await openDatabase(config);
    log.info(
      `${db.kind === 'pglite' ? `Base de dados embebida aberta (${config.dataDir})` : 'Ligação ao PostgreSQL'}: ${seconds(since)} s`,
    );
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    log.error(error.message);
    process.exit(1);
  }
  const phase = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    if (stopRequested) throw new StopRequested();
    const since = performance.now();
    const result = await work();
    log.info(`${label}: ${seconds(since)} s`);
    return result;
  };

  let app: FastifyInstance;
  let served = config;
  try {
    await phase('Migrações', () => migrate(db));
    if (stopRequested) throw new StopRequested();
    const seedPhases = { reference: 'Dados de referência', demo: 'Dados de demonstração' } as const;
    await seedAll(db.db, {
      referenceDataDir: config.referenceDataDir,
      demo: config.seedDemo,
      files: new LocalFileStore(config.filesDir),
      log,
      onPhase: (name, ms) => log.info(`${seedPhases[name]}: ${(ms / 1000).toFixed(1)} s`),
    });
    if (webBuilt) {
      await phase('À espera da compilação da aplicação web', async () => {
        const failure = await webBuilt;
        if (failure) throw failure;
      });
      // dist/ exists only now: the served configuration is read again.
      served = loadConfig();
    }
    const { buildApp } = await appModule;
    app = await phase('Rotas da API', () => buildApp({ db: db.db, config: served, loggerInstance: log }));
  } catch (error) {
    // A build stopped by the signal fails too: that is the stop, not an error.
    if (error instanceof StopRequested || stopRequested) return closeAndExit(db, 0);
    log.error(error instanceof Error ? error.message : String(error));
    return closeAndExit(db, 1);
  }

  let stopMaintenance: (() => Promise<void>) | null = null;
  stop = async () => {
    await stopMaintenance?.();
    await stopServer(app, served, log);
    await closeAndExit(db, 0);
  };
  if (stopRequested) return stop();
  await app.listen({ port: config.port, host: config.host });
  // PGlite never autovacuums (single-user PostgreSQL): the server does it, autovacuum's way.
  if (db.kind === 'pglite') stopMaintenance = startMaintenance(db.db, log);
  if (!served.webDistDir) log.warn('Aplicação web não compilada (npm run build): só a API está disponível.');
  log.info(`SIGSA pronto em ${seconds(started)} s: http://localhost:${config.port}`);
}

/** Closes the database and exits. Closing PGlite flushes and checkpoints: the next start needs no recovery. */
async function closeAndExit(db: DatabaseHandle, code: number): Promise<never> {
  await db.close();
  process.exit(code);
}

/** Stops taking requests and waits for those in flight, at most the grace period; then closes their connections. */
async function stopServer(app: FastifyInstance, config: Config, log: Logger): Promise<void> {
  const overdue = setTimeout(() => {
    log.warn(`Pedidos ainda em curso ao fim de ${config.shutdownGraceMs / 1000} s: ligações fechadas.`);
    app.server.closeAllConnections();
  }, config.shutdownGraceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(overdue);
  }
}
