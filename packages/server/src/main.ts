import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { startMaintenance } from './db/maintenance.ts';
import { migrate } from './db/migrate.ts';
import { seedAll } from './seed.ts';

/** Starts SIGSA: database (embedded or PostgreSQL), migrations, seed, then the HTTP server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  let handle;
  try {
    handle = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const db = handle;
  const app = await buildApp({ db: db.db, config });
  let stopMaintenance: (() => Promise<void>) | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: a terminar`);
    try {
      await app.close();
      await stopMaintenance?.();
    } finally {
      // Closing PGlite flushes and checkpoints: a clean close means a fast, recovery-free next start.
      await db.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  app.log.info(
    db.kind === 'pglite' ? `Base de dados embebida em ${config.dataDir}` : 'Base de dados PostgreSQL',
  );
  await migrate(db);
  await seedAll(db.db, { referenceDataDir: config.referenceDataDir, demo: config.seedDemo, log: app.log });
  if (!config.webDistDir)
    app.log.warn('Aplicação web não compilada (npm run build): só a API está disponível.');
  await app.listen({ port: config.port, host: config.host });
  // PGlite never autovacuums (single-user PostgreSQL): the server does it, autovacuum's way.
  if (db.kind === 'pglite') stopMaintenance = startMaintenance(db.db, app.log);
  app.log.info(
    `SIGSA pronto em ${((Date.now() - started) / 1000).toFixed(1)} s: http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
