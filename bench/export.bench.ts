import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { peakRssMb } from './lib/process-memory.ts';
import { Session } from './lib/session.ts';
import { startServer } from './lib/server-process.ts';

/**
 * Excel export of holdings through the full HTTP stack (streaming WorkbookWriter): ~100k rows, then every row
 * (1M after `npm run bench:data`). Prints seconds, rows/s and the server's peak RSS. Targets: 100k ≤ 5 s and
 * ≤ 250 MB; 1M at the same memory.
 */
export async function benchExport(): Promise<void> {
  const url = process.env.BENCH_LIST_DATABASE_URL ?? process.env.DATABASE_URL;
  console.log('\n## Exportação Excel de explorações (PostgreSQL, HTTP completo)');
  if (!url) return void console.log('BENCH_LIST_DATABASE_URL/DATABASE_URL não definido — não medido.');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // The newest ~100 000 holdings: a date filter on createdOn, as a user would narrow an export.
  const since = (
    await client.query<{ d: string }>(
      "SELECT to_char(created_on AT TIME ZONE 'Europe/Lisbon', 'YYYY-MM-DD') AS d FROM exploracoes ORDER BY created_on DESC OFFSET 100000 LIMIT 1",
    )
  ).rows[0]?.d;
  const count = async (where: string) =>
    Number(
      (
        await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM exploracoes ${where}`,
          where ? [since] : [],
        )
      ).rows[0]?.n ?? 0,
    );
  const recent = await count("WHERE created_on >= ($1::date::timestamp AT TIME ZONE 'Europe/Lisbon')");
  const all = await count('');
  await client.end();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-bench-export-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url }, 3405, [], '/api/health');
  try {
    const session = new Session(`http://127.0.0.1:${server.port}`);
    await session.fetch('/api/health');
    await session.signIn('sigsa');
    const columns = JSON.stringify([
      'marca',
      'nome',
      'nif',
      'classificacao',
      'freguesia.nome',
      'distrito.nome',
      'localizacao',
      'createdOn',
    ]);
    const runs: { label: string; rows: number; filters: Record<string, unknown> }[] = [
      {
        label: `desde ${since ?? '-'}`,
        rows: recent,
        filters: { createdOn: { type: 'DATETIME', prop: 'createdOn', value: `[${since ?? '-'},-]` } },
      },
      { label: 'todas as explorações', rows: all, filters: {} },
    ];
    // A small database has no 100 000th holding: then only the whole-table run is measured.
    for (const run of since ? runs : runs.slice(1)) {
      const q = new URLSearchParams({ role: 'ROLE_SIGSA', columns });
      for (const [prop, filter] of Object.entries(run.filters)) q.append(prop, JSON.stringify(filter));
      const t0 = performance.now();
      const res = await session.fetch(`/api/exploracoes/export/excel?${q.toString()}`);
      if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
      let bytes = 0;
      for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
      const seconds = (performance.now() - t0) / 1000;
      console.log(
        `${run.label.padEnd(24)} ${run.rows} linhas  ${seconds.toFixed(1)} s  ${(run.rows / seconds).toFixed(0)} linhas/s  ` +
          `${(bytes / 1e6).toFixed(1)} MB  RSS máx. do servidor ${peakRssMb(server.child.pid ?? 0).toFixed(0)} MB`,
      );
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
