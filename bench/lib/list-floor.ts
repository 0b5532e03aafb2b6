import type { Role } from '@sigsa/domain/access/roles';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { schema } from '../../packages/server/src/db/schema.ts';
import type { RequestAuth } from '../../packages/server/src/platform/auth/request-auth.ts';
import { orderBy, parseSort } from '../../packages/server/src/platform/resources/filter-compiler.ts';
import { loadRows, countRows } from '../../packages/server/src/platform/resources/list-query.ts';
import { rowSource } from '../../packages/server/src/platform/resources/resource.routes.ts';
import type { ResourceDefinition } from '../../packages/server/src/platform/resources/resource.types.ts';
import { Session } from './session.ts';
import { formatLine, summarize, type Summary } from './stats.ts';

// What the list benchmarks share (issues 3, 12, 20): one list call as the web client makes it, the exact SQL the
// server runs for it (the floor), and paired timing of the two.

/** One list call as the web client makes it. */
export interface ListScenario {
  label: string;
  page: number;
  size: number;
  sort: string[];
  filters: Record<string, unknown>;
}

/** Who asks: the caller the server sees (the bench signs in as this user, acting in this role). */
export interface ListCaller {
  userId: number;
  username: string;
  role: Role;
  /** The laboratory of a ROLE_LAB user (its collections' visibility). */
  laboratorioId?: number | null;
}

/** The web's page call (`count=false`), its count call, or the default answer (page + count). */
export function listUrl(
  entity: string,
  role: Role,
  s: ListScenario,
  kind: 'page' | 'count' | 'default',
): string {
  const q = new URLSearchParams({ role });
  if (kind !== 'count') {
    q.set('page', String(s.page));
    q.set('size', String(s.size));
    q.set('projection', 'summary');
    for (const sort of s.sort) q.append('sort', sort);
    if (kind === 'page') q.set('count', 'false');
  }
  for (const [prop, filter] of Object.entries(s.filters)) q.append(prop, JSON.stringify(filter));
  return `/api/${entity}/search/${kind === 'count' ? 'count' : 'filter'}?${q.toString()}`;
}

/** A captured SQL statement. */
export interface Statement {
  text: string;
  params: unknown[];
}

/** The statements of one list call: relation id → code lookups, then the page and the count that depend on them. */
export interface EngineQueries {
  lookups: Statement[];
  page: Statement[];
  count: Statement[];
}

/**
 * The exact SQL the engine runs for a scenario once warm, captured through a drizzle logger from the server's own
 * code: `rowSource` (the caller's visibility, archived records left out, the filters; relation codes looked up
 * once, then kept by relation-codes.ts, as the server keeps them), then the page and the count.
 */
export async function engineQueries(
  pool: pg.Pool,
  resource: ResourceDefinition,
  caller: ListCaller,
  s: ListScenario,
): Promise<EngineQueries> {
  const captured: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => captured.push({ text, params }) },
  });
  // The request as the server's auth hook leaves it, as far as rowSource reads it (the caller and the role's level).
  const { laboratorioId = null, ...who } = caller;
  const auth = {
    ...who,
    roles: [caller.role],
    levels: resource.area ? { [resource.area]: 'CONSULTA' } : {},
    session: { laboratorioId },
  } as unknown as Pick<RequestAuth, 'userId' | 'username' | 'role' | 'roles' | 'levels' | 'session'>;
  const request = { auth } as unknown as FastifyRequest;
  const pairs = Object.entries(s.filters).map(([k, v]) => [k, JSON.stringify(v)] as const);
  // The first call reads the codes, as the server's first call does; the benchmarked calls are the later ones.
  await rowSource(db, resource, request, pairs);
  captured.splice(0);
  const source = await rowSource(db, resource, request, pairs);
  const lookups = captured.splice(0);
  const sort = s.sort.length > 0 ? s.sort : (resource.defaultSort ?? []);
  const order = orderBy(resource, parseSort(resource, sort));
  await loadRows(db, source, resource.projections.summary, order, { number: s.page, size: s.size });
  const page = captured.splice(0);
  await countRows(db, source);
  return { lookups, page, count: captured.splice(0) };
}

/** Runs the statements of one call as the engine does: lookups, then the rest concurrently. */
export async function runSql(pool: pg.Pool, lookups: Statement[], statements: Statement[]): Promise<void> {
  await Promise.all(lookups.map((q) => pool.query(q.text, q.params)));
  await Promise.all(statements.map((q) => pool.query(q.text, q.params)));
}

/** Milliseconds `fn` took. */
export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/** Times `fn` `runs` times after a short warm-up. */
export async function timeRuns(fn: () => Promise<unknown>, runs: number): Promise<number[]> {
  for (let i = 0; i < 10; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await timed(fn));
  return samples;
}

/**
 * Times `a` and `b` `runs` times each, interleaved (a b, b a, a b, …): on a shared machine whatever else runs
 * slows both alike, so their difference is not an accident of when each was measured.
 */
export async function timePaired(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  runs: number,
): Promise<[number[], number[]]> {
  for (let i = 0; i < 10; i++) {
    await a();
    await b();
  }
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      as.push(await timed(a));
      bs.push(await timed(b));
    } else {
      bs.push(await timed(b));
      as.push(await timed(a));
    }
  }
  return [as, bs];
}

/** GET through the session's kept-alive socket; fails loudly on anything but 2xx; reads the whole body. */
export async function getOk(session: Session, path: string): Promise<string> {
  const res = await session.get(path);
  if (res.status < 200 || res.status >= 300) throw new Error(`HTTP ${res.status} em ${path}: ${res.body}`);
  return res.body;
}

/** PASS or FAIL. */
export const verdict = (ok: boolean): string => (ok ? 'PASS' : 'FAIL');

/** Milliseconds with one decimal. */
export const ms = (n: number): string => `${n.toFixed(1)} ms`;

/** One line of a benchmark's closing table. */
export interface Outcome {
  label: string;
  ok: boolean;
  figure: string;
  target: string;
}

/** List page target of issues 12 and 13: p50 ≤ max(1.3 × floor, floor + 3 ms). */
const PAGE_RATIO = 1.3;
const PAGE_SLACK_MS = 3;

/** A session on the server at `port`, signed in as `user` (demo password). */
export async function signedIn(port: number, user: string): Promise<Session> {
  const session = new Session(`http://127.0.0.1:${port}`);
  await session.fetch('/api/health');
  const res = await session.signIn(user);
  if (!res.ok) throw new Error(`entrada de ${user}: HTTP ${res.status}`);
  return session;
}

/**
 * One list call over HTTP (`count=false`, as the web asks) beside its SQL floor, interleaved, against the page
 * target; then the count on its own, for reference. Prints both and answers the outcome.
 */
export async function pageAgainstFloor(opts: {
  entity: string;
  resource: ResourceDefinition;
  session: Session;
  pool: pg.Pool;
  caller: ListCaller;
  scenario: ListScenario;
  runs: number;
}): Promise<Outcome> {
  const { entity, resource, session, pool, caller, scenario: s, runs } = opts;
  const queries = await engineQueries(pool, resource, caller, s);
  console.log(`\n### ${s.label} (${caller.role})`);
  const [page, floor] = await timePaired(
    () => getOk(session, listUrl(entity, caller.role, s, 'page')),
    () => runSql(pool, queries.lookups, queries.page),
    runs,
  );
  const http = summarize(page);
  const sql = summarize(floor);
  console.log(formatLine('HTTP  página (count=false)', http));
  console.log(formatLine('pg    página (o chão)', sql));
  const limit = Math.max(PAGE_RATIO * sql.p50, sql.p50 + PAGE_SLACK_MS);
  console.log(
    `      p50 HTTP − chão = ${ms(http.p50 - sql.p50)} (razão ${(http.p50 / sql.p50).toFixed(2)}×); ` +
      `alvo ≤ ${ms(limit)}: ${verdict(http.p50 <= limit)}`,
  );
  const [count, countFloor] = await timePaired(
    () => getOk(session, listUrl(entity, caller.role, s, 'count')),
    () => runSql(pool, queries.lookups, queries.count),
    Math.min(runs, 50),
  );
  console.log(formatLine('HTTP  search/count (sem alvo)', summarize(count)));
  console.log(formatLine('pg    contagem (o chão)', summarize(countFloor)));
  return {
    label: `lista: ${s.label}`,
    ok: http.p50 <= limit,
    figure: `p50 ${ms(http.p50)} (chão ${ms(sql.p50)})`,
    target: `≤ max(1,3 × chão, chão + 3 ms) = ${ms(limit)}`,
  };
}

/** The outcome of a p95 target (a write's or a read's time, issue "Benchmarks"). */
export const p95Outcome = (label: string, s: Summary, target: number): Outcome => ({
  label,
  ok: s.p95 <= target,
  figure: `p95 ${ms(s.p95)} (p50 ${ms(s.p50)})`,
  target: `p95 ≤ ${target} ms`,
});

/** A day `days` before today (records refuse future dates), as ISO text. */
export const daysAgo = (days: number): string =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Prints a benchmark's closing table. */
export function printOutcomes(title: string, outcomes: readonly Outcome[]): void {
  console.log(`\n### ${title}`);
  for (const o of outcomes)
    console.log(`${verdict(o.ok)}  ${o.label.padEnd(56)} ${o.figure.padEnd(36)} alvo ${o.target}`);
}
