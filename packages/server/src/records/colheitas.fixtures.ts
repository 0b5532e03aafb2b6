import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DemoUsers, roleOf } from '../test/demo-users.ts';
import { createTestApp, signedIn, userId, type TestApp, type TestClient } from '../test/test-app.ts';

// What the API tests of every collection type share (issue 16): the references every collection names, its calls
// as a demo user, a collection brought to a state through the real calls, and a second laboratory.

/** The signed-in client of a demo user. */
export type As = (username: string) => TestClient;

/** One id read from the test database (throws when missing). */
export async function oneId(t: TestApp, query: ReturnType<typeof sql>, what: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(t.handle.db, query);
  if (!row) throw new Error(`${what} em falta`);
  return Number(row.id);
}

/** The id of the row of `table` with `codigo`. */
export const idByCode = (t: TestApp, table: string, codigo: string): Promise<number> =>
  oneId(t, sql`SELECT id FROM ${sql.raw(table)} WHERE codigo = ${codigo}`, `${table} ${codigo}`);

/** Ids of the references every collection test names, whatever the type. */
export interface ColheitaBaseRefs {
  users: Record<string, number>;
  tipoControlo: number;
  tipoControloEntomologico: number;
  /** List values by `TIPO.nome`. */
  valores: Record<string, number>;
  motivos: Record<'REANALISE' | 'RESUBMISSAO', number>;
}

/** Reads the references every collection test needs. */
export async function colheitaBaseRefs(t: TestApp): Promise<ColheitaBaseRefs> {
  const users: Record<string, number> = {};
  for (const u of ['sigsa', 'gestor', 'svl', 'svr', 'lab', 'mv', 'mvmunicipal'])
    users[u] = await userId(t, u);
  const valores: Record<string, number> = {};
  const rows = await queryRows<{ id: number; tipo: string; nome: string }>(
    t.handle.db,
    sql`SELECT v.id, t.codigo AS tipo, v.nome FROM lista_valores v JOIN tipos_resultados t ON t.id = v.tipo_resultado_id`,
  );
  for (const row of rows) valores[`${row.tipo}.${row.nome}`] = Number(row.id);
  const motivo = (tipo: string) =>
    oneId(t, sql`SELECT min(id) AS id FROM tipos_motivos_devolucao WHERE tipo = ${tipo}`, tipo);
  return {
    users,
    tipoControlo: await idByCode(t, 'tipos_controlo', 'RASTREIO'),
    tipoControloEntomologico: await idByCode(t, 'tipos_controlo', 'VIG_ENTOMOLOGICA'),
    valores,
    motivos: {
      REANALISE: await motivo('CONTROLO_AMOSTRA_DEVOLVER_REANALISE'),
      RESUBMISSAO: await motivo('CONTROLO_AMOSTRA_DEVOLVER_RESUBMISSAO'),
    },
  };
}

/** A collection as the API answers it (projection full), as far as the tests read it. */
export interface Colheita {
  id: number;
  version: number;
  estado: string;
  numeroSerie: string | null;
  codigoInternoLaboratorio: string | null;
  amostras: { id: number; sequencia: string; ensaios: number[]; [key: string]: unknown }[];
  ensaios: { id: number; laboratorio: { codigo: string } | null }[];
  laboratorioDiagnostico: { codigo: string } | null;
  resultados: {
    id: number;
    controlo: number;
    amostra: { id: number; sequencia: string };
    ensaio: { id: number; codigo: string };
    tipoResultado: { id: number; tipoValor: string };
    valor: string | null;
    listaValores: { id: number; nome: string } | null;
    ensaioTipificacao: { id: number } | null;
    resultadoTipificacao: string | null;
  }[];
  devolucoes: { motivo: { id: number } | null; descricao: string | null }[];
  permissoes: Record<string, boolean>;
  [key: string]: unknown;
}

/** The calls of one collection type (`base`: `/api/<entity>`) as a demo user, under the user's demo role. */
export function colheitaCalls(base: string, as: As) {
  const operate = (username: string, id: number, operation: string, body: object = {}) =>
    as(username).post(`${base}/${id}/${operation}?role=${roleOf(username)}&projection=full`, body);
  return {
    /** `POST {record}/{operation}`. */
    operate,
    /** An operation that must succeed: the record it answers. */
    step: async (username: string, id: number, operation: string, body: object = {}): Promise<Colheita> => {
      const res = await operate(username, id, operation, body);
      if (res.statusCode !== 200) throw new Error(`${operation} answered ${res.statusCode}: ${res.body}`);
      return res.json<Colheita>();
    },
    /** `PATCH {record}/guardarResultados`. */
    guardarResultados: (username: string, id: number, body: object) =>
      as(username).patch(`${base}/${id}/guardarResultados?role=${roleOf(username)}&projection=full`, body),
  };
}

/** How the tests make collections of one type and bring them to a state. */
export interface ColheitaTipoTeste<R extends ColheitaBaseRefs> {
  /** `/api/<entity>`. */
  base: string;
  /** The requester who creates and submits them; `lab` (INIAV) receives them; `sigsa` reviews them. */
  requester: string;
  /** A complete body addressed to INIAV. */
  body(refs: R): Record<string, unknown>;
  /** Every result of a received collection filled with a valid value. */
  resultados(refs: R, colheita: Colheita): Record<string, unknown>[];
}

/** A new collection by the type's requester (`body`: the type's own by default); a 201 is checked. */
export async function createColheita<R extends ColheitaBaseRefs>(
  tipo: ColheitaTipoTeste<R>,
  as: As,
  refs: R,
  body = tipo.body(refs),
): Promise<Colheita> {
  const { base, requester } = tipo;
  const res = await as(requester).post(`${base}/create?role=${roleOf(requester)}&projection=full`, body);
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return res.json<Colheita>();
}

/** A fresh collection brought to `estado` through the real calls. */
export async function colheitaInState<R extends ColheitaBaseRefs>(
  tipo: ColheitaTipoTeste<R>,
  as: As,
  refs: R,
  estado: string,
): Promise<Colheita> {
  const { step, guardarResultados } = colheitaCalls(tipo.base, as);
  const colheita = await createColheita(tipo, as, refs);
  if (estado === 'INICIAL') return colheita;
  const submetido = await step(tipo.requester, colheita.id, 'submeter');
  if (estado === 'SUBMETIDO') return submetido;
  if (estado === 'DEVOLVIDO')
    return step('lab', colheita.id, 'devolverParaReSubmissao', { idMotivo: refs.motivos.RESUBMISSAO });
  const recebida = await step('lab', colheita.id, 'rececionar');
  if (estado === 'EM_ANALISE') return recebida;
  const filled = await guardarResultados('lab', colheita.id, {
    codigoInternoLaboratorio: 'INIAV-2026-001',
    resultados: tipo.resultados(refs, recebida),
  });
  if (filled.statusCode !== 200)
    throw new Error(`guardarResultados answered ${filled.statusCode}: ${filled.body}`);
  const emValidacao = await step('lab', colheita.id, 'submeterAnalise');
  switch (estado) {
    case 'EM_VALIDACAO':
      return emValidacao;
    case 'SUBMETIDO_REANALISE':
      return step('sigsa', colheita.id, 'devolverParaReAnalise', { idMotivo: refs.motivos.REANALISE });
    case 'VALIDO':
      return step('sigsa', colheita.id, 'validar');
    case 'INVALIDO':
      return step('sigsa', colheita.id, 'invalidar');
    default:
      throw new Error(`estado ${estado}`);
  }
}

/** What a collection test file works with, once its `beforeAll` has run. */
export interface ColheitaTestApp<R> {
  t: TestApp;
  refs: R;
  users: DemoUsers;
  as: As;
  /** `lab2`, of another laboratory (INIAV Vairão). */
  lab2: TestClient;
}

/**
 * The test app of a collection test file, set up once (`beforeAll`): every demo user signed in, `lab2` added and
 * signed in, the type's references read (`readRefs`); closed after the file (`afterAll`).
 */
export function colheitaTestApp<R>(readRefs: (t: TestApp) => Promise<R>): ColheitaTestApp<R> {
  const users = new DemoUsers();
  const app = { users, as: users.as } as ColheitaTestApp<R>;
  beforeAll(async () => {
    app.t = await createTestApp();
    await users.signIn(app.t);
    app.refs = await readRefs(app.t);
    await addLab2(app.t);
    app.lab2 = await signedIn(app.t, 'lab2');
  });
  afterAll(async () => app.t.close());
  return app;
}

/** The status of `GET {base}/{id}` for every demo user under its role, and for `lab2`: who sees the collection. */
async function readStatuses(app: ColheitaTestApp<unknown>, base: string, id: number) {
  const out: Record<string, number> = {};
  for (const username of app.users.usernames)
    out[username] = (await app.as(username).get(`${base}/${id}?role=${roleOf(username)}`)).statusCode;
  out.lab2 = (await app.lab2.get(`${base}/${id}?role=ROLE_LAB`)).statusCode;
  return out;
}

/** A bad-input case: what changes in a complete body, the field refused and its message ('': whatever message). */
export type BadInput = readonly [
  label: string,
  change: () => Record<string, unknown>,
  field: string,
  message: string,
];

/** The bad input every collection type refuses the same way (issue 16 "Bad input"). */
export function commonBadInput(app: ColheitaTestApp<ColheitaBaseRefs>): BadInput[] {
  return [
    [
      'a laboratory that does not perform every assay',
      () => ({ laboratorioDiagnostico: 'FMV_ULISBOA' }),
      'laboratorioDiagnostico',
      'O laboratório não realiza todos os ensaios escolhidos.',
    ],
    [
      'an unknown laboratory',
      () => ({ laboratorioDiagnostico: 'NENHUM' }),
      'laboratorioDiagnostico',
      'Laboratório desconhecido.',
    ],
    [
      'an entomological control type',
      () => ({ tipoControlo: app.refs.tipoControloEntomologico }),
      'tipoControlo',
      'Valor inválido',
    ],
    ['a collection date after today', () => ({ data: '2999-01-01' }), 'data', ''],
  ];
}

/**
 * One test per case: the type's complete body with the case's change, created by its requester, answers 400
 * naming the field (and the message, when given), and what `written` reads of the tables has not changed.
 */
export function itRefusesBadInput<R extends ColheitaBaseRefs>(
  app: ColheitaTestApp<R>,
  tipo: ColheitaTipoTeste<R>,
  cases: readonly BadInput[],
  written: () => Promise<unknown>,
): void {
  it.each(cases)('%s', async (_label, change, field, message) => {
    const before = await written();
    const { base, requester } = tipo;
    const res = await app.as(requester).post(`${base}/create?role=${roleOf(requester)}&projection=full`, {
      ...tipo.body(app.refs),
      ...change(),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ errors: { field: string; message: string }[] }>().errors).toEqual(
      expect.arrayContaining([expect.objectContaining(message ? { field, message } : { field })]),
    );
    expect(await written()).toEqual(before);
  });
}

/**
 * Who sees a collection (`common`: every user's status but the addressed laboratory's) in INICIAL (`inicial`)
 * and once SUBMETIDO (`submetida`): the laboratory only the latter, in its list too.
 */
export async function expectVisibility(
  app: ColheitaTestApp<unknown>,
  base: string,
  ids: { inicial: number; submetida: number },
  common: Record<string, number>,
): Promise<void> {
  expect(await readStatuses(app, base, ids.inicial)).toEqual({ ...common, lab: 404 });
  expect(await readStatuses(app, base, ids.submetida)).toEqual({ ...common, lab: 200 });
  const lista = await app.as('lab').get(`${base}?role=ROLE_LAB&size=1000`);
  const listed = Object.values(lista.json<{ _embedded: Record<string, { id: number }[]> }>()._embedded)
    .flat()
    .map((c) => c.id);
  expect(listed).toContain(ids.submetida);
  expect(listed).not.toContain(ids.inicial);
}

/**
 * A new collection of the type naming exam `exameId` shows it, and the exam lists it back in its `ligacoes` under
 * `back`, both read by the type's requester; answers the collection.
 */
export async function expectExameLink<R extends ColheitaBaseRefs>(
  app: ColheitaTestApp<R>,
  tipo: ColheitaTipoTeste<R>,
  exameId: number,
  back: string,
): Promise<Colheita> {
  const colheita = await createColheita(tipo, app.as, app.refs, {
    ...tipo.body(app.refs),
    exameClinicoNecropsia: exameId,
  });
  expect(colheita.exameClinicoNecropsia).toMatchObject({ id: exameId });
  const { requester } = tipo;
  const ligacoes = await app
    .as(requester)
    .get(`/api/examesClinicosNecropsias/${exameId}/ligacoes?role=${roleOf(requester)}`);
  expect(ligacoes.statusCode, ligacoes.body).toBe(200);
  const embedded = ligacoes.json<{ _embedded: Record<string, { id: number }[]> }>()._embedded;
  expect(embedded[back]?.map((c) => c.id)).toEqual([colheita.id]);
  return colheita;
}

/**
 * The internal code is the laboratory's (001 §6 REGISTAR_ANALISES), as the results are: a requester's create or
 * save naming one (or none) leaves the stored code as it is — none on a new collection, the laboratory's on one
 * returned for resubmission after its analyses — and only `guardarResultados` writes it.
 */
export function itKeepsTheInternalCodeFromTheRequester<R extends ColheitaBaseRefs>(
  app: ColheitaTestApp<R>,
  tipo: ColheitaTipoTeste<R>,
): void {
  it('a requester’s create or save never sets, changes or clears the laboratory’s internal code', async () => {
    const { as, refs } = app;
    const { base, requester } = tipo;
    const save = (id: number, body: Record<string, unknown>) =>
      as(requester).patch(`${base}/${id}/save?role=${roleOf(requester)}&projection=full`, body);
    const stored = async (id: number) =>
      (await as(requester).get(`${base}/${id}?role=${roleOf(requester)}&projection=full`)).json<Colheita>()
        .codigoInternoLaboratorio;

    const criada = await createColheita(tipo, as, refs, {
      ...tipo.body(refs),
      codigoInternoLaboratorio: 'DO-REQUERENTE',
    });
    expect(criada.codigoInternoLaboratorio).toBeNull();
    const rascunho = await save(criada.id, { ...tipo.body(refs), codigoInternoLaboratorio: 'DO-REQUERENTE' });
    expect(rascunho.statusCode, rascunho.body).toBe(200);
    expect(rascunho.json<Colheita>().codigoInternoLaboratorio).toBeNull();
    expect(await stored(criada.id)).toBeNull();

    // Analysed (the laboratory's code 'INIAV-2026-001'), then returned to the requester, who saves again.
    const analisada = await colheitaInState(tipo, as, refs, 'EM_VALIDACAO');
    expect(analisada.codigoInternoLaboratorio).toBe('INIAV-2026-001');
    const devolvida = await colheitaCalls(base, as).step('sigsa', analisada.id, 'devolverParaReSubmissao', {
      idMotivo: refs.motivos.RESUBMISSAO,
    });
    expect(devolvida.estado).toBe('DEVOLVIDO');
    // A code of its own, an empty one, and none at all (the body names no code).
    const body = tipo.body(refs);
    for (const sent of [
      { ...body, codigoInternoLaboratorio: 'ALTERADO-PELO-REQUERENTE' },
      { ...body, codigoInternoLaboratorio: null },
      body,
    ]) {
      const res = await save(analisada.id, sent);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Colheita>().codigoInternoLaboratorio).toBe('INIAV-2026-001');
    }
    expect(await stored(analisada.id)).toBe('INIAV-2026-001');
  });
}

/** A collection's history as `username` reads it: `[operation, new state, user]` in order. */
export async function historico(app: ColheitaTestApp<unknown>, base: string, id: number, username: string) {
  const res = await app.as(username).get(`${base}/${id}/historico?role=${roleOf(username)}`);
  return res
    .json<{ _embedded: { historico: { operacao: string; estadoNovo: string; utilizador: string }[] } }>()
    ._embedded.historico.map((r) => [r.operacao, r.estadoNovo, r.utilizador]);
}

/**
 * A second laboratory user, `lab2`, of INIAV Vairão (with the demo password): another laboratory, to whom INIAV's
 * collections are invisible.
 */
export async function addLab2(t: TestApp): Promise<void> {
  await t.handle.db.execute(sql`
    INSERT INTO utilizadores (username, password_hash, nome, email, laboratorio_id, enabled, palavra_passe_temporaria)
    SELECT 'lab2', u.password_hash, 'Laboratório de Vairão', 'lab2@sigsa.test',
           (SELECT id FROM laboratorios WHERE codigo = 'INIAV_VAIRAO'), true, false
      FROM utilizadores u WHERE u.username = 'lab'
    ON CONFLICT DO NOTHING`);
  await t.handle.db.execute(sql`
    INSERT INTO utilizador_roles (utilizador_id, role)
    SELECT id, 'ROLE_LAB' FROM utilizadores WHERE username = 'lab2' ON CONFLICT DO NOTHING`);
}
