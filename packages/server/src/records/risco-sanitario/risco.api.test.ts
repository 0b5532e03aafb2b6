import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FINAL_ANTES_INICIO_MESSAGE,
  FREGUESIAS_OBRIGATORIAS_MESSAGE,
} from '@sigsa/domain/records/risco-sanitario/risco.schema';
import { queryRows } from '../../db/client.ts';
import { DemoUsers, recordUrl, roleOf } from '../../test/demo-users.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLASSIFICACAO_DESCONHECIDA_MESSAGE, DOENCA_DESCONHECIDA_MESSAGE } from './risco.repository.ts';

let t: TestApp;
const users = new DemoUsers();
const { as } = users;
const url = recordUrl('/api/riscoSanitario');
const BASE = '/api/riscoSanitario';

interface RiscoAnswer {
  id: number;
  version: number;
  numeroSerie?: unknown;
  estado?: unknown;
  doenca: { id: number; nome: string; categorias: string[] };
  classificacao: { id: number; descricao: string; cor: string };
  dataInicioClassificacao: string;
  dataFinalClassificacao: string | null;
  observacao: string | null;
  numeroFreguesias: number;
  freguesias: { dicofre: string }[];
  alteracoesFreguesias: { utilizador: string; adicionadas: string[]; removidas: string[] }[];
  permissoes: Record<string, boolean>;
}

let doencas: { GAAP: number; LA: number };
let niveis: Record<'BAIXO' | 'MODERADO' | 'ELEVADO', number>;
let aveiro: string[];
let todas: string[];
/** Three parishes of Águeda (Aveiro's first municipality). */
let A1: string, A2: string, A3: string;

async function idOf(table: string, codigo: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`SELECT id FROM ${sql.raw(table)} WHERE codigo = ${codigo}`,
  );
  if (!row) throw new Error(`${table} ${codigo}`);
  return Number(row.id);
}

function payload(overrides: Record<string, unknown> = {}) {
  return {
    doenca: doencas.GAAP,
    classificacao: niveis.ELEVADO,
    freguesias: ['020401'],
    dataInicioClassificacao: '2026-01-10',
    dataFinalClassificacao: null,
    observacao: 'Foco em Barrancos',
    ...overrides,
  };
}

function create(username: string, body: object) {
  return as(username).post(`${BASE}/create?role=${roleOf(username)}&projection=full`, body);
}

function save(username: string, id: number, body: object) {
  return as(username).patch(url(id, '/save', username), body);
}

async function created(body: object, username = 'sigsa'): Promise<RiscoAnswer> {
  const res = await create(username, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RiscoAnswer>();
}

async function count(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.handle.db,
    sql`SELECT count(*)::int AS n FROM riscos_sanitarios`,
  );
  return Number(row?.n);
}

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
  doencas = { GAAP: await idOf('doencas', 'GAAP'), LA: await idOf('doencas', 'LA') };
  niveis = {
    BAIXO: await idOf('classificacoes_risco', 'BAIXO'),
    MODERADO: await idOf('classificacoes_risco', 'MODERADO'),
    ELEVADO: await idOf('classificacoes_risco', 'ELEVADO'),
  };
  const codes = async (where: ReturnType<typeof sql>) =>
    (
      await queryRows<{ d: string }>(
        t.handle.db,
        sql`SELECT dicofre AS d FROM freguesias ${where} ORDER BY 1`,
      )
    ).map((r) => r.d);
  aveiro = await codes(sql`WHERE dicofre LIKE '01%'`);
  todas = await codes(sql``);
  [A1, A2, A3] = aveiro as [string, string, string];
});

afterAll(async () => {
  await t.close();
});

describe('sanitary risk create and save (spec 002 §5, §7; issue 15)', () => {
  it('SIGSA creates one: no number, no state, the parishes by code, the history, permissoes, a criar audit row', async () => {
    const risco = await created(payload({ freguesias: [...aveiro, '020401', '020401'] }));
    expect(risco.numeroSerie).toBeUndefined();
    expect(risco.estado).toBeUndefined();
    expect(risco.version).toBe(0);
    expect(risco.doenca).toMatchObject({ id: doencas.GAAP, categorias: expect.arrayContaining(['A']) });
    expect(risco.classificacao).toMatchObject({ id: niveis.ELEVADO, descricao: 'Elevado', cor: '#f03b20' });
    // Repeated codes collapse: Aveiro's 174 and Barrancos.
    expect(risco.numeroFreguesias).toBe(175);
    expect(risco.freguesias.map((f) => f.dicofre)).toEqual([...aveiro, '020401']);
    expect(risco.freguesias.at(-1)).toEqual({ dicofre: '020401' });
    expect(risco.alteracoesFreguesias).toEqual([
      expect.objectContaining({ utilizador: 'sigsa', adicionadas: [...aveiro, '020401'], removidas: [] }),
    ]);
    expect(risco.permissoes).toMatchObject({ GUARDAR: true, ARQUIVAR: false, VALIDAR: false });
    const audit = await queryRows<{ operacao: string }>(
      t.handle.db,
      sql`SELECT operacao FROM registos_auditoria WHERE entidade = 'riscoSanitario' AND registo_id = ${risco.id}`,
    );
    expect(audit.map((a) => a.operacao)).toEqual(['criar']);
  });

  it('a save replaces the parish set and keeps what it added and removed; the history lists both', async () => {
    const risco = await created(payload({ freguesias: ['020401', A1] }));
    const res = await save('gestor', risco.id, {
      ...payload({ freguesias: ['020401', A2], classificacao: niveis.MODERADO }),
      version: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<RiscoAnswer>();
    expect(saved.version).toBe(1);
    expect(saved.classificacao.descricao).toBe('Moderado');
    expect(saved.freguesias.map((f) => f.dicofre)).toEqual([A2, '020401']);
    expect(saved.alteracoesFreguesias[0]).toMatchObject({
      utilizador: 'gestor',
      adicionadas: [A2],
      removidas: [A1],
    });
    // A save that leaves the parishes alone adds no history row.
    const again = await save('gestor', risco.id, {
      ...payload({ freguesias: [A2, '020401'] }),
      version: 1,
    });
    expect(again.json<RiscoAnswer>().alteracoesFreguesias).toHaveLength(2);
    const history = await as('svl').get(url(risco.id, '/historico', 'svl'));
    expect(history.json()._embedded.historico.map((h: { operacao: string }) => h.operacao)).toEqual([
      'criar',
      'guardar',
      'guardar',
    ]);
  });

  it('all 3,259 parishes round-trip', async () => {
    expect(todas).toHaveLength(3259);
    const risco = await created(payload({ freguesias: todas }));
    expect(risco.numeroFreguesias).toBe(3259);
    expect(risco.freguesias.map((f) => f.dicofre)).toEqual(todas);
    expect(risco.freguesias.some((f) => f.dicofre === '0302FA')).toBe(true);
  });

  it('a stale save answers 409 and changes nothing', async () => {
    const risco = await created(payload());
    expect((await save('sigsa', risco.id, { ...payload(), version: 0 })).statusCode).toBe(200);
    const stale = await save('sigsa', risco.id, { ...payload({ freguesias: aveiro }), version: 0 });
    expect(stale.statusCode).toBe(409);
    const read = (await as('sigsa').get(url(risco.id, '', 'sigsa'))).json<RiscoAnswer>();
    expect(read.version).toBe(1);
    expect(read.freguesias.map((f) => f.dicofre)).toEqual(['020401']);
  });
});

describe('sanitary risk permissions (docs/permissions.md)', () => {
  it('SIGSA and MANAGER write; SVL and SVR read, 403 on write; the others have no access (403)', async () => {
    const risco = await created(payload(), 'gestor');
    for (const username of ['svl', 'svr']) {
      const read = await as(username).get(url(risco.id, '', username));
      expect(read.statusCode).toBe(200);
      expect(read.json<RiscoAnswer>().permissoes.GUARDAR).toBe(false);
      expect((await create(username, payload())).statusCode).toBe(403);
      expect((await save(username, risco.id, { ...payload(), version: 0 })).statusCode).toBe(403);
      const list = await as(username).get(`${BASE}?role=${roleOf(username)}`);
      expect(list.statusCode).toBe(200);
    }
    for (const username of ['mv', 'mvmunicipal', 'lab', 'transportador']) {
      expect((await as(username).get(url(risco.id, '', username))).statusCode).toBe(403);
      expect((await as(username).get(`${BASE}?role=${roleOf(username)}`)).statusCode).toBe(403);
      expect((await create(username, payload())).statusCode).toBe(403);
      expect((await save(username, risco.id, { ...payload(), version: 0 })).statusCode).toBe(403);
    }
    // Nothing offers operations or archiving: the type has none.
    expect((await as('sigsa').post(url(risco.id, '/arquivar', 'sigsa'), {})).statusCode).toBe(409);
    expect((await as('sigsa').post(url(risco.id, '/submeter', 'sigsa'), {})).statusCode).toBe(404);
  });
});

describe('sanitary risk bad input (issue 15): a Portuguese error per field, nothing written', () => {
  async function refused(body: object, field: string, message?: string) {
    const before = await count();
    const res = await create('sigsa', body);
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.json<{ errors: { field: string; message: string }[] }>().errors;
    const error = errors.find((e) => e.field === field);
    expect(error, JSON.stringify(errors)).toBeDefined();
    if (message) expect(error?.message).toBe(message);
    expect(await count()).toBe(before);
    return error?.message ?? '';
  }

  it('disease, level and parishes are required', async () => {
    await refused(payload({ doenca: null }), 'doenca');
    await refused(payload({ classificacao: undefined }), 'classificacao');
    await refused(payload({ freguesias: [] }), 'freguesias', FREGUESIAS_OBRIGATORIAS_MESSAGE);
  });

  it('unknown and malformed parish codes, unknown disease or level', async () => {
    const unknown = Array.from({ length: 25 }, (_, i) => `99${String(i).padStart(4, '0')}`);
    const message = await refused(payload({ freguesias: ['020401', ...unknown] }), 'freguesias');
    expect(message).toBe(`Freguesias desconhecidas: ${unknown.slice(0, 20).join(', ')} e mais 5.`);
    await refused(payload({ freguesias: ['0204'] }), 'freguesias.0');
    await refused(payload({ doenca: 999999 }), 'doenca', DOENCA_DESCONHECIDA_MESSAGE);
    await refused(payload({ classificacao: 999999 }), 'classificacao', CLASSIFICACAO_DESCONHECIDA_MESSAGE);
  });

  it('dates: the start not after today, the end not before the start; notes up to 4,000 characters', async () => {
    await refused(payload({ dataInicioClassificacao: '2999-01-01' }), 'dataInicioClassificacao');
    await refused(
      payload({ dataFinalClassificacao: '2026-01-09' }),
      'dataFinalClassificacao',
      FINAL_ANTES_INICIO_MESSAGE,
    );
    await refused(payload({ observacao: 'x'.repeat(4001) }), 'observacao');
  });

  it('a level archived in Gerir is refused for a new record, kept on the record that has it', async () => {
    const risco = await created(payload({ classificacao: niveis.BAIXO }));
    await t.handle.db.execute(
      sql`UPDATE classificacoes_risco SET arquivado = true WHERE id = ${niveis.BAIXO}`,
    );
    try {
      await refused(
        payload({ classificacao: niveis.BAIXO }),
        'classificacao',
        CLASSIFICACAO_DESCONHECIDA_MESSAGE,
      );
      expect(
        (await save('sigsa', risco.id, { ...payload({ classificacao: niveis.BAIXO }), version: 0 }))
          .statusCode,
      ).toBe(200);
    } finally {
      await t.handle.db.execute(
        sql`UPDATE classificacoes_risco SET arquivado = false WHERE id = ${niveis.BAIXO}`,
      );
    }
  });
});

describe('the level in force and a parish history (issue 15 "Calls")', () => {
  it('overlapping records of one disease: the latest start wins, then the highest id; ended records drop out', async () => {
    const LA = doencas.LA;
    const antigo = await created(
      payload({
        doenca: LA,
        classificacao: niveis.BAIXO,
        freguesias: [A1, A2, A3],
        dataInicioClassificacao: '2026-01-01',
      }),
    );
    const recente = await created(
      payload({
        doenca: LA,
        classificacao: niveis.ELEVADO,
        freguesias: [A2],
        dataInicioClassificacao: '2026-03-01',
      }),
    );
    const mesmoDia = await created(
      payload({
        doenca: LA,
        classificacao: niveis.MODERADO,
        freguesias: [A3],
        dataInicioClassificacao: '2026-01-01',
        dataFinalClassificacao: '2026-02-01',
      }),
    );
    const nivel = async (data: string, extra = '') => {
      const res = await as('svr').get(
        `${BASE}/search/nivelEmVigor?role=ROLE_SVR&doenca=${LA}&data=${data}${extra}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ freguesias: Record<string, { registo: number; classificacao: number }> }>()
        .freguesias;
    };
    expect(await nivel('2025-12-31')).toEqual({});
    expect(await nivel('2026-01-15')).toEqual({
      [A1]: { registo: antigo.id, classificacao: niveis.BAIXO },
      [A2]: { registo: antigo.id, classificacao: niveis.BAIXO },
      [A3]: { registo: mesmoDia.id, classificacao: niveis.MODERADO },
    });
    // Each record a level comes from is described once: its level and period (the map's popup).
    const withPeriods = await as('svr').get(
      `${BASE}/search/nivelEmVigor?role=ROLE_SVR&doenca=${LA}&data=2026-01-15`,
    );
    expect(withPeriods.json<{ registos: unknown }>().registos).toEqual({
      [antigo.id]: {
        classificacao: niveis.BAIXO,
        dataInicioClassificacao: '2026-01-01',
        dataFinalClassificacao: null,
      },
      [mesmoDia.id]: {
        classificacao: niveis.MODERADO,
        dataInicioClassificacao: '2026-01-01',
        dataFinalClassificacao: '2026-02-01',
      },
    });
    // The map's CSV: every parish of the country, the level in force where there is one.
    const csv = await as('svr').get(
      `${BASE}/search/nivelEmVigor/csv?role=ROLE_SVR&doenca=${LA}&data=2026-01-15`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Código,Freguesia,Concelho,Distrito,Nível,Início,Fim,Registo');
    expect(lines).toHaveLength(1 + 3259);
    const linha = (dicofre: string) => lines.find((line) => line.startsWith(`${dicofre},`));
    expect(linha(A3)).toMatch(new RegExp(`,Moderado,2026-01-01,2026-02-01,${mesmoDia.id}$`));
    expect(linha(A1)).toMatch(new RegExp(`,Baixo,2026-01-01,,${antigo.id}$`));
    expect(lines.filter((line) => line.endsWith(',,,,'))).toHaveLength(3259 - 3);
    expect(
      (await as('mv').get(`${BASE}/search/nivelEmVigor/csv?role=ROLE_MV&doenca=${LA}&data=2026-01-15`))
        .statusCode,
    ).toBe(403);
    // The end day still counts; the day after, the older record is back.
    expect((await nivel('2026-02-01'))[A3]?.registo).toBe(mesmoDia.id);
    expect((await nivel('2026-02-02'))[A3]?.registo).toBe(antigo.id);
    expect((await nivel('2026-03-01'))[A2]).toEqual({
      registo: recente.id,
      classificacao: niveis.ELEVADO,
    });
    // Leaving the record being edited out: what Guardar warns about.
    expect((await nivel('2026-03-01', `&excluir=${recente.id}`))[A2]?.registo).toBe(antigo.id);
    const bad = await as('svr').get(`${BASE}/search/nivelEmVigor?role=ROLE_SVR&doenca=${LA}&data=ontem`);
    expect(bad.statusCode).toBe(400);
    expect(
      (await as('mv').get(`${BASE}/search/nivelEmVigor?role=ROLE_MV&doenca=${LA}&data=2026-01-01`))
        .statusCode,
    ).toBe(403);

    const historico = await as('svl').get(
      `${BASE}/search/historicoFreguesia?role=ROLE_SVL&dicofre=${A2}&doenca=${LA}`,
    );
    expect(historico.statusCode, historico.body).toBe(200);
    const answer = historico.json<{
      freguesia: { nome: string; concelho: string };
      registos: { id: number }[];
    }>();
    expect(answer.freguesia).toMatchObject({ concelho: 'Águeda' });
    expect(answer.registos.map((r) => r.id)).toEqual([recente.id, antigo.id]);
    const unknown = await as('svl').get(`${BASE}/search/historicoFreguesia?role=ROLE_SVL&dicofre=990000`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Freguesia desconhecida.');
  });

  it('the list: columns, and the parish filter by id or code', async () => {
    const risco = await created(payload({ freguesias: ['0302FA'], observacao: 'filtro' }));
    const [fa] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`SELECT id FROM freguesias WHERE dicofre = '0302FA'`,
    );
    for (const value of [[Number(fa?.id)], ['0302FA']]) {
      const filter = encodeURIComponent(JSON.stringify({ prop: 'freguesias', value }));
      const res = await as('svl').get(`${BASE}?role=ROLE_SVL&freguesias=${filter}&size=50`);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json()._embedded.riscoSanitario as { id: number; numeroFreguesias: number }[];
      expect(rows.map((r) => r.id)).toContain(risco.id);
      expect(rows.every((r) => r.numeroFreguesias >= 1)).toBe(true);
      expect(rows.some((r) => r.id !== risco.id && r.numeroFreguesias === 3259)).toBe(true);
    }
    const columns = await as('svl').get(`${BASE}/search/columns?role=ROLE_SVL`);
    expect(columns.json().map((c: { key: string }) => c.key)).toEqual(
      expect.arrayContaining([
        'doenca.nome',
        'classificacao.descricao',
        'dataInicioClassificacao',
        'numeroFreguesias',
        'freguesias',
      ]),
    );
    expect(columns.json().map((c: { key: string }) => c.key)).not.toContain('arquivado');
  });
});
