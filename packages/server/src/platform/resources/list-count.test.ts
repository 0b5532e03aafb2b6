import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { TestClient, createTestApp, type TestApp } from '../../test/test-app.ts';

// The list without its count (`count=false`) and the count on its own (`search/count`), issue 20: the same
// rows, the same number, the same permissions and visibility, the same 400s as the default list.

let t: TestApp;
const clients = new Map<string, TestClient>();

/** A signed-in client per demo user, made once. */
async function as(username: string): Promise<TestClient> {
  let client = clients.get(username);
  if (!client) {
    client = new TestClient(t.app);
    const res = await client.signIn(username);
    expect(res.statusCode, res.body).toBe(200);
    clients.set(username, client);
  }
  return client;
}

const filter = (prop: string, type: string, value: unknown): string =>
  `${encodeURIComponent(prop)}=${encodeURIComponent(JSON.stringify({ type, prop, value }))}`;

interface ListBody {
  _embedded: Record<string, { id: number; _links?: { self: { href: string } } }[]>;
  page: Record<string, unknown>;
  _links: { self: { href: string } };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('search/filter?count=false', () => {
  it('answers the same rows as the default list, with a page object without totals', async () => {
    const sigsa = await as('sigsa');
    const query = `role=ROLE_SIGSA&size=7&page=2&sort=nome,asc&${filter('classificacao', 'OPTION', ['A1', 'SC'])}`;
    const counted = await sigsa.get(`/api/exploracoes/search/filter?${query}`);
    const uncounted = await sigsa.get(`/api/exploracoes/search/filter?${query}&count=false`);
    expect(counted.statusCode, counted.body).toBe(200);
    expect(uncounted.statusCode, uncounted.body).toBe(200);
    const a = counted.json<ListBody>();
    const b = uncounted.json<ListBody>();
    expect(b._embedded).toEqual(a._embedded);
    expect(b._embedded.exploracoes).toHaveLength(7);
    expect(b._embedded.exploracoes?.[0]?._links?.self.href).toMatch(/\/api\/exploracoes\/\d+$/);
    expect(b.page).toEqual({ size: 7, number: 2 });
    expect(b._links).toEqual(a._links);
    // The default keeps its totals (spec 000 §3 "Page response").
    expect(Object.keys(a.page).sort()).toEqual(
      ['number', 'size', 'totalCapped', 'totalElements', 'totalPages'].sort(),
    );
  });

  it('takes count=true as the default, and works on the other list routes', async () => {
    const sigsa = await as('sigsa');
    const explicit = await sigsa.get('/api/exploracoes/search/filter?role=ROLE_SIGSA&count=true');
    const implicit = await sigsa.get('/api/exploracoes/search/filter?role=ROLE_SIGSA');
    expect(explicit.json<ListBody>().page).toEqual(implicit.json<ListBody>().page);
    for (const path of ['/api/especies/search/all', '/api/especies', '/api/especies/search/find?search=a']) {
      const res = await sigsa.get(`${path}${path.includes('?') ? '&' : '?'}count=false&hateoas=false`);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      expect(res.json<ListBody>().page, path).toEqual({ size: 10, number: 0 });
      expect(res.json<ListBody>()._embedded.especies?.[0]?._links, path).toBeUndefined();
    }
  });
});

describe('search/count', () => {
  it('answers the same number as the default list, for the same filters', async () => {
    const sigsa = await as('sigsa');
    for (const query of [
      '',
      filter('classificacao', 'OPTION', ['A1']),
      `${filter('nome', 'STRING', 'quinta')}&${filter('classificacao', 'OPTION', ['A2', 'A3', 'SC'])}`,
      filter('nome', 'STRING', 'não existe nenhuma assim'),
    ]) {
      const list = await sigsa.get(`/api/exploracoes/search/filter?role=ROLE_SIGSA&${query}`);
      const count = await sigsa.get(`/api/exploracoes/search/count?role=ROLE_SIGSA&${query}`);
      expect(count.statusCode, count.body).toBe(200);
      const page = list.json<ListBody>().page;
      expect(count.json(), query).toEqual({
        totalElements: page.totalElements,
        totalCapped: page.totalCapped,
      });
    }
    const all = await sigsa.get('/api/exploracoes/search/count?role=ROLE_SIGSA');
    expect(all.json<{ totalElements: number }>().totalElements).toBeGreaterThan(100);
  });

  it('ignores the paging parameters the list takes, so one query string serves both', async () => {
    const sigsa = await as('sigsa');
    const base = `role=ROLE_SIGSA&${filter('classificacao', 'OPTION', ['A1'])}`;
    const plain = await sigsa.get(`/api/exploracoes/search/count?${base}`);
    const paged = await sigsa.get(
      `/api/exploracoes/search/count?${base}&page=3&size=20&sort=nome,desc&projection=summary&hateoas=false&count=false`,
    );
    expect(paged.statusCode, paged.body).toBe(200);
    expect(paged.json()).toEqual(plain.json());
  });

  it('sees what the list sees: row-level visibility per role', async () => {
    const counts = async (username: string, role: string, entity = 'exploracoes') => {
      const client = await as(username);
      const list = await client.get(`/api/${entity}/search/filter?role=${role}&size=1`);
      const count = await client.get(`/api/${entity}/search/count?role=${role}`);
      expect(list.statusCode, list.body).toBe(200);
      expect(count.statusCode, count.body).toBe(200);
      const totals = count.json<{ totalElements: number }>().totalElements;
      expect(totals, `${username} ${entity}`).toBe(list.json<ListBody>().page.totalElements);
      return totals;
    };
    const all = await counts('sigsa', 'ROLE_SIGSA');
    const regional = await counts('svl', 'ROLE_SVL');
    expect(regional).toBeGreaterThan(0);
    expect(regional).toBeLessThan(all);
    expect(await counts('svl.semdsavr', 'ROLE_SVL')).toBe(0);
    const vaccinations = await counts('sigsa', 'ROLE_SIGSA', 'vacinacoes');
    const mine = await counts('mvmunicipal', 'ROLE_MV_MUNICIPAL', 'vacinacoes');
    expect(mine).toBeLessThanOrEqual(vaccinations);
  });

  it('answers 401, 400, 403 and 404 exactly as the list does', async () => {
    const anonymous = new TestClient(t.app);
    // A session that has not named a role yet: without `role`, the call has none (400).
    const neverNamed = new TestClient(t.app);
    await neverNamed.signIn('sigsa');
    const cases: [TestClient, string][] = [
      [anonymous, 'exploracoes?role=ROLE_SIGSA'],
      [neverNamed, 'exploracoes?'],
      [await as('sigsa'), 'exploracoes?role=ROLE_SVL'],
      [await as('lab'), 'exploracoes?role=ROLE_LAB'],
      [await as('transportador'), 'exploracoes?role=ROLE_TRANSPORTADOR'],
      // The access check comes before any parameter is read.
      [await as('lab'), 'exploracoes?role=ROLE_LAB&count=talvez&size=0'],
    ];
    const expected = [401, 400, 403, 403, 403, 403];
    for (const [i, [client, target]] of cases.entries()) {
      const [entity, query] = target.split('?') as [string, string];
      const list = await client.get(`/api/${entity}/search/filter?${query}`);
      const count = await client.get(`/api/${entity}/search/count?${query}`);
      expect([list.statusCode, count.statusCode], target).toEqual([expected[i], expected[i]]);
      expect(count.json(), target).toEqual(list.json());
    }
    const unknown = await (await as('sigsa')).get('/api/naoExiste/search/count');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad input with the list’s Portuguese 400', async () => {
    const sigsa = await as('sigsa');
    const bad = [
      [filter('naoExiste', 'STRING', 'x'), 'Filtro desconhecido.'],
      ['nome=%7Bnao-e-json', 'O filtro não é um JSON válido.'],
      [filter('classificacao', 'OPTION', ['ZZ']), 'Valor inválido'],
      [filter('localizacao', 'POINT', 'x'), 'Não é possível filtrar por esta coluna.'],
      ['count=talvez', 'O parâmetro "count" tem de ser true ou false.'],
      ['count=false&count=true', 'O parâmetro "count" foi indicado mais do que uma vez.'],
      ['page=-1', 'O parâmetro "page" tem de ser um número inteiro.'],
      ['size=0', 'O parâmetro "size" tem de estar entre 1 e 10000.'],
      ['projection=outra', 'Projeção desconhecida.'],
      ['sort=localizacao,asc', 'Não é possível ordenar por esta coluna.'],
    ] as const;
    for (const [query, message] of bad) {
      const list = await sigsa.get(`/api/exploracoes/search/filter?role=ROLE_SIGSA&${query}`);
      const count = await sigsa.get(`/api/exploracoes/search/count?role=ROLE_SIGSA&${query}`);
      expect([list.statusCode, count.statusCode], query).toEqual([400, 400]);
      expect(count.json(), query).toEqual(list.json());
      expect(count.json<{ message: string }>().message, query).toBe(message);
    }
  });
});

describe('search/count beyond the cap', () => {
  it('caps like the list (10 000, totalCapped), and count=false pages beyond the cap alike', async () => {
    await queryRows(
      t.handle.db,
      sql`INSERT INTO exploracoes (marca, nome) SELECT 'ZC' || g, 'Contagem ' || g FROM generate_series(1, 10100) g`,
    );
    const sigsa = await as('sigsa');
    const list = await sigsa.get('/api/exploracoes/search/filter?role=ROLE_SIGSA&size=50');
    const count = await sigsa.get('/api/exploracoes/search/count?role=ROLE_SIGSA');
    expect(count.json()).toEqual({ totalElements: 10000, totalCapped: true });
    expect(list.json<ListBody>().page).toMatchObject({ totalElements: 10000, totalCapped: true });
    const far = await sigsa.get(
      '/api/exploracoes/search/filter?role=ROLE_SIGSA&size=50&page=201&count=false',
    );
    expect(far.statusCode, far.body).toBe(200);
    expect(far.json<ListBody>()._embedded.exploracoes?.length).toBeGreaterThan(0);
    expect(far.json<ListBody>().page).toEqual({ size: 50, number: 201 });
  });

  it('counts every row with exato=true ("Contar todos"), with the list’s filters and visibility', async () => {
    const sigsa = await as('sigsa');
    const [{ n: all } = { n: 0 }] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`SELECT count(*)::int AS n FROM exploracoes`,
    );
    expect(all).toBeGreaterThan(10_000);
    const bad = await sigsa.get('/api/exploracoes/search/count?role=ROLE_SIGSA&exato=sim');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('O parâmetro "exato" tem de ser true ou false.');
    const exact = await sigsa.get('/api/exploracoes/search/count?role=ROLE_SIGSA&exato=true');
    expect(exact.json()).toEqual({ totalElements: all, totalCapped: false });
    const zc = await sigsa.get(
      `/api/exploracoes/search/count?role=ROLE_SIGSA&exato=true&${filter('marca', 'STRING', 'ZC')}`,
    );
    const capped = await sigsa.get(
      `/api/exploracoes/search/count?role=ROLE_SIGSA&${filter('marca', 'STRING', 'ZC')}`,
    );
    expect(capped.json()).toEqual({ totalElements: 10000, totalCapped: true });
    expect(zc.json<{ totalElements: number }>().totalElements).toBeGreaterThanOrEqual(10_100);
    // Without an explicit choice the count stays capped, as the list's.
    expect((await sigsa.get('/api/exploracoes/search/count?role=ROLE_SIGSA&exato=false')).json()).toEqual({
      totalElements: 10000,
      totalCapped: true,
    });
  });
});
