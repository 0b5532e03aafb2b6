// Runs the API tests on PGlite and, when DATABASE_URL is set, on PostgreSQL too (README "Testes"): the two
// passes side by side, since the PostgreSQL pass spends most of its time waiting on the database server.
import { runSideBySide } from './run-side-by-side.mjs';

const extra = process.argv.slice(2);
const vitest = (args) => ['vitest', 'run', '--project', 'server', ...args, ...extra];
const { DATABASE_URL, ...rest } = process.env;

const jobs = [
  {
    label: 'Testes da API em PGlite',
    command: 'npx',
    args: vitest([]),
    env: { ...rest, TEST_DATABASE_URL: '' },
  },
];
// The crash and lock tests are about the embedded database's files, and the put-back of a PGlite test database
// is how the PGlite pass reuses one per process: they run in the PGlite pass only.
if (DATABASE_URL)
  jobs.push({
    label: 'Testes da API em PostgreSQL',
    command: 'npx',
    args: vitest(['--exclude', '**/durability.test.ts', '--exclude', '**/pglite-reset.test.ts']),
    env: { ...rest, TEST_DATABASE_URL: DATABASE_URL },
  });
process.exit(await runSideBySide(jobs));
