import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_ACCESS } from '@sigsa/domain/access/areas';
import type { Role } from '@sigsa/domain/access/roles';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pg from 'pg';
import type { Database } from '../packages/server/src/db/client.ts';
import { schema } from '../packages/server/src/db/schema.ts';
import type { RequestAuth } from '../packages/server/src/platform/auth/request-auth.ts';
import { systemClock } from '../packages/server/src/platform/clock.ts';
import { kpisRoutes } from '../packages/server/src/platform/indicadores/kpis.routes.ts';
import { RESOURCES } from '../packages/server/src/resources.registry.ts';
import { MAPAS_INDICADORES } from '@sigsa/domain/indicadores/indicadores.registry';
import { grupoDeTendencias } from '@sigsa/domain/indicadores/tendencias';
import {
  getOk,
  ms,
  printOutcomes,
  runSql,
  signedIn,
  timePaired,
  timeRuns,
  type Outcome,
  type Statement,
} from './lib/list-floor.ts';
import { startServer } from './lib/server-process.ts';
import type { Session } from './lib/session.ts';
import { formatLine, summarize } from './lib/stats.ts';

// Início's figures at a million records per type (issue 17 "Benchmarks"): `GET kpis` per role over HTTP, beside
// its raw-SQL floor — the very count statements the server runs for that role, captured in-process and run
// straight on the database, as the server runs them (in parallel, one scan per group).

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
/** The trends' and the map's runs: each reads a window of a type's list. */
const MAPA_RUNS = Math.max(5, Math.round(RUNS / 5));

/** Issue 17 targets (p95, ms): SIGSA with every built type at 1M, the regional services, a laboratory, a vet. */
const CASES: { username: string; role: Role; target: number }[] = [
  { username: 'sigsa', role: 'ROLE_SIGSA', target: 300 },
  { username: 'svl', role: 'ROLE_SVL', target: 100 },
  { username: 'svr', role: 'ROLE_SVR', target: 100 },
  { username: 'lab', role: 'ROLE_LAB', target: 50 },
  { username: 'mv', role: 'ROLE_MV', target: 20 },
];

/** The count statements `GET kpis` runs for `username` in `role`, captured from the route itself. */
async function kpisStatements(pool: pg.Pool, username: string, role: Role): Promise<Statement[]> {
  const user = (
    await pool.query<{ id: number; laboratorio_id: number | null }>(
      'SELECT id, laboratorio_id FROM utilizadores WHERE username = $1',
      [username],
    )
  ).rows[0];
  if (!user) throw new Error(`utilizador ${username} em falta`);
  const captured: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => captured.push({ text, params }) },
  }) as unknown as Database;
  // The request as the server's auth hook leaves it, as far as the route reads it.
  const levels = DEFAULT_ACCESS[role];
  const auth = {
    userId: Number(user.id),
    username,
    roles: [role],
    role,
    levels,
    session: { currentRole: role, roleLevels: levels, laboratorioId: user.laboratorio_id },
  } as unknown as RequestAuth;
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = auth;
  });
  await app.register(kpisRoutes({ db, clock: systemClock, resources: RESOURCES }));
  const res = await app.inject({ method: 'GET', url: `/kpis?role=${role}` });
  await app.close();
  if (res.statusCode !== 200) throw new Error(`kpis de ${username}: ${res.statusCode} ${res.body}`);
  return captured;
}

/** `GET kpis` for each role against its floor, at the database's current size. */
export async function benchKpis(): Promise<void> {
  const url = process.env.BENCH_LIST_DATABASE_URL ?? process.env.DATABASE_URL;
  console.log('\n## Indicadores do Início (PostgreSQL, HTTP completo)');
  if (!url) return void console.log('BENCH_LIST_DATABASE_URL/DATABASE_URL não definido — não medido.');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const sizes = await pool.query<{ t: string; n: string }>(`
    SELECT 'notificações' AS t, count(*) AS n FROM notificacoes_suspeitas_doencas
    UNION ALL SELECT 'exames', count(*) FROM exames_clinicos_necropsias
    UNION ALL SELECT 'colheitas', count(*) FROM colheitas_amostras
    UNION ALL SELECT 'colheitas de selvagens', count(*) FROM colheitas_animais_selvagens
    UNION ALL SELECT 'vacinações', count(*) FROM vacinacoes`);
  console.log(sizes.rows.map((r) => `${r.t}: ${Number(r.n).toLocaleString('pt-PT')}`).join('; '));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-bench-kpis-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url }, 3415, [], '/api/health');
  const sessions: Session[] = [];
  const outcomes: Outcome[] = [];
  try {
    for (const c of CASES) {
      const session = await signedIn(server.port, c.username);
      sessions.push(session);
      const statements = await kpisStatements(pool, c.username, c.role);
      const [http, floor] = await timePaired(
        () => getOk(session, `/api/kpis?role=${c.role}`),
        () => runSql(pool, [], statements),
        RUNS,
      );
      const h = summarize(http);
      const f = summarize(floor);
      console.log(formatLine(`GET kpis (${c.role})`, h));
      console.log(formatLine(`  piso SQL (${statements.length} contagens em paralelo)`, f));
      outcomes.push({
        label: `GET kpis (${c.role})`,
        ok: h.p95 <= c.target,
        figure: `p95 ${ms(h.p95)} (p50 ${ms(h.p50)}; piso p95 ${ms(f.p95)})`,
        target: `p95 ≤ ${c.target} ms`,
      });
    }
    // The trends and the map count through the list engine (windows of dates), for each role whose Início shows
    // the type. Issue 17's targets (p95, ms): the trends of 12 weeks and the map of 30 days; the map of 90 days is a
    // figure.
    for (const [i, c] of CASES.entries()) {
      const session = sessions[i];
      if (!session) continue;
      for (const { entidade } of MAPAS_INDICADORES) {
        if (!grupoDeTendencias(entidade, c.role)) continue;
        for (const [nome, caminho, alvo] of [
          ['tendências, 12 semanas', `kpis/tendencias?role=${c.role}&entidade=${entidade}`, 100],
          ['mapa, 30 dias', `kpis/mapa?role=${c.role}&entidade=${entidade}&dias=30`, 150],
          ['mapa, 90 dias', `kpis/mapa?role=${c.role}&entidade=${entidade}&dias=90`, null],
        ] as const) {
          const label = `GET ${nome} (${entidade}, ${c.role})`;
          const figures = summarize(await timeRuns(() => getOk(session, `/api/${caminho}`), MAPA_RUNS));
          console.log(formatLine(label, figures));
          if (alvo !== null)
            outcomes.push({
              label,
              ok: figures.p95 <= alvo,
              figure: `p95 ${ms(figures.p95)} (p50 ${ms(figures.p50)})`,
              target: `p95 ≤ ${alvo} ms`,
            });
        }
      }
    }
  } finally {
    for (const session of sessions) session.close();
    await server.stop();
    await pool.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printOutcomes('Alvos (issue 17, indicadores)', outcomes);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchKpis();
