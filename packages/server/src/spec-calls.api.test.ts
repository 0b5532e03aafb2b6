import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client.ts';
import { createCategoria } from './reports/reports.fixtures.ts';
import { vacinacaoInState, vacinacaoRefs } from './records/vacinacao/vacinacao.fixtures.ts';
import { createTestApp, signedIn, TestClient, userId, type TestApp } from './test/test-app.ts';

// Walks docs/spec-calls.md, the table of spec 000 §7's calls: each served call answers in the shape the table
// says; each call not built yet answers 404 (so the table is updated when it is built).

const TABLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/spec-calls.md');

interface SpecCall {
  section: string;
  method: string;
  specPath: string;
  call: string;
  body: string;
  expected: string;
  estado: string;
}

/** The rows of the table under "## Chamadas". */
function readTable(): SpecCall[] {
  const text = fs.readFileSync(TABLE, 'utf8');
  const rows = text
    .slice(text.indexOf('## Chamadas'))
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2);
  return rows.map((line) => {
    const cells = line
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim());
    const [section = '', method = '', specPath = '', call = '', body = '', expected = '', estado = ''] =
      cells;
    return { section, method, specPath, call: call.replaceAll('`', ''), body, expected, estado };
  });
}

const calls = readTable();
let t: TestApp;
let sigsa: TestClient;
const ids: Record<string, number> = {};

const fill = (text: string) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in ids ? String(ids[name]) : whole));

beforeAll(async () => {
  t = await createTestApp();
  sigsa = await signedIn(t, 'sigsa');
  const mv = await signedIn(t, 'mv');
  const refs = await vacinacaoRefs(t);
  const as = (username: 'mv' | 'sigsa') => (username === 'mv' ? mv : sigsa);
  ids.vacinacao = (await vacinacaoInState(as, refs, 'INICIAL')).id;
  ids.vacinacaoSubmeter = (await vacinacaoInState(as, refs, 'INICIAL')).id;
  ids.vacinacaoValida = (await vacinacaoInState(as, refs, 'VALIDO')).id;
  const arquivada = (await vacinacaoInState(as, refs, 'VALIDO')).id;
  const archived = await sigsa.post(`/api/vacinacoes/${arquivada}/arquivar?role=ROLE_SIGSA`, {});
  if (archived.statusCode !== 200) throw new Error(archived.body);
  ids.vacinacaoArquivada = arquivada;
  const [holding] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`SELECT id FROM exploracoes WHERE marca = ${refs.marcaSul}`,
  );
  ids.exploracao = Number(holding?.id);
  ids.utilizador = await userId(t, 'sigsa');
  ids.gestor = await userId(t, 'gestor');
  ids.categoria = await createCategoria(sigsa, { nome: 'Vacinações', entidade: 'vacinacoes' });
  ids.categoriaApagar = await createCategoria(sigsa, { nome: 'Apagar', entidade: 'vacinacoes' });
  for (const name of ['relatorio', 'relatorioApagar']) {
    const res = await sigsa.post('/api/relatorios', {
      nome: name,
      categoria: ids.categoria,
      filtrosJson: '[]',
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    ids[name] = res.json<{ id: number }>().id;
  }
});
afterAll(async () => t.close());

/** Sends one call of the table; the sign-in is tried on a client of its own, so the walk keeps its session. */
async function send(row: SpecCall) {
  const method = row.method.split(',')[0]?.trim() ?? 'GET';
  const url = fill(row.call);
  const client = url.startsWith('/api/signin') ? new TestClient(t.app) : sigsa;
  if (row.body === '—') return client.request({ method: method, url });
  if (row.body.startsWith('uri:'))
    return client.request({
      method: method,
      url,
      headers: { 'content-type': 'text/uri-list' },
      payload: fill(row.body.slice(4)),
    });
  if (row.body.startsWith('form:')) {
    if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/health');
    return client.request({
      method: method,
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: row.body.slice(5),
    });
  }
  return client.request({ method: method, url, payload: JSON.parse(fill(row.body)) as object });
}

describe('spec 000 §7, call by call (docs/spec-calls.md)', () => {
  it('the table lists every section of §7, and each row says whether it is served', () => {
    expect(new Set(calls.map((c) => c.section))).toEqual(new Set(['7.1', '7.2', '7.3', '7.4', '7.5', '7.6']));
    for (const row of calls)
      expect(row.estado, row.specPath).toMatch(/^(servido|por construir \(.+\)|fora do âmbito: .+)$/);
  });

  for (const row of calls) {
    if (row.estado.startsWith('fora do âmbito')) continue;
    it(`${row.section} ${row.method} ${row.specPath} — ${row.estado}`, async () => {
      const res = await send(row);
      const [status, shape] = row.expected.split(' ');
      expect(res.statusCode, `${row.call}: ${res.body.slice(0, 300)}`).toBe(Number(status));
      if (row.estado.startsWith('por construir')) expect(res.statusCode).toBeGreaterThanOrEqual(404);
      if (!shape) return;
      if (shape === 'xlsx') {
        expect(res.headers['content-type']).toContain('spreadsheetml');
        expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
        return;
      }
      const body = res.json<unknown>();
      if (shape === 'lista') return void expect(Array.isArray(body)).toBe(true);
      const object = body as Record<string, unknown>;
      if (shape === 'erro') {
        expect(object).toMatchObject({ status: Number(status) });
        expect(typeof object.message).toBe('string');
        return;
      }
      const [kind, key = ''] = shape.split(':');
      if (kind === 'hal') {
        expect(Array.isArray((object._embedded as Record<string, unknown> | undefined)?.[key])).toBe(true);
        expect(object.page).toBeTypeOf('object');
        return;
      }
      expect(kind).toBe('objeto');
      expect(object).toHaveProperty(key);
    });
  }
});
