import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_MESSAGE } from '../platform/auth/auth.hooks.ts';
import { TestClient, createTestApp, signedIn, userId, type TestApp } from '../test/test-app.ts';
import { createCategoria, type ReportsClient } from './reports.fixtures.ts';

interface Report {
  id: number;
  uuid: string;
  nome: string;
  categoria: number;
  entidade: string;
  filtrosJson: string;
  createdBy: string;
  partilhadoComUtilizadores: { id: number; nome: string }[];
  partilhadoComPerfis: string[];
  version: number;
  permissoes: { EDITAR: boolean; REMOVER: boolean };
  _links: { self: { href: string } };
}

let t: TestApp;
const users: Record<string, ReportsClient> = {};
let categoria: number;
let outraCategoria: number;
let vacinacoes: number;
const FILTROS = JSON.stringify([{ prop: 'nome', type: 'STRING', value: 'Herdade' }]);

/** The client of a demo user signed in in beforeAll. */
function as(username: string): ReportsClient {
  const client = users[username];
  if (!client) throw new Error(`${username} not signed in`);
  return client;
}

/** Creates a report and returns it; fails unless 201. */
async function create(username: string, body: object, role = ''): Promise<Report> {
  const res = await as(username).post(`/api/relatorios${role ? `?role=${role}` : ''}`, {
    categoria,
    filtrosJson: FILTROS,
    uuid: null,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Report>();
}

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['sigsa', 'gestor', 'svl', 'svr', 'lab', 'mv', 'mvmunicipal', 'multiperfil']) {
    users[u] = await signedIn(t, u);
  }
  categoria = await createCategoria(as('sigsa'), { nome: 'Geral', entidade: 'exploracoes' });
  outraCategoria = await createCategoria(as('sigsa'), { nome: 'Outra', entidade: 'exploracoes' });
  vacinacoes = await createCategoria(as('sigsa'), { nome: 'Vacinas', entidade: 'vacinacoes' });
});
afterAll(async () => t.close());

describe('create and read', () => {
  it('creates with a server uuid, then reads it back with the full projection', async () => {
    const res = await as('mv').post('/api/relatorios?role=ROLE_MV', {
      nome: 'Explorações do norte',
      categoria,
      entidade: 'exploracoes',
      filtrosJson: FILTROS,
      uuid: null,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<Report>();
    expect(created.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(res.headers.location).toBe(`/api/relatorios/${created.id}`);
    expect(created).toMatchObject({
      nome: 'Explorações do norte',
      categoria,
      entidade: 'exploracoes',
      filtrosJson: FILTROS,
      createdBy: 'mv',
      partilhadoComUtilizadores: [],
      partilhadoComPerfis: [],
      version: 0,
      permissoes: { EDITAR: true, REMOVER: true },
      _links: { self: { href: `/api/relatorios/${created.id}` } },
    });
    const read = await as('mv').get(`${created._links.self.href}?projection=full&role=ROLE_MV`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('takes the entity from the category, refuses another one, and ignores a client uuid', async () => {
    const r = await create('mv', { nome: 'Sem entidade', uuid: '00000000-0000-4000-8000-000000000000' });
    expect(r.entidade).toBe('exploracoes');
    expect(r.uuid).not.toBe('00000000-0000-4000-8000-000000000000');
    const mismatch = await as('mv').post('/api/relatorios', { nome: 'X', categoria, entidade: 'vacinacoes' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([
      { field: 'entidade', message: 'A entidade não corresponde à da categoria.' },
    ]);
  });

  it('lists the reports the caller sees', async () => {
    const mine = await create('mvmunicipal', { nome: 'Só meu' });
    const list = await as('mvmunicipal').get('/api/relatorios?entidade=exploracoes');
    expect(list.statusCode).toBe(200);
    expect((list.json()._embedded.relatorios as Report[]).map((r) => r.id)).toEqual([mine.id]);
    expect(
      (await as('mvmunicipal').get('/api/relatorios?entidade=vacinacoes')).json().page.totalElements,
    ).toBe(0);
  });
});

describe('ownership', () => {
  it('answers 404 to users who cannot see the report, for every operation', async () => {
    const r = await create('mv', { nome: 'Privado' });
    const svl = as('svl');
    expect((await svl.get(`/api/relatorios/${r.id}`)).statusCode).toBe(404);
    expect((await svl.patch(`/api/relatorios/${r.id}`, { nome: 'Roubado' })).statusCode).toBe(404);
    expect((await svl.delete(`/api/relatorios/${r.id}`)).statusCode).toBe(404);
    // Not even the authority sees a private report.
    expect((await as('sigsa').get(`/api/relatorios/${r.id}?role=ROLE_SIGSA`)).statusCode).toBe(404);
    expect((await as('mv').get(`/api/relatorios/${r.id}`)).json().nome).toBe('Privado');
  });

  it('answers 403 to users who see a shared report but do not own it', async () => {
    const svlId = await userId(t, 'svl');
    const r = await create('mv', {
      nome: 'Partilhado',
      partilhadoComUtilizadores: [{ id: svlId, nome: 'x' }],
    });
    expect(r.partilhadoComUtilizadores).toEqual([{ id: svlId, nome: 'Carla Sousa' }]);
    const svl = as('svl');
    const seen = await svl.get(`/api/relatorios/${r.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().permissoes).toEqual({ EDITAR: false, REMOVER: false });
    const patch = await svl.patch(`/api/relatorios/${r.id}`, { nome: 'Meu agora' });
    expect(patch.statusCode).toBe(403);
    expect((await svl.delete(`/api/relatorios/${r.id}`)).statusCode).toBe(403);
    expect((await as('mv').get(`/api/relatorios/${r.id}`)).json()).toMatchObject({
      nome: 'Partilhado',
      version: 0,
    });
  });

  it('lets the owner patch (any subset of fields) and delete', async () => {
    const r = await create('mv', { nome: 'Antes' });
    const res = await as('mv').patch(`/api/relatorios/${r.id}`, {
      ...r,
      nome: 'Depois',
      categoria: outraCategoria,
      filtrosJson: '[]',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nome: 'Depois',
      categoria: outraCategoria,
      filtrosJson: '[]',
      version: 1,
    });
    const nameOnly = await as('mv').patch(`/api/relatorios/${r.id}`, { nome: 'Só o nome' });
    expect(nameOnly.json()).toMatchObject({ nome: 'Só o nome', categoria: outraCategoria, version: 2 });
    const otherEntity = await as('mv').patch(`/api/relatorios/${r.id}`, {
      categoria: vacinacoes,
      entidade: 'exploracoes',
    });
    expect(otherEntity.statusCode).toBe(400);
    expect((await as('mv').delete(`/api/relatorios/${r.id}`)).statusCode).toBe(204);
    expect((await as('mv').get(`/api/relatorios/${r.id}`)).statusCode).toBe(404);
    expect((await as('mv').delete(`/api/relatorios/${r.id}`)).statusCode).toBe(404);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const r = await create('mv', { nome: 'Versão', partilhadoComUtilizadores: [] });
    expect((await as('mv').patch(`/api/relatorios/${r.id}`, { nome: 'V1', version: 0 })).statusCode).toBe(
      200,
    );
    const svrId = await userId(t, 'svr');
    const stale = await as('mv').patch(`/api/relatorios/${r.id}`, {
      nome: 'V0 outra vez',
      filtrosJson: '{"x":1}',
      partilhadoComUtilizadores: [svrId],
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Foi encontrado um conflito nos dados submetidos');
    const now = (await as('mv').get(`/api/relatorios/${r.id}`)).json<Report>();
    expect(now).toMatchObject({
      nome: 'V1',
      filtrosJson: FILTROS,
      partilhadoComUtilizadores: [],
      version: 1,
    });
    expect((await as('svr').get(`/api/relatorios/${r.id}`)).statusCode).toBe(404);
  });
});

describe('sharing with users', () => {
  it('shows the report to the user it is shared with, and stops when the share is removed', async () => {
    const labId = await userId(t, 'lab');
    const r = await create('svr', { nome: 'Para o laboratório', partilhadoComUtilizadores: [labId, labId] });
    expect(r.partilhadoComUtilizadores.map((u) => u.id)).toEqual([labId]);
    expect((await as('lab').get(`/api/relatorios/${r.id}`)).statusCode).toBe(200);
    const tree = (await as('lab').get(`/api/categoriasRelatorios/${categoria}`)).json();
    expect((tree.relatorios as Report[]).map((x) => x.id)).toContain(r.id);
    const unshared = await as('svr').patch(`/api/relatorios/${r.id}`, { partilhadoComUtilizadores: [] });
    expect(unshared.json().partilhadoComUtilizadores).toEqual([]);
    expect((await as('lab').get(`/api/relatorios/${r.id}`)).statusCode).toBe(404);
  });

  it('refuses an unknown user', async () => {
    const res = await as('svr').post('/api/relatorios', {
      nome: 'X',
      categoria,
      partilhadoComUtilizadores: [999999],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'partilhadoComUtilizadores', message: 'Utilizador desconhecido: 999999.' },
    ]);
  });
});

describe('sharing with roles', () => {
  it('shows a report shared with a role to every holder of that role, acting role or not', async () => {
    const r = await create('sigsa', { nome: 'Para SVL', partilhadoComPerfis: ['ROLE_SVL'] }, 'ROLE_SIGSA');
    expect(r.partilhadoComPerfis).toEqual(['ROLE_SVL']);
    expect((await as('svl').get(`/api/relatorios/${r.id}?role=ROLE_SVL`)).statusCode).toBe(200);
    // multiperfil holds ROLE_SVL among others: it sees the report while acting as ROLE_MV too.
    expect((await as('multiperfil').get(`/api/relatorios/${r.id}?role=ROLE_MV`)).statusCode).toBe(200);
    expect((await as('svr').get(`/api/relatorios/${r.id}`)).statusCode).toBe(404);
    expect((await as('lab').get(`/api/relatorios/${r.id}`)).statusCode).toBe(404);
    const svrTree = (await as('svr').get(`/api/categoriasRelatorios/${categoria}`)).json();
    expect((svrTree.relatorios as Report[]).map((x) => x.id)).not.toContain(r.id);
  });

  it('drops partilhadoComPerfis silently for roles other than SIGSA and MANAGER', async () => {
    const byMv = await create('mv', { nome: 'MV tenta', partilhadoComPerfis: ['ROLE_LAB'] }, 'ROLE_MV');
    expect(byMv.partilhadoComPerfis).toEqual([]);
    expect((await as('lab').get(`/api/relatorios/${byMv.id}`)).statusCode).toBe(404);
    const noRole = await create('mv', { nome: 'Sem perfil', partilhadoComPerfis: ['ROLE_LAB'] });
    expect(noRole.partilhadoComPerfis).toEqual([]);
    // Holding ROLE_SIGSA is not enough: multiperfil acting as ROLE_MV cannot share with roles.
    const asMv = await create(
      'multiperfil',
      { nome: 'Multi MV', partilhadoComPerfis: ['ROLE_LAB'] },
      'ROLE_MV',
    );
    expect(asMv.partilhadoComPerfis).toEqual([]);
    const asSigsa = await create(
      'multiperfil',
      { nome: 'Multi SIGSA', partilhadoComPerfis: ['ROLE_LAB'] },
      'ROLE_SIGSA',
    );
    expect(asSigsa.partilhadoComPerfis).toEqual(['ROLE_LAB']);
    // A patch by another role leaves the saved roles as they were.
    const patched = await as('multiperfil').patch(`/api/relatorios/${asSigsa.id}?role=ROLE_MV`, {
      nome: 'Multi SIGSA 2',
      partilhadoComPerfis: [],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ nome: 'Multi SIGSA 2', partilhadoComPerfis: ['ROLE_LAB'] });
    const byManager = await create(
      'gestor',
      { nome: 'Gestor', partilhadoComPerfis: ['ROLE_MV', 'ROLE_SVR'] },
      'ROLE_MANAGER',
    );
    expect(byManager.partilhadoComPerfis).toEqual(['ROLE_MV', 'ROLE_SVR']);
  });

  it('refuses an unknown role in partilhadoComPerfis', async () => {
    const res = await as('sigsa').post('/api/relatorios?role=ROLE_SIGSA', {
      nome: 'X',
      categoria,
      partilhadoComPerfis: ['ROLE_ADMIN'],
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('partilharComPerfis', () => {
  const url = (uuid: string, roles: string, role: string) =>
    `/api/relatorios/personalizados/partilharComPerfis?uuid=${uuid}&roles=${roles}&role=${role}`;

  it('lets the owner acting as SIGSA or MANAGER set the roles', async () => {
    const r = await create('sigsa', { nome: 'Partilhar' }, 'ROLE_SIGSA');
    const res = await as('sigsa').post(url(r.uuid, 'ROLE_LAB,ROLE_SVR', 'ROLE_SIGSA'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: r.id, partilhadoComPerfis: ['ROLE_LAB', 'ROLE_SVR'], version: 1 });
    expect((await as('lab').get(`/api/relatorios/${r.id}`)).statusCode).toBe(200);
    const repeated = await as('sigsa').post(
      `/api/relatorios/personalizados/partilharComPerfis?uuid=${r.uuid}&roles=ROLE_MV&roles=ROLE_SVL&role=ROLE_SIGSA`,
    );
    expect(repeated.json().partilhadoComPerfis).toEqual(['ROLE_MV', 'ROLE_SVL']);
    const cleared = await as('sigsa').post(url(r.uuid, '', 'ROLE_SIGSA'));
    expect(cleared.json().partilhadoComPerfis).toEqual([]);
    expect((await as('lab').get(`/api/relatorios/${r.id}`)).statusCode).toBe(404);

    const g = await create('gestor', { nome: 'Do gestor' }, 'ROLE_MANAGER');
    expect((await as('gestor').post(url(g.uuid, 'ROLE_MV', 'ROLE_MANAGER'))).statusCode).toBe(200);
  });

  it('refuses other acting roles and non-owners with 403, invisible reports with 404', async () => {
    const mine = await create('multiperfil', { nome: 'Multi' }, 'ROLE_MV');
    expect((await as('mv').post(url(mine.uuid, 'ROLE_LAB', 'ROLE_MV'))).statusCode).toBe(403);
    expect((await as('multiperfil').post(url(mine.uuid, 'ROLE_LAB', 'ROLE_MV'))).statusCode).toBe(403);
    expect((await as('multiperfil').post(url(mine.uuid, 'ROLE_LAB', 'ROLE_SIGSA'))).statusCode).toBe(200);
    // Shared with ROLE_LAB only: gestor does not see it, so 404 before any 403.
    expect((await as('gestor').post(url(mine.uuid, 'ROLE_MV', 'ROLE_MANAGER'))).statusCode).toBe(404);
    expect((await as('multiperfil').post(url(mine.uuid, 'ROLE_MANAGER', 'ROLE_SIGSA'))).statusCode).toBe(200);
    expect((await as('gestor').post(url(mine.uuid, 'ROLE_MV', 'ROLE_MANAGER'))).statusCode).toBe(403);
    const after = (await as('multiperfil').get(`/api/relatorios/${mine.id}`)).json<Report>();
    expect(after.partilhadoComPerfis).toEqual(['ROLE_MANAGER']);
  });

  it('refuses an unknown role and a malformed uuid with 400, an unknown uuid with 404', async () => {
    const r = await create('sigsa', { nome: 'Perfis' }, 'ROLE_SIGSA');
    expect((await as('sigsa').post(url(r.uuid, 'ROLE_ADMIN', 'ROLE_SIGSA'))).statusCode).toBe(400);
    expect((await as('sigsa').post(url('not-a-uuid', 'ROLE_MV', 'ROLE_SIGSA'))).statusCode).toBe(400);
    expect(
      (await as('sigsa').post(url('00000000-0000-4000-8000-000000000000', 'ROLE_MV', 'ROLE_SIGSA')))
        .statusCode,
    ).toBe(404);
  });
});

describe('import', () => {
  it('copies a report by its uuid into the importer’s own reports', async () => {
    const source = await create('mv', { nome: 'Original' });
    const res = await as('svr').post(`/api/relatorios/personalizados/importar?id=${source.uuid}`);
    expect(res.statusCode).toBe(201);
    const copy = res.json<Report>();
    expect(copy).toMatchObject({
      nome: 'Original',
      categoria,
      entidade: 'exploracoes',
      filtrosJson: FILTROS,
      createdBy: 'svr',
      partilhadoComPerfis: [],
      permissoes: { EDITAR: true, REMOVER: true },
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy.uuid).not.toBe(source.uuid);
    expect((await as('svr').patch(`/api/relatorios/${copy.id}`, { nome: 'Cópia' })).statusCode).toBe(200);
    expect((await as('mv').get(`/api/relatorios/${source.id}`)).json().nome).toBe('Original');
    // The original stays invisible to the importer.
    expect((await as('svr').get(`/api/relatorios/${source.id}`)).statusCode).toBe(404);
  });

  it('copies by numeric id only a report the caller already sees', async () => {
    const svlId = await userId(t, 'svl');
    const shared = await create('mv', { nome: 'Visível', partilhadoComUtilizadores: [svlId] });
    const byId = await as('svl').post(`/api/relatorios/personalizados/importar?id=${shared.id}`);
    expect(byId.statusCode).toBe(201);
    expect(byId.json().createdBy).toBe('svl');
    const hidden = await create('mv', { nome: 'Escondido' });
    expect((await as('svl').post(`/api/relatorios/personalizados/importar?id=${hidden.id}`)).statusCode).toBe(
      404,
    );
  });

  it.each(['999999', '00000000-0000-4000-8000-000000000000', 'qualquer coisa', '99999999999999999999'])(
    'answers 404 for an unknown id %s',
    async (id) => {
      const res = await as('svl').post(
        `/api/relatorios/personalizados/importar?id=${encodeURIComponent(id)}`,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('O relatório não foi encontrado.');
    },
  );

  it('requires the id', async () => {
    expect((await as('svl').post('/api/relatorios/personalizados/importar')).statusCode).toBe(400);
    expect((await as('svl').post('/api/relatorios/personalizados/importar?id=')).statusCode).toBe(400);
  });
});

describe('bad input', () => {
  it('requires nome and categoria with the spec message', async () => {
    const res = await as('mv').post('/api/relatorios', { filtrosJson: '[]' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'nome', message: 'Este campo é obrigatório' },
        { field: 'categoria', message: 'Este campo é obrigatório' },
      ]),
    );
    const blank = await as('mv').patch(`/api/relatorios/1`, { nome: '' });
    expect(blank.statusCode).toBe(400);
  });

  it.each([
    ['invalid JSON in filtrosJson', { filtrosJson: '{not json' }],
    ['a __proto__ key inside filtrosJson', { filtrosJson: '{"__proto__":{"admin":true}}' }],
    ['filtrosJson over 100 kB', { filtrosJson: JSON.stringify('x'.repeat(102_400)) }],
    ['nome over 200 characters', { nome: 'n'.repeat(201) }],
    ['a non-numeric categoria', { categoria: 'abc' }],
    ['an unknown categoria', { categoria: 999999 }],
    ['a bad entity name', { entidade: 'a b' }],
    ['filtrosJson of the wrong type', { filtrosJson: { a: 1 } }],
    ['a sharing list of the wrong shape', { partilhadoComUtilizadores: ['svl'] }],
  ])('refuses %s with 400', async (_label, override) => {
    const res = await as('mv').post('/api/relatorios', { nome: 'Mau', categoria, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(400);
  });

  it('refuses a __proto__ key in the body with 400', async () => {
    const res = await as('mv').request({
      method: 'POST',
      url: '/api/relatorios',
      headers: { 'content-type': 'application/json' },
      payload: `{"nome":"X","categoria":${categoria},"__proto__":{"createdBy":"sigsa"}}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a bad id in the path with 400 and an unknown projection', async () => {
    expect((await as('mv').get('/api/relatorios/abc')).statusCode).toBe(400);
    expect((await as('mv').get('/api/relatorios/1?projection=secret')).statusCode).toBe(400);
  });

  it('accepts exactly 100 kB of filters', async () => {
    const filtros = JSON.stringify('x'.repeat(102_398));
    expect(filtros.length).toBe(102_400);
    const r = await create('mv', { nome: 'Grande', filtrosJson: filtros });
    expect(r.filtrosJson.length).toBe(102_400);
  });
});

describe('session and anti-forgery', () => {
  it('answers 401 without a session', async () => {
    const anonymous = new TestClient(t.app);
    await anonymous.get('/api/health');
    expect((await anonymous.get('/api/relatorios/1')).statusCode).toBe(401);
    const post = await anonymous.request({
      method: 'POST',
      url: '/api/relatorios',
      payload: { nome: 'X', categoria },
    });
    expect(post.statusCode).toBe(401);
  });

  it('refuses writes without the anti-forgery header with 403', async () => {
    const r = await create('mv', { nome: 'XSRF' });
    const client = await signedIn(t, 'mv');
    client.sendXsrf = false;
    const post = await client.post('/api/relatorios', { nome: 'X', categoria });
    expect(post.statusCode).toBe(403);
    expect(post.json().message).toBe(XSRF_MESSAGE);
    expect((await client.patch(`/api/relatorios/${r.id}`, { nome: 'Y' })).statusCode).toBe(403);
    expect((await client.delete(`/api/relatorios/${r.id}`)).statusCode).toBe(403);
    expect((await client.post(`/api/relatorios/personalizados/importar?id=${r.uuid}`)).statusCode).toBe(403);
    expect((await as('mv').get(`/api/relatorios/${r.id}`)).json().nome).toBe('XSRF');
  });
});
