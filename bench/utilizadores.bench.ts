import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { usersResource } from '../packages/server/src/users/users.resource.ts';
import { checkNif } from '@sigsa/domain/validation/nif';
import {
  getOk,
  ms,
  pageAgainstFloor,
  printOutcomes,
  signedIn,
  type ListScenario,
  type Outcome,
} from './lib/list-floor.ts';
import type { Session } from './lib/session.ts';
import { startServer } from './lib/server-process.ts';
import { formatLine, summarize } from './lib/stats.ts';

// Issue 13 "Benchmarks": Gerir's users list at 100 000 users, page size 50, as ROLE_SIGSA opens it (active
// users, "Ativo: Sim"): the first page by name, by role, and "contém" on the name; each p50 ≤ max(1.3 × the
// engine's own SQL measured in the same run, floor + 3 ms). And the personal-data search by NIF over a million
// holdings (and every other source): p95 ≤ 30 ms, over HTTP, its audit row included.

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PERSONAL_DATA_P95_MS = 30;
const ENTITY = 'users';
const ATIVO = { ativo: { type: 'BOOLEAN', prop: 'ativo', value: true } };

const SCENARIOS: readonly ListScenario[] = [
  { label: 'utilizadores: primeira página por nome', page: 0, size: 50, sort: ['nome,asc'], filters: ATIVO },
  {
    label: 'utilizadores: perfil ROLE_LAB, por nome',
    page: 0,
    size: 50,
    sort: ['nome,asc'],
    filters: { ...ATIVO, perfis: { type: 'MULTIOPTION', prop: 'perfis', value: ['ROLE_LAB'] } },
  },
  {
    label: 'utilizadores: nome contém "marques", por nome',
    page: 0,
    size: 50,
    sort: ['nome,asc'],
    filters: { ...ATIVO, nome: { type: 'STRING', prop: 'nome', value: 'marques' } },
  },
];

/** `dadosPessoais/search?nif=` for holders of holdings with a valid NIF, one NIF per call, cycling. */
async function benchPersonalData(client: pg.Client, session: Session): Promise<Outcome> {
  const sample = await client.query<{ nif: string }>(
    'SELECT nif FROM exploracoes TABLESAMPLE SYSTEM (1) WHERE nif IS NOT NULL LIMIT 5000',
  );
  const nifs = sample.rows.map((r) => r.nif).filter((nif) => checkNif(nif) === null);
  if (nifs.length === 0) throw new Error('nenhuma exploração com NIF válido na amostra');
  console.log(`\n### dados pessoais: pesquisa por NIF (${nifs.length} NIF de explorações)`);
  const url = (i: number) => `/api/dadosPessoais/search?nif=${nifs[i % nifs.length]}&role=ROLE_SIGSA`;
  for (let i = 0; i < 10; i++) await getOk(session, url(i));
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await getOk(session, url(i + 10));
    samples.push(performance.now() - t0);
  }
  const figures = summarize(samples);
  console.log(formatLine('HTTP  dadosPessoais/search?nif=', figures));
  return {
    label: 'dados pessoais: pesquisa por NIF',
    ok: figures.p95 <= PERSONAL_DATA_P95_MS,
    figure: `p95 ${ms(figures.p95)} (p50 ${ms(figures.p50)})`,
    target: `≤ ${PERSONAL_DATA_P95_MS} ms`,
  };
}

/** The users list on PostgreSQL (BENCH_LIST_DATABASE_URL, else DATABASE_URL), filled by `npm run bench:data`. */
export async function benchUtilizadores(): Promise<void> {
  const url = process.env.BENCH_LIST_DATABASE_URL ?? process.env.DATABASE_URL;
  console.log('\n## Utilizadores em Gerir (PostgreSQL, HTTP completo)');
  if (!url) return void console.log('BENCH_LIST_DATABASE_URL/DATABASE_URL não definido — não medido.');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const total = Number(
    (await client.query<{ n: string }>('SELECT count(*) AS n FROM utilizadores')).rows[0]?.n ?? 0,
  );
  console.log(`${total.toLocaleString('pt-PT')} utilizadores na base; ${RUNS} pedidos por medida`);
  if (total < 100_000) console.log('(o alvo da issue 13 é a 100 000: npm run bench:data)');
  const sigsa = (await client.query<{ id: number }>("SELECT id FROM utilizadores WHERE username = 'sigsa'"))
    .rows[0];
  if (!sigsa) throw new Error('utilizador sigsa em falta');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-bench-utilizadores-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url }, 3409, [], '/api/health');
  const session = await signedIn(server.port, 'sigsa');
  const outcomes: Outcome[] = [];
  try {
    const caller = { userId: Number(sigsa.id), username: 'sigsa', role: 'ROLE_SIGSA' as const };
    for (const scenario of SCENARIOS)
      outcomes.push(
        await pageAgainstFloor({
          entity: ENTITY,
          resource: usersResource,
          session,
          pool,
          caller,
          scenario,
          runs: RUNS,
        }),
      );
    outcomes.push(await benchPersonalData(client, session));
  } finally {
    session.close();
    await server.stop();
    await pool.end();
    await client.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printOutcomes('Alvos (issue 13)', outcomes);
}
