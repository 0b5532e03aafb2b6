import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_MESSAGES } from '@sigsa/domain/workflow/workflow';
import { queryRows } from '../../db/client.ts';
import { DemoUsers, roleOf } from '../../test/demo-users.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  vacinacaoInState,
  vacinacaoRefs,
  type VacinacaoAnswer,
  type VacinacaoRefs,
} from './vacinacao.fixtures.ts';

// POST {record}/arquivar and /desarquivar (spec 000 §7.2), on the first record type; every type gets them from
// the platform (platform/records/archive.ts).

let t: TestApp;
let refs: VacinacaoRefs;
const users = new DemoUsers(['sigsa', 'gestor', 'svl', 'mv', 'transportador']);
const { as } = users;

const inState = (estado: string) => vacinacaoInState(as, refs, estado);

function call(user: string, id: number, name: 'arquivar' | 'desarquivar', body: object = {}) {
  return as(user).post(`/api/vacinacoes/${id}/${name}?role=${roleOf(user)}&projection=full`, body);
}

async function read(id: number): Promise<VacinacaoAnswer> {
  const res = await as('sigsa').get(`/api/vacinacoes/${id}?role=ROLE_SIGSA&projection=full`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<VacinacaoAnswer>();
}

async function auditOf(id: number) {
  return queryRows<{ operacao: string; estadoAnterior: string; estadoNovo: string; role: string }>(
    t.handle.db,
    sql`SELECT operacao, estado_anterior AS "estadoAnterior", estado_novo AS "estadoNovo", role
          FROM registos_auditoria WHERE entidade = 'vacinacoes' AND registo_id = ${id} ORDER BY id`,
  );
}

/** Ids listed by `search/filter` (with `query` added), and what `search/count` says of the same query. */
async function listed(query = ''): Promise<{ ids: number[]; count: number }> {
  const base = `role=ROLE_SIGSA&size=1000${query}`;
  const list = await as('sigsa').get(`/api/vacinacoes/search/filter?${base}&count=false`);
  const count = await as('sigsa').get(`/api/vacinacoes/search/count?${base}`);
  expect(list.statusCode, list.body).toBe(200);
  expect(count.statusCode, count.body).toBe(200);
  return {
    ids: list.json<{ _embedded: { vacinacoes: { id: number }[] } }>()._embedded.vacinacoes.map((v) => v.id),
    count: count.json<{ totalElements: number }>().totalElements,
  };
}

const archivedFilter = (value: boolean) =>
  `&arquivado=${encodeURIComponent(JSON.stringify({ type: 'BOOLEAN', prop: 'arquivado', value }))}`;

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
  refs = await vacinacaoRefs(t);
});
afterAll(async () => t.close());

describe('arquivar / desarquivar (spec 000 §7.2)', () => {
  it('archives a validated record: out of the default list and count, shown by the Arquivado filter, audited', async () => {
    const record = await inState('VALIDO');
    expect(record.permissoes.ARQUIVAR).toBe(true);
    expect(record.arquivado).toBe(false);
    const before = await listed();
    expect(before.ids).toContain(record.id);

    const res = await call('sigsa', record.id, 'arquivar', { version: record.version });
    expect(res.statusCode, res.body).toBe(200);
    const archived = res.json<VacinacaoAnswer>();
    expect(archived).toMatchObject({ arquivado: true, estado: 'VALIDO', version: record.version + 1 });
    expect(archived.permissoes).toMatchObject({ ARQUIVAR: false, DESARQUIVAR: true });
    // Kept whole: the lines are all there.
    expect(archived.vacinasAplicadas).toEqual(record.vacinasAplicadas);

    const after = await listed();
    expect(after.ids).not.toContain(record.id);
    expect(after.count).toBe(before.count - 1);
    expect((await listed(archivedFilter(true))).ids).toEqual([record.id]);
    expect((await listed(archivedFilter(false))).ids).not.toContain(record.id);
    expect((await auditOf(record.id)).at(-1)).toEqual({
      operacao: 'arquivar',
      estadoAnterior: 'VALIDO',
      estadoNovo: 'VALIDO',
      role: 'ROLE_SIGSA',
    });

    const back = await call('gestor', record.id, 'desarquivar');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<VacinacaoAnswer>()).toMatchObject({ arquivado: false, version: record.version + 2 });
    expect((await listed()).ids).toContain(record.id);
    expect((await auditOf(record.id)).at(-1)?.operacao).toBe('desarquivar');
  });

  it('an invalidated record archives too; twice is a 409 that says why and changes nothing', async () => {
    const record = await inState('INVALIDO');
    expect((await call('gestor', record.id, 'arquivar')).statusCode).toBe(200);
    const again = await call('sigsa', record.id, 'arquivar');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, message: ARCHIVE_MESSAGES.alreadyArchived });
    expect((await read(record.id)).version).toBe(record.version + 1);
  });

  it('a record in a state that is not final answers 409, and nothing changes', async () => {
    for (const estado of ['INICIAL', 'SUBMETIDO', 'DEVOLVIDO']) {
      const record = await inState(estado);
      expect(record.permissoes.ARQUIVAR, estado).toBe(false);
      const audit = await auditOf(record.id);
      const res = await call('sigsa', record.id, 'arquivar');
      expect(res.statusCode, estado).toBe(409);
      expect(res.json(), estado).toMatchObject({ message: ARCHIVE_MESSAGES.notFinal });
      expect(await read(record.id), estado).toMatchObject({ arquivado: false, version: record.version });
      expect(await auditOf(record.id), estado).toEqual(audit);
    }
    const kept = await inState('VALIDO');
    const res = await call('sigsa', kept.id, 'desarquivar');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: ARCHIVE_MESSAGES.notArchived });
  });

  it('only the full register level archives (403), an unseen or missing record is 404; nothing changes', async () => {
    const record = await inState('VALIDO');
    const audit = await auditOf(record.id);
    // Its own veterinarian keeps it but registers at the limited level; the SVL consults; the carrier has no access.
    for (const user of ['mv', 'svl', 'transportador'] as const) {
      const res = await call(user, record.id, 'arquivar');
      expect([403, 404], `${user}: ${res.body}`).toContain(res.statusCode);
    }
    expect((await call('mv', record.id, 'arquivar')).statusCode).toBe(403);
    expect((await call('sigsa', 2_000_000_000, 'arquivar')).statusCode).toBe(404);
    expect(await read(record.id)).toMatchObject({ arquivado: false, version: record.version });
    expect(await auditOf(record.id)).toEqual(audit);
  });

  it('a stale version answers 409 and changes nothing', async () => {
    const record = await inState('VALIDO');
    const res = await call('sigsa', record.id, 'arquivar', { version: record.version - 1 });
    expect(res.statusCode).toBe(409);
    expect(await read(record.id)).toMatchObject({ arquivado: false, version: record.version });
  });
});
