import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { exploracoesResource } from '../packages/server/src/exploracoes/exploracoes.resource.ts';
import { schema } from '../packages/server/src/db/schema.ts';
import {
  compileFilter,
  orderBy,
  parseFilters,
  parseSort,
} from '../packages/server/src/platform/resources/filter-compiler.ts';
import { loadPage } from '../packages/server/src/platform/resources/list-query.ts';
import { resolveRelationIds } from '../packages/server/src/platform/resources/relation-codes.ts';
import { Session } from './lib/session.ts';
import { formatLine, summarize } from './lib/stats.ts';
import { startServer } from './lib/server-process.ts';

/** One list call as the web client makes it. */
interface Scenario {
  label: string;
  page: number;
  sort: string[];
  filters: Record<string, unknown>;
}

const SIZE = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

/** The benchmarked calls on a million holdings (issue 3): sort by date, region + class, deep page, text, count. */
async function scenarios(client: pg.Client): Promise<Scenario[]> {
  const { rows } = await client.query<{ id: number }>("SELECT id FROM distritos WHERE di = '02'");
  const beja = rows[0]?.id ?? 0;
  const region = { 'distrito.nome': { type: 'OPTION', prop: 'distrito.nome', value: [beja] } };
  const classe = { classificacao: { type: 'OPTION', prop: 'classificacao', value: ['A2', 'A3'] } };
  return [
    { label: 'primeira página por data', page: 0, sort: ['createdOn,desc'], filters: {} },
    {
      label: 'distrito + classificação, por data',
      page: 0,
      sort: ['createdOn,desc'],
      filters: { ...region, ...classe },
    },
    {
      label: 'o mesmo, página 40 (offset 2000)',
      page: 40,
      sort: ['createdOn,desc'],
      filters: { ...region, ...classe },
    },
    {
      label: 'nome contém "ribeiro"',
      page: 0,
      sort: ['createdOn,desc'],
      filters: { nome: { type: 'STRING', prop: 'nome', value: 'ribeiro' } },
    },
    {
      label: 'contagem limitada (classificação SC)',
      page: 0,
      sort: [],
      filters: { classificacao: { type: 'OPTION', prop: 'classificacao', value: ['SC'] } },
    },
  ];
}

function url(s: Scenario): string {
  const q = new URLSearchParams({
    role: 'ROLE_SIGSA',
    page: String(s.page),
    size: String(SIZE),
    projection: 'summary',
  });
  for (const sort of s.sort) q.append('sort', sort);
  for (const [prop, filter] of Object.entries(s.filters)) q.append(prop, JSON.stringify(filter));
  return `/api/exploracoes/search/filter?${q.toString()}`;
}

/** A captured SQL statement. */
interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The exact SQL the engine runs for a scenario, captured through a drizzle logger: the relation id → code
 * lookups first, then the page and count statements that depend on them.
 */
async function engineQueries(
  pool: pg.Pool,
  s: Scenario,
): Promise<{ lookups: Statement[]; page: Statement[] }> {
  const captured: { text: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => captured.push({ text, params }) },
  });
  const pairs = Object.entries(s.filters).map(([k, v]) => [k, JSON.stringify(v)] as const);
  const filters = await resolveRelationIds(db, parseFilters(exploracoesResource, pairs));
  const lookups = captured.splice(0);
  const conditions = filters.map(compileFilter);
  const order = orderBy(exploracoesResource, parseSort(exploracoesResource, s.sort));
  await loadPage(
    db,
    { resource: exploracoesResource, conditions },
    exploracoesResource.projections.summary,
    order,
    {
      number: s.page,
      size: SIZE,
    },
  );
  return { lookups, page: captured };
}

/** Times `fn` RUNS times after a short warm-up. */
async function timeRuns(fn: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < 10; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return samples;
}

/**
 * The list page at a million holdings on PostgreSQL (DATABASE_URL must hold the data of `npm run bench:data`):
 * our full HTTP stack (signed-in session, role check, filters, page + capped count, JSON) beside the same
 * two SQL statements run directly through pg — the floor. Target: our p50 within 1.3× of the floor.
 */
export async function benchList(): Promise<void> {
  const url0 = process.env.BENCH_LIST_DATABASE_URL ?? process.env.DATABASE_URL;
  console.log('\n## Lista de explorações (PostgreSQL, página de 50, pedidos sequenciais)');
  if (!url0) return void console.log('BENCH_LIST_DATABASE_URL/DATABASE_URL não definido — não medido.');
  const client = new pg.Client({ connectionString: url0 });
  await client.connect();
  const total =
    (await client.query<{ n: string }>('SELECT count(*) AS n FROM exploracoes')).rows[0]?.n ?? '0';
  console.log(`${Number(total).toLocaleString('pt-PT')} explorações na base`);
  const pool = new pg.Pool({ connectionString: url0, max: 2 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-bench-list-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url0 }, 3404);
  try {
    const session = new Session(`http://127.0.0.1:${server.port}`);
    await session.fetch('/api/health');
    await session.signIn('sigsa');
    // The stack's fixed cost: the same client, server and socket, on a call that runs no SQL and no session.
    const fixed = summarize(
      await timeRuns(async () => {
        await (await session.fetch('/api/health')).arrayBuffer();
      }),
    );
    console.log(formatLine('HTTP  custo fixo (GET /api/health)', fixed));
    for (const s of await scenarios(client)) {
      const queries = await engineQueries(pool, s);
      const http = summarize(
        await timeRuns(async () => {
          const res = await session.fetch(url(s));
          if (!res.ok) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
          await res.arrayBuffer();
        }),
      );
      // The engine runs its lookups, then its page and count statements concurrently on two pooled
      // connections; so does the floor.
      const floor = summarize(
        await timeRuns(async () => {
          await Promise.all(queries.lookups.map((q) => pool.query(q.text, q.params)));
          await Promise.all(queries.page.map((q) => pool.query(q.text, q.params)));
        }),
      );
      console.log(formatLine(`HTTP  ${s.label}`, http));
      console.log(formatLine(`pg    ${s.label}`, floor));
      console.log(
        `      razão p50 HTTP/pg = ${(http.p50 / floor.p50).toFixed(2)}×; sem o custo fixo = ${((http.p50 - fixed.p50) / floor.p50).toFixed(2)}×`,
      );
    }
  } finally {
    await server.stop();
    await pool.end();
    await client.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
