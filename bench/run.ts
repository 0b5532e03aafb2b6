import { benchAuth } from './auth.bench.ts';
import { benchStartup } from './startup.bench.ts';

// npm run bench: prints figures; targets are in each issue and in docs/, not asserted here.
console.log('# SIGSA — benchmarks');
console.log(`máquina: ${(await import('node:os')).cpus().length} núcleos, Node ${process.version}`);
await benchStartup();
await benchAuth();
