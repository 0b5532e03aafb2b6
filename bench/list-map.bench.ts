import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { LIST_MAP_CELL_PX } from '../packages/domain/src/geo/list-map.ts';
import { Session } from './lib/session.ts';
import { startServer } from './lib/server-process.ts';
import { formatLine, summarize } from './lib/stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const ENTITY = 'notificacoesSuspeitasDoencas';
/** Mainland Portugal as a 1280 × 800 screen shows it at zoom 6–7 (the view every list map opens on). */
const NATIONAL = { minLon: -10.5, minLat: 36.6, maxLon: -5.5, maxLat: 42.4 };

/** Target of the national map at a million notifications (issue 12): p95 ≤ 150 ms. */
const NATIONAL_P95_MS = 150;

type Box = typeof NATIONAL;

/** The box moved `cells` grid cells of `zoom` to the west: the same records, another area, another answer. */
function shifted(box: Box, zoom: number, cells: number): Box {
  const degrees = (cells * LIST_MAP_CELL_PX * 360) / (256 * 2 ** zoom);
  return { ...box, minLon: box.minLon - degrees };
}

/** The box moved `dx` cells west and `dy` cells south: a pan, as a user exploring a region makes. */
function panned(box: Box, zoom: number, dx: number, dy: number): Box {
  const cell = (LIST_MAP_CELL_PX * 360) / (256 * 2 ** zoom);
  return {
    minLon: box.minLon - dx * cell,
    maxLon: box.maxLon - dx * cell,
    minLat: box.minLat - dy * cell * 0.75,
    maxLat: box.maxLat - dy * cell * 0.75,
  };
}

const bbox = (box: Box) => [box.minLon, box.minLat, box.maxLon, box.maxLat].join(',');

async function timed(session: Session, url: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const res = await session.get(url);
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${url}\n${res.body.slice(0, 300)}`);
  return { ms, body: res.body };
}

/**
 * The list map (`{entity}/search/mapa`, issue 12) at the notifications of the PostgreSQL database of
 * BENCH_MAP_DATABASE_URL (else BENCH_LIST_DATABASE_URL, else DATABASE_URL): the national view as every map opens
 * it — once computed (a new area each time: what a new filter or the first opening costs) and as the next users
 * get it (kept against the audit log) — a region (one pass) and a town (through the GiST indexes), as the
 * authority and as a veterinarian (row visibility).
 */
export async function benchListMap(): Promise<void> {
  const url =
    process.env.BENCH_MAP_DATABASE_URL ?? process.env.BENCH_LIST_DATABASE_URL ?? process.env.DATABASE_URL;
  console.log('\n## Mapa da lista de notificações (PostgreSQL, pedidos sequenciais)');
  if (!url) return void console.log('BENCH_MAP_DATABASE_URL/DATABASE_URL não definido — não medido.');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const total = (
    await client.query<{ n: string }>(`SELECT count(*) AS n FROM notificacoes_suspeitas_doencas`)
  ).rows[0]?.n;
  await client.end();
  console.log(
    `${Number(total ?? 0).toLocaleString('pt-PT')} notificações na base; ${RUNS} pedidos por medida`,
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-bench-map-'));
  const server = await startServer(
    { DATA_DIR: dataDir, DATABASE_URL: url },
    Number(process.env.BENCH_MAP_PORT ?? 3407),
    [],
    '/api/health',
  );
  const sessions: Record<string, Session> = {};
  try {
    for (const user of ['sigsa', 'mv']) {
      const session = new Session(`http://127.0.0.1:${server.port}`);
      await session.fetch('/api/health');
      await session.signIn(user);
      sessions[user] = session;
    }
    const sigsa = sessions.sigsa as Session;
    const mv = sessions.mv as Session;
    const mapa = (role: string, box: Box, zoom: number, extra = '') =>
      `/api/${ENTITY}/search/mapa?role=${role}&bbox=${bbox(box)}&zoom=${zoom}${extra}`;

    for (const zoom of [6, 7]) {
      // Computed: each request a view one more cell to the west (same records, a new answer to make).
      const computed: number[] = [];
      let groups = 0;
      for (let i = 1; i <= Math.min(RUNS, 10); i++) {
        const { ms, body } = await timed(sigsa, mapa('ROLE_SIGSA', shifted(NATIONAL, zoom, i), zoom));
        computed.push(ms);
        groups = (JSON.parse(body) as { _embedded: { grupos: unknown[] } })._embedded.grupos.length;
      }
      console.log(formatLine(`nacional z${zoom}, calculado (${groups} grupos)`, summarize(computed)));
      // Kept: the same view again and again, as the users who open the map after the first one get it.
      const first = await timed(sigsa, mapa('ROLE_SIGSA', NATIONAL, zoom));
      console.log(`nacional z${zoom}, primeira abertura: ${first.ms.toFixed(1)} ms`);
      const kept: number[] = [];
      for (let i = 0; i < RUNS; i++) kept.push((await timed(sigsa, mapa('ROLE_SIGSA', NATIONAL, zoom))).ms);
      const summary = summarize(kept);
      console.log(formatLine(`nacional z${zoom}, guardado`, summary));
      console.log(
        `  alvo p95 ≤ ${NATIONAL_P95_MS} ms (guardado): ${summary.p95 <= NATIONAL_P95_MS ? 'cumprido' : 'NÃO cumprido'}`,
      );
    }

    const estado = `&estado=${encodeURIComponent(JSON.stringify({ prop: 'estado', value: ['DEVOLVIDO'] }))}`;
    const filtered: number[] = [];
    for (let i = 1; i <= Math.min(RUNS, 10); i++)
      filtered.push((await timed(sigsa, mapa('ROLE_SIGSA', shifted(NATIONAL, 6, i), 6, estado))).ms);
    console.log(formatLine('nacional z6 + estado DEVOLVIDO, calculado', summarize(filtered)));

    const asMv: number[] = [];
    for (let i = 1; i <= Math.min(RUNS, 10); i++)
      asMv.push((await timed(mv, mapa('ROLE_MV', shifted(NATIONAL, 6, i), 6))).ms);
    console.log(formatLine('nacional z6 como MV (visibilidade), calculado', summarize(asMv)));

    // A region and a town (areas small enough for the GiST indexes), panned a cell at a time.
    const region = { minLon: -8.6, minLat: 37.9, maxLon: -7.0, maxLat: 38.9 };
    const town = { minLon: -8.0, minLat: 38.5, maxLon: -7.85, maxLat: 38.6 };
    for (const [label, box, zoom] of [
      ['Alentejo z10', region, 10],
      ['Évora z12', town, 12],
    ] as const) {
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const view = panned(box, zoom, i % 6, Math.floor(i / 6));
        samples.push((await timed(sigsa, mapa('ROLE_SIGSA', view, zoom))).ms);
      }
      console.log(formatLine(`${label}, calculado`, summarize(samples)));
    }
  } finally {
    for (const session of Object.values(sessions)) session.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Alone: node --import tsx bench/list-map.bench.ts (BENCH_MAP_PORT for another port than 3407).
if (import.meta.url === `file://${process.argv[1]}`) await benchListMap();
