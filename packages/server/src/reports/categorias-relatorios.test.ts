import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_MESSAGE } from '../platform/auth/auth.hooks.ts';
import { TestClient, createTestApp, signedIn, type TestApp } from '../test/test-app.ts';
import { createCategoria, type ReportsClient } from './reports.fixtures.ts';

let t: TestApp;
let sigsa: ReportsClient;
let mv: ReportsClient;
let svl: ReportsClient;
let gestor: ReportsClient;
let raiz: number;
let sub: number;
let subSub: number;
let outraRaiz: number;
let vacinacoesRaiz: number;

const filterParam = (value: object) => encodeURIComponent(JSON.stringify(value));
const PAI_ROOT = filterParam({ type: 'NUMBER', prop: 'pai', value: 'IS_NULL' });
const ENT_EXPLORACOES = filterParam({ type: 'STRING', prop: 'entidade', value: 'exploracoes' });

interface Tree {
  id: number;
  nome: string;
  pai: number | null;
  entidade: string;
  subCategorias: Tree[];
  relatorios: { id: number; nome: string }[];
  version: number;
  permissoes: { EDITAR: boolean; REMOVER: boolean };
  _links: { self: { href: string } };
}

beforeAll(async () => {
  t = await createTestApp();
  [sigsa, mv, svl, gestor] = (await Promise.all(
    ['sigsa', 'mv', 'svl', 'gestor'].map((u) => signedIn(t, u)),
  )) as [ReportsClient, ReportsClient, ReportsClient, ReportsClient];
  raiz = await createCategoria(mv, { nome: 'Zona Norte', entidade: 'exploracoes', descricao: 'Do norte' });
  sub = await createCategoria(mv, { nome: 'Bovinos', pai: raiz });
  subSub = await createCategoria(sigsa, { nome: 'Leite', pai: sub });
  outraRaiz = await createCategoria(sigsa, { nome: 'Alentejo', entidade: 'exploracoes' });
  vacinacoesRaiz = await createCategoria(sigsa, { nome: 'Campanhas', entidade: 'vacinacoes' });
});
afterAll(async () => t.close());

describe('category tree', () => {
  it('lists the roots of one entity with their subcategories (simple form)', async () => {
    const res = await mv.get(
      '/api/categoriasRelatorios?entidade=exploracoes&raiz=true&size=1000&projection=single',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const roots = body._embedded.categoriasRelatorios as Tree[];
    expect(roots.map((c) => c.nome)).toEqual(['Alentejo', 'Zona Norte']);
    expect(body.page).toEqual({ size: 1000, totalElements: 2, totalPages: 1, number: 0 });
    const norte = roots.find((c) => c.id === raiz);
    expect(norte?.subCategorias.map((c) => c.id)).toEqual([sub]);
    expect(norte?.subCategorias[0]?.subCategorias.map((c) => c.id)).toEqual([subSub]);
    expect(norte?.subCategorias[0]?.entidade).toBe('exploracoes');
    expect(norte?._links.self.href).toBe(`/api/categoriasRelatorios/${raiz}`);
    expect(norte?.relatorios).toEqual([]);
  });

  it('answers the same through search/filter with the JSON filters of the generic list', async () => {
    const res = await mv.get(
      `/api/categoriasRelatorios/search/filter?pai=${PAI_ROOT}&entidade=${ENT_EXPLORACOES}&size=1000&projection=single&role=ROLE_MV&hateoas=true`,
    );
    expect(res.statusCode).toBe(200);
    const roots = res.json()._embedded.categoriasRelatorios as Tree[];
    expect(roots.map((c) => c.id)).toEqual([outraRaiz, raiz]);
  });

  it('filters by entity alone, by root alone, and by a parent id', async () => {
    const byEntity = await mv.get(`/api/categoriasRelatorios/search/filter?entidade=${ENT_EXPLORACOES}`);
    expect((byEntity.json()._embedded.categoriasRelatorios as Tree[]).map((c) => c.id).sort()).toEqual(
      [raiz, sub, subSub, outraRaiz].sort(),
    );
    const roots = await mv.get(`/api/categoriasRelatorios/search/filter?pai=${PAI_ROOT}`);
    const rootIds = (roots.json()._embedded.categoriasRelatorios as Tree[]).map((c) => c.id);
    expect(rootIds).toEqual(expect.arrayContaining([raiz, outraRaiz, vacinacoesRaiz]));
    expect(rootIds).not.toContain(sub);
    const children = await mv.get(
      `/api/categoriasRelatorios/search/filter?pai=${filterParam({ type: 'NUMBER', prop: 'pai', value: raiz })}`,
    );
    expect((children.json()._embedded.categoriasRelatorios as Tree[]).map((c) => c.id)).toEqual([sub]);
    const other = await mv.get('/api/categoriasRelatorios?entidade=vacinacoes&raiz=true');
    expect((other.json()._embedded.categoriasRelatorios as Tree[]).map((c) => c.id)).toEqual([
      vacinacoesRaiz,
    ]);
  });

  it('skips empty filter values, as the generic list does', async () => {
    const res = await mv.get(
      `/api/categoriasRelatorios/search/filter?pai=${filterParam({ type: 'NUMBER', prop: 'pai', value: '' })}&entidade=`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().page.totalElements).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ['an unknown filter prop', `nome=${filterParam({ type: 'STRING', prop: 'nome', value: 'x' })}`],
    ['malformed JSON', 'pai=%7Bnot-json'],
    [
      'a prop that does not match its parameter',
      `pai=${filterParam({ type: 'NUMBER', prop: 'entidade', value: 1 })}`,
    ],
    ['a __proto__ key', `pai=${encodeURIComponent('{"__proto__":{"x":1},"prop":"pai","value":"IS_NULL"}')}`],
    ['a bad pai value', `pai=${filterParam({ type: 'NUMBER', prop: 'pai', value: 'DROP TABLE' })}`],
    [
      'a bad entity value',
      `entidade=${filterParam({ type: 'STRING', prop: 'entidade', value: "x' or 1=1" })}`,
    ],
    ['a JSON array', `pai=${filterParam([1, 2])}`],
    ['a refused sort', 'sort=descricao,asc'],
    ['an oversized page', 'size=100000'],
  ])('refuses %s with 400 and a Portuguese message', async (_label, query) => {
    const res = await mv.get(`/api/categoriasRelatorios/search/filter?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(400);
    expect(res.body).not.toMatch(/select|syntax|stack/i);
  });

  it('refuses an unknown parameter of the simple form and another projection', async () => {
    expect((await mv.get('/api/categoriasRelatorios?pai=1')).statusCode).toBe(400);
    expect((await mv.get('/api/categoriasRelatorios?projection=summary')).statusCode).toBe(400);
  });

  it('reads one category with its children (projection single)', async () => {
    const res = await mv.get(`/api/categoriasRelatorios/${sub}?projection=single`);
    expect(res.statusCode).toBe(200);
    const body = res.json<Tree>();
    expect(body).toMatchObject({ id: sub, nome: 'Bovinos', pai: raiz, entidade: 'exploracoes' });
    expect(body.subCategorias.map((c) => c.nome)).toEqual(['Leite']);
    expect((await mv.get('/api/categoriasRelatorios/999999')).statusCode).toBe(404);
  });
});

describe('category create, update and delete', () => {
  it('requires a name, and an entity for a root category', async () => {
    const noName = await mv.post('/api/categoriasRelatorios', { entidade: 'exploracoes' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toEqual([{ field: 'nome', message: 'Este campo é obrigatório' }]);
    const blank = await mv.post('/api/categoriasRelatorios', { nome: '   ', entidade: 'exploracoes' });
    expect(blank.json().errors).toEqual([{ field: 'nome', message: 'Este campo é obrigatório' }]);
    const noEntity = await mv.post('/api/categoriasRelatorios', { nome: 'Sem entidade' });
    expect(noEntity.statusCode).toBe(400);
    expect(noEntity.json().errors).toEqual([{ field: 'entidade', message: 'Este campo é obrigatório' }]);
  });

  it('refuses an unknown parent, a parent of another entity, over-long text and a bad entity name', async () => {
    expect((await mv.post('/api/categoriasRelatorios', { nome: 'X', pai: 999999 })).json().errors).toEqual([
      { field: 'pai', message: 'A categoria indicada não existe.' },
    ]);
    const mismatch = await mv.post('/api/categoriasRelatorios', {
      nome: 'X',
      pai: raiz,
      entidade: 'vacinacoes',
    });
    expect(mismatch.statusCode).toBe(400);
    const long = await mv.post('/api/categoriasRelatorios', {
      nome: 'x'.repeat(201),
      entidade: 'exploracoes',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ field: 'nome' });
    const badEntity = await mv.post('/api/categoriasRelatorios', { nome: 'X', entidade: '../etc' });
    expect(badEntity.statusCode).toBe(400);
  });

  it('creates with 201, the self link and the Location header', async () => {
    const res = await svl.post('/api/categoriasRelatorios?role=ROLE_SVL', {
      nome: 'Temporária',
      descricao: 'para apagar',
      entidade: 'exploracoes',
      pai: null,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<Tree>();
    expect(res.headers.location).toBe(`/api/categoriasRelatorios/${body.id}`);
    expect(body).toMatchObject({
      nome: 'Temporária',
      pai: null,
      entidade: 'exploracoes',
      subCategorias: [],
      relatorios: [],
      version: 0,
      permissoes: { EDITAR: true, REMOVER: true },
    });
    expect((await svl.delete(`/api/categoriasRelatorios/${body.id}`)).statusCode).toBe(204);
    expect((await svl.get(`/api/categoriasRelatorios/${body.id}`)).statusCode).toBe(404);
  });

  it('lets the creator and the authority update, and refuses anyone else with 403', async () => {
    const own = await mv.put(`/api/categoriasRelatorios/${sub}`, { nome: 'Bovinos de carne', pai: raiz });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ nome: 'Bovinos de carne', version: 1 });
    const other = await svl.put(`/api/categoriasRelatorios/${sub}`, { nome: 'Meu', pai: raiz });
    expect(other.statusCode).toBe(403);
    // Holding ROLE_MANAGER is not enough: the call must act under it.
    expect((await gestor.put(`/api/categoriasRelatorios/${sub}`, { nome: 'G', pai: raiz })).statusCode).toBe(
      403,
    );
    const authority = await gestor.put(`/api/categoriasRelatorios/${sub}?role=ROLE_MANAGER`, {
      nome: 'Bovinos',
      pai: raiz,
      version: 1,
    });
    expect(authority.statusCode).toBe(200);
    const seenByMv = (await mv.get(`/api/categoriasRelatorios/${sub}`)).json<Tree>();
    expect(seenByMv).toMatchObject({ nome: 'Bovinos', version: 2, permissoes: { EDITAR: true } });
    const seenBySvl = (await svl.get(`/api/categoriasRelatorios/${sub}`)).json<Tree>();
    expect(seenBySvl.permissoes).toEqual({ EDITAR: false, REMOVER: false });
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const res = await mv.put(`/api/categoriasRelatorios/${sub}`, { nome: 'Velho', pai: raiz, version: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Foi encontrado um conflito nos dados submetidos');
    expect((await mv.get(`/api/categoriasRelatorios/${sub}`)).json<Tree>().nome).toBe('Bovinos');
  });

  it('refuses a cycle, another entity as parent and a change of entity', async () => {
    const cycle = await sigsa.put(`/api/categoriasRelatorios/${raiz}?role=ROLE_SIGSA`, {
      nome: 'Zona Norte',
      pai: subSub,
    });
    expect(cycle.statusCode).toBe(400);
    const self = await sigsa.put(`/api/categoriasRelatorios/${raiz}?role=ROLE_SIGSA`, {
      nome: 'Zona Norte',
      pai: raiz,
    });
    expect(self.statusCode).toBe(400);
    const otherEntity = await sigsa.put(`/api/categoriasRelatorios/${sub}?role=ROLE_SIGSA`, {
      nome: 'Bovinos',
      pai: vacinacoesRaiz,
    });
    expect(otherEntity.statusCode).toBe(400);
    const entity = await sigsa.put(`/api/categoriasRelatorios/${sub}?role=ROLE_SIGSA`, {
      nome: 'Bovinos',
      pai: raiz,
      entidade: 'vacinacoes',
    });
    expect(entity.statusCode).toBe(400);
    expect((await mv.get(`/api/categoriasRelatorios/${raiz}`)).json<Tree>().pai).toBeNull();
  });

  it('moves a subtree under another parent', async () => {
    const moved = await sigsa.put(`/api/categoriasRelatorios/${subSub}?role=ROLE_SIGSA`, {
      nome: 'Leite',
      pai: outraRaiz,
    });
    expect(moved.statusCode).toBe(200);
    const alentejo = (await mv.get(`/api/categoriasRelatorios/${outraRaiz}`)).json<Tree>();
    expect(alentejo.subCategorias.map((c) => c.id)).toEqual([subSub]);
    await sigsa.put(`/api/categoriasRelatorios/${subSub}?role=ROLE_SIGSA`, { nome: 'Leite', pai: sub });
  });

  it('refuses to delete a category with subcategories or reports (409), then deletes it once empty', async () => {
    const parent = await createCategoria(mv, { nome: 'Pai', entidade: 'exploracoes' });
    const child = await createCategoria(mv, { nome: 'Filho', pai: parent });
    const withChild = await mv.delete(`/api/categoriasRelatorios/${parent}`);
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json().message).toBe(
      'A categoria não pode ser removida porque contém subcategorias ou relatórios.',
    );
    const report = await svl.post('/api/relatorios', { nome: 'R', categoria: child, filtrosJson: '[]' });
    expect(report.statusCode).toBe(201);
    // The report is svl's and not shared: mv cannot see it, yet it still keeps the category from going.
    expect((await mv.delete(`/api/categoriasRelatorios/${child}`)).statusCode).toBe(409);
    expect((await svl.delete(`/api/categoriasRelatorios/${child}`)).statusCode).toBe(403);
    expect((await svl.delete(`/api/relatorios/${report.json().id}`)).statusCode).toBe(204);
    expect((await mv.delete(`/api/categoriasRelatorios/${child}`)).statusCode).toBe(204);
    expect((await mv.delete(`/api/categoriasRelatorios/${parent}`)).statusCode).toBe(204);
    expect((await mv.delete(`/api/categoriasRelatorios/${parent}`)).statusCode).toBe(404);
  });
});

describe('categories and the reports the caller may see', () => {
  it('embeds only visible reports in the tree', async () => {
    const mine = await mv.post('/api/relatorios', { nome: 'Meu', categoria: subSub, filtrosJson: '{"a":1}' });
    const theirs = await svl.post('/api/relatorios', { nome: 'Dela', categoria: subSub, filtrosJson: '[]' });
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    const tree = (await mv.get(`/api/categoriasRelatorios?entidade=exploracoes&raiz=true`)).json()._embedded
      .categoriasRelatorios as Tree[];
    const leite = tree.find((c) => c.id === raiz)?.subCategorias[0]?.subCategorias[0];
    expect(leite?.relatorios.map((r) => r.nome)).toEqual(['Meu']);
    const svlTree = (await svl.get(`/api/categoriasRelatorios/${subSub}`)).json<Tree>();
    expect(svlTree.relatorios.map((r) => r.nome)).toEqual(['Dela']);
  });
});

describe('session and anti-forgery', () => {
  it('answers 401 without a session', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/categoriasRelatorios')).statusCode).toBe(401);
    expect((await anonymous.get(`/api/categoriasRelatorios/${raiz}`)).statusCode).toBe(401);
    expect((await anonymous.get(`/api/categoriasRelatorios/search/filter?pai=${PAI_ROOT}`)).statusCode).toBe(
      401,
    );
  });

  it('refuses a write without the anti-forgery header with 403', async () => {
    const client = await signedIn(t, 'mv');
    client.sendXsrf = false;
    const res = await client.post('/api/categoriasRelatorios', { nome: 'X', entidade: 'exploracoes' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(XSRF_MESSAGE);
    expect((await client.delete(`/api/categoriasRelatorios/${raiz}`)).statusCode).toBe(403);
    expect((await mv.get(`/api/categoriasRelatorios/${raiz}`)).statusCode).toBe(200);
  });
});
