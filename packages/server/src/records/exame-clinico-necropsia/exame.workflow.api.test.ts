import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { DemoUsers, recordUrl } from '../../test/demo-users.ts';
import { itAnswersMatrix } from '../../test/operation-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { exameDomesticoPayload, exameRefs, type ExameRefs } from './exame.fixtures.ts';

// The clinical exam's workflow through the API (001 §4, issue 14): the whole path in the history, the notices
// each step sends, a stale save, and every operation × role × state.

let t: TestApp;
let refs: ExameRefs;
let motivo: number;
const users = new DemoUsers();
const { as } = users;
const BASE = '/api/examesClinicosNecropsias';
const url = recordUrl(BASE);

interface Exame {
  id: number;
  version: number;
  estado: string;
  numeroSerie: string | null;
  devolucoes: { motivo: { id: number } | null; descricao: string | null }[];
  [key: string]: unknown;
}

const operate = (username: string, id: number, operation: string, body: object = {}) =>
  as(username).post(url(id, `/${operation}`, username), body);

async function step(username: string, id: number, operation: string, body: object = {}): Promise<Exame> {
  const res = await operate(username, id, operation, body);
  if (res.statusCode !== 200) throw new Error(`${operation} answered ${res.statusCode}: ${res.body}`);
  return res.json<Exame>();
}

/** An exam by mv (its creator and vet) on a northern holding, brought to `estado` through the real calls. */
async function exameInState(estado: string): Promise<Exame> {
  const created = await as('mv').post(
    `${BASE}/create?role=ROLE_MV&projection=full`,
    exameDomesticoPayload(refs),
  );
  if (created.statusCode !== 201) throw new Error(`create answered ${created.statusCode}: ${created.body}`);
  const exame = created.json<Exame>();
  if (estado === 'INICIAL') return exame;
  await step('mv', exame.id, 'submeter');
  switch (estado) {
    case 'SUBMETIDO':
      return (await as('sigsa').get(url(exame.id, '', 'sigsa'))).json<Exame>();
    case 'DEVOLVIDO':
      return step('sigsa', exame.id, 'devolver', {
        idMotivo: motivo,
        observacoes: 'Falta a observação de grupo.',
      });
    case 'VALIDO':
      return step('sigsa', exame.id, 'validar');
    case 'INVALIDO':
      return step('sigsa', exame.id, 'naoValidar');
    default:
      throw new Error(`estado ${estado}`);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
  refs = await exameRefs(t);
  const [reason] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`SELECT id FROM tipos_motivos_devolucao WHERE tipo = 'EXAME_DEVOLVER' ORDER BY id LIMIT 1`,
  );
  if (!reason) throw new Error('motivo EXAME_DEVOLVER em falta');
  motivo = Number(reason.id);
});

afterAll(async () => t.close());

describe('clinical exam workflow (001 §4, issue 14)', () => {
  it('the whole path is in the history: create, submit, return with its reason, save, resubmit, validate', async () => {
    const devolvido = await exameInState('DEVOLVIDO');
    expect(devolvido.estado).toBe('DEVOLVIDO');
    expect(devolvido.devolucoes).toMatchObject([
      { motivo: { id: motivo }, descricao: 'Falta a observação de grupo.' },
    ]);
    const read = (await as('mv').get(url(devolvido.id))).json<Exame>();
    const saved = await as('mv').patch(url(devolvido.id, '/save'), {
      ...exameDomesticoPayload(refs),
      version: read.version,
      observacoesClinicasGrupo: [
        {
          subCategoriaAnimal: refs.subCategoria,
          animais: 12,
          febre: false,
          sinaisClinicos: [refs.tipos['SINAIS_CLINICOS.FEBRE']],
          necropsiado: false,
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Exame>().estado).toBe('DEVOLVIDO');
    await step('mv', devolvido.id, 'submeter');
    const validated = await step('gestor', devolvido.id, 'validar');
    expect(validated.estado).toBe('VALIDO');
    const history = await as('mv').get(url(devolvido.id, '/historico'));
    const rows = history.json<{
      _embedded: { historico: { operacao: string; estadoNovo: string; utilizador: string }[] };
    }>()._embedded.historico;
    expect(rows.map((r) => [r.operacao, r.estadoNovo, r.utilizador])).toEqual([
      ['criar', 'INICIAL', 'mv'],
      ['submeter', 'SUBMETIDO', 'mv'],
      ['devolver', 'DEVOLVIDO', 'sigsa'],
      ['guardar', 'DEVOLVIDO', 'mv'],
      ['submeter', 'SUBMETIDO', 'mv'],
      ['validar', 'VALIDO', 'gestor'],
    ]);
  });

  it('a stale save or operation answers 409 and changes nothing', async () => {
    const exame = await exameInState('INICIAL');
    const first = await as('mv').patch(url(exame.id, '/save'), {
      ...exameDomesticoPayload(refs),
      version: 0,
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await as('mv').patch(url(exame.id, '/save'), {
      ...exameDomesticoPayload(refs),
      data: '2026-11-19',
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    const staleSubmit = await operate('mv', exame.id, 'submeter', { version: 0 });
    expect(staleSubmit.statusCode).toBe(409);
    const now = (await as('mv').get(url(exame.id))).json<Exame>();
    expect(now).toMatchObject({ estado: 'INICIAL', version: 1, data: '2026-11-20' });
  });

  it('notices (EXAME_CLINICO): a submission tells the reviewers; a decision tells the creator and the vet', async () => {
    type Novas = { grupos: { tipo: string; notificacoes: { importancia: string; link: string }[] }[] };
    const novas = async (username: string, link: string) =>
      (await as(username).get('/api/notificacoes/obterNovas'))
        .json<Novas>()
        .grupos.filter((g) => g.tipo === 'EXAME_CLINICO')
        .flatMap((g) => g.notificacoes)
        .filter((n) => n.link === link);
    // svl creates it with mv as its vet: the decision reaches both.
    const created = await as('svl').post(
      `${BASE}/create?role=ROLE_SVL&projection=full`,
      exameDomesticoPayload(refs),
    );
    expect(created.statusCode, created.body).toBe(201);
    const exame = created.json<Exame>();
    const link = `/consultar/exames-clinicos-e-necropsias/${exame.id}`;
    await step('svl', exame.id, 'submeter');
    expect(await novas('sigsa', link)).toHaveLength(1);
    expect(await novas('gestor', link)).toHaveLength(1);
    expect(await novas('mv', link)).toEqual([]);
    await step('sigsa', exame.id, 'devolver', { idMotivo: motivo });
    for (const username of ['svl', 'mv'])
      expect(await novas(username, link), username).toEqual([
        expect.objectContaining({ importancia: 'ALTA' }),
      ]);
    expect(await novas('mvmunicipal', link)).toEqual([]);
  });
});

describe('operation × role × state (404 invisible, 403 not theirs, 409 wrong state)', () => {
  const STATES = ['INICIAL', 'SUBMETIDO', 'DEVOLVIDO', 'VALIDO', 'INVALIDO'] as const;
  type ByState = readonly [number, number, number, number, number];
  const ALL_403: ByState = [403, 403, 403, 403, 403];
  const ALL_404: ByState = [404, 404, 404, 404, 404];
  // Exams by mv (creator and vet) on a holding of DSAVRN: svl sees them, svr and mvmunicipal do not; LAB and
  // TRANSPORTADOR have no access to the area. SIGSA and MANAGER review (never what they keep: four-eyes).
  // prettier-ignore
  const MATRIX: readonly (readonly [operation: string, username: string, statuses: ByState])[] = [
    // operation    role             INICIAL SUBMETIDO DEVOLVIDO VALIDO INVALIDO
    ['submeter',   'mv',            [200,    409,      200,      409,   409]],
    ['submeter',   'sigsa',         [200,    409,      200,      409,   409]],
    ['submeter',   'gestor',        [200,    409,      200,      409,   409]],
    ['submeter',   'svl',           ALL_403],
    ['submeter',   'svr',           ALL_404],
    ['submeter',   'mvmunicipal',   ALL_404],
    ['submeter',   'lab',           ALL_403],
    ['submeter',   'transportador', ALL_403],
    ['validar',    'sigsa',         [409,    200,      409,      409,   409]],
    ['validar',    'gestor',        [409,    200,      409,      409,   409]],
    ['validar',    'mv',            ALL_403],
    ['validar',    'svl',           ALL_403],
    ['validar',    'svr',           ALL_404],
    ['validar',    'mvmunicipal',   ALL_404],
    ['validar',    'lab',           ALL_403],
    ['validar',    'transportador', ALL_403],
    ['devolver',   'sigsa',         [409,    200,      409,      409,   409]],
    ['devolver',   'gestor',        [409,    200,      409,      409,   409]],
    ['devolver',   'mv',            ALL_403],
    ['devolver',   'svl',           ALL_403],
    ['devolver',   'svr',           ALL_404],
    ['devolver',   'mvmunicipal',   ALL_404],
    ['devolver',   'lab',           ALL_403],
    ['devolver',   'transportador', ALL_403],
    ['naoValidar', 'sigsa',         [409,    200,      409,      409,   409]],
    ['naoValidar', 'gestor',        [409,    200,      409,      409,   409]],
    ['naoValidar', 'mv',            ALL_403],
    ['naoValidar', 'svl',           ALL_403],
    ['naoValidar', 'svr',           ALL_404],
    ['naoValidar', 'mvmunicipal',   ALL_404],
    ['naoValidar', 'lab',           ALL_403],
    ['naoValidar', 'transportador', ALL_403],
  ];
  const recordIn = itAnswersMatrix({
    states: STATES,
    matrix: MATRIX,
    inState: exameInState,
    operate: (username, id, operation) => operate(username, id, operation, { idMotivo: motivo }),
  });

  it('reads follow the same visibility', async () => {
    const record = await recordIn('SUBMETIDO');
    const statuses: Record<string, number> = {};
    for (const username of users.usernames)
      statuses[username] = (await as(username).get(url(record.id, '', username))).statusCode;
    expect(statuses).toMatchObject({
      sigsa: 200,
      gestor: 200,
      svl: 200,
      svr: 404,
      mv: 200,
      mvmunicipal: 404,
      lab: 403,
      transportador: 403,
    });
  });
});
