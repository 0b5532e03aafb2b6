import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_COMMON_MESSAGE,
  PASSWORD_IS_USERNAME_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORD_WRONG_MESSAGE,
} from '@sigsa/domain/access/password-rules';
import { ARCHIVED_REFERENCE_MESSAGE } from '@sigsa/domain/admin/admin-registry';
import { nifCheckDigit } from '@sigsa/domain/validation/nif';
import { queryRows } from '../db/client.ts';
import { DemoUsers } from '../test/demo-users.ts';
import { createTestApp, TestClient, userId, type TestApp } from '../test/test-app.ts';
import { sqlConstraint, sqlState } from '../platform/admin/admin-writes.ts';
import {
  duplicateUserField,
  LAST_SIGSA_MESSAGE,
  SELF_DEACTIVATION_MESSAGE,
  SELF_RESET_MESSAGE,
} from './user-accounts.ts';

// Users in Gerir (000 §7.1; issue 13): the `users` list and its gestao projection, `POST userAccounts`,
// `PATCH userAccounts/{id}` (the form, or `{enabled}`), `POST accounts/{id}/resetPassword`, and one's own
// password change; the guards, the sessions a deactivation or reset ends, and audit rows without secrets.

let t: TestApp;
const users = new DemoUsers(['sigsa', 'gestor', 'mv']);
const { as } = users;
const S = 'role=ROLE_SIGSA';
let labId: number;
let dsavrId: number;
let archivedDsavrId: number;
/** Every temporary password the tests were given: none may reach an audit row. */
const issued: string[] = [];

let serial = 0;
/** A valid 9-digit NIF, new at each call. */
function nif(): string {
  serial += 1;
  const body = `2${String(40_000_00 + serial).padStart(7, '0')}`;
  return `${body}${nifCheckDigit(body)}`;
}

/** A user payload (an MV with NIF), unique by `name`. */
function payload(name: string, extra: Record<string, unknown> = {}) {
  return {
    username: `${name}.teste`,
    nome: `Teste ${name}`,
    email: `${name}@example.pt`,
    nif: nif(),
    nic: null,
    perfis: ['ROLE_MV'],
    ...extra,
  };
}

interface Created {
  id: number;
  version: number;
  username: string;
  palavraPasseTemporaria: string;
}

async function create(name: string, extra: Record<string, unknown> = {}): Promise<Created> {
  const res = await as('sigsa').post(`/api/userAccounts?${S}`, payload(name, extra));
  expect(res.statusCode, res.body).toBe(201);
  issued.push(res.json<Created>().palavraPasseTemporaria);
  return res.json<Created>();
}

async function signIn(username: string, password: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  const res = await client.signIn(username, password);
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

const count = async () =>
  Number((await queryRows<{ n: number }>(t.handle.db, sql`SELECT count(*) AS n FROM utilizadores`))[0]?.n);

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
  const [lab] = await queryRows<{ id: number }>(t.handle.db, sql`SELECT min(id) AS id FROM laboratorios`);
  const dsavrs = await queryRows<{ id: number }>(t.handle.db, sql`SELECT id FROM dsavrs ORDER BY id LIMIT 2`);
  labId = Number(lab?.id);
  dsavrId = Number(dsavrs[0]?.id);
  archivedDsavrId = Number(dsavrs[1]?.id);
  await t.handle.db.execute(sql`UPDATE dsavrs SET arquivado = true WHERE id = ${archivedDsavrId}`);
});
afterAll(async () => t.close());

describe('GET users (Gerir list) and users/{id}?projection=gestao', () => {
  it('lists users by name for SIGSA and MANAGER, others 403; columns, count and export', async () => {
    const page = await as('sigsa').get(`/api/users?page=0&size=100&${S}`);
    expect(page.statusCode, page.body).toBe(200);
    const listed = page.json<{ _embedded: { users: { nome: string; perfis: string[]; ativo: boolean }[] } }>()
      ._embedded.users;
    const nomes = listed.map((u) => u.nome);
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt')));
    expect(listed.find((u) => u.nome && u.perfis.includes('ROLE_SIGSA'))).toBeDefined();
    expect((await as('gestor').get('/api/users?role=ROLE_MANAGER')).statusCode).toBe(200);
    expect((await as('mv').get('/api/users?role=ROLE_MV')).statusCode).toBe(403);
    expect((await as('mv').get('/api/users/search/filter?role=ROLE_MV')).statusCode).toBe(403);
    const columns = await as('sigsa').get(`/api/users/search/columns?${S}`);
    expect(columns.json<{ key: string }[]>().map((c) => c.key)).toEqual(
      expect.arrayContaining([
        'username',
        'nome',
        'email',
        'nif',
        'nic',
        'perfis',
        'laboratorio',
        'dsavrs',
        'ativo',
      ]),
    );
    expect((await as('sigsa').get(`/api/users/search/count?${S}`)).statusCode).toBe(200);
    const excel = await as('sigsa').get(`/api/users/export/excel?${S}`);
    expect(excel.statusCode, excel.body.slice(0, 200)).toBe(200);
  });

  it('filters by role (overlap) and by laboratory', async () => {
    const labs = await as('sigsa').get(
      `/api/users/search/filter?size=100&perfis=${encodeURIComponent(JSON.stringify({ value: ['ROLE_LAB'] }))}&${S}`,
    );
    expect(labs.statusCode, labs.body).toBe(200);
    const found = labs.json<{ _embedded: { users: { username: string; perfis: string[] }[] } }>()._embedded
      .users;
    expect(found.length).toBeGreaterThan(0);
    for (const user of found) expect(user.perfis).toContain('ROLE_LAB');
  });

  it('answers the gestao projection to who consults Gerir, the public one to anyone', async () => {
    const id = await userId(t, 'lab');
    const res = await as('gestor').get(`/api/users/${id}?projection=gestao&role=ROLE_MANAGER`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      version: 0,
      arquivado: false,
      assumed: false,
      enabled: true,
      username: 'lab',
      perfis: ['ROLE_LAB'],
      laboratorio: { id: expect.any(Number), nome: expect.any(String) },
      dsavrs: [],
    });
    expect(JSON.stringify(res.json())).not.toMatch(/hash|password/i);
    expect((await as('mv').get(`/api/users/${id}?projection=gestao&role=ROLE_MV`)).statusCode).toBe(403);
    expect((await as('mv').get(`/api/users/${id}`)).json()).toMatchObject({ username: 'lab' });
    expect((await as('sigsa').get(`/api/users/999999?projection=gestao&${S}`)).statusCode).toBe(404);
  });
});

describe('POST userAccounts', () => {
  it('creates a user with a temporary password shown once, to change at sign-in', async () => {
    const created = await create('criado', {
      perfis: ['ROLE_LAB', 'ROLE_SVL'],
      laboratorio: labId,
      dsavrs: [dsavrId],
    });
    expect(created).toMatchObject({
      version: 0,
      enabled: true,
      arquivado: false,
      username: 'criado.teste',
      perfis: ['ROLE_LAB', 'ROLE_SVL'],
      laboratorio: { id: labId },
      dsavrs: [{ id: dsavrId }],
    });
    expect(created.palavraPasseTemporaria).toMatch(/^[A-Za-z0-9]{16}$/);
    const read = await as('sigsa').get(`/api/users/${created.id}?projection=gestao&${S}`);
    expect(read.json()).not.toHaveProperty('palavraPasseTemporaria');

    const client = await signIn('criado.teste', created.palavraPasseTemporaria);
    const current = await client.get('/api/utilizadores/current');
    expect(current.json()).toMatchObject({ username: 'criado.teste', alterarPalavraPasse: true });
    expect((await as('sigsa').get('/api/utilizadores/current')).json()).toMatchObject({
      alterarPalavraPasse: false,
    });
  });

  it.each([
    ['nif', { nif: '12345' }, 'Número de digitos inválido'],
    ['nif', { nif: '123456780' }, 'NIF inválido'],
    ['email', { email: 'não é email' }, 'Email inválido'],
    [
      'username',
      { username: 'Com Espaços' },
      'Use 3 a 64 letras minúsculas, algarismos, ponto, hífen ou sublinhado.',
    ],
    ['nif', { nif: null }, 'Este campo é obrigatório'],
    ['laboratorio', { perfis: ['ROLE_LAB'], laboratorio: null }, 'Este campo é obrigatório'],
    ['laboratorio', { perfis: ['ROLE_LAB'], laboratorio: 999999 }, 'Valor inválido'],
    ['dsavrs', { perfis: ['ROLE_SVL'], dsavrs: [999999] }, 'Valor inválido'],
    ['dsavrs', { perfis: ['ROLE_SVL'], dsavrs: [0] }, 'Valor inválido'],
    ['perfis', { perfis: ['ROLE_REI'] }, 'Valor inválido'],
    ['perfis', { perfis: [] }, 'Este campo é obrigatório'],
  ])('400 on %s (%j): %s; nothing saved', async (fieldKey, extra, message) => {
    const before = await count();
    const res = await as('sigsa').post(`/api/userAccounts?${S}`, payload(`mau${serial}`, extra));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toContainEqual({ field: fieldKey, message });
    expect(await count()).toBe(before);
  });

  it('400 on an archived DSAVR', async () => {
    const res = await as('sigsa').post(
      `/api/userAccounts?${S}`,
      payload('arquivada', { perfis: ['ROLE_SVR'], dsavrs: [archivedDsavrId] }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'dsavrs', message: ARCHIVED_REFERENCE_MESSAGE }]);
  });

  it('409 on a username (any case) or NIF another user has', async () => {
    const first = payload('duplo');
    expect((await as('sigsa').post(`/api/userAccounts?${S}`, first)).statusCode).toBe(201);
    const sameName = await as('sigsa').post(`/api/userAccounts?${S}`, {
      ...payload('outro'),
      username: 'duplo.teste',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().errors).toEqual([
      { field: 'username', message: 'Já existe um registo com este valor no campo Utilizador.' },
    ]);
    const sameNif = await as('sigsa').post(`/api/userAccounts?${S}`, {
      ...payload('outro2'),
      nif: first.nif,
    });
    expect(sameNif.statusCode).toBe(409);
    expect(sameNif.json().errors[0].field).toBe('nif');
    // The database holds the rule too (a write racing past the check), and the 409 then names the NIF.
    const racing = await t.handle.db
      .execute(
        sql`INSERT INTO utilizadores (username, password_hash, nome, nif) VALUES ('corrida', 'x', 'Corrida', ${first.nif})`,
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(sqlState(racing)).toBe('23505');
    expect(duplicateUserField(sqlConstraint(racing))).toEqual({
      field: 'nif',
      message: 'Já existe um registo com este valor no campo NIF.',
    });
  });

  it('403 to ROLE_MANAGER and ROLE_MV; nothing written', async () => {
    const before = await count();
    const id = await userId(t, 'lab');
    for (const [username, role] of [
      ['gestor', 'ROLE_MANAGER'],
      ['mv', 'ROLE_MV'],
    ] as const) {
      expect(
        (await as(username).post(`/api/userAccounts?role=${role}`, payload(`proibido${role}`))).statusCode,
      ).toBe(403);
      expect(
        (await as(username).patch(`/api/userAccounts/${id}?role=${role}`, { enabled: false })).statusCode,
      ).toBe(403);
      expect((await as(username).post(`/api/accounts/${id}/resetPassword?role=${role}`, {})).statusCode).toBe(
        403,
      );
    }
    expect(await count()).toBe(before);
    const [lab] = await queryRows<{ enabled: boolean }>(
      t.handle.db,
      sql`SELECT enabled FROM utilizadores WHERE id = ${id}`,
    );
    expect(lab?.enabled).toBe(true);
  });
});

describe('PATCH userAccounts/{id}', () => {
  it('saves the fields given (the others keep their value); stale version 409; username frozen', async () => {
    const created = await create('editado', { nic: '12345678' });
    const url = `/api/userAccounts/${created.id}?${S}`;
    const edited = await as('sigsa').patch(url, { nome: 'Nome Novo', version: 0 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      nome: 'Nome Novo',
      nic: '12345678',
      version: 1,
      perfis: ['ROLE_MV'],
    });
    expect((await as('sigsa').patch(url, { nome: 'Outro', version: 0 })).statusCode).toBe(409);
    const renamed = await as('sigsa').patch(url, { username: 'novo.nome', version: 1 });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual([
      { field: 'username', message: 'O campo Utilizador não pode ser alterado depois de criado.' },
    ]);
    const bad = await as('sigsa').patch(url, { email: 'x@', version: 1 });
    expect(bad.json().errors).toEqual([{ field: 'email', message: 'Email inválido' }]);
    const noNif = await as('sigsa').patch(url, { nif: '', version: 1 });
    expect(noNif.json().errors).toEqual([{ field: 'nif', message: 'Este campo é obrigatório' }]);
    expect((await as('sigsa').patch(url, { enabled: 'não' })).statusCode).toBe(400);
    // Nothing changed: nothing written, the version stays.
    const same = await as('sigsa').patch(url, { nome: 'Nome Novo', version: 1 });
    expect(same.json()).toMatchObject({ version: 1 });
  });

  it('deactivation ends the sessions (next call 401), refuses sign-in, hides from the list; activation undoes', async () => {
    const created = await create('desativado');
    const client = await signIn('desativado.teste', created.palavraPasseTemporaria);
    expect((await client.get('/api/utilizadores/current')).statusCode).toBe(200);
    const off = await as('sigsa').patch(`/api/userAccounts/${created.id}?${S}`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, arquivado: true, version: 1 });
    const sessions = await queryRows(
      t.handle.db,
      sql`SELECT 1 FROM sessoes WHERE utilizador_id = ${created.id}`,
    );
    expect(sessions).toEqual([]);
    expect((await client.get('/api/utilizadores/current')).statusCode).toBe(401);
    const again = new TestClient(t.app);
    expect((await again.signIn('desativado.teste', created.palavraPasseTemporaria)).statusCode).toBe(401);

    const ids = async (query: string) =>
      (await as('sigsa').get(`/api/users/search/filter?size=1000&${query}${S}`))
        .json<{ _embedded: { users: { id: number }[] } }>()
        ._embedded.users.map((u) => u.id);
    expect(await ids('')).not.toContain(created.id);
    const either = encodeURIComponent(JSON.stringify({ value: ['true', 'false'] }));
    expect(await ids(`ativo=${either}&`)).toContain(created.id);

    const on = await as('sigsa').patch(`/api/userAccounts/${created.id}?${S}`, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true, version: 2 });
    expect((await again.signIn('desativado.teste', created.palavraPasseTemporaria)).statusCode).toBe(200);
    const audit = await queryRows<{ operacao: string }>(
      t.handle.db,
      sql`SELECT operacao FROM alteracoes_gestao WHERE entidade = 'users' AND registo_id = ${created.id} ORDER BY id`,
    );
    expect(audit.map((a) => a.operacao)).toEqual(['criar', 'desativar', 'ativar']);
  });

  it('deactivates a user whose stored data predates the rules; a reordered list is no change', async () => {
    const [legacy] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`INSERT INTO utilizadores (username, password_hash, nome, email) VALUES ('antigo', 'x', 'Antigo', 'mau')
          RETURNING id`,
    );
    const id = Number(legacy?.id);
    await t.handle.db.execute(sql`INSERT INTO utilizador_roles VALUES (${id}, 'ROLE_MV')`);
    const off = await as('sigsa').patch(`/api/userAccounts/${id}?${S}`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, version: 1 });

    const created = await create('ordem', { perfis: ['ROLE_SVL', 'ROLE_MV'], dsavrs: [dsavrId] });
    expect(created).toMatchObject({ perfis: ['ROLE_MV', 'ROLE_SVL'] });
    const same = await as('sigsa').patch(`/api/userAccounts/${created.id}?${S}`, {
      perfis: ['ROLE_SVL', 'ROLE_MV'],
      version: 0,
    });
    expect(same.json()).toMatchObject({ version: 0 });
  });

  it('nobody deactivates themselves (409)', async () => {
    const res = await as('sigsa').patch(`/api/userAccounts/${await userId(t, 'sigsa')}?${S}`, {
      enabled: false,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SELF_DEACTIVATION_MESSAGE);
  });

  it('the last enabled ROLE_SIGSA holder keeps the role (409)', async () => {
    const sigsa = await userId(t, 'sigsa');
    const others = await queryRows<{ id: number }>(
      t.handle.db,
      sql`SELECT u.id FROM utilizadores u JOIN utilizador_roles r ON r.utilizador_id = u.id
          WHERE r.role = 'ROLE_SIGSA' AND u.enabled AND u.id <> ${sigsa}`,
    );
    for (const other of others)
      expect(
        (await as('sigsa').patch(`/api/userAccounts/${other.id}?${S}`, { enabled: false })).statusCode,
      ).toBe(200);
    const res = await as('sigsa').patch(`/api/userAccounts/${sigsa}?${S}`, { perfis: ['ROLE_MANAGER'] });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(LAST_SIGSA_MESSAGE);
    for (const other of others)
      expect(
        (await as('sigsa').patch(`/api/userAccounts/${other.id}?${S}`, { enabled: true })).statusCode,
      ).toBe(200);
  });

  it('a call under a role Gerir took away answers 403 with the message', async () => {
    const created = await create('perfis', { perfis: ['ROLE_MV', 'ROLE_MANAGER'] });
    const client = await signIn('perfis.teste', created.palavraPasseTemporaria);
    expect((await client.get('/api/users?role=ROLE_MANAGER')).statusCode).toBe(200);
    const edited = await as('sigsa').patch(`/api/userAccounts/${created.id}?${S}`, {
      perfis: ['ROLE_MV'],
      version: 0,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const res = await client.get('/api/users?role=ROLE_MANAGER');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('O utilizador não tem o perfil indicado.');
    expect((await client.get('/api/utilizadores/current?role=ROLE_MV')).statusCode).toBe(200);
  });
});

describe('POST accounts/{id}/resetPassword', () => {
  it('gives a new temporary password, ends the sessions, and is audited without secrets', async () => {
    const created = await create('reposto');
    const client = await signIn('reposto.teste', created.palavraPasseTemporaria);
    const res = await as('sigsa').post(`/api/accounts/${created.id}/resetPassword?${S}`, {});
    expect(res.statusCode, res.body).toBe(200);
    const { palavraPasseTemporaria } = res.json<{ palavraPasseTemporaria: string }>();
    expect(palavraPasseTemporaria).toMatch(/^[A-Za-z0-9]{16}$/);
    issued.push(palavraPasseTemporaria);
    expect(palavraPasseTemporaria).not.toBe(created.palavraPasseTemporaria);
    expect((await client.get('/api/utilizadores/current')).statusCode).toBe(401);
    expect(
      (await new TestClient(t.app).signIn('reposto.teste', created.palavraPasseTemporaria)).statusCode,
    ).toBe(401);
    const fresh = await signIn('reposto.teste', palavraPasseTemporaria);
    expect((await fresh.get('/api/utilizadores/current')).json()).toMatchObject({
      alterarPalavraPasse: true,
    });
    const [audit] = await queryRows<{ operacao: string }>(
      t.handle.db,
      sql`SELECT operacao FROM alteracoes_gestao WHERE entidade = 'users' AND registo_id = ${created.id}
          ORDER BY id DESC LIMIT 1`,
    );
    expect(audit?.operacao).toBe('repor palavra-passe');
    const self = await as('sigsa').post(`/api/accounts/${await userId(t, 'sigsa')}/resetPassword?${S}`, {});
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(SELF_RESET_MESSAGE);
    expect((await as('sigsa').post(`/api/accounts/999999/resetPassword?${S}`, {})).statusCode).toBe(404);
  });
});

describe('POST accounts/current/alterarPalavraPasse', () => {
  it('checks the current password and the rules, clears the flag, ends the other sessions', async () => {
    const created = await create('mudanca');
    const temp = created.palavraPasseTemporaria;
    const client = await signIn('mudanca.teste', temp);
    const other = await signIn('mudanca.teste', temp);
    const change = (body: unknown) => client.post('/api/accounts/current/alterarPalavraPasse', body);
    const errors = async (body: unknown) => {
      const res = await change(body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ errors: unknown[] }>().errors;
    };
    expect(await errors({ palavraPasseAtual: 'errada', palavraPasseNova: 'cavalo correto bateria' })).toEqual(
      [{ field: 'palavraPasseAtual', message: PASSWORD_WRONG_MESSAGE }],
    );
    expect(await errors({ palavraPasseAtual: temp, palavraPasseNova: 'curta' })).toEqual([
      { field: 'palavraPasseNova', message: PASSWORD_TOO_SHORT_MESSAGE },
    ]);
    expect(await errors({ palavraPasseAtual: temp, palavraPasseNova: 'Mudanca.Teste' })).toEqual([
      { field: 'palavraPasseNova', message: PASSWORD_IS_USERNAME_MESSAGE },
    ]);
    expect(await errors({ palavraPasseAtual: temp, palavraPasseNova: 'password1234' })).toEqual([
      { field: 'palavraPasseNova', message: PASSWORD_COMMON_MESSAGE },
    ]);
    const ok = await change({ palavraPasseAtual: temp, palavraPasseNova: 'cavalo correto bateria' });
    expect(ok.statusCode, ok.body).toBe(204);
    expect((await client.get('/api/utilizadores/current')).json()).toMatchObject({
      alterarPalavraPasse: false,
    });
    expect((await other.get('/api/utilizadores/current')).statusCode).toBe(401);
    expect((await new TestClient(t.app).signIn('mudanca.teste', temp)).statusCode).toBe(401);
    await signIn('mudanca.teste', 'cavalo correto bateria');
    const anonymous = new TestClient(t.app);
    await anonymous.get('/api/health');
    expect((await anonymous.post('/api/accounts/current/alterarPalavraPasse', {})).statusCode).toBe(401);
  });

  it('counts wrong current passwords as failed sign-ins: the fifth locks both (429)', async () => {
    const created = await create('adivinha');
    const client = await signIn('adivinha.teste', created.palavraPasseTemporaria);
    const guess = () =>
      client.post('/api/accounts/current/alterarPalavraPasse', {
        palavraPasseAtual: 'palpite errado',
        palavraPasseNova: 'cavalo correto bateria',
      });
    for (let i = 0; i < 5; i++) expect((await guess()).statusCode).toBe(400);
    const locked = await guess();
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Demasiadas tentativas de autenticação falhadas/);
    const signInLocked = await new TestClient(t.app).signIn('adivinha.teste', created.palavraPasseTemporaria);
    expect(signInLocked.statusCode).toBe(429);
  });
});

describe('audit', () => {
  it('keeps before → after of every user change, never a password nor its hash', async () => {
    const rows = await queryRows<{ antes: unknown; depois: unknown }>(
      t.handle.db,
      sql`SELECT antes, depois FROM alteracoes_gestao WHERE entidade = 'users'`,
    );
    expect(rows.length).toBeGreaterThan(5);
    const values: string[] = [];
    const walk = (value: unknown, key = ''): void => {
      expect(key).not.toMatch(/password|hash|palavra/i);
      if (Array.isArray(value)) value.forEach((v) => walk(v));
      else if (value !== null && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) walk(v, k);
      else values.push(String(value));
    };
    for (const row of rows) {
      walk(row.antes);
      walk(row.depois);
    }
    expect(issued.length).toBeGreaterThan(5);
    for (const value of values) {
      expect(value).not.toMatch(/\$argon2|password|hash|palavra/i);
      expect(issued).not.toContain(value);
    }
  });
});
