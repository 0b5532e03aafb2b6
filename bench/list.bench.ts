import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { exploracoesResource } from '../packages/server/src/exploracoes/exploracoes.resource.ts';
import {
  engineQueries,
  getOk as get,
  listUrl,
  ms,
  runSql,
  timePaired as timePairedRuns,
  timeRuns as timeRunsOf,
  verdict,
  type ListCaller,
  type ListScenario,
} from './lib/list-floor.ts';
import { Session } from './lib/session.ts';
import { formatLine, summarize, type Summary } from './lib/stats.ts';
import { startServer } from './lib/server-process.ts';

/** One list call as the web client makes it. */
interface Scenario extends ListScenario {
  /** The list as it opens: page 0 of 10, no sort, no filter (the tighter target). */
  defaultView?: boolean;
}

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
/** Latency target of a page (issue 20): p50 ≤ max(1.3 × floor, floor + 3 ms); the default view ≤ floor + 2 ms. */
const PAGE_RATIO = 1.3;
const PAGE_SLACK_MS = 3;
const DEFAULT_VIEW_SLACK_MS = 2;
/** The count on its own (search/count): p50 ≤ 50 ms. */
const COUNT_TARGET_MS = 50;

/** The benchmarked calls on a million holdings (issues 3 and 20). */
async function scenarios(client: pg.Client): Promise<Scenario[]> {
  const { rows } = await client.query<{ id: number }>("SELECT id FROM distritos WHERE di = '02'");
  const beja = rows[0]?.id ?? 0;
  const region = { 'distrito.nome': { type: 'OPTION', prop: 'distrito.nome', value: [beja] } };
  const classe = { classificacao: { type: 'OPTION', prop: 'classificacao', value: ['A2', 'A3'] } };
  const byDate = ['createdOn,desc'];
  return [
    {
      label: 'vista por omissão (pág. 0 de 10)',
      page: 0,
      size: 10,
      sort: [],
      filters: {},
      defaultView: true,
    },
    { label: 'primeira página por data', page: 0, size: 50, sort: byDate, filters: {} },
    {
      label: 'distrito + classificação, por data',
      page: 0,
      size: 50,
      sort: byDate,
      filters: { ...region, ...classe },
    },
    {
      label: 'o mesmo, página 40 (offset 2000)',
      page: 40,
      size: 50,
      sort: byDate,
      filters: { ...region, ...classe },
    },
    {
      label: 'nome contém "ribeiro"',
      page: 0,
      size: 50,
      sort: byDate,
      filters: { nome: { type: 'STRING', prop: 'nome', value: 'ribeiro' } },
    },
    {
      label: 'classificação SC',
      page: 0,
      size: 50,
      sort: [],
      filters: { classificacao: { type: 'OPTION', prop: 'classificacao', value: ['SC'] } },
    },
  ];
}

const url = (s: Scenario, kind: 'page' | 'count' | 'default') =>
  listUrl('exploracoes', 'ROLE_SIGSA', s, kind);
const timeRuns = (fn: () => Promise<unknown>) => timeRunsOf(fn, RUNS);
const timePaired = (a: () => Promise<unknown>, b: () => Promise<unknown>) => timePairedRuns(a, b, RUNS);

/** One line of the closing table. */
interface Outcome {
  label: string;
  http: Summary;
  floor: Summary;
  limit: number;
  rule: string;
}

/**
 * The list page at a million holdings on PostgreSQL (BENCH_LIST_DATABASE_URL, else DATABASE_URL, must hold the
 * data of `npm run bench:data`): our full HTTP stack (signed-in session, role check, filters, JSON) beside the
 * same SQL run directly through pg — the floor — measured interleaved, both from this process (HTTP through
 * node:http on a kept-alive socket, pg through a pool of two connections). The page is asked as the web asks it
 * (`count=false`), the count on its own (`search/count`). Targets (issue 20): page p50 ≤ max(1.3 × floor,
 * floor + 3 ms); the default view's first page ≤ floor + 2 ms; count p50 ≤ 50 ms. BENCH_LIST_PROFILE=<dir>
 * writes a CPU profile of the server (node --cpu-prof) there.
 */
export async function benchList(): Promise<void> {
  const url0 = process.env.BENCH_LIST_DATABASE_URL ?? process.env.DATABASE_URL;
  console.log('\n## Lista de explorações (PostgreSQL, pedidos sequenciais, HTTP e SQL intercalados)');
  if (!url0) return void console.log('BENCH_LIST_DATABASE_URL/DATABASE_URL não definido — não medido.');
  const client = new pg.Client({ connectionString: url0 });
  await client.connect();
  const total =
    (await client.query<{ n: string }>('SELECT count(*) AS n FROM exploracoes')).rows[0]?.n ?? '0';
  console.log(`${Number(total).toLocaleString('pt-PT')} explorações na base; ${RUNS} pedidos por medida`);
  const pool = new pg.Pool({ connectionString: url0, max: 2 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-bench-list-'));
  const profileDir = process.env.BENCH_LIST_PROFILE;
  const server = await startServer(
    { DATA_DIR: dataDir, DATABASE_URL: url0 },
    3404,
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
    '/api/health',
  );
  const outcomes: Outcome[] = [];
  const session = new Session(`http://127.0.0.1:${server.port}`);
  try {
    await session.fetch('/api/health');
    await session.signIn('sigsa');
    const sigsaId = (
      await client.query<{ id: number }>("SELECT id FROM utilizadores WHERE username = 'sigsa'")
    ).rows[0]?.id;
    const caller: ListCaller = { userId: Number(sigsaId), username: 'sigsa', role: 'ROLE_SIGSA' };

    // The stack's fixed costs, on the same client, server and socket: no session at all; a signed-in call
    // that reads no list (the session lookup, then the user's own rows); the session and role check alone.
    console.log('\n### Custo fixo');
    const fixed = {
      health: summarize(await timeRuns(() => get(session, '/api/health'))),
      current: summarize(await timeRuns(() => get(session, '/api/utilizadores/current?role=ROLE_SIGSA'))),
      columns: summarize(
        await timeRuns(() => get(session, '/api/exploracoes/search/columns?role=ROLE_SIGSA')),
      ),
    };
    console.log(formatLine('GET /api/health (sem sessão, sem SQL)', fixed.health));
    console.log(formatLine('GET utilizadores/current (sessão + 3 leituras)', fixed.current));
    console.log(formatLine('GET exploracoes/search/columns (só a sessão)', fixed.columns));

    for (const s of await scenarios(client)) {
      const queries = await engineQueries(pool, exploracoesResource, caller, s);
      console.log(`\n### ${s.label}`);
      const [page, pageFloor] = await timePaired(
        () => get(session, url(s, 'page')),
        () => runSql(pool, queries.lookups, queries.page),
      );
      const pageHttp = summarize(page);
      const pageSql = summarize(pageFloor);
      console.log(formatLine('HTTP  página (count=false)', pageHttp));
      console.log(formatLine('pg    página (o chão)', pageSql));
      const limit = s.defaultView
        ? pageSql.p50 + DEFAULT_VIEW_SLACK_MS
        : Math.max(PAGE_RATIO * pageSql.p50, pageSql.p50 + PAGE_SLACK_MS);
      outcomes.push({
        label: `página: ${s.label}`,
        http: pageHttp,
        floor: pageSql,
        limit,
        rule: s.defaultView ? 'chão + 2 ms' : 'max(1,3 × chão, chão + 3 ms)',
      });
      console.log(
        `      p50 HTTP − chão = ${ms(pageHttp.p50 - pageSql.p50)} (razão ${(pageHttp.p50 / pageSql.p50).toFixed(2)}×); ` +
          `alvo ≤ ${ms(limit)}: ${verdict(pageHttp.p50 <= limit)}`,
      );

      const [count, countFloor] = await timePaired(
        () => get(session, url(s, 'count')),
        () => runSql(pool, queries.lookups, queries.count),
      );
      const countHttp = summarize(count);
      const countSql = summarize(countFloor);
      console.log(formatLine('HTTP  search/count', countHttp));
      console.log(formatLine('pg    contagem (o chão)', countSql));
      outcomes.push({
        label: `contagem: ${s.label}`,
        http: countHttp,
        floor: countSql,
        limit: COUNT_TARGET_MS,
        rule: '≤ 50 ms',
      });
      console.log(
        `      p50 HTTP − chão = ${ms(countHttp.p50 - countSql.p50)}; alvo ≤ ${ms(COUNT_TARGET_MS)}: ${verdict(countHttp.p50 <= COUNT_TARGET_MS)}`,
      );

      if (s.defaultView) {
        // What every list call cost before issue 20, for comparison: page and count in one answer.
        const [both, bothFloor] = await timePaired(
          () => get(session, url(s, 'default')),
          () => runSql(pool, queries.lookups, [...queries.page, ...queries.count]),
        );
        console.log(formatLine('HTTP  página + contagem (resposta por omissão)', summarize(both)));
        console.log(formatLine('pg    página ∥ contagem', summarize(bothFloor)));
      }
    }

    console.log('\n### Alvos (p50)');
    for (const o of outcomes)
      console.log(
        `${verdict(o.http.p50 <= o.limit)}  ${o.label.padEnd(52)} HTTP ${ms(o.http.p50).padStart(9)}  ` +
          `chão ${ms(o.floor.p50).padStart(9)}  alvo ${o.rule} = ${ms(o.limit)}`,
      );
  } finally {
    session.close();
    await server.stop();
    await pool.end();
    await client.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
