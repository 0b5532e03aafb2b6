import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { examesResource } from '../packages/server/src/records/exame-clinico-necropsia/exame.resource.ts';
import {
  engineQueries,
  getOk,
  listUrl,
  ms,
  printOutcomes,
  runSql,
  signedIn,
  timePaired,
  timeRuns,
  type ListCaller,
  type ListScenario,
  type Outcome,
  p95Outcome,
  daysAgo,
} from './lib/list-floor.ts';
import { idOf, rowIdsOf, send, type RowIds } from './lib/record-calls.ts';
import type { Session } from './lib/session.ts';
import { startServer } from './lib/server-process.ts';
import { formatLine, summarize } from './lib/stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const ENTITY = 'examesClinicosNecropsias';
const BASE = `/api/${ENTITY}`;
/** Issue 14 "Benchmarks": save with 300 rows, the `full` load, `ligacoes`, the SVL's DDO counts (p95). */
const SAVE_P95_MS = 150;
const FULL_P95_MS = 40;
const LIGACOES_P95_MS = 20;
const COUNT_P95_MS = 100;
/** The rows of the saved exam: 3 declarations, 200 individual and 97 group observations. */
const DECLARACOES = ['OVELHAS', 'CARNEIROS', 'BORREGOS'];
const INDIVIDUAIS = 200;
const GRUPOS = 97;
const LINHAS = DECLARACOES.length + INDIVIDUAIS + GRUPOS;

/** Ids of what the saved exam names: a northern holding, the vet, a northern notification svl sees, rows. */
async function saveRefs(client: pg.Client) {
  const ct = (categoria: string, codigo: string) =>
    idOf(client, 'SELECT id FROM custom_types WHERE categoria = $1 AND codigo = $2', [categoria, codigo]);
  const sub = (codigo: string) =>
    idOf(
      client,
      `SELECT s.id FROM sub_categorias_animais s JOIN categorias_animais c ON c.id = s.categoria_animal_id
        WHERE c.codigo = 'OVINOS' AND s.codigo = $1`,
      [codigo],
    );
  const marca = (
    await client.query<{ marca: string }>(
      `SELECT marca FROM exploracoes WHERE left(freguesia, 2) = '03' ORDER BY id LIMIT 1`,
    )
  ).rows[0]?.marca;
  if (!marca) throw new Error('exploração do distrito de Braga em falta');
  // One client runs one query at a time.
  const declaracoes: number[] = [];
  for (const codigo of DECLARACOES) declaracoes.push(await sub(codigo));
  return {
    marca,
    mv: await idOf(client, "SELECT id FROM utilizadores WHERE username = 'mv'"),
    // A submitted notification of the DSAVRN (svl's) with diseases: each save rewrites the link.
    notificacao: await idOf(
      client,
      `SELECT n.id FROM notificacoes_suspeitas_doencas n JOIN dsavrs d ON d.id = n.regiao_dsavr_id
        WHERE d.codigo = 'DSAVRN' AND n.estado = 'SUBMETIDO' AND NOT n.arquivado AND cardinality(n.doencas) > 0
        ORDER BY n.id DESC LIMIT 1`,
    ),
    suspeita: await idOf(client, "SELECT id FROM motivos_exames WHERE codigo = 'SUSPEITA_DOENCA'"),
    declaracoes,
    borregos: await sub('BORREGOS'),
    febre: await ct('SINAIS_CLINICOS', 'FEBRE'),
    apatia: await ct('SINAIS_CLINICOS', 'APATIA'),
    pneumonia: await ct('LESOES', 'PNEUMONIA'),
  };
}

type Refs = Awaited<ReturnType<typeof saveRefs>>;

/** An official domestic exam by svl, linked to a notification, with 300 rows (`ids`: those of the last answer). */
function body(r: Refs, ids: RowIds | null, text: string) {
  return {
    tipoAnimal: 'DOMESTICO',
    exploracao: r.marca,
    medicoVeterinario: r.mv,
    data: daysAgo(3),
    dataInicioSinaisClinicos: daysAgo(5),
    exameOficial: true,
    motivosExames: [r.suspeita],
    notificacoesSuspeitasDoencas: [r.notificacao],
    // Required once the official exam has an id (001 §5.4).
    registosRastreabilidade: 'CONFORME',
    registosSaude: 'CONFORME',
    registosValoresProdutivos: 'VALORES_NORMAIS',
    declaracoesAnimais: r.declaracoes.map((subCategoriaAnimal, i) => ({
      id: ids?.declaracoes[i] ?? null,
      subCategoriaAnimal,
      animaisPresentes: 400,
      animaisMorreram: 12,
      animaisNecropsiados: 2,
      animaisCadaveres: 10,
      observacoes: text,
    })),
    observacoesClinicasIndividuais: Array.from({ length: INDIVIDUAIS }, (_, i) => ({
      id: ids?.individuais[i] ?? null,
      subCategoriaAnimal: r.declaracoes[i % r.declaracoes.length],
      identificacao: `PT${String(500000000 + i)}`,
      febre: i % 2 === 0,
      sinaisClinicos: [r.febre, r.apatia],
      necropsiado: i % 10 === 0,
      lesoes: i % 10 === 0 ? [r.pneumonia] : [],
    })),
    observacoesClinicasGrupo: Array.from({ length: GRUPOS }, (_, i) => ({
      id: ids?.grupo[i] ?? null,
      subCategoriaAnimal: r.borregos,
      animais: 5 + i,
      febre: true,
      sinaisClinicos: [r.febre],
      necropsiado: false,
    })),
  };
}

/** The tables a save churns (each replaces 300 rows, their choices and the link). */
const CHURNED = `exames_clinicos_necropsias, ecn_motivos, ecn_notificacoes, ecn_declaracoes_animais,
  ecn_observacoes_clinicas_individuais, ecn_oci_sinais, ecn_oci_lesoes, ecn_observacoes_clinicas_grupo,
  ecn_ocg_sinais, ecn_ocg_lesoes, registos_auditoria`;

/** Clears the dead rows earlier phases left, as autovacuum would in service (see vacinacao.bench.ts). */
async function settle(client: pg.Client): Promise<void> {
  await client.query(`VACUUM (ANALYZE) ${CHURNED}`);
}

/** (a) Saves with 300 rows by svl, then (b) its `full` load; the exam is removed afterwards. */
async function benchSaveAndFull(client: pg.Client, svl: Session, outcomes: Outcome[]): Promise<void> {
  const r = await saveRefs(client);
  await settle(client);
  const q = 'role=ROLE_SVL&projection=full';
  const created = await send(svl, `${BASE}/create?${q}`, 'POST', body(r, null, 'v0'));
  let record = created.answer;
  console.log(`\n### Gravar com ${LINHAS} linhas (SVL, exame oficial doméstico ligado a uma notificação)`);
  console.log(`criação: ${ms(created.ms)}`);
  try {
    const saves: number[] = [];
    for (let i = 0; i < RUNS + 10; i++) {
      const saved = await send(svl, `${BASE}/${record.id}/save?${q}`, 'PATCH', {
        ...body(r, rowIdsOf(record), `v${i + 1}`),
        version: record.version,
      });
      record = saved.answer;
      if (i >= 10) saves.push(saved.ms);
    }
    const save = summarize(saves);
    console.log(formatLine(`PATCH …/{id}/save (${LINHAS} linhas)`, save));
    outcomes.push(p95Outcome(`gravar com ${LINHAS} linhas`, save, SAVE_P95_MS));
    await settle(client);

    console.log(`\n### Abrir o exame (projection=full, ${LINHAS} linhas)`);
    const full = summarize(await timeRuns(() => getOk(svl, `${BASE}/${record.id}?${q}`), RUNS));
    console.log(formatLine('GET …/{id}?projection=full', full));
    outcomes.push(p95Outcome(`abrir (full, ${LINHAS} linhas)`, full, FULL_P95_MS));
  } finally {
    // The benchmark's rows are its own: remove them so that the counts and lists keep their figures.
    await client.query('DELETE FROM registos_auditoria WHERE entidade = $1 AND registo_id = $2', [
      ENTITY,
      record.id,
    ]);
    await client.query('DELETE FROM exames_clinicos_necropsias WHERE id = $1', [record.id]);
    await settle(client);
  }
}

/** (c) `ligacoes` of a generated notification linked to exams and of a generated exam linked to two, as SIGSA. */
async function benchLigacoes(client: pg.Client, sigsa: Session, outcomes: Outcome[]): Promise<void> {
  const notificacao = await idOf(
    client,
    `SELECT l.notificacao_id AS id FROM ecn_notificacoes l JOIN exames_clinicos_necropsias x ON x.id = l.exame_id
      WHERE x.numero_serie LIKE 'BX/%' ORDER BY l.exame_id DESC LIMIT 1`,
  );
  const exame = await idOf(
    client,
    `SELECT l.exame_id AS id FROM ecn_notificacoes l JOIN exames_clinicos_necropsias x ON x.id = l.exame_id
      WHERE x.numero_serie LIKE 'BX/%' AND l.ordem = 2 ORDER BY l.exame_id DESC LIMIT 1`,
  );
  console.log('\n### Registos ligados (SIGSA: todas as relações)');
  for (const [label, url] of [
    ['de uma notificação', `/api/notificacoesSuspeitasDoencas/${notificacao}/ligacoes?role=ROLE_SIGSA`],
    ['de um exame', `${BASE}/${exame}/ligacoes?role=ROLE_SIGSA`],
  ] as const) {
    const s = summarize(await timeRuns(() => getOk(sigsa, url), RUNS));
    console.log(formatLine(`GET …/{id}/ligacoes ${label}`, s));
    outcomes.push(p95Outcome(`ligacoes ${label}`, s, LIGACOES_P95_MS));
  }
}

/**
 * (d) The SVL dashboard's figures (issue 17 `SUBMETIDO-DDO-A/B/C`): the list's count of the submitted exams svl
 * sees with each DDO category, over HTTP beside the SQL the engine runs for it (its floor), interleaved.
 */
async function benchContagensDDO(
  client: pg.Client,
  pool: pg.Pool,
  svl: Session,
  outcomes: Outcome[],
): Promise<void> {
  const caller: ListCaller = {
    userId: await idOf(client, "SELECT id FROM utilizadores WHERE username = 'svl'"),
    username: 'svl',
    role: 'ROLE_SVL',
  };
  const option = (prop: string, value: string) => ({ [prop]: { type: 'OPTION', prop, value: [value] } });
  for (const categoria of ['A', 'B', 'C']) {
    const scenario: ListScenario = {
      label: `SUBMETIDO e categoria DDO ${categoria}`,
      page: 0,
      size: 50,
      sort: [],
      filters: { ...option('estado', 'SUBMETIDO'), ...option('categoriaDDO', categoria) },
    };
    const url = listUrl(ENTITY, caller.role, scenario, 'count');
    const queries = await engineQueries(pool, examesResource, caller, scenario);
    const [http, floor] = await timePaired(
      () => getOk(svl, url),
      () => runSql(pool, queries.lookups, queries.count),
      RUNS,
    );
    const answer = JSON.parse(await getOk(svl, url)) as { totalElements: number; totalCapped: boolean };
    const total = `${answer.totalCapped ? 'mais de ' : ''}${answer.totalElements.toLocaleString('pt-PT')}`;
    const s = summarize(http);
    console.log(`\n### Contagem: ${scenario.label} (ROLE_SVL, DSAVRN): ${total}`);
    console.log(formatLine('HTTP  search/count', s));
    console.log(formatLine('pg    contagem (o chão)', summarize(floor)));
    outcomes.push(p95Outcome(`contagem SVL: SUBMETIDO, DDO ${categoria}`, s, COUNT_P95_MS));
  }
}

/**
 * Clinical exams on PostgreSQL with a million of them and a million notifications (issue 14 "Benchmarks";
 * BENCH_LIST_DATABASE_URL, else DATABASE_URL, filled by `npm run bench:data`), through the real HTTP server:
 * (a) a save with 300 child rows; (b) its `full` load; (c) `ligacoes` of a notification and of an exam; (d) the
 * SVL's "submitted, DDO A / B / C" counts through the generic list.
 */
export async function benchExames(): Promise<void> {
  const url = process.env.BENCH_LIST_DATABASE_URL ?? process.env.DATABASE_URL;
  console.log('\n## Exames clínicos e necrópsias (PostgreSQL, HTTP completo)');
  if (!url) return void console.log('BENCH_LIST_DATABASE_URL/DATABASE_URL não definido — não medido.');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const [counts] = (
    await client.query<{ exames: string; notificacoes: string }>(
      `SELECT (SELECT count(*) FROM exames_clinicos_necropsias) AS exames,
              (SELECT count(*) FROM notificacoes_suspeitas_doencas) AS notificacoes`,
    )
  ).rows;
  const exames = Number(counts?.exames ?? 0);
  const notificacoes = Number(counts?.notificacoes ?? 0);
  console.log(
    `${exames.toLocaleString('pt-PT')} exames e ${notificacoes.toLocaleString('pt-PT')} notificações na base; ` +
      `${RUNS} pedidos por medida`,
  );
  if (exames < 1_000_000 || notificacoes < 1_000_000)
    console.log('(os alvos da issue 14 são a um milhão de cada: npm run bench:data -- --rows 1000000)');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-bench-exames-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url }, 3409, [], '/api/health');
  const sessions: Session[] = [];
  const outcomes: Outcome[] = [];
  try {
    const svl = await signedIn(server.port, 'svl');
    const sigsa = await signedIn(server.port, 'sigsa');
    sessions.push(svl, sigsa);
    await benchSaveAndFull(client, svl, outcomes);
    await benchLigacoes(client, sigsa, outcomes);
    await benchContagensDDO(client, pool, svl, outcomes);
  } finally {
    for (const session of sessions) session.close();
    await server.stop();
    await pool.end();
    await client.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printOutcomes('Alvos (issue 14)', outcomes);
}
