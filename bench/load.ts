import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { exploracoesResource } from '../packages/server/src/exploracoes/exploracoes.resource.ts';
import { schema } from '../packages/server/src/db/schema.ts';
import { orderBy } from '../packages/server/src/platform/resources/filter-compiler.ts';
import { loadOne, loadRows } from '../packages/server/src/platform/resources/list-query.ts';
import { Session } from './lib/session.ts';
import { ROOT, startServer } from './lib/server-process.ts';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { percentile } from './lib/stats.ts';

/**
 * npm run bench:load — throughput under concurrency (issue 20), against the real server on loopback, signed in:
 * the list's default first page as the web asks it (`count=false`) and the opening of one holding, at 1, 8, 32
 * and 64 connections (autocannon), each beside the same SQL run through a pg Pool at the same concurrency (the
 * floor); then a long mixed run that watches the server's resident memory.
 *
 * Database: BENCH_LOAD_DATABASE_URL, else BENCH_LIST_DATABASE_URL, else DATABASE_URL (PostgreSQL with the data
 * of `npm run bench:data`). Durations: BENCH_LOAD_SECONDS per measure (10), BENCH_LOAD_RSS_SECONDS for the
 * memory run (60), BENCH_LOAD_CONNECTIONS (1,8,32,64). A quick run: BENCH_LOAD_SECONDS=2 BENCH_LOAD_RSS_SECONDS=10.
 * BENCH_LOAD_PROFILE=<dir> writes the server's CPU profile there (`node scripts/cpu-profile-summary.mjs <file>`).
 *
 * Targets, printed PASS/FAIL: at 32 connections the list serves ≥ 60 % of the floor's requests per second,
 * its p99 ≤ 4 × its p50, no errors; the server's RSS grows ≤ 10 % over the memory run.
 */

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const RSS_SECONDS = Number(process.env.BENCH_LOAD_RSS_SECONDS ?? 60);
const CONNECTIONS = (process.env.BENCH_LOAD_CONNECTIONS ?? '1,8,32,64')
  .split(',')
  .map((c) => Number(c.trim()))
  .filter((c) => Number.isInteger(c) && c > 0);
/** The server's PostgreSQL pool (openPostgres): the floor's pool is no larger. */
const SERVER_POOL = 10;
const TARGET_CONNECTIONS = 32;
const TARGET_SHARE = 0.6;
const TARGET_TAIL = 4;
const TARGET_RSS_GROWTH = 0.1;
const PORT = 3406;

/** What one measure yields; `cpu` in µs of CPU per answered request. */
interface Figures {
  n: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  cpu: { server: number; postgres: number; client: number };
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

/** CPU time (user + system, ms) a process has used so far; 0 when it cannot be read. */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The database of the benchmark, whose backends' CPU is counted (other databases of the machine are not). */
let benchDatabase = '';

/**
 * CPU time (ms) so far of each PostgreSQL backend connected to the benchmark's database, by pid: their process
 * title reads `postgres: <cluster>: <user> <database> <client> <state>`. Backends of other databases (tests
 * running beside) and PostgreSQL's own background processes are left out.
 */
function postgresCpuMs(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${benchDatabase} `))
        byPid.set(Number(entry), cpuMs(Number(entry)));
    } catch {
      // gone meanwhile
    }
  }
  return byPid;
}

/** CPU used between two snapshots by the backends alive at the end (a backend closed meanwhile is left out). */
function postgresCpuSince(start: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of postgresCpuMs()) total += ms - (start.get(pid) ?? 0);
  return total;
}

/**
 * Where the CPU goes during a measure: the server, PostgreSQL, and this process (the load generator, or the
 * floor's client). Returns a function that, at the end, gives µs of CPU per answered request.
 */
function cpuMeter(serverPid: number | undefined): (answered: number) => Figures['cpu'] {
  const server0 = serverPid ? cpuMs(serverPid) : 0;
  const postgres0 = postgresCpuMs();
  const client0 = cpuMs(process.pid);
  return (answered) => {
    const per = (ms: number) => (1000 * ms) / Math.max(answered, 1);
    return {
      server: serverPid ? per(cpuMs(serverPid) - server0) : 0,
      postgres: per(postgresCpuSince(postgres0)),
      client: per(cpuMs(process.pid) - client0),
    };
  };
}

function figures(latencies: number[], seconds: number, errors: number, cpu: Figures['cpu']): Figures {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    n: sorted.length,
    reqPerSec: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
    cpu,
  };
}

/**
 * autocannon against the server: `connections` keep-alive connections, each sending the next path as soon as
 * the previous answer is in. Latencies are taken per answer (autocannon's own histogram keeps whole ms).
 */
async function loadHttp(
  base: string,
  cookie: string,
  connections: number,
  seconds: number,
  nextPath: () => string,
  serverPid?: number,
): Promise<Figures> {
  const latencies: number[] = [];
  const meter = cpuMeter(serverPid);
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: 10,
    headers: { cookie },
    requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    if (status >= 200 && status < 300) latencies.push(time);
  });
  const result = await instance;
  const cpu = meter(latencies.length);
  return figures(latencies, result.duration, result.errors + result.non2xx + result.mismatches, cpu);
}

/** The floor: `connections` callers running the statement through one pg Pool, as the server's pool would. */
async function loadSql(
  pool: pg.Pool,
  connections: number,
  seconds: number,
  next: () => pg.QueryConfig,
): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const meter = cpuMeter(undefined);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          await pool.query(next());
          latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return figures(latencies, elapsed, errors, meter(latencies.length));
}

const BARE_PORT = 3407;

/**
 * The list page from the smallest Node HTTP server (bench/lib/bare-server.ts: node:http, a pg Pool, the same SQL,
 * the rows as JSON) at the target concurrency: what any Node front costs here, beside what the platform adds.
 */
async function compareWithBareServer(
  url: string,
  page: pg.QueryConfig,
  ours: Figures,
  floor: Figures,
): Promise<void> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'bench/lib/bare-server.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        BARE_DATABASE_URL: url,
        BARE_POOL: String(SERVER_POOL),
        BARE_PORT: String(BARE_PORT),
        BARE_SQL: JSON.stringify({ text: page.text, values: page.values }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    await new Promise((resolve, reject) => {
      child.stdout?.once('data', resolve);
      child.once('exit', (code) => reject(new Error(`o servidor mínimo terminou (${code})`)));
    });
    const base = `http://127.0.0.1:${BARE_PORT}`;
    await loadHttp(base, 'x=1', TARGET_CONNECTIONS, 2, () => '/');
    const bare = await loadHttp(base, 'x=1', TARGET_CONNECTIONS, SECONDS, () => '/', child.pid);
    const total = (c: Figures['cpu']) => c.server + c.postgres + c.client;
    console.log(
      `\n### Servidor HTTP mínimo (node:http + pg, o mesmo SQL, só as linhas em JSON), lista a ${TARGET_CONNECTIONS} conexões\n` +
        `${f1(bare.reqPerSec)} req/s, p50 ${f1(bare.p50)} ms = ${((100 * bare.reqPerSec) / floor.reqPerSec).toFixed(0)} % do chão; ` +
        `CPU µs/pedido ${bare.cpu.server.toFixed(0)} + ${bare.cpu.postgres.toFixed(0)} + ${bare.cpu.client.toFixed(0)} = ${total(bare.cpu).toFixed(0)}. ` +
        `O servidor SIGSA serve ${((100 * ours.reqPerSec) / bare.reqPerSec).toFixed(0)} % do que serve o mínimo ` +
        `(CPU do servidor ${ours.cpu.server.toFixed(0)} µs contra ${bare.cpu.server.toFixed(0)} µs por pedido).`,
    );
  } finally {
    child.kill('SIGTERM');
  }
}

/** Resident memory of a process, in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const f1 = (n: number) => n.toFixed(1);

/** The statements the server runs for the two calls, captured through a drizzle logger. */
async function statements(pool: pg.Pool): Promise<{ page: pg.QueryConfig; record: pg.QueryConfig }> {
  const captured: { text: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => captured.push({ text, params }) },
  });
  const resource = exploracoesResource;
  const source = { resource, conditions: [] };
  await loadRows(db, source, resource.projections.summary, orderBy(resource, []), { number: 0, size: 10 });
  const page = captured.splice(0)[0];
  await loadOne(
    db,
    source,
    resource.projections.full ?? resource.projections.summary,
    sql`${resource.id} = ${1}`,
  );
  const record = captured.splice(0)[0];
  if (!page || !record) throw new Error('SQL não capturado');
  // The record is read by a named statement on the server (queryRowsPrepared): the floor prepares it too.
  return {
    page: { text: page.text, values: page.params },
    record: { name: 'bench_load_record', text: record.text, values: record.params },
  };
}

export async function benchLoad(): Promise<void> {
  const url =
    process.env.BENCH_LOAD_DATABASE_URL ?? process.env.BENCH_LIST_DATABASE_URL ?? process.env.DATABASE_URL;
  console.log('\n## Carga concorrente (HTTP em loopback, sessão iniciada; chão = o mesmo SQL num pg.Pool)');
  if (!url) {
    console.log('BENCH_LOAD_DATABASE_URL/BENCH_LIST_DATABASE_URL/DATABASE_URL não definido — não medido.');
    return;
  }
  benchDatabase = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const total = Number(
    (await admin.query<{ n: string }>('SELECT count(*) AS n FROM exploracoes')).rows[0]?.n ?? 0,
  );
  // A thousand holdings spread over the table, opened in turn (the same ones by HTTP and by the floor).
  const step = Math.max(1, Math.floor(total / 1000));
  const ids = (
    await admin.query<{ id: number }>(
      'SELECT id FROM (SELECT id, row_number() OVER (ORDER BY id) AS r FROM exploracoes) x WHERE r % $1 = 0 LIMIT 1000',
      [step],
    )
  ).rows.map((r) => r.id);
  await admin.end();
  if (ids.length === 0) throw new Error('Sem explorações na base: corra npm run bench:data.');
  console.log(
    `${total.toLocaleString('pt-PT')} explorações; ${SECONDS} s por medida; ${os.cpus().length} núcleos partilhados ` +
      `por servidor, PostgreSQL e gerador de carga; pool do chão = min(conexões, ${SERVER_POOL}) como o do servidor`,
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-bench-load-'));
  const profileDir = process.env.BENCH_LOAD_PROFILE;
  const server = await startServer(
    { DATA_DIR: dataDir, DATABASE_URL: url },
    PORT,
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
    '/api/health',
  );
  const base = `http://127.0.0.1:${server.port}`;
  const pid = server.child.pid;
  const pools: pg.Pool[] = [];
  try {
    const session = new Session(base);
    await session.fetch('/api/health');
    const signIn = await session.signIn('sigsa');
    if (!signIn.ok) throw new Error(`Falha ao iniciar sessão: HTTP ${signIn.status}`);
    const cookie = session.cookieHeader();
    const listPath =
      '/api/exploracoes/search/filter?role=ROLE_SIGSA&page=0&size=10&projection=summary&count=false';
    let i = 0;
    const recordPath = () => `/api/exploracoes/${ids[i++ % ids.length]}?role=ROLE_SIGSA&projection=full`;
    const check = await session.fetch(listPath);
    if (!check.ok) throw new Error(`A lista respondeu HTTP ${check.status}`);

    const capturePool = new pg.Pool({ connectionString: url, max: 1 });
    pools.push(capturePool);
    const sqls = await statements(capturePool);
    let j = 0;
    const recordSql = (): pg.QueryConfig => ({ ...sqls.record, values: [ids[j++ % ids.length]] });
    if (sqls.record.values?.length !== 1)
      throw new Error('O SQL do registo devia ter um só parâmetro (o id)');

    // Warm-up: the server's JIT, pools and prepared statements, and PostgreSQL's buffers.
    await loadHttp(base, cookie, 8, 2, () => listPath);
    await loadHttp(base, cookie, 8, 2, recordPath);

    const rows: { connections: number; call: string; http: Figures; floor: Figures }[] = [];
    for (const connections of CONNECTIONS) {
      const pool = new pg.Pool({ connectionString: url, max: Math.min(connections, SERVER_POOL) });
      pools.push(pool);
      await loadSql(pool, connections, 1, () => sqls.page);
      const calls = [
        { call: 'lista (pág. 0 de 10, count=false)', path: () => listPath, sql: () => sqls.page },
        { call: 'abrir uma exploração', path: recordPath, sql: recordSql },
      ];
      for (const c of calls) {
        const http = await loadHttp(base, cookie, connections, SECONDS, c.path, pid);
        const floor = await loadSql(pool, connections, SECONDS, c.sql);
        rows.push({ connections, call: c.call, http, floor });
        console.log(
          `${String(connections).padStart(3)} conexões  ${c.call.padEnd(34)} ` +
            `HTTP ${f1(http.reqPerSec).padStart(7)} req/s p50 ${f1(http.p50).padStart(6)} p99 ${f1(http.p99).padStart(6)} ms ` +
            `erros ${http.errors} | chão ${f1(floor.reqPerSec).padStart(7)} req/s p50 ${f1(floor.p50).padStart(6)} ` +
            `p99 ${f1(floor.p99).padStart(6)} ms | ${((100 * http.reqPerSec) / floor.reqPerSec).toFixed(0)} % do chão`,
        );
      }
      await pool.end();
      pools.pop();
    }

    console.log(
      '\n| conexões | pedido | HTTP req/s | p50 ms | p99 ms | erros | chão req/s | chão p50 | chão p99 | % do chão ' +
        '| CPU µs/pedido HTTP: servidor + PG + gerador | CPU µs/pedido chão: PG + cliente |',
    );
    console.log('|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|');
    const us = (n: number) => n.toFixed(0);
    for (const r of rows)
      console.log(
        `| ${r.connections} | ${r.call} | ${f1(r.http.reqPerSec)} | ${f1(r.http.p50)} | ${f1(r.http.p99)} | ${r.http.errors} | ` +
          `${f1(r.floor.reqPerSec)} | ${f1(r.floor.p50)} | ${f1(r.floor.p99)} | ${((100 * r.http.reqPerSec) / r.floor.reqPerSec).toFixed(0)} % ` +
          `| ${us(r.http.cpu.server)} + ${us(r.http.cpu.postgres)} + ${us(r.http.cpu.client)} = ${us(r.http.cpu.server + r.http.cpu.postgres + r.http.cpu.client)} ` +
          `| ${us(r.floor.cpu.postgres)} + ${us(r.floor.cpu.client)} = ${us(r.floor.cpu.postgres + r.floor.cpu.client)} |`,
      );
    console.log(
      'CPU: /proc/<pid>/stat (resolução 10 ms; "PG" = os processos do PostgreSQL ligados à base do teste). Com o CPU como ' +
        'gargalo, a razão de req/s HTTP/chão aproxima-se da razão inversa dos CPU totais por pedido.',
    );

    const listAtTarget = rows.find((r) => r.connections === TARGET_CONNECTIONS && r.call.startsWith('lista'));
    if (listAtTarget) await compareWithBareServer(url, sqls.page, listAtTarget.http, listAtTarget.floor);

    // Memory: a mixed run (list and record in turn on every connection), RSS sampled every second.
    console.log(`\n### Memória: ${RSS_SECONDS} s de lista + registo a ${TARGET_CONNECTIONS} conexões`);
    const samples: number[] = [];
    const rssErrors: string[] = [];
    const sampler = setInterval(() => {
      try {
        if (pid) samples.push(rssMb(pid));
      } catch (error) {
        rssErrors.push(String(error));
      }
    }, 1000);
    let turn = 0;
    const mixed = await loadHttp(
      base,
      cookie,
      TARGET_CONNECTIONS,
      RSS_SECONDS,
      () => (turn++ % 2 === 0 ? listPath : recordPath()),
      pid,
    );
    clearInterval(sampler);
    if (rssErrors.length > 0) console.log(`RSS não lido: ${rssErrors[0]}`);
    const window = Math.max(1, Math.min(10, Math.floor(samples.length / 3)));
    const first = median(samples.slice(0, window));
    const last = median(samples.slice(-window));
    const growth = last / first - 1;
    console.log(
      `${f1(mixed.reqPerSec)} req/s, p50 ${f1(mixed.p50)} ms, p99 ${f1(mixed.p99)} ms, erros ${mixed.errors}; ` +
        `RSS: início ${f1(first)} MB, máximo ${f1(Math.max(...samples))} MB, fim ${f1(last)} MB ` +
        `(medianas dos primeiros/últimos ${window} s)`,
    );

    console.log('\n### Alvos');
    const at = (call: string) =>
      rows.find((r) => r.connections === TARGET_CONNECTIONS && r.call.startsWith(call));
    const list = at('lista');
    if (list) {
      const share = list.http.reqPerSec / list.floor.reqPerSec;
      console.log(
        `${verdict(share >= TARGET_SHARE)}  lista a ${TARGET_CONNECTIONS} conexões: ${(100 * share).toFixed(0)} % das req/s do chão (alvo ≥ ${100 * TARGET_SHARE} %)`,
      );
      console.log(
        `${verdict(list.http.p99 <= TARGET_TAIL * list.http.p50)}  lista a ${TARGET_CONNECTIONS} conexões: p99 ${f1(list.http.p99)} ms ≤ ${TARGET_TAIL} × p50 (${f1(TARGET_TAIL * list.http.p50)} ms)`,
      );
      console.log(
        `${verdict(list.http.errors === 0)}  lista a ${TARGET_CONNECTIONS} conexões: ${list.http.errors} erros`,
      );
    } else console.log(`(sem medida a ${TARGET_CONNECTIONS} conexões: BENCH_LOAD_CONNECTIONS)`);
    const record = at('abrir');
    if (record)
      console.log(
        `(info) registo a ${TARGET_CONNECTIONS} conexões: ${((100 * record.http.reqPerSec) / record.floor.reqPerSec).toFixed(0)} % do chão, ` +
          `p99/p50 = ${(record.http.p99 / record.http.p50).toFixed(1)}, ${record.http.errors} erros`,
      );
    const errors = rows.reduce((n, r) => n + r.http.errors, 0) + mixed.errors;
    console.log(`${verdict(errors === 0)}  erros em todas as medidas: ${errors}`);
    console.log(
      `${verdict(growth <= TARGET_RSS_GROWTH)}  RSS do servidor em ${RSS_SECONDS} s: ${growth >= 0 ? '+' : ''}${(100 * growth).toFixed(1)} % (alvo ≤ ${100 * TARGET_RSS_GROWTH} %)`,
    );
  } finally {
    await server.stop();
    for (const pool of pools) await pool.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchLoad();
