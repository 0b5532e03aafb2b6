import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoUsers, roleOf } from '../../test/demo-users.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// `gestao/auditoria` (issue 13): the changes made in Gerir, newest first, for those who consult Gerir.

let t: TestApp;
const users = new DemoUsers(['sigsa', 'gestor', 'mv']);
const { as } = users;
const q = (username: string) => `role=${roleOf(username)}`;

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
});
afterAll(async () => t.close());

interface Change {
  entidade: string;
  registoId: number;
  operacao: string;
  utilizador: string;
  role: string;
  antes: string | null;
  depois: string | null;
}

describe('alteracoesGestao', () => {
  it('lists each change, newest first, with who, role and before → after', async () => {
    const created = await as('sigsa').post(`/api/tiposControlo?${q('sigsa')}`, {
      codigo: 'AUD_1',
      nome: 'Auditado',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    await as('sigsa').patch(`/api/tiposControlo/${id}?${q('sigsa')}`, {
      nome: 'Auditado (revisto)',
      version: 0,
    });

    const list = await as('gestor').get(`/api/alteracoesGestao/search/filter?size=10&${q('gestor')}`);
    expect(list.statusCode).toBe(200);
    const [latest, before] = list.json<{ _embedded: { alteracoesGestao: Change[] } }>()._embedded
      .alteracoesGestao;
    expect(latest).toMatchObject({
      entidade: 'tiposControlo',
      registoId: id,
      operacao: 'alterar',
      utilizador: 'sigsa',
      role: 'ROLE_SIGSA',
    });
    expect(JSON.parse(latest?.antes ?? '{}')).toMatchObject({ nome: 'Auditado' });
    expect(JSON.parse(latest?.depois ?? '{}')).toMatchObject({ nome: 'Auditado (revisto)' });
    expect(before).toMatchObject({ operacao: 'criar', antes: null });
  });

  it('is closed to the roles that do not consult Gerir', async () => {
    expect((await as('mv').get(`/api/alteracoesGestao/search/filter?${q('mv')}`)).statusCode).toBe(403);
  });
});
