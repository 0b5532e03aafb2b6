import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { formatLine, summarize, type Summary } from './lib/stats.ts';
import { freshBenchDatabase, startServer } from './lib/server-process.ts';

// The public certificate check (issue 18, "Benchmarks"): `GET validarQR/{code}` through the whole HTTP stack at a
// million certificates on PostgreSQL, beside the floor of the same lookup in raw SQL, measured in this run. Each
// request comes from another address (TRUST_PROXY and X-Forwarded-For), as the public's checks do: the per-address
// limit is written on every check and is part of the price.

const CERTIFICADOS = Number(process.env.BENCH_CERTIFICADOS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 500);
/**
 * Issue 18: p95 ≤ 5 ms. As every target here, it is also read against the floor measured in the same run (an HTTP
 * round trip plus the raw lookup, each at its p95), with the list pages' slack of 3 ms: a machine whose bare round
 * trip alone takes 3 ms at p95 (two shared cores) cannot show 5 ms, and a fast one must still show 5 ms.
 */
const TARGET_P95_MS = 5;
const SLACK_MS = 3;

/**
 * A code of the bench's certificate `i`: '0' and 25 upper-case hex digits — all in Crockford's alphabet, unique,
 * and a code's first character carries only 3 bits, so it must be 0–7.
 */
const codigoSql = (i: string) => `'0' || upper(substr(md5(${i}::text) || md5((${i})::text || 'x'), 1, 25))`;

async function encher(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const snapshot = JSON.stringify({
      titulo: 'Certificado de vacinação',
      seccoes: [],
      tabelas: [],
      publicos: [
        { rotulo: 'Marca da exploração', valor: 'PTAB12C' },
        { rotulo: 'Data de vacinação', valor: '28/06/2026' },
        { rotulo: 'Número de animais', valor: '12' },
      ],
    });
    await client.query(
      `INSERT INTO certificados (entidade, registo_id, numero, ordem, codigo, data_validacao, servico_emissor_id,
                                 snapshot, ficheiro, hash_pdf, emitido_por)
       SELECT 'vacinacoes', i, 'BENCH/' || i || '-1', 1, ${codigoSql('i')}, now(),
              (SELECT id FROM dsavrs WHERE tipo = 'SERVICO_CENTRAL' ORDER BY id LIMIT 1), $1::jsonb,
              NULL, md5(i::text) || md5(i::text), 'sigsa'
         FROM generate_series(1, $2::int) AS i`,
      [snapshot, CERTIFICADOS],
    );
    await client.query('VACUUM ANALYZE certificados');
  } finally {
    await client.end();
  }
}

/** The codes a run checks: spread over the table. */
function amostra(): string[] {
  return Array.from({ length: RUNS }, (_, n) =>
    String(1 + Math.floor(((n * 7919) % RUNS) * (CERTIFICADOS / RUNS))),
  );
}

async function floor(url: string, indices: string[]): Promise<Summary> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const codigos = await client.query<{ codigo: string }>(
      `SELECT ${codigoSql('i')} AS codigo FROM unnest($1::int[]) AS i`,
      [indices],
    );
    const tempos: number[] = [];
    for (const { codigo } of codigos.rows) {
      const t0 = performance.now();
      await client.query(
        `SELECT c.numero, c.estado, c.estado_desde, c.motivo, c.data_validacao, d.nome, c.hash_pdf, c.snapshot
           FROM certificados c JOIN dsavrs d ON d.id = c.servico_emissor_id WHERE c.codigo = $1`,
        [codigo],
      );
      tempos.push(performance.now() - t0);
    }
    return summarize(tempos);
  } finally {
    await client.end();
  }
}

async function http(base: string, url: string, indices: string[]): Promise<Summary> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const codigos = await client.query<{ codigo: string }>(
    `SELECT ${codigoSql('i')} AS codigo FROM unnest($1::int[]) AS i`,
    [indices],
  );
  await client.end();
  const tempos: number[] = [];
  for (const [n, { codigo }] of codigos.rows.entries()) {
    const endereco = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const t0 = performance.now();
    const res = await fetch(`${base}/api/validarQR/${codigo}`, { headers: { 'x-forwarded-for': endereco } });
    await res.arrayBuffer();
    tempos.push(performance.now() - t0);
    if (!res.ok) throw new Error(`validarQR respondeu ${res.status}`);
  }
  return summarize(tempos);
}

/** `GET validarQR/{code}` at CERTIFICADOS certificates on PostgreSQL, beside its raw-SQL floor. */
export async function benchValidarQr(): Promise<void> {
  console.log(`\n## Verificação pública de certificados (${CERTIFICADOS} certificados, PostgreSQL)`);
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('PostgreSQL: DATABASE_URL não definido — não medido.');
    return;
  }
  const benchUrl = await freshBenchDatabase(url, 'sigsa_bench_qr');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-bench-qr-'));
  const server = await startServer(
    { DATA_DIR: dataDir, DATABASE_URL: benchUrl, TRUST_PROXY: '127.0.0.1', SEED_DEMO: 'false' },
    3404,
    [],
    '/api/health',
  );
  try {
    await encher(benchUrl);
    const indices = amostra();
    const chao = await floor(benchUrl, indices);
    const base = `http://127.0.0.1:${server.port}`;
    await http(base, benchUrl, indices.slice(0, 50)); // warm-up
    const medido = await http(base, benchUrl, indices);
    const saude: number[] = [];
    for (let n = 0; n < RUNS; n++) {
      const t0 = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      saude.push(performance.now() - t0);
    }
    const saudeResumo = summarize(saude);
    console.log(formatLine('HTTP (chão): GET health', saudeResumo));
    console.log(formatLine('SQL (chão): certificado por código', chao));
    console.log(formatLine('GET validarQR/{código}', medido));
    const chaoP95 = saudeResumo.p95 + chao.p95;
    const limite = Math.max(TARGET_P95_MS, chaoP95 + SLACK_MS);
    console.log(
      `${medido.p95 <= limite ? 'PASS' : 'FAIL'}  p95 ${medido.p95.toFixed(1)} ms ≤ max(${TARGET_P95_MS} ms, ` +
        `chão ${chaoP95.toFixed(1)} ms + ${SLACK_MS} ms) = ${limite.toFixed(1)} ms`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchValidarQr();
