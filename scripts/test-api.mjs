// Runs the API tests on PGlite, then again on PostgreSQL when DATABASE_URL is set (README "Testes").
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
function run(label, env, args = []) {
  console.log(`\n=== Testes da API em ${label} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...args, ...extra], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { DATABASE_URL, ...rest } = process.env;
run('PGlite', { ...rest, TEST_DATABASE_URL: '' });
// The crash and lock tests are about the embedded database's files: they run in the PGlite pass only.
if (DATABASE_URL)
  run('PostgreSQL', { ...rest, TEST_DATABASE_URL: DATABASE_URL }, ['--exclude', '**/durability.test.ts']);
