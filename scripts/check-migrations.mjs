// Fails when the drizzle schema has changes that no committed migration carries (conventions §14):
// runs drizzle-kit generate and checks that it wrote nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const dir = 'packages/server/drizzle';
const list = () => new Set(fs.readdirSync(dir).filter((f) => f.endsWith('.sql')));
const journal = () => fs.readFileSync(`${dir}/meta/_journal.json`, 'utf8');
const before = list();
const journalBefore = journal();
const result = spawnSync(
  'npx',
  ['drizzle-kit', 'generate', '--config', 'packages/server/drizzle.config.ts'],
  {
    encoding: 'utf8',
  },
);
if (result.status !== 0) {
  console.error(result.stdout, result.stderr);
  process.exit(1);
}
const added = [...list()].filter((f) => !before.has(f));
if (added.length > 0) {
  for (const f of added) {
    fs.rmSync(`${dir}/${f}`);
    fs.rmSync(`${dir}/meta/${f.replace(/_.*\.sql$/, '')}_snapshot.json`, { force: true });
  }
  fs.writeFileSync(`${dir}/meta/_journal.json`, journalBefore);
  console.error(
    `O esquema tem alterações sem migração (${added.join(', ')}): corra npm run db:generate e faça commit.`,
  );
  process.exit(1);
}
console.log('Migrações em dia com o esquema.');
