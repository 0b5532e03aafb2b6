import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './db/pglite.ts';
const buf = fs.readFileSync(process.argv[2]);
for (let i = 0; i < 2; i++) {
  let t = performance.now();
  const { postgis, ...rest } = PGLITE_EXTENSIONS; const c = await PGlite.create({ loadDataDir: new Blob([buf]), extensions: process.env.NOPG ? rest : PGLITE_EXTENSIONS });
  const a = performance.now() - t; t = performance.now();
  const r = await c.query('select count(*) from freguesias');
  console.log('load', Math.round(a), 'query', Math.round(performance.now() - t), r.rows);
  await c.close();
}
let t = performance.now();
const e = await PGlite.create({ extensions: {} });
console.log('empty initdb', Math.round(performance.now() - t));
