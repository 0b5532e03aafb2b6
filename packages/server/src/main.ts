import { runServer } from './run-server.ts';

/** Starts SIGSA on the web build that exists (npm run serve, the browser tests, the benchmarks). */
runServer().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
