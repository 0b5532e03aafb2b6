import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { TestClient, createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let sigsa: TestClient;

interface Row {
  id: number;
  marca: string;
  nome: string | null;
  classificacao: string | null;
  freguesia: { dicofre: string; nome: string } | null;
  distrito: { di: string; nome: string } | null;
  localizacao: { type: string; coordinates: [number, number] } | null;
  createdOn: string;
  _links?: { self: { href: string } };
}

const filter = (prop: string, type: string, value: unknown): string =>
  `${encodeURIComponent(prop)}=${encodeURIComponent(JSON.stringify({ type, prop, value }))}`;

async function list(client: TestClient, query: string, role = 'ROLE_SIGSA') {
  const res = await client.get(`/api/exploracoes/search/filter?role=${role}&${query}`);
  return res;
}

async function rows(client: TestClient, query: string, role = 'ROLE_SIGSA'): Promise<Row[]> {
  const res = await list(client, `size=1000&${query}`, role);
  expect(res.statusCode, res.body).toBe(200);
  return res.json()._embedded.exploracoes as Row[];
}

const db = () => t.handle.db;

beforeAll(async () => {
  t = await createTestApp();
  sigsa = new TestClient(t.app);
  await sigsa.signIn('sigsa');
  // Known values for the text, date and escaping cases, on top of the 300 demo holdings.
  await queryRows(
    db(),
    sql`UPDATE exploracoes SET nome = 'Herdade de São João do Monte', created_on = '2020-07-15T23:30:00Z'
        WHERE id = (SELECT min(id) FROM exploracoes)`,
  );
  await queryRows(
    db(),
    sql`UPDATE exploracoes SET nome = '=HYPERLINK("http://x")', nif = '+351', created_on = '2020-01-10T12:00:00Z'
        WHERE id = (SELECT min(id) + 1 FROM exploracoes)`,
  );
  await queryRows(
    db(),
    sql`UPDATE exploracoes SET nome = 'Quinta 50% Norte_A' WHERE id = (SELECT min(id) + 2 FROM exploracoes)`,
  );
});
afterAll(async () => t.close());

describe('exploracoes: columns and access', () => {
  it('answers the column descriptors, the same on every call', async () => {
    const res = await sigsa.get('/api/exploracoes/search/columns?role=ROLE_SIGSA');
    expect(res.statusCode).toBe(200);
    const columns = res.json<
      {
        key: string;
        type: string;
        canSort: boolean;
        repository: string | null;
      }[]
    >();
    expect(columns.map((c) => c.key)).toEqual([
      'marca',
      'nome',
      'nif',
      'classificacao',
      'freguesia.nome',
      'concelho.nome',
      'distrito.nome',
      'localizacao',
      'createdOn',
      'updatedOn',
    ]);
    const localizacao = columns.find((c) => c.key === 'localizacao');
    expect(localizacao).toMatchObject({ type: 'POINT', canSort: false, canFilter: false, root: null });
    expect(columns.find((c) => c.key === 'freguesia.nome')).toMatchObject({
      type: 'OPTION',
      repository: 'freguesias',
      root: 'freguesia',
      properties: ['nome'],
    });
    expect(columns.find((c) => c.key === 'classificacao')?.type).toBe('OPTION');
    const again = await sigsa.get('/api/exploracoes/search/columns?role=ROLE_SIGSA');
    expect(again.body).toBe(res.body);
  });

  it('needs a role, and refuses roles without access to the area', async () => {
    // A session that never named a role: the call must name one.
    const fresh = new TestClient(t.app);
    await fresh.signIn('sigsa');
    const noRole = await fresh.get('/api/exploracoes/search/filter');
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().message).toBe('É necessário indicar o perfil.');
    for (const [user, role] of [
      ['transportador', 'ROLE_TRANSPORTADOR'],
      ['lab', 'ROLE_LAB'],
    ] as const) {
      const client = new TestClient(t.app);
      await client.signIn(user);
      for (const path of ['search/filter', 'search/columns', '1', 'export/excel']) {
        const res = await client.get(`/api/exploracoes/${path}?role=${role}`);
        expect(res.statusCode, `${user} ${path}`).toBe(403);
      }
    }
  });

  it('a call without role acts under the role the session last named (spec 000 §7.2 lists none)', async () => {
    const multi = new TestClient(t.app);
    await multi.signIn('multiperfil');
    const named = await multi.get('/api/exploracoes/search/filter?role=ROLE_SIGSA&size=5&sort=marca,asc');
    expect(named.statusCode).toBe(200);
    for (const path of ['search/filter?size=5&sort=marca,asc', 'search/columns', 'search/all?size=5']) {
      const implicit = await multi.get(`/api/exploracoes/${path}`);
      expect(implicit.statusCode, path).toBe(200);
    }
    expect((await multi.get('/api/exploracoes/search/filter?size=5&sort=marca,asc')).json()).toEqual(
      named.json(),
    );
    // The current user, asked without role, still says none was named.
    expect((await multi.get('/api/utilizadores/current')).json().role).toBeNull();

    // Switching profile is naming another role: the calls without role follow it.
    const svlNamed = await multi.get('/api/vacinacoes/search/filter?role=ROLE_SVL');
    expect(svlNamed.statusCode).toBe(200);
    const svlImplicit = await multi.get('/api/vacinacoes/search/filter');
    expect(svlImplicit.json().page.totalElements).toBe(svlNamed.json().page.totalElements);
    const sigsaAll = await multi.get('/api/vacinacoes/search/filter?role=ROLE_SIGSA');
    expect((await multi.get('/api/vacinacoes/search/filter')).json().page.totalElements).toBe(
      sigsaAll.json().page.totalElements,
    );
  });

  it('refuses a role the user does not hold', async () => {
    const res = await sigsa.get('/api/exploracoes/search/filter?role=ROLE_SVL');
    expect(res.statusCode).toBe(403);
  });
});

describe('exploracoes: filters', () => {
  it('matches text ignoring case and accents, and escapes LIKE wildcards', async () => {
    const found = await rows(sigsa, filter('nome', 'STRING', 'sao JOAO'));
    expect(found.map((r) => r.nome)).toContain('Herdade de São João do Monte');
    for (const r of found)
      expect(r.nome?.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).toContain('sao joao');
    const percent = await rows(sigsa, filter('nome', 'STRING', '50%'));
    expect(percent.map((r) => r.nome)).toEqual(['Quinta 50% Norte_A']);
    const underscore = await rows(sigsa, filter('nome', 'STRING', '_'));
    expect(underscore.map((r) => r.nome)).toEqual(['Quinta 50% Norte_A']);
  });

  it('filters by membership of fixed options', async () => {
    const found = await rows(sigsa, filter('classificacao', 'OPTION', ['A1', 'SC']));
    const [expected] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM exploracoes WHERE classificacao IN ('A1', 'SC')`,
    );
    expect(found.length).toBe(expected?.n);
    expect(found.length).toBeGreaterThan(0);
    for (const r of found) expect(['A1', 'SC']).toContain(r.classificacao);
    const single = await rows(sigsa, filter('classificacao', 'OPTION', 'A2'));
    for (const r of single) expect(r.classificacao).toBe('A2');
    const bad = await list(sigsa, filter('classificacao', 'OPTION', ['ZZ']));
    expect(bad.statusCode).toBe(400);
  });

  it('filters relations by code and by id', async () => {
    const byCode = await rows(sigsa, filter('distrito.nome', 'OPTION', ['13']));
    expect(byCode.length).toBeGreaterThan(0);
    for (const r of byCode) expect(r.distrito?.di).toBe('13');
    const [porto] = await queryRows<{ id: number }>(db(), sql`SELECT id FROM distritos WHERE di = '13'`);
    const byId = await rows(sigsa, filter('distrito.nome', 'OPTION', [porto?.id]));
    expect(byId.map((r) => r.id)).toEqual(byCode.map((r) => r.id));
    const dicofre = byCode[0]?.freguesia?.dicofre ?? '';
    const byParish = await rows(sigsa, filter('freguesia.nome', 'OPTION', dicofre));
    expect(byParish.length).toBeGreaterThan(0);
    for (const r of byParish) expect(r.freguesia?.dicofre).toBe(dicofre);
    const concelho = await rows(sigsa, filter('concelho.nome', 'OPTION', [dicofre.slice(0, 4)]));
    for (const r of concelho) expect(r.freguesia?.dicofre.startsWith(dicofre.slice(0, 4))).toBe(true);
  });

  it('turns relation ids into codes first, mixing ids, codes and unknown ids', async () => {
    const ids = await queryRows<{ id: number; di: string }>(
      db(),
      sql`SELECT id, di FROM distritos WHERE di IN ('13', '03') ORDER BY di`,
    );
    const [braga, porto] = ids;
    const both = await rows(sigsa, filter('distrito.nome', 'OPTION', [braga?.id, '13', 999_999]));
    expect(both.length).toBeGreaterThan(0);
    for (const r of both) expect(['03', '13']).toContain(r.distrito?.di);
    const byCodes = await rows(sigsa, filter('distrito.nome', 'OPTION', ['03', porto?.di]));
    expect(both.map((r) => r.id)).toEqual(byCodes.map((r) => r.id));
    // Ids that name no district match nothing (no error, no empty IN list).
    expect(await rows(sigsa, filter('distrito.nome', 'OPTION', [999_999]))).toEqual([]);
    const [parish] = await queryRows<{ id: number; dicofre: string }>(
      db(),
      sql`SELECT f.id, f.dicofre FROM freguesias f JOIN exploracoes e ON e.freguesia = f.dicofre LIMIT 1`,
    );
    const byParishId = await rows(sigsa, filter('freguesia.nome', 'OPTION', [parish?.id]));
    expect(byParishId.length).toBeGreaterThan(0);
    for (const r of byParishId) expect(r.freguesia?.dicofre).toBe(parish?.dicofre);
  });

  it('filters date-times by whole days in Lisbon, with open ends', async () => {
    // 2020-07-15 23:30 UTC is 2020-07-16 00:30 in Lisbon (summer time).
    const day16 = await rows(sigsa, filter('createdOn', 'DATETIME', '[2020-07-16,2020-07-16]'));
    expect(day16.map((r) => r.nome)).toEqual(['Herdade de São João do Monte']);
    expect(await rows(sigsa, filter('createdOn', 'DATETIME', '[2020-07-15,2020-07-15]'))).toEqual([]);
    const upTo = await rows(sigsa, filter('createdOn', 'DATETIME', '[-,2020-07-16]'));
    expect(upTo.map((r) => r.nome).sort()).toEqual([
      '=HYPERLINK("http://x")',
      'Herdade de São João do Monte',
    ]);
    const from = await rows(sigsa, filter('createdOn', 'DATETIME', '[2020-07-17,-]'));
    expect(from.length).toBe(298);
    expect(await rows(sigsa, filter('createdOn', 'DATETIME', 'SEM_VALOR'))).toEqual([]);
    const inverted = await list(sigsa, filter('createdOn', 'DATETIME', '[2020-07-17,2020-07-01]'));
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().message).toBe('A data fim não pode ser anterior à data inicio.');
  });

  it('skips empty values and empty arrays', async () => {
    const all = await rows(sigsa, `${filter('nome', 'STRING', '')}&${filter('classificacao', 'OPTION', [])}`);
    expect(all.length).toBe(300);
  });

  it('answers 400 in Portuguese to unknown, malformed and hostile filters', async () => {
    const cases = [
      'desconhecido=%7B%7D',
      `nome=${encodeURIComponent('{not json')}`,
      `nome=${encodeURIComponent('{"__proto__":{"x":1},"value":"a"}')}`,
      `nome=${encodeURIComponent('{"constructor":{"prototype":{}},"value":"a"}')}`,
      `__proto__=${encodeURIComponent('{"value":"a"}')}`,
      filter(
        'classificacao',
        'OPTION',
        Array.from({ length: 501 }, () => 'A1'),
      ),
      filter('classificacao', 'OPTION', [['A1']]),
      filter('nome', 'STRING', { a: 1 }),
      filter('nome', 'NUMBER', 'x'),
      filter('localizacao', 'POINT', 'x'),
      filter('createdOn', 'DATETIME', 'ontem'),
      filter('distrito.nome', 'OPTION', [1.5]),
      `${filter('nome', 'STRING', 'a')}&${filter('nome', 'STRING', 'b')}`,
      "nome=' OR 1=1 --",
    ];
    for (const query of cases) {
      const res = await list(sigsa, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/[a-zà-ú]/i);
      expect(res.body).not.toMatch(/select|syntax|postgres/i);
    }
  });
});

describe('exploracoes: sort and paging', () => {
  it('sorts ascending and descending with a stable tie-breaker', async () => {
    for (const dir of ['asc', 'desc'] as const) {
      const res = await list(sigsa, `size=20&sort=nome,${dir}`);
      expect(res.statusCode).toBe(200);
      const expected = await queryRows<{ id: number }>(
        db(),
        sql`SELECT id FROM exploracoes ORDER BY nome ${sql.raw(dir)}, id ${sql.raw(dir)} LIMIT 20`,
      );
      expect((res.json()._embedded.exploracoes as Row[]).map((r) => r.id)).toEqual(expected.map((r) => r.id));
    }
    const twoKeys = await list(sigsa, 'size=5&sort=distrito.nome,asc&sort=createdOn,desc');
    expect(twoKeys.statusCode).toBe(200);
  });

  it('refuses sorting by unsortable or unknown columns', async () => {
    const point = await list(sigsa, 'sort=localizacao,asc');
    expect(point.statusCode).toBe(400);
    expect(point.json().message).toBe('Não é possível ordenar por esta coluna.');
    const list_ = await sigsa.get('/api/matrizesAmostras/search/filter?sort=conservacaoRecomendada,asc');
    expect(list_.statusCode).toBe(400);
    expect(list_.json().message).toBe('Não é possível ordenar por esta coluna.');
    expect((await list(sigsa, 'sort=e.id;drop,asc')).statusCode).toBe(400);
    expect((await list(sigsa, 'sort=nome,sideways')).statusCode).toBe(400);
  });

  it('pages with LIMIT/OFFSET and answers an empty page beyond the end', async () => {
    const res = await list(sigsa, 'size=7&page=2&sort=marca,asc');
    const body = res.json();
    expect(body.page).toEqual({ size: 7, totalElements: 300, totalPages: 43, number: 2, totalCapped: false });
    const expected = await queryRows<{ id: number }>(
      db(),
      sql`SELECT id FROM exploracoes ORDER BY marca, id LIMIT 7 OFFSET 14`,
    );
    expect((body._embedded.exploracoes as Row[]).map((r) => r.id)).toEqual(expected.map((r) => r.id));
    const beyond = (await list(sigsa, 'size=10&page=1000')).json();
    expect(beyond._embedded.exploracoes).toEqual([]);
    expect(beyond.page).toMatchObject({ totalElements: 300, totalPages: 30, number: 1000 });
    expect((await list(sigsa, 'size=0')).statusCode).toBe(400);
    expect((await list(sigsa, 'size=10001')).statusCode).toBe(400);
    expect((await list(sigsa, 'page=-1')).statusCode).toBe(400);
  });

  it('answers HAL records with self links, or without them when hateoas=false', async () => {
    const [first] = await rows(sigsa, 'sort=id,asc');
    expect(first?._links?.self.href).toBe(`/api/exploracoes/${first?.id}`);
    expect(first?.localizacao?.type).toBe('Point');
    const plain = (await list(sigsa, 'hateoas=false&size=1')).json()._embedded.exploracoes as Row[];
    expect(plain[0]?._links).toBeUndefined();
  });

  it('searches marca, nome and nif with search/find and pages with GET {entity}', async () => {
    const res = await sigsa.get(
      `/api/exploracoes/search/find?role=ROLE_SIGSA&search=${encodeURIComponent('são joão')}`,
    );
    expect(res.statusCode).toBe(200);
    expect((res.json()._embedded.exploracoes as Row[]).map((r) => r.nome)).toContain(
      'Herdade de São João do Monte',
    );
    const byAttr = await sigsa.get('/api/exploracoes/search/find?role=ROLE_SIGSA&search=351&attributes=nif');
    expect((byAttr.json()._embedded.exploracoes as Row[]).map((r) => r.nome)).toContain(
      '=HYPERLINK("http://x")',
    );
    expect(
      (await sigsa.get('/api/exploracoes/search/find?role=ROLE_SIGSA&search=x&attributes=freguesia.nome'))
        .statusCode,
    ).toBe(400);
    // `filters`: a JSON array of the filter objects search/filter takes (spec 000 §7.2).
    const find = (query: string) =>
      sigsa.get(`/api/exploracoes/search/find?role=ROLE_SIGSA&size=1000&${query}`);
    const filters = (value: unknown) => `filters=${encodeURIComponent(JSON.stringify(value))}`;
    const everyA1 = await find(filters([{ type: 'OPTION', prop: 'classificacao', value: ['A1'] }]));
    expect(everyA1.statusCode, everyA1.body).toBe(200);
    const a1 = everyA1.json()._embedded.exploracoes as Row[];
    expect(a1.length).toBeGreaterThan(0);
    expect(a1.map((r) => r.classificacao)).toEqual(a1.map(() => 'A1'));
    expect(a1.length).toBe((await rows(sigsa, filter('classificacao', 'OPTION', ['A1']))).length);
    const searchedA1 = (
      await find(`search=a&${filters([{ type: 'OPTION', prop: 'classificacao', value: ['A1'] }])}`)
    ).json()._embedded.exploracoes as Row[];
    expect(searchedA1.every((r) => r.classificacao === 'A1')).toBe(true);
    for (const none of ['', filters([])]) expect((await find(none)).json().page.totalElements).toBe(300);
    const refused: [string, string][] = [
      ['filters=nao-json', 'O parâmetro "filters" tem de ser uma lista JSON de filtros.'],
      [filters({ prop: 'classificacao' }), 'O parâmetro "filters" tem de ser uma lista JSON de filtros.'],
      [
        filters([{ type: 'OPTION', value: ['A1'] }]),
        'O filtro 1 de "filters" não indica a propriedade ("prop").',
      ],
      [filters([{ type: 'OPTION', prop: 'naoExiste', value: ['A1'] }]), 'Filtro desconhecido.'],
    ];
    for (const [bad, message] of refused) {
      const res = await find(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toBe(message);
    }

    const page = await sigsa.get('/api/exploracoes?role=ROLE_SIGSA&size=5&sort=marca,desc');
    expect(page.json().page.totalElements).toBe(300);
    const all = await sigsa.get('/api/exploracoes/search/all?role=ROLE_SIGSA&size=3');
    expect(all.json()._embedded.exploracoes).toHaveLength(3);
  });
});

describe('exploracoes: one record', () => {
  it('answers a record by id or marca, and 404 when missing', async () => {
    const [first] = await queryRows<{ id: number; marca: string }>(
      db(),
      sql`SELECT id, marca FROM exploracoes LIMIT 1`,
    );
    const byId = await sigsa.get(`/api/exploracoes/${first?.id}?role=ROLE_SIGSA&projection=full`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ id: first?.id, marca: first?.marca, version: 0 });
    const byMarca = await sigsa.get(`/api/exploracoes/${first?.marca}?role=ROLE_SIGSA`);
    expect(byMarca.json().id).toBe(first?.id);
    const finder = await sigsa.get(
      `/api/exploracoes/search/findByMarca?role=ROLE_SIGSA&marca=${first?.marca}`,
    );
    expect(finder.json().id).toBe(first?.id);
    expect(
      (await sigsa.get('/api/exploracoes/search/findByMarca?role=ROLE_SIGSA&marca=NADA')).statusCode,
    ).toBe(404);
    expect((await sigsa.get('/api/exploracoes/999999?role=ROLE_SIGSA')).statusCode).toBe(404);
    expect((await sigsa.get('/api/exploracoes/1?role=ROLE_SIGSA&projection=secret')).statusCode).toBe(400);
  });
});

describe('exploracoes: visibility by role', () => {
  it('shows SVL only the holdings of its DSAVR districts, and hides the others as missing', async () => {
    const svl = new TestClient(t.app);
    await svl.signIn('svl');
    const seen = await rows(svl, '', 'ROLE_SVL');
    const districts = (
      await queryRows<{ di: string }>(
        db(),
        sql`SELECT dd.di FROM dsavrs_distritos dd JOIN dsavrs o ON o.id = dd.dsavr_id WHERE o.codigo = 'DSAVRN'`,
      )
    ).map((r) => r.di);
    expect(districts.length).toBeGreaterThan(0);
    const [expected] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM exploracoes WHERE left(freguesia, 2) IN (${sql.join(
        districts.map((d) => sql`${d}`),
        sql`, `,
      )})`,
    );
    expect(seen.length).toBe(expected?.n);
    expect(seen.length).toBeGreaterThan(0);
    for (const r of seen) expect(districts).toContain(r.distrito?.di);
    const [outside] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT id FROM exploracoes WHERE left(freguesia, 2) NOT IN (${sql.join(
        districts.map((d) => sql`${d}`),
        sql`, `,
      )}) LIMIT 1`,
    );
    expect((await svl.get(`/api/exploracoes/${outside?.id}?role=ROLE_SVL`)).statusCode).toBe(404);
    expect((await svl.get(`/api/exploracoes/${seen[0]?.id}?role=ROLE_SVL`)).statusCode).toBe(200);
  });

  it('shows nothing to an SVL without DSAVR and everything to vets', async () => {
    const none = new TestClient(t.app);
    await none.signIn('svl.semdsavr');
    expect(await rows(none, '', 'ROLE_SVL')).toEqual([]);
    const mv = new TestClient(t.app);
    await mv.signIn('mv');
    expect((await list(mv, 'size=1', 'ROLE_MV')).json().page.totalElements).toBe(300);
  });
});

async function readWorkbook(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('sem folha');
  return sheet;
}

describe('exploracoes: Excel export', () => {
  it('streams the chosen columns in order with pt-PT headers, formats and escaping', async () => {
    const columns = encodeURIComponent(
      JSON.stringify(['nome', 'localizacao', 'createdOn', 'nif', 'classificacao']),
    );
    const res = await sigsa.get(`/api/exploracoes/export/excel?role=ROLE_SIGSA&columns=${columns}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="exploracoes-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const sheet = await readWorkbook(res.rawPayload);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Nome',
      'Latitude',
      'Longitude',
      'Data de criação',
      'NIF',
      'Classificação',
    ]);
    expect(sheet.rowCount).toBe(301);
    let hyperlink = 0;
    let dated = 0;
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const nome = row.getCell(1).value;
      if (typeof nome === 'string' && nome.includes('HYPERLINK')) {
        hyperlink++;
        expect(nome).toBe(`'=HYPERLINK("http://x")`);
        expect(row.getCell(5).value).toBe(`'+351`);
        expect(row.getCell(1).formula).toBeUndefined();
      }
      if (nome === 'Herdade de São João do Monte') {
        dated++;
        // 23:30 UTC on 15 July is 00:30 on 16 July in Lisbon.
        expect(row.getCell(4).value).toEqual(new Date(Date.UTC(2020, 6, 16, 0, 30)));
        expect(row.getCell(4).numFmt).toBe('hh:mm dd/mm/yyyy');
      }
      const lat = row.getCell(2).value;
      if (lat !== null) {
        expect(typeof lat).toBe('number');
        expect(Math.abs(Number(lat) * 1e6 - Math.round(Number(lat) * 1e6))).toBeLessThan(1e-6);
        expect(row.getCell(2).numFmt).toBe('0.000000');
      }
    });
    expect(hyperlink).toBe(1);
    expect(dated).toBe(1);
  });

  it('writes booleans as Sim/Não and lists joined with "; "', async () => {
    const res = await sigsa.get(
      `/api/especies/export/excel?columns=${encodeURIComponent(JSON.stringify(['nome', 'domestico']))}&${filter('domestico', 'BOOLEAN', true)}`,
    );
    expect(res.statusCode).toBe(200);
    const sheet = await readWorkbook(res.rawPayload);
    expect(sheet.rowCount).toBeGreaterThan(1);
    sheet.eachRow((row, n) => {
      if (n > 1) expect(row.getCell(2).value).toBe('Sim');
    });
    const dsavrs = await sigsa.get(
      `/api/dsavrs/export/excel?columns=${encodeURIComponent(JSON.stringify(['codigo', 'distritos']))}`,
    );
    const dsheet = await readWorkbook(dsavrs.rawPayload);
    const values: unknown[] = [];
    dsheet.eachRow((row) => values.push(row.getCell(2).value));
    expect(values).toContain('03; 04; 13; 16; 17');
  });

  it('keeps the list visibility and filters, and refuses unknown columns', async () => {
    const svl = new TestClient(t.app);
    await svl.signIn('svl');
    const listed = (await list(svl, 'size=1', 'ROLE_SVL')).json().page.totalElements as number;
    const res = await svl.get(
      `/api/exploracoes/export/excel?role=ROLE_SVL&columns=${encodeURIComponent('["marca"]')}`,
    );
    expect((await readWorkbook(res.rawPayload)).rowCount).toBe(listed + 1);
    const filtered = await sigsa.get(
      `/api/exploracoes/export/excel?role=ROLE_SIGSA&${filter('nome', 'STRING', 'sao joao')}&columns=${encodeURIComponent('["nome"]')}`,
    );
    const sheet = await readWorkbook(filtered.rawPayload);
    expect(sheet.getRow(2).getCell(1).value).toBe('Herdade de São João do Monte');
    const unknown = await sigsa.get(
      `/api/exploracoes/export/excel?role=ROLE_SIGSA&columns=${encodeURIComponent('["senha"]')}`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(
      (await sigsa.get('/api/exploracoes/export/excel?role=ROLE_SIGSA&columns=notjson')).statusCode,
    ).toBe(400);
  });
});
