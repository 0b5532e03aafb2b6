import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { getOk, ms, printOutcomes, signedIn, timeRuns, type Outcome, p95Outcome } from './lib/list-floor.ts';
import { idOf, send } from './lib/record-calls.ts';
import type { Session } from './lib/session.ts';
import { startServer } from './lib/server-process.ts';
import { formatLine, summarize } from './lib/stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const BASE = '/api/riscoSanitario';
/** Issue 15 "Benchmarks": a save naming all 3,259 parishes; the level in force at 20k records / 2M parish rows. */
const SAVE_P95_MS = 150;
const NIVEL_P95_MS = 100;
/** The generated records: as many as the issue names, each over a run of parishes (100 on average). */
const REGISTOS = 20_000;
/** Diseases the generated records spread over: a disease has about REGISTOS / DOENCAS of them. */
const DOENCAS = 20;
/** Their creator: what tells them from real records, so a second run reuses them. */
const GERADOR = 'bench-risco';

/**
 * Adds the generated records when missing: REGISTOS records over DOENCAS diseases, each with a run of 50–150
 * parishes in code order from a moving offset (2 million parish rows), starts over seven years, a third ended.
 */
async function generate(client: pg.Client): Promise<number> {
  const have = Number(
    (
      await client.query<{ n: string }>('SELECT count(*) AS n FROM riscos_sanitarios WHERE created_by = $1', [
        GERADOR,
      ])
    ).rows[0]?.n ?? 0,
  );
  if (have >= REGISTOS) return have;
  const t0 = performance.now();
  await client.query('DELETE FROM riscos_sanitarios WHERE created_by = $1', [GERADOR]);
  await client.query(
    `WITH d AS (SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM doencas ORDER BY id LIMIT $2) x),
          c AS (SELECT array_agg(id ORDER BY ordem) AS ids FROM classificacoes_risco),
          f AS (SELECT array_agg(dicofre ORDER BY dicofre) AS codigos FROM freguesias)
     INSERT INTO riscos_sanitarios (doenca_id, classificacao_id, data_inicio_classificacao, data_final_classificacao,
                                    freguesias, created_by, updated_by)
     SELECT d.ids[1 + i % cardinality(d.ids)], c.ids[1 + i % cardinality(c.ids)],
            date '2019-01-01' + (i * 7919 % 2550),
            CASE WHEN i % 3 = 0 THEN date '2019-01-01' + (i * 7919 % 2550) + 30 + i % 300 END,
            f.codigos[1 + (i * 37) % (cardinality(f.codigos) - 150) : 1 + (i * 37) % (cardinality(f.codigos) - 150) + 50 + i % 101],
            $3, $3
       FROM generate_series(1, $1) AS i, d, c, f`,
    [REGISTOS, DOENCAS, GERADOR],
  );
  await client.query('VACUUM (ANALYZE) riscos_sanitarios');
  console.log(`gerados ${REGISTOS.toLocaleString('pt-PT')} registos em ${ms(performance.now() - t0)}`);
  return REGISTOS;
}

/** A record naming every parish, saved RUNS times by SIGSA (alternating the level); removed afterwards. */
async function benchSave(label: string, client: pg.Client | null, sigsa: Session, outcomes: Outcome[]) {
  const codigos = JSON.parse(
    await getOk(sigsa, '/api/distritos?size=100&projection=full&role=ROLE_SIGSA'),
  ) as {
    _embedded: { distritos: { concelhos: { freguesias: { dicofre: string }[] }[] }[] };
  };
  const freguesias = codigos._embedded.distritos.flatMap((d) =>
    d.concelhos.flatMap((c) => c.freguesias.map((f) => f.dicofre)),
  );
  const niveis = JSON.parse(
    await getOk(sigsa, '/api/classificacoesRisco/search/filter?size=10&sort=ordem,asc&role=ROLE_SIGSA'),
  ) as { _embedded: { classificacoesRisco: { id: number }[] } };
  const doencas = JSON.parse(
    await getOk(sigsa, '/api/doencas/search/filter?size=1&sort=nome,asc&role=ROLE_SIGSA'),
  ) as {
    _embedded: { doencas: { id: number }[] };
  };
  const nivel = niveis._embedded.classificacoesRisco.map((n) => n.id);
  const body = (i: number) => ({
    doenca: doencas._embedded.doencas[0]?.id,
    classificacao: nivel[i % nivel.length],
    freguesias,
    dataInicioClassificacao: '2026-01-01',
    observacao: `bench ${i}`,
  });
  const q = 'role=ROLE_SIGSA&projection=full';
  let record = (await send(sigsa, `${BASE}/create?${q}`, 'POST', body(0))).answer;
  try {
    const saves: number[] = [];
    for (let i = 0; i < RUNS + 10; i++) {
      // Every other save drops a parish and the next puts it back: the set and its history change each time.
      const data = { ...body(i + 1), freguesias: i % 2 === 0 ? freguesias.slice(1) : freguesias };
      const saved = await send(sigsa, `${BASE}/${record.id}/save?${q}`, 'PATCH', {
        ...data,
        version: record.version,
      });
      record = saved.answer;
      if (i >= 10) saves.push(saved.ms);
    }
    const s = summarize(saves);
    console.log(formatLine(`${label}: PATCH …/{id}/save (${freguesias.length} freguesias)`, s));
    outcomes.push(p95Outcome(`${label}: gravar com ${freguesias.length} freguesias`, s, SAVE_P95_MS));
  } finally {
    if (client) {
      await client.query(
        "DELETE FROM registos_auditoria WHERE entidade = 'riscoSanitario' AND registo_id = $1",
        [record.id],
      );
      await client.query('DELETE FROM riscos_sanitarios WHERE id = $1', [record.id]);
    }
  }
}

/** The level in force per parish for the generated diseases, on days across the generated period, as SVL. */
async function benchNivel(client: pg.Client, svl: Session, outcomes: Outcome[]) {
  const doenca = await idOf(
    client,
    'SELECT doenca_id AS id FROM riscos_sanitarios WHERE created_by = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    [GERADOR],
  );
  const dias = ['2019-06-30', '2021-03-15', '2023-01-01', '2024-12-31', '2026-11-01'];
  let i = 0;
  const urls = dias.map((data) => `${BASE}/search/nivelEmVigor?role=ROLE_SVL&doenca=${doenca}&data=${data}`);
  const sizes = await Promise.all(
    urls.map(
      async (url) =>
        Object.keys((JSON.parse(await getOk(svl, url)) as { freguesias: object }).freguesias).length,
    ),
  );
  const s = summarize(await timeRuns(() => getOk(svl, urls[i++ % urls.length] ?? ''), RUNS));
  console.log(formatLine(`GET …/search/nivelEmVigor (freguesias com nível: ${sizes.join(', ')})`, s));
  outcomes.push(p95Outcome('nível em vigor (20 mil registos)', s, NIVEL_P95_MS));
}

/**
 * Sanitary risk (issue 15 "Benchmarks"), through the real HTTP server: a save naming every parish on PGlite and on
 * PostgreSQL (BENCH_LIST_DATABASE_URL, else DATABASE_URL), and on PostgreSQL the level in force over 20,000
 * generated records (about 2 million parish rows), added on the first run and kept.
 */
export async function benchRisco(): Promise<void> {
  console.log('\n## Risco sanitário (HTTP completo)');
  const outcomes: Outcome[] = [];
  const embeddedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-bench-risco-pglite-'));
  const embedded = await startServer({ DATA_DIR: embeddedDir, DATABASE_URL: '' }, 3411, [], '/api/health');
  try {
    const sigsa = await signedIn(embedded.port, 'sigsa');
    await benchSave('PGlite', null, sigsa, outcomes);
    sigsa.close();
  } finally {
    await embedded.stop();
    fs.rmSync(embeddedDir, { recursive: true, force: true });
  }

  const url = process.env.BENCH_LIST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) {
    console.log('BENCH_LIST_DATABASE_URL/DATABASE_URL não definido — PostgreSQL não medido.');
    printOutcomes('Alvos (issue 15)', outcomes);
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-bench-risco-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url }, 3412, [], '/api/health');
  const sessions: Session[] = [];
  try {
    await generate(client);
    const [counts] = (
      await client.query<{ registos: string; freguesias: string }>(
        'SELECT count(*) AS registos, sum(cardinality(freguesias)) AS freguesias FROM riscos_sanitarios',
      )
    ).rows;
    console.log(
      `${Number(counts?.registos).toLocaleString('pt-PT')} registos, ` +
        `${Number(counts?.freguesias).toLocaleString('pt-PT')} freguesias neles; ${RUNS} pedidos por medida`,
    );
    const sigsa = await signedIn(server.port, 'sigsa');
    const svl = await signedIn(server.port, 'svl');
    sessions.push(sigsa, svl);
    await benchSave('PostgreSQL', client, sigsa, outcomes);
    await benchNivel(client, svl, outcomes);
  } finally {
    for (const session of sessions) session.close();
    await server.stop();
    await client.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printOutcomes('Alvos (issue 15)', outcomes);
}
