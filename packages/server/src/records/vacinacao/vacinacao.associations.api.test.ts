import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { URI_LIST_MESSAGES } from '../../platform/records/associations.ts';
import { DemoUsers, roleOf } from '../../test/demo-users.ts';
import { createTestApp, userId, type TestApp } from '../../test/test-app.ts';
import {
  vacinacaoInState,
  vacinacaoRefs,
  type VacinacaoAnswer,
  type VacinacaoRefs,
} from './vacinacao.fixtures.ts';

// PUT/PATCH {record}/{association} with a text/uri-list body (spec 000 §7.2): a to-one link set under the save's
// permission, state and version rules (platform/records/associations.ts).

let t: TestApp;
let refs: VacinacaoRefs;
const users = new DemoUsers(['sigsa', 'mv', 'mvmunicipal', 'svl']);
const { as } = users;
let otherHolding: number;

const inState = (estado: string) => vacinacaoInState(as, refs, estado);

function link(
  user: string,
  id: number,
  association: string,
  body: string,
  opts: { method?: 'PUT' | 'PATCH'; contentType?: string; ifMatch?: string } = {},
) {
  return as(user).request({
    method: opts.method ?? 'PUT',
    url: `/api/vacinacoes/${id}/${association}?role=${roleOf(user)}`,
    headers: {
      'content-type': opts.contentType ?? 'text/uri-list',
      ...(opts.ifMatch === undefined ? {} : { 'if-match': opts.ifMatch }),
    },
    payload: body,
  });
}

async function read(id: number) {
  const res = await as('sigsa').get(`/api/vacinacoes/${id}?role=ROLE_SIGSA&projection=full`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<VacinacaoAnswer & { exploracao: { id: number }; medicoVeterinario: { id: number } }>();
}

const audits = async (id: number) =>
  (
    await queryRows<{ n: number }>(
      t.handle.db,
      sql`SELECT count(*)::int AS n FROM registos_auditoria WHERE entidade = 'vacinacoes' AND registo_id = ${id}`,
    )
  )[0]?.n;

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
  refs = await vacinacaoRefs(t);
  const [row] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`SELECT id FROM exploracoes WHERE marca = ${refs.marcaSul}`,
  );
  otherHolding = Number(row?.id);
});
afterAll(async () => t.close());

describe('to-one associations by text/uri-list (spec 000 §7.2)', () => {
  it('PUT and PATCH set the holding and the veterinarian; the version moves on and the save is audited', async () => {
    const record = await inState('INICIAL');
    const before = await audits(record.id);
    const put = await link('mv', record.id, 'exploracao', `/api/exploracoes/${otherHolding}\n`, {
      ifMatch: `"${record.version}"`,
    });
    expect(put.statusCode, put.body).toBe(204);
    let now = await read(record.id);
    expect(now.exploracao.id).toBe(otherHolding);
    expect(now.version).toBe(record.version + 1);
    // An absolute address with a template part and a comment line, without If-Match.
    const vet = await userId(t, 'mvmunicipal');
    const patch = await link(
      'sigsa',
      record.id,
      'medicoVeterinario',
      `# o veterinário\r\nhttp://sigsa.example/api/utilizadores/${vet}{?projection}\r\n`,
      { method: 'PATCH' },
    );
    expect(patch.statusCode, patch.body).toBe(204);
    now = await read(record.id);
    expect(now.medicoVeterinario.id).toBe(vet);
    expect(await audits(record.id)).toBe(Number(before) + 2);
  });

  it('refuses what a save refuses: another vet (403), a submitted record (409), a stale version (409)', async () => {
    const record = await inState('INICIAL');
    const body = `/api/exploracoes/${otherHolding}`;
    // A vet who neither created it nor is its vet does not see it (404); the SVL of its region consults (403).
    expect((await link('mvmunicipal', record.id, 'exploracao', body)).statusCode).toBe(404);
    expect((await link('svl', record.id, 'exploracao', body)).statusCode).toBe(403);
    expect((await link('mv', record.id, 'exploracao', body, { ifMatch: '"99"' })).statusCode).toBe(409);
    const submitted = await inState('SUBMETIDO');
    expect((await link('mv', submitted.id, 'exploracao', body)).statusCode).toBe(409);
    expect((await read(record.id)).version).toBe(record.version);
    expect((await read(submitted.id)).version).toBe(submitted.version);
  });

  it('bad bodies are 400s in Portuguese and change nothing', async () => {
    const record = await inState('INICIAL');
    const cases: [string, { contentType?: string; ifMatch?: string }, string][] = [
      ['', {}, URI_LIST_MESSAGES.one],
      [`/api/exploracoes/1\n/api/exploracoes/2`, {}, URI_LIST_MESSAGES.one],
      ['/api/especies/1', {}, URI_LIST_MESSAGES.address('exploracoes')],
      ['/api/exploracoes/abc', {}, URI_LIST_MESSAGES.address('exploracoes')],
      ['/api/exploracoes/99999999999', {}, URI_LIST_MESSAGES.address('exploracoes')],
      ['http://[::1', {}, URI_LIST_MESSAGES.address('exploracoes')],
      ['/api/exploracoes/2000000000', {}, 'Exploração desconhecida.'],
      [`/api/exploracoes/${otherHolding}`, { contentType: 'text/plain' }, URI_LIST_MESSAGES.contentType],
      [`/api/exploracoes/${otherHolding}`, { ifMatch: 'versão três' }, 'Cabeçalho If-Match inválido'],
    ];
    for (const [body, opts, message] of cases) {
      const res = await link('mv', record.id, 'exploracao', body, opts);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    const json = await as('mv').request({
      method: 'PUT',
      url: `/api/vacinacoes/${record.id}/exploracao?role=ROLE_MV`,
      payload: { exploracao: otherHolding },
    });
    expect(json.statusCode).toBe(400);
    expect((await read(record.id)).version).toBe(record.version);
    // A link the type does not declare is not a route; a GET on a declared one is not a method it takes.
    expect((await link('mv', record.id, 'zonaVacinacao', '/api/customTypes/1')).statusCode).toBe(404);
    const get = await as('mv').get(`/api/vacinacoes/${record.id}/exploracao?role=ROLE_MV`);
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('PATCH, PUT');
  });
});
