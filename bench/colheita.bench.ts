import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { colheitasAmostrasResource } from '../packages/server/src/records/colheita-amostras/colheita-amostras.resource.ts';
import {
  daysAgo,
  getOk,
  p95Outcome,
  pageAgainstFloor,
  printOutcomes,
  signedIn,
  type Outcome,
} from './lib/list-floor.ts';
import { idOf, send } from './lib/record-calls.ts';
import type { Session } from './lib/session.ts';
import { startServer } from './lib/server-process.ts';
import { formatLine, summarize } from './lib/stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const ENTITY = 'controlosLaboratoriaisColheitasAmostras';
const BASE = `/api/${ENTITY}`;
/** Issue 16 "Benchmarks" (p95): a reception of 200 samples × 5 assays, saving 1000 results, the lab's list. */
const RECECAO_P95_MS = 300;
const GUARDAR_P95_MS = 250;
const LISTA_P95_MS = 100;
/** The received collection: 200 bovine serum samples, each for the same 5 assays of 5 diseases. */
const AMOSTRAS = 200;
const ENSAIOS = ['BR_RB', 'BR_ELISA', 'LEB_ELISA', 'IBR_ELISA_GB', 'PTB_ELISA'];
/** Receptions timed: each needs a fresh submitted collection of 200 samples. */
const RECECOES = Math.min(RUNS, 40);

/** The ids a collection body names: a northern holding, the vet, bovine serum, the five assays and diseases. */
async function refs(client: pg.Client) {
  const marca = (
    await client.query<{ marca: string }>(
      `SELECT marca FROM exploracoes WHERE left(freguesia, 2) = '03' ORDER BY id LIMIT 1`,
    )
  ).rows[0]?.marca;
  if (!marca) throw new Error('exploração do distrito de Braga em falta');
  const ensaios: { ensaio: number; doenca: number }[] = [];
  for (const codigo of ENSAIOS)
    ensaios.push({
      ensaio: await idOf(client, 'SELECT id FROM ensaios_laboratoriais WHERE codigo = $1', [codigo]),
      doenca: await idOf(client, 'SELECT doenca_id AS id FROM ensaios_laboratoriais WHERE codigo = $1', [
        codigo,
      ]),
    });
  return {
    marca,
    mv: await idOf(client, "SELECT id FROM utilizadores WHERE username = 'mv'"),
    bovino: await idOf(client, "SELECT id FROM especies WHERE codigo = 'BOVINO'"),
    rastreio: await idOf(client, "SELECT id FROM tipos_controlo WHERE codigo = 'RASTREIO'"),
    soro: await idOf(client, "SELECT id FROM matrizes_amostras WHERE codigo = 'SORO'"),
    vacas: await idOf(
      client,
      `SELECT min(s.id) AS id FROM sub_categorias_animais s JOIN categorias_animais c ON c.id = s.categoria_animal_id
        WHERE c.codigo = 'BOVINOS'`,
    ),
    ensaios,
  };
}

type Refs = Awaited<ReturnType<typeof refs>>;

/** A complete collection by mv for INIAV: the five assays, 200 individual serum samples taking them all. */
function body(r: Refs, n: number) {
  return {
    exploracao: r.marca,
    responsavelColheita: r.mv,
    especies: [r.bovino],
    tipoControlo: r.rastreio,
    data: daysAgo(2),
    laboratorioDiagnostico: 'INIAV',
    observacoes: `Benchmark ${n}`,
    ensaios: r.ensaios.map((e) => ({ doenca: e.doenca, ensaioLaboratorial: e.ensaio })),
    amostras: Array.from({ length: AMOSTRAS }, (_, i) => ({
      tipoAmostra: 'INDIVIDUAL',
      identificacaoAnimal: `PT ${String(n).padStart(3, '0')}${String(i).padStart(6, '0')}`,
      matriz: r.soro,
      ensaios: r.ensaios.map((e) => e.ensaio),
      subCategoriaAnimal: r.vacas,
    })),
  };
}

/** A result row of a `full` answer, as far as a save reads it. */
interface ResultadoLido {
  id: number;
  amostra: { id: number };
  ensaio: { id: number; tiposResultados: { listaValores?: { id: number; nome: string }[] } | null };
}

/** Every result of the answer as guardarResultados takes it: each assay's 'Negativo', a note of the run `i`. */
function resultados(answer: Record<string, unknown>, i: number) {
  return (answer.resultados as ResultadoLido[]).map((row) => ({
    id: row.id,
    amostra: row.amostra.id,
    ensaio: row.ensaio.id,
    listaValores: row.ensaio.tiposResultados?.listaValores?.find((v) => v.nome === 'Negativo')?.id ?? null,
    observacoesResultado: `Leitura ${i}`,
  }));
}

/**
 * (a) `rececionar` of a submitted collection of 200 samples × 5 assays (1000 results opened), each on a fresh
 * collection; (b) `guardarResultados` of its 1000 results, again and again. The collections are removed after.
 */
async function benchRececaoEResultados(
  client: pg.Client,
  mv: Session,
  lab: Session,
  outcomes: Outcome[],
): Promise<void> {
  const r = await refs(client);
  const created: number[] = [];
  const q = (role: string) => `role=${role}&projection=full`;
  try {
    console.log(
      `\n### Rececionar uma colheita de ${AMOSTRAS} amostras × ${ENSAIOS.length} ensaios (LAB, INIAV)`,
    );
    const rececoes: number[] = [];
    let recebida: Record<string, unknown> & { id: number; version: number } = { id: 0, version: 0 };
    for (let i = 0; i < RECECOES + 3; i++) {
      const colheita = (await send(mv, `${BASE}/create?${q('ROLE_MV')}`, 'POST', body(r, i))).answer;
      created.push(colheita.id);
      await send(mv, `${BASE}/${colheita.id}/submeter?${q('ROLE_MV')}`, 'POST', {});
      const rececao = await send(lab, `${BASE}/${colheita.id}/rececionar?${q('ROLE_LAB')}`, 'POST', {});
      if (i >= 3) rececoes.push(rececao.ms);
      recebida = rececao.answer;
    }
    const abertos = (recebida.resultados as unknown[]).length;
    const rececao = summarize(rececoes);
    console.log(formatLine(`POST …/{id}/rececionar (${abertos} resultados abertos)`, rececao));
    outcomes.push(p95Outcome(`rececionar ${AMOSTRAS} × ${ENSAIOS.length}`, rececao, RECECAO_P95_MS));

    console.log(`\n### Guardar ${abertos} resultados (LAB, guardarResultados)`);
    const saves: number[] = [];
    let version = recebida.version;
    for (let i = 0; i < RUNS + 10; i++) {
      const saved = await send(lab, `${BASE}/${recebida.id}/guardarResultados?${q('ROLE_LAB')}`, 'PATCH', {
        version,
        codigoInternoLaboratorio: `BENCH-${i}`,
        resultados: resultados(recebida, i),
      });
      version = saved.answer.version;
      if (i >= 10) saves.push(saved.ms);
    }
    const guardar = summarize(saves);
    console.log(formatLine(`PATCH …/{id}/guardarResultados (${abertos} resultados)`, guardar));
    outcomes.push(p95Outcome(`guardar ${abertos} resultados`, guardar, GUARDAR_P95_MS));
  } finally {
    // The benchmark's rows are its own: removed, so that the lists keep their figures.
    if (created.length > 0) {
      await client.query('DELETE FROM registos_auditoria WHERE entidade = $1 AND registo_id = ANY($2)', [
        ENTITY,
        created,
      ]);
      // The notices the submissions sent link to the collections' screens.
      await client.query(
        "DELETE FROM notificacoes WHERE link LIKE '/consultar/colheita-amostras/%' AND link = ANY($1)",
        [created.map((id) => `/consultar/colheita-amostras/${id}`)],
      );
      await client.query('DELETE FROM colheitas_amostras WHERE id = ANY($1)', [created]);
    }
    await client.query(
      'VACUUM (ANALYZE) colheitas_amostras, cam_amostras, cam_amostras_ensaios, cam_resultados',
    );
  }
}

/** (c) INIAV's list of collections awaiting reception (SUBMETIDO), newest first: HTTP against its SQL floor. */
async function benchListaLaboratorio(
  client: pg.Client,
  pool: pg.Pool,
  lab: Session,
  outcomes: Outcome[],
): Promise<void> {
  const laboratorioId = await idOf(client, "SELECT id FROM laboratorios WHERE codigo = 'INIAV'");
  const outcome = await pageAgainstFloor({
    entity: ENTITY,
    resource: colheitasAmostrasResource,
    session: lab,
    pool,
    caller: {
      userId: await idOf(client, "SELECT id FROM utilizadores WHERE username = 'lab'"),
      username: 'lab',
      role: 'ROLE_LAB',
      laboratorioId,
    },
    scenario: {
      label: 'colheitas à espera de receção (INIAV)',
      page: 0,
      size: 50,
      sort: [],
      filters: { estado: { type: 'OPTION', prop: 'estado', value: ['SUBMETIDO'] } },
    },
    runs: RUNS,
  });
  outcomes.push(outcome);
  const url = `${BASE}/search/filter?role=ROLE_LAB&page=0&size=50&count=false&filters=${encodeURIComponent(
    JSON.stringify([{ type: 'OPTION', prop: 'estado', value: ['SUBMETIDO'] }]),
  )}`;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await getOk(lab, url);
    times.push(performance.now() - t0);
  }
  const s = summarize(times);
  console.log(formatLine('HTTP  página à espera de receção', s));
  outcomes.push(p95Outcome('lista do laboratório (à espera de receção)', s, LISTA_P95_MS));
}

/**
 * Domestic laboratory collections on PostgreSQL with a million of them (issue 16 "Benchmarks";
 * BENCH_LIST_DATABASE_URL, else DATABASE_URL, filled by `npm run bench:data`), through the real HTTP server:
 * (a) the reception of 200 samples × 5 assays; (b) saving their 1000 results; (c) the laboratory's list of the
 * collections awaiting its reception.
 */
export async function benchColheitas(): Promise<void> {
  const url = process.env.BENCH_LIST_DATABASE_URL ?? process.env.DATABASE_URL;
  console.log('\n## Colheitas de amostras (PostgreSQL, HTTP completo)');
  if (!url) return void console.log('BENCH_LIST_DATABASE_URL/DATABASE_URL não definido — não medido.');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const total = Number(
    (await client.query<{ n: string }>('SELECT count(*) AS n FROM colheitas_amostras')).rows[0]?.n ?? 0,
  );
  console.log(`${total.toLocaleString('pt-PT')} colheitas domésticas na base; ${RUNS} pedidos por medida`);
  if (total < 1_000_000) console.log('(o alvo da lista é a um milhão: npm run bench:data -- --rows 1000000)');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-bench-colheitas-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url }, 3411, [], '/api/health');
  const sessions: Session[] = [];
  const outcomes: Outcome[] = [];
  try {
    const mv = await signedIn(server.port, 'mv');
    const lab = await signedIn(server.port, 'lab');
    sessions.push(mv, lab);
    await benchRececaoEResultados(client, mv, lab, outcomes);
    await benchListaLaboratorio(client, pool, lab, outcomes);
  } finally {
    for (const session of sessions) session.close();
    await server.stop();
    await pool.end();
    await client.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printOutcomes('Alvos (issue 16)', outcomes);
}
