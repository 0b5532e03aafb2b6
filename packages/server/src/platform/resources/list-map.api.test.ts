import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListMapAnswer } from '@sigsa/domain/geo/list-map';
import { queryRows } from '../../db/client.ts';
import { DEMO_ROLES } from '../../test/demo-roles.ts';
import { createTestApp, signedIn, TestClient, type TestApp } from '../../test/test-app.ts';

// GET {entity}/search/mapa, the platform's side (docs/api.md "Mapa da lista"): one route per resource that
// declares a map, the list's visibility and filters, the 400s. The notifications' map (groups, the point of a
// record, visibility and filters in grouped answers) is tested beside them (notificacao.map.api.test.ts).

let t: TestApp;
const users: Record<string, TestClient> = {};
const VAC = '/api/vacinacoes';
/** Mainland Portugal and the islands. */
const PORTUGAL = '-31.5,29.8,-6.1,42.2';

function as(username: string): TestClient {
  const client = users[username];
  if (!client) throw new Error(username);
  return client;
}

/** A filter parameter as the list takes it. */
const filter = (prop: string, value: unknown) =>
  `&${prop}=${encodeURIComponent(JSON.stringify({ prop, value }))}`;

async function mapa(username: string, base: string, extra = ''): Promise<ListMapAnswer> {
  const res = await as(username).get(
    `${base}/search/mapa?role=${DEMO_ROLES[username]}&bbox=${PORTUGAL}&zoom=6${extra}`,
  );
  if (res.statusCode !== 200) throw new Error(`${username}: ${res.statusCode} ${res.body}`);
  return res.json<ListMapAnswer>();
}

/** Ids of the list's rows as `username` sees them (the list the map must agree with). */
async function listIds(username: string, entity: string): Promise<number[]> {
  const res = await as(username).get(`/api/${entity}/search/filter?role=${DEMO_ROLES[username]}&size=10000`);
  if (res.statusCode !== 200) throw new Error(`${username}: ${res.statusCode} ${res.body}`);
  return (res.json<{ _embedded: Record<string, { id: number }[]> }>()._embedded[entity] ?? [])
    .map((r) => r.id)
    .sort((a, b) => a - b);
}

const pointIds = (answer: ListMapAnswer) => answer._embedded.pontos.map((p) => p.id).sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp();
  for (const u of Object.keys(DEMO_ROLES)) users[u] = await signedIn(t, u);
});

afterAll(async () => {
  await t.close();
});

describe('a map for each resource that declares one', () => {
  it('vaccinations: at their holding; each role sees the rows of its list, LAB none (403)', async () => {
    for (const username of ['sigsa', 'gestor', 'mv', 'mvmunicipal', 'svl', 'svr']) {
      const answer = await mapa(username, VAC);
      expect(answer.modo, username).toBe('pontos');
      expect(pointIds(answer), username).toEqual(await listIds(username, 'vacinacoes'));
    }
    // The MV and the municipal MV see different vaccinations; the SVL fewer than the authority.
    const mv = pointIds(await mapa('mv', VAC));
    const municipal = pointIds(await mapa('mvmunicipal', VAC));
    expect(mv.filter((id) => municipal.includes(id))).toEqual([]);
    expect(pointIds(await mapa('svl', VAC)).length).toBeLessThan(pointIds(await mapa('sigsa', VAC)).length);

    const [first] = await queryRows<{ id: number; x: number; y: number }>(
      t.handle.db,
      sql`SELECT v.id, ST_X(e.localizacao) AS x, ST_Y(e.localizacao) AS y FROM vacinacoes v
          JOIN exploracoes e ON e.id = v.exploracao_id ORDER BY v.id LIMIT 1`,
    );
    const answer = await mapa('sigsa', VAC);
    expect(answer.corPor).toBe('estado');
    expect(answer._embedded.pontos.find((p) => p.id === first?.id)).toMatchObject({
      longitude: Number(first?.x),
      latitude: Number(first?.y),
      rotulo: expect.stringMatching(/^VAC\//),
      estado: expect.any(String),
      _links: { self: { href: `${VAC}/${first?.id}` } },
    });

    for (const username of ['lab', 'transportador']) {
      const res = await as(username).get(
        `${VAC}/search/mapa?role=${DEMO_ROLES[username]}&bbox=${PORTUGAL}&zoom=6`,
      );
      expect(res.statusCode, username).toBe(403);
    }
  });

  it('vaccinations: the list filters restrict', async () => {
    const validas = await mapa('sigsa', VAC, filter('estado', ['VALIDO']));
    expect(validas._embedded.pontos.length).toBeGreaterThan(0);
    expect(validas._embedded.pontos.every((p) => p.estado === 'VALIDO')).toBe(true);
    const none = await mapa('sigsa', VAC, filter('numeroSerie', 'não existe'));
    expect(none).toMatchObject({ modo: 'pontos', total: 0 });
  });

  it('holdings: at their point, coloured by their classification', async () => {
    const answer = await mapa('sigsa', '/api/exploracoes', filter('classificacao', ['A1']));
    expect(answer.corPor).toBe('classificacao');
    expect(answer.modo).toBe('pontos');
    expect(answer._embedded.pontos.length).toBeGreaterThan(0);
    expect(answer._embedded.pontos.every((p) => p.estado === 'A1')).toBe(true);
    const [holding] = await queryRows<{ id: number; marca: string; x: number; y: number }>(
      t.handle.db,
      sql`SELECT id, marca, ST_X(localizacao) AS x, ST_Y(localizacao) AS y FROM exploracoes
          WHERE classificacao = 'A1' AND localizacao IS NOT NULL ORDER BY id LIMIT 1`,
    );
    expect(answer._embedded.pontos.find((p) => p.id === holding?.id)).toMatchObject({
      rotulo: holding?.marca,
      longitude: Number(holding?.x),
      latitude: Number(holding?.y),
    });
    // The SVL sees the holdings of their districts, as in the list.
    expect(pointIds(await mapa('svl', '/api/exploracoes'))).toEqual(await listIds('svl', 'exploracoes'));
  });

  it('a resource without a map has no map route; no session → 401', async () => {
    expect((await as('sigsa').get(`/api/distritos/search/mapa?bbox=${PORTUGAL}&zoom=6`)).statusCode).toBe(
      404,
    );
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(`${VAC}/search/mapa?bbox=${PORTUGAL}&zoom=6`)).statusCode).toBe(401);
  });
});

describe('bad requests: 400 in Portuguese, never 500', () => {
  const ZOOM = 'O zoom deve ser um número inteiro entre 0 e 20.';
  const cases: [string, string, string][] = [
    ['zoom=6', 'bbox', 'Indique a área como minLon,minLat,maxLon,maxLat'],
    ['bbox=&zoom=6', 'bbox', 'Indique a área como'],
    ['bbox=1,2,3&zoom=6', 'bbox', 'Indique a área como'],
    ['bbox=a,b,c,d&zoom=6', 'bbox', 'Indique a área como'],
    ['bbox=-8,40,-9,41&zoom=6', 'bbox', 'cada mínimo menor do que o máximo'],
    ['bbox=-8,40,-7,91&zoom=6', 'bbox', 'latitude entre -90 e 90'],
    ['bbox=-190,40,-7,41&zoom=6', 'bbox', 'longitude entre -180 e 180'],
    ['bbox=1e1,2,3,4&zoom=6', 'bbox', 'Indique a área como'],
    [`bbox=${PORTUGAL}`, 'zoom', ZOOM],
    [`bbox=${PORTUGAL}&zoom=21`, 'zoom', ZOOM],
    [`bbox=${PORTUGAL}&zoom=-1`, 'zoom', ZOOM],
    [`bbox=${PORTUGAL}&zoom=6.5`, 'zoom', ZOOM],
    [`bbox=${PORTUGAL}&zoom=seis`, 'zoom', ZOOM],
    [`bbox=${PORTUGAL}&zoom=`, 'zoom', ZOOM],
    [`bbox=${PORTUGAL}&zoom=007`, 'zoom', ZOOM],
  ];
  it.each(cases)('%s → 400 on %s', async (query, field, message) => {
    const res = await as('sigsa').get(`${VAC}/search/mapa?role=ROLE_SIGSA&${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors?: { field: string; message: string }[] }>();
    expect(body.message).toContain(message);
    expect(body.errors?.[0]).toMatchObject({ field });
  });

  it('an unknown filter, a bad filter value or a repeated parameter → 400, as in the list', async () => {
    for (const extra of [
      filter('naoExiste', 'x'),
      filter('estado', ['NAO_E_ESTADO']),
      '&estado=%7Bnot-json',
      `&bbox=${PORTUGAL}`,
      '&zoom=7',
      filter('localizacao', 'x'),
      '&filters=%5Bnot-json',
    ]) {
      const res = await as('sigsa').get(`${VAC}/search/mapa?role=ROLE_SIGSA&bbox=${PORTUGAL}&zoom=6${extra}`);
      expect(res.statusCode, extra).toBe(400);
      expect(res.json<{ message: string }>().message, extra).toMatch(/[a-zà-ú]/i);
    }
  });

  it("the list's own parameters (page, size, sort, projection) are accepted and change nothing", async () => {
    const plain = await mapa('sigsa', VAC);
    const withPaging = await mapa('sigsa', VAC, '&page=3&size=5&sort=numeroSerie,desc&projection=summary');
    expect(withPaging).toEqual(plain);
  });

  it('without a role, from a session that never named one → 400, as the list', async () => {
    const fresh = new TestClient(t.app);
    await fresh.signIn('mv');
    const res = await fresh.get(`${VAC}/search/mapa?bbox=${PORTUGAL}&zoom=6`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('É necessário indicar o perfil.');
  });
});
