import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cellOf,
  LIST_MAP_MAX_POINTS,
  LIST_MAP_POINTS_ZOOM,
  type ListMapAnswer,
} from '@sigsa/domain/geo/list-map';
import { queryRows } from '../../db/client.ts';
import { DEMO_ROLES } from '../../test/demo-roles.ts';
import { createTestApp, signedIn, TestClient, type TestApp } from '../../test/test-app.ts';
import {
  createNotificacao,
  notificacaoPayload,
  notificacaoRefs,
  type NotificacaoRefs,
} from './notificacao.fixtures.ts';

// The notifications' list map (issue 12 "Beyond the spec"; docs/api.md "Mapa da lista"): the list's rows on a
// map, grouped by grid cell or one by one, each at its holding, else its infrastructure, else its own point; the
// list's visibility and filters in both. The platform's side (other resources, 400s): list-map.api.test.ts.

let t: TestApp;
let refs: NotificacaoRefs;
const users: Record<string, TestClient> = {};
const NSD = '/api/notificacoesSuspeitasDoencas';

/** Mainland Portugal and the islands. */
const PORTUGAL = '-31.5,29.8,-6.1,42.2';
/** Where the bulk notifications are (Porto and Braga). */
const BULK_BOX = { minLon: -8.6, minLat: 41.2, maxLon: -8.0, maxLat: 41.95 };
const BULK = 900;
const BULK_ESTADOS = ['INICIAL', 'SUBMETIDO', 'VALIDO'] as const;

function as(username: string): TestClient {
  const client = users[username];
  if (!client) throw new Error(username);
  return client;
}

/** A filter parameter as the list takes it. */
const filter = (prop: string, value: unknown) =>
  `&${prop}=${encodeURIComponent(JSON.stringify({ prop, value }))}`;

async function mapa(
  username: string,
  bbox: string,
  zoom: number,
  extra = '',
  base = NSD,
): Promise<ListMapAnswer> {
  const res = await as(username).get(
    `${base}/search/mapa?role=${DEMO_ROLES[username]}&bbox=${bbox}&zoom=${zoom}${extra}`,
  );
  if (res.statusCode !== 200) throw new Error(`${username}: ${res.statusCode} ${res.body}`);
  return res.json<ListMapAnswer>();
}

/** Ids of the list's rows as `username` sees them (the list this map must agree with). */
async function listIds(username: string, base = NSD, extra = ''): Promise<number[]> {
  const entity = base.replace('/api/', '');
  const res = await as(username).get(`${base}/search/filter?role=${DEMO_ROLES[username]}&size=10000${extra}`);
  if (res.statusCode !== 200) throw new Error(`${username}: ${res.statusCode} ${res.body}`);
  return (res.json<{ _embedded: Record<string, { id: number }[]> }>()._embedded[entity] ?? [])
    .map((r) => r.id)
    .sort((a, b) => a - b);
}

const pointIds = (answer: ListMapAnswer) => answer._embedded.pontos.map((p) => p.id).sort((a, b) => a - b);

/** A box of ±`d` degrees around a point, as the bbox parameter. */
const around = (p: { latitude: number; longitude: number }, d = 0.001) =>
  [p.longitude - d, p.latitude - d, p.longitude + d, p.latitude + d].join(',');

let bulkIds: number[] = [];
let dsavrNorte: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const u of Object.keys(DEMO_ROLES)) users[u] = await signedIn(t, u);
  refs = await notificacaoRefs(t);
  dsavrNorte = refs.dsavrs.DSAVRN;
  // 900 companion-animal notifications by the authority on a 25 × 36 grid over Porto and Braga, their states in
  // turn, one in four filed under DSAVR Norte (the demo `svl`'s). Written in SQL: hundreds of records, at once.
  const rows = await queryRows<{ id: number }>(
    t.handle.db,
    sql`INSERT INTO notificacoes_suspeitas_doencas (numero_serie, estado, tipo_animal_id, localizacao,
          responsavel_notificacao_id, realizado_teste_laboratorial, regiao_dsavr_id, created_by)
        SELECT 'MAPA/' || lpad(g::text, 6, '0'),
          (ARRAY['INICIAL', 'SUBMETIDO', 'VALIDO'])[1 + g % 3],
          (SELECT id FROM custom_types WHERE categoria = 'TIPO_ANIMAL' AND codigo = 'DOM_COMPANHIA'),
          ST_SetSRID(ST_MakePoint(${BULK_BOX.minLon}::float8 + 0.02 * (g % 25) + 0.005,
            ${BULK_BOX.minLat}::float8 + 0.02 * (g / 25) + 0.005), 4326),
          ${refs.users.sigsa}, false,
          CASE WHEN g % 4 = 0 THEN ${dsavrNorte}::int END,
          'sigsa'
        FROM generate_series(0, ${BULK - 1}) g
        RETURNING id`,
  );
  bulkIds = rows.map((r) => Number(r.id));
});

afterAll(async () => {
  await t.close();
});

describe('groups or points', () => {
  it('groups the records of a crowded area by grid cell, with their count per state and their bounds', async () => {
    const answer = await mapa('sigsa', PORTUGAL, 6);
    expect(answer).toMatchObject({ modo: 'grupos', zoom: 6, truncado: false, corPor: 'estado' });
    expect(answer._links.self.href).toBe(`${NSD}/search/mapa`);
    expect(answer._embedded.pontos).toEqual([]);
    const grupos = answer._embedded.grupos;
    const total = grupos.reduce((sum, g) => sum + g.contagem, 0);
    expect(answer.total).toBe(total);
    expect(total).toBeGreaterThanOrEqual(BULK);
    for (const g of grupos) {
      // Each state counted; the states add up to the group; the group's position inside its bounds.
      expect(Object.values(g.estados).reduce((a, b) => a + b, 0)).toBe(g.contagem);
      expect(g.longitude).toBeGreaterThanOrEqual(g.limites.minLon);
      expect(g.longitude).toBeLessThanOrEqual(g.limites.maxLon);
      expect(g.latitude).toBeGreaterThanOrEqual(g.limites.minLat);
      expect(g.latitude).toBeLessThanOrEqual(g.limites.maxLat);
      // One group per cell: its bounds sit in one cell of the grid at this zoom.
      expect(cellOf(g.limites.minLon, g.limites.maxLat, 6)).toEqual(
        cellOf(g.limites.maxLon, g.limites.minLat, 6),
      );
    }
    // The bulk records are in their cells, their states in turn.
    const bulk = grupos.filter(
      (g) => g.limites.minLon >= BULK_BOX.minLon && g.limites.maxLon <= BULK_BOX.maxLon,
    );
    const estados: Record<string, number> = {};
    for (const g of bulk) for (const [e, n] of Object.entries(g.estados)) estados[e] = (estados[e] ?? 0) + n;
    for (const e of BULK_ESTADOS) expect(estados[e]).toBeGreaterThanOrEqual(BULK / 3);
  });

  it('a closer zoom makes smaller groups: more of them, the same records', async () => {
    const bbox = Object.values(BULK_BOX).join(',');
    const far = await mapa('sigsa', bbox, 6);
    const near = await mapa('sigsa', bbox, 11);
    expect(far.modo).toBe('grupos');
    expect(near.modo).toBe('grupos');
    expect(near._embedded.grupos.length).toBeGreaterThan(far._embedded.grupos.length);
    const inBox = (a: ListMapAnswer) =>
      a._embedded.grupos
        .filter((g) => g.limites.minLat >= BULK_BOX.minLat && g.limites.maxLat <= BULK_BOX.maxLat)
        .reduce((sum, g) => sum + g.contagem, 0);
    expect(inBox(near)).toBe(BULK);
  });

  it(`lists the records one by one when the area holds at most ${LIST_MAP_MAX_POINTS}, whatever the zoom`, async () => {
    // The MV sees only their own: few, even on the national map.
    const answer = await mapa('mv', PORTUGAL, 6);
    expect(answer.modo).toBe('pontos');
    expect(answer._embedded.grupos).toEqual([]);
    expect(answer.total).toBe(answer._embedded.pontos.length);
    const [point] = answer._embedded.pontos;
    expect(point).toEqual({
      id: expect.any(Number),
      rotulo: expect.stringMatching(/^NSD\//),
      estado: expect.any(String),
      longitude: expect.any(Number),
      latitude: expect.any(Number),
      _links: { self: { href: `${NSD}/${point?.id}` } },
    });
  });

  it(`lists them one by one from zoom ${LIST_MAP_POINTS_ZOOM}, however many`, async () => {
    const cell = { minLon: -8.6, minLat: 41.2, maxLon: -8.58, maxLat: 41.22 };
    const answer = await mapa('sigsa', Object.values(cell).join(','), LIST_MAP_POINTS_ZOOM);
    expect(answer.modo).toBe('pontos');
    expect(answer._embedded.pontos.map((p) => p.rotulo)).toEqual(['MAPA/000000']);
  });

  it('answers for the view grown to whole cells, so that panning inside a cell changes nothing', async () => {
    const a = await mapa('sigsa', '-8.3,41.3,-8.2,41.4', 6);
    const b = await mapa('sigsa', '-8.31,41.31,-8.21,41.41', 6);
    expect(a.area).toEqual(b.area);
    expect(a.area.minLon).toBeLessThanOrEqual(-8.3);
    expect(a.area.maxLat).toBeGreaterThanOrEqual(41.4);
    expect(a._embedded).toEqual(b._embedded);
  });
});

describe('where a record is', () => {
  it('at its holding, else at its infrastructure, else at its own point', async () => {
    const holding = refs.exploracoes.centro;
    const production = await createNotificacao(
      as('sigsa'),
      'ROLE_SIGSA',
      notificacaoPayload(refs, 'DOM_PRODUCAO', 'sigsa', 'centro'),
    );
    const captive = await createNotificacao(
      as('sigsa'),
      'ROLE_SIGSA',
      notificacaoPayload(refs, 'SEL_CATIVEIRO', 'sigsa'),
    );
    // Their own points moved away (the form keeps the holding's; an old record might not): the map still puts
    // them at the holding and at the infrastructure.
    await t.handle.db.execute(
      sql`UPDATE notificacoes_suspeitas_doencas SET localizacao = ST_SetSRID(ST_MakePoint(-7.0, 37.5), 4326)
          WHERE id IN (${production.id}, ${captive.id})`,
    );
    const [infra] = await queryRows<{ latitude: number; longitude: number }>(
      t.handle.db,
      sql`SELECT ST_Y(localizacao) AS latitude, ST_X(localizacao) AS longitude FROM infraestruturas
          WHERE id = ${refs.infraestrutura}`,
    );
    const atHolding = await mapa('sigsa', around(holding.ponto), 12);
    expect(atHolding._embedded.pontos.find((p) => p.id === production.id)).toMatchObject({
      longitude: holding.ponto.longitude,
      latitude: holding.ponto.latitude,
      estado: 'INICIAL',
    });
    if (!infra) throw new Error('infraestrutura em falta');
    const atInfra = await mapa('sigsa', around(infra), 12);
    expect(atInfra._embedded.pontos.map((p) => p.id)).toContain(captive.id);
    const atOwn = await mapa('sigsa', around({ latitude: 37.5, longitude: -7.0 }), 12);
    expect(pointIds(atOwn)).not.toContain(production.id);
    expect(pointIds(atOwn)).not.toContain(captive.id);
    // A companion animal has no holding: its own point.
    const bulk = await mapa('sigsa', around({ latitude: 41.205, longitude: -8.595 }), 12);
    expect(bulk._embedded.pontos.map((p) => p.rotulo)).toEqual(['MAPA/000000']);
  });

  it('a record without any point is not on the map', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`INSERT INTO notificacoes_suspeitas_doencas (numero_serie, estado, tipo_animal_id,
            responsavel_notificacao_id, realizado_teste_laboratorial, created_by)
          VALUES ('MAPA/SEM-PONTO', 'INICIAL', (SELECT id FROM custom_types WHERE categoria = 'TIPO_ANIMAL'
            AND codigo = 'DOM_COMPANHIA'), ${refs.users.mv}, false, 'mv') RETURNING id`,
    );
    const id = Number(row?.id);
    const answer = await mapa('mv', '-180,-85,180,85', 0);
    expect(answer.modo).toBe('pontos');
    expect(pointIds(answer)).not.toContain(id);
    expect(await listIds('mv')).toContain(id);
  });
});

describe('the area and the list filters', () => {
  it('the bbox restricts: a box away from the records holds none of them', async () => {
    const sea = await mapa('sigsa', '-20,45,-19,46', 8);
    expect(sea).toMatchObject({ modo: 'pontos', total: 0 });
    const south = await mapa('sigsa', '-9,37,-7.5,38', 8);
    expect(pointIds(south).some((id) => bulkIds.includes(id))).toBe(false);
    // Half of the bulk box: about half of the bulk records.
    const half = await mapa('sigsa', `-8.6,41.2,-8.3,41.7`, 12);
    const counted = half._embedded.grupos.reduce((sum, g) => sum + g.contagem, 0) || half.total;
    expect(counted).toBeLessThan(BULK);
    expect(counted).toBeGreaterThan(BULK / 3);
  });

  it("the list's filters restrict, as in the list: a state, the archived ones", async () => {
    const validos = await mapa('sigsa', PORTUGAL, 6, filter('estado', ['VALIDO']));
    expect(validos.modo).toBe('pontos');
    expect(validos._embedded.pontos.every((p) => p.estado === 'VALIDO')).toBe(true);
    expect(pointIds(validos)).toEqual(
      expect.arrayContaining(bulkIds.filter((_, i) => BULK_ESTADOS[i % 3] === 'VALIDO')),
    );
    // The same filter as a `filters` list, as search/find takes it.
    const listed = await mapa(
      'sigsa',
      PORTUGAL,
      6,
      `&filters=${encodeURIComponent(JSON.stringify([{ prop: 'estado', value: ['VALIDO'] }]))}`,
    );
    expect(pointIds(listed)).toEqual(pointIds(validos));
    // The two with a point: the list's rows with a point, exactly.
    const both = await mapa('sigsa', PORTUGAL, 6, filter('estado', ['VALIDO', 'INVALIDO']));
    const withPoint = await queryRows<{ id: number }>(
      t.handle.db,
      sql`SELECT id FROM notificacoes_suspeitas_doencas WHERE estado IN ('VALIDO', 'INVALIDO')
          AND NOT arquivado AND (localizacao IS NOT NULL OR exploracao_id IS NOT NULL OR infraestrutura_id IS NOT NULL)`,
    );
    expect(pointIds(both)).toEqual(withPoint.map((r) => Number(r.id)).sort((a, b) => a - b));
  });

  it('an archived record leaves the map, and the Arquivado filter brings it back', async () => {
    const [demo] = await queryRows<{ id: number; version: number }>(
      t.handle.db,
      sql`SELECT id, version FROM notificacoes_suspeitas_doencas WHERE numero_serie = 'NSD/000006'`,
    );
    if (!demo) throw new Error('NSD/000006 em falta');
    const invalidos = filter('estado', ['INVALIDO']);
    expect(pointIds(await mapa('sigsa', PORTUGAL, 6, invalidos))).toContain(demo.id);
    const res = await as('sigsa').post(`${NSD}/${demo.id}/arquivar?role=ROLE_SIGSA`, {
      version: demo.version,
    });
    expect(res.statusCode).toBe(200);
    expect(pointIds(await mapa('sigsa', PORTUGAL, 6, invalidos))).not.toContain(demo.id);
    expect(pointIds(await mapa('sigsa', PORTUGAL, 6, invalidos + filter('arquivado', true)))).toContain(
      demo.id,
    );
  });

  it('after a write, the kept grouping comes at once flagged `atualizando`, and the newer one next', async () => {
    /** Asks again, as the map does, until the answer is no longer being regrouped (2 s at most). */
    const settled = async (answer: Awaited<ReturnType<typeof mapa>>) => {
      let latest = answer;
      for (let i = 0; i < 100 && latest.atualizando; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        latest = await mapa('sigsa', PORTUGAL, 6);
      }
      return latest;
    };
    // An earlier test's write may still be regrouping: start from a settled grouping.
    const before = await settled(await mapa('sigsa', PORTUGAL, 6));
    expect(before.modo).toBe('grupos');
    expect(before.atualizando).toBe(false);
    await createNotificacao(as('sigsa'), 'ROLE_SIGSA', notificacaoPayload(refs, 'DOM_COMPANHIA', 'sigsa'));
    const kept = await mapa('sigsa', PORTUGAL, 6);
    expect(kept).toMatchObject({ atualizando: true, total: before.total });
    // The newer grouping is being computed: asked again, as the map does, it comes.
    const after = await settled(kept);
    expect(after).toMatchObject({ atualizando: false, total: before.total + 1 });
  });
});

describe('visibility: the rows of the list, for every role', () => {
  it('each role sees on the map exactly the records of its list that have a point', async () => {
    for (const username of ['mv', 'mvmunicipal', 'svl', 'svr']) {
      const answer = await mapa(username, '-180,-85,180,85', 0);
      expect(answer.modo, username).toBe('pontos');
      const listed = await listIds(username);
      const located = await queryRows<{ id: number }>(
        t.handle.db,
        sql`SELECT id FROM notificacoes_suspeitas_doencas
            WHERE localizacao IS NOT NULL OR exploracao_id IS NOT NULL OR infraestrutura_id IS NOT NULL`,
      );
      const withPoint = new Set(located.map((r) => Number(r.id)));
      expect(pointIds(answer), username).toEqual(listed.filter((id) => withPoint.has(id)));
    }
  });

  it('an MV sees only theirs; the SVL the ones of their DSAVR', async () => {
    const mv = pointIds(await mapa('mv', '-180,-85,180,85', 0));
    expect(mv.some((id) => bulkIds.includes(id))).toBe(false);
    const svl = pointIds(await mapa('svl', '-180,-85,180,85', 0));
    expect(svl).toEqual(expect.arrayContaining(bulkIds.filter((_, i) => i % 4 === 0)));
    expect(svl.some((id) => bulkIds.filter((_, i) => i % 4 !== 0).includes(id))).toBe(false);
  });

  it('roles without access to the area get 403, as from the list; no session, 401', async () => {
    for (const username of ['lab', 'transportador']) {
      const res = await as(username).get(
        `${NSD}/search/mapa?role=${DEMO_ROLES[username]}&bbox=${PORTUGAL}&zoom=6`,
      );
      expect(res.statusCode, username).toBe(403);
      const list = await as(username).get(`${NSD}/search/filter?role=${DEMO_ROLES[username]}`);
      expect(list.statusCode, username).toBe(403);
    }
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(`${NSD}/search/mapa?bbox=${PORTUGAL}&zoom=6`)).statusCode).toBe(401);
  });
});

describe('grouped answers keep to the list too', () => {
  const bulkOnly = filter('numeroSerie', 'MAPA/0');
  const total = (a: ListMapAnswer) => a._embedded.grupos.reduce((sum, g) => sum + g.contagem, 0);

  it("the list's filters restrict the groups, in one pass (low zoom) and through the indexes (high zoom)", async () => {
    const all = await mapa('sigsa', PORTUGAL, 6, bulkOnly);
    expect(all).toMatchObject({ modo: 'grupos', total: BULK });
    const twoStates = bulkOnly + filter('estado', ['INICIAL', 'VALIDO']);
    const low = await mapa('sigsa', PORTUGAL, 6, twoStates);
    const high = await mapa('sigsa', Object.values(BULK_BOX).join(','), 11, twoStates);
    for (const answer of [low, high]) {
      expect(answer.modo).toBe('grupos');
      expect(total(answer)).toBe((BULK * 2) / 3);
      const estados = new Set(answer._embedded.grupos.flatMap((g) => Object.keys(g.estados)));
      expect([...estados].sort()).toEqual(['INICIAL', 'VALIDO']);
    }
  });

  it("each role's visibility restricts the groups", async () => {
    // 550 more under DSAVR Norte, in the Algarve: the SVL now sees more than are listed one by one.
    await t.handle.db.execute(
      sql`INSERT INTO notificacoes_suspeitas_doencas (numero_serie, estado, tipo_animal_id, localizacao,
            responsavel_notificacao_id, realizado_teste_laboratorial, regiao_dsavr_id, created_by)
          SELECT 'MAPA/N' || g, 'SUBMETIDO',
            (SELECT id FROM custom_types WHERE categoria = 'TIPO_ANIMAL' AND codigo = 'DOM_COMPANHIA'),
            ST_SetSRID(ST_MakePoint(-8.0 + 0.001 * g, 37.1), 4326), ${refs.users.sigsa}, false, ${dsavrNorte}::int,
            'sigsa'
          FROM generate_series(1, 550) g`,
    );
    for (const zoom of [6, 11]) {
      const bbox = zoom === 6 ? PORTUGAL : '-8.7,37,-7.4,42';
      const svl = await mapa('svl', bbox, zoom, filter('numeroSerie', 'MAPA/'));
      expect(svl.modo, String(zoom)).toBe('grupos');
      // A quarter of the bulk records and the 550: none of the others, which are not the SVL's.
      expect(total(svl), String(zoom)).toBe(BULK / 4 + 550);
    }
    const mv = await mapa('mv', PORTUGAL, 6, filter('numeroSerie', 'MAPA/'));
    expect(mv.total).toBe(0);
  });
});
