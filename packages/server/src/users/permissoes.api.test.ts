import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { DemoUsers, roleOf } from '../test/demo-users.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { SIGSA_GESTAO_MESSAGE } from './permissoes.routes.ts';

// "Quem pode fazer o quê" (issue 13): the live matrix and the workflows read through it, a level changed by
// ROLE_SIGSA (audited, in force at the next call), ROLE_SIGSA's own Gerir level kept, the Excel export.

let t: TestApp;
const users = new DemoUsers(['sigsa', 'gestor', 'mv']);
const { as } = users;
const q = (username: string) => `role=${roleOf(username)}`;

interface Permissoes {
  matriz: Record<string, Record<string, string>>;
  fluxos: { entidade: string; operacoes: { operacao: string; perfis: { role: string }[] }[] }[];
}

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
});
afterAll(async () => t.close());

describe('permissoes', () => {
  it('answers the live matrix and who takes each operation, to those who consult Gerir', async () => {
    const res = await as('gestor').get(`/api/permissoes?${q('gestor')}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Permissoes>();
    expect(body.matriz.ROLE_SIGSA?.gestao).toBe('REGISTO');
    const vacinacao = body.fluxos.find((f) => f.entidade === 'vacinacoes');
    expect(vacinacao?.operacoes.find((o) => o.operacao === 'validar')?.perfis.map((p) => p.role)).toContain(
      'ROLE_SIGSA',
    );
    expect((await as('mv').get(`/api/permissoes?${q('mv')}`)).statusCode).toBe(403);
  });

  it('ROLE_SIGSA changes a level: audited, in force at the next call; ROLE_MANAGER may not (403)', async () => {
    const url = `/api/permissoes/ROLE_MV/vacinacoes?${q('sigsa')}`;
    expect(
      (await as('gestor').patch(`/api/permissoes/ROLE_MV/vacinacoes?${q('gestor')}`, { nivel: 'CONSULTA' }))
        .statusCode,
    ).toBe(403);
    const before = (await as('mv').get(`/api/utilizadores/current?${q('mv')}`)).json<{
      permissoesAtuais: Record<string, string>;
    }>().permissoesAtuais.vacinacoes;
    const changed = await as('sigsa').patch(url, { nivel: 'CONSULTA' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Permissoes>().matriz.ROLE_MV?.vacinacoes).toBe('CONSULTA');
    const now = (await as('mv').get(`/api/utilizadores/current?${q('mv')}`)).json<{
      permissoesAtuais: Record<string, string>;
    }>();
    expect(now.permissoesAtuais.vacinacoes).toBe('CONSULTA');
    const [audit] = await queryRows<{ antes: unknown; depois: unknown; utilizador: string }>(
      t.handle.db,
      sql`SELECT antes, depois, utilizador FROM alteracoes_gestao WHERE entidade = 'permissoes' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({
      utilizador: 'sigsa',
      antes: { perfil: 'ROLE_MV', area: 'vacinacoes', nivel: before },
      depois: { perfil: 'ROLE_MV', area: 'vacinacoes', nivel: 'CONSULTA' },
    });
    expect((await as('sigsa').patch(url, { nivel: before })).statusCode).toBe(200);
  });

  it("keeps ROLE_SIGSA's REGISTO on Gerir (409) and refuses unknown roles, areas and levels (400)", async () => {
    const lock = await as('sigsa').patch(`/api/permissoes/ROLE_SIGSA/gestao?${q('sigsa')}`, {
      nivel: 'CONSULTA',
    });
    expect(lock.statusCode).toBe(409);
    expect(lock.json().message).toBe(SIGSA_GESTAO_MESSAGE);
    for (const [path, body] of [
      ['ROLE_X/gestao', { nivel: 'CONSULTA' }],
      ['ROLE_MV/xpto', { nivel: 'CONSULTA' }],
      ['ROLE_MV/vacinacoes', { nivel: 'TUDO' }],
    ] as const)
      expect((await as('sigsa').patch(`/api/permissoes/${path}?${q('sigsa')}`, body)).statusCode, path).toBe(
        400,
      );
  });

  it('exports the matrix as an Excel workbook', async () => {
    const res = await as('gestor').get(`/api/permissoes/export?${q('gestor')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/perfis-e-acessos-\d{4}-\d{2}-\d{2}\.xlsx/);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
