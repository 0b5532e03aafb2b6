import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { DemoUsers, recordUrl, roleOf } from '../../test/demo-users.ts';
import { itAnswersMatrix } from '../../test/operation-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createVacinacao,
  vacinacaoInState,
  vacinacaoPayload,
  vacinacaoRefs,
  type VacinacaoAnswer,
  type VacinacaoRefs,
} from './vacinacao.fixtures.ts';

let t: TestApp;
let refs: VacinacaoRefs;
const users = new DemoUsers();
const { as } = users;
const url = recordUrl('/api/vacinacoes');

async function operate(username: string, id: number, operation: string, body: object = {}) {
  return as(username).post(url(id, `/${operation}`, username), body);
}

async function auditRows(
  id: number,
): Promise<{ operacao: string; estadoAnterior: string | null; estadoNovo: string | null }[]> {
  return queryRows(
    t.handle.db,
    sql`SELECT operacao, estado_anterior AS "estadoAnterior", estado_novo AS "estadoNovo"
          FROM registos_auditoria WHERE entidade = 'vacinacoes' AND registo_id = ${id} ORDER BY id`,
  );
}

/** A vaccination by `mv` brought to `estado` through the real operations. */
const inState = (estado: string) => vacinacaoInState((username) => as(username), refs, estado);

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
  refs = await vacinacaoRefs(t);
});

afterAll(async () => {
  await t.close();
});

describe('vaccination create and save (spec 002 §5, §7)', () => {
  it('a veterinarian creates one: numbered, INICIAL, lines in order, animals counted, permissoes', async () => {
    const created = await createVacinacao(as('mv'), 'ROLE_MV', vacinacaoPayload(refs, 'mv', 3));
    expect(created.estado).toBe('INICIAL');
    expect(created.numeroSerie).toMatch(/^VAC\/\d{6}$/);
    expect(created.version).toBe(0);
    expect(created.quantidadeAnimais).toBe(15);
    expect(created.vacinasAplicadas.map((l) => l.sequencia)).toEqual([1, 2, 3, 4]);
    expect(created.permissoes).toMatchObject({
      GUARDAR: true,
      SUBMETER: true,
      VALIDAR: false,
      DEVOLVER: false,
    });
    expect(created._links.comentarios?.href).toBe(`/api/vacinacoes/${created.id}/comentarios`);
    expect(await auditRows(created.id)).toEqual([
      { operacao: 'criar', estadoAnterior: null, estadoNovo: 'INICIAL' },
    ]);
    const read = await as('mv').get(url(created.id));
    expect(read.statusCode).toBe(200);
    expect(read.json<VacinacaoAnswer>().permissoes.SUBMETER).toBe(true);
    // The holding carries what "+ Info" shows: the same details as its lookup.
    const [holding] = await queryRows<{
      nif: string | null;
      classificacao: string | null;
      freguesia: string;
    }>(
      t.handle.db,
      sql`SELECT e.nif, e.classificacao, f.nome AS freguesia FROM exploracoes e
            JOIN freguesias f ON f.dicofre = e.freguesia WHERE e.marca = ${refs.marcaNorte}`,
    );
    expect(read.json().exploracao).toMatchObject({
      marca: refs.marcaNorte,
      nif: holding?.nif,
      classificacao: holding?.classificacao,
      freguesia: { nome: holding?.freguesia },
      concelho: { nome: expect.any(String) },
      distrito: { nome: expect.any(String) },
    });
  });

  it('refuses missing fields, a future date, unknown references and a duplicate individual (400, nothing written)', async () => {
    const before = await queryRows<{ n: number }>(
      t.handle.db,
      sql`SELECT count(*)::int AS n FROM vacinacoes`,
    );
    const missing = await as('mv').post('/api/vacinacoes/create?role=ROLE_MV', { vacinasAplicadas: [] });
    expect(missing.statusCode).toBe(400);
    const fields = missing
      .json<{ errors: { field: string; message: string }[] }>()
      .errors.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['exploracao', 'medicoVeterinario', 'dataVacinacao', 'lotes', 'especies']),
    );
    const future = await as('mv').post('/api/vacinacoes/create?role=ROLE_MV', {
      ...vacinacaoPayload(refs, 'mv'),
      dataVacinacao: '2999-01-01',
    });
    expect(future.statusCode).toBe(400);
    const unknown = await as('mv').post('/api/vacinacoes/create?role=ROLE_MV', {
      ...vacinacaoPayload(refs, 'mv'),
      exploracao: 'ZZ99Z',
      zonaVacinacao: refs.estrategia,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual([
      'exploracao',
      'zonaVacinacao',
    ]);
    const payload = vacinacaoPayload(refs, 'mv', 1);
    const duplicated = await as('mv').post('/api/vacinacoes/create?role=ROLE_MV', {
      ...payload,
      vacinasAplicadas: [payload.vacinasAplicadas[0], payload.vacinasAplicadas[0]],
    });
    expect(duplicated.statusCode).toBe(400);
    expect(duplicated.json<{ message: string }>().message).toBe('Vacination duplicated!');
    const after = await queryRows<{ n: number }>(t.handle.db, sql`SELECT count(*)::int AS n FROM vacinacoes`);
    expect(after).toEqual(before);
  });

  it('only roles that register vaccinations create them', async () => {
    for (const [username, status] of [
      ['svl', 403],
      ['svr', 403],
      ['lab', 403],
      ['transportador', 403],
      ['sigsa', 201],
      ['gestor', 201],
      ['mvmunicipal', 201],
    ] as const) {
      const res = await as(username).post(
        `/api/vacinacoes/create?role=${roleOf(username)}`,
        vacinacaoPayload(refs, username === 'sigsa' || username === 'gestor' ? 'mv' : username),
      );
      expect(res.statusCode, `${username}: ${res.body}`).toBe(status);
    }
  });

  it('a save changes fields and lines but never the state; a stale version answers 409 and changes nothing', async () => {
    const created = await createVacinacao(as('mv'), 'ROLE_MV', vacinacaoPayload(refs, 'mv', 2));
    const body = { ...vacinacaoPayload(refs, 'mv', 2), version: created.version, lotes: 'L-NOVO' };
    body.vacinasAplicadas = [
      { ...body.vacinasAplicadas[0], id: created.vacinasAplicadas[0]?.id },
      { ...body.vacinasAplicadas[1], etapaVacinacao: refs.outraEtapa },
    ] as typeof body.vacinasAplicadas;
    const saved = await as('mv').patch(url(created.id, '/save'), body);
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = saved.json<VacinacaoAnswer>();
    expect(answer).toMatchObject({ estado: 'INICIAL', version: 1, lotes: 'L-NOVO', quantidadeAnimais: 2 });
    // The line sent with its id keeps it.
    expect(answer.vacinasAplicadas[0]?.id).toBe(created.vacinasAplicadas[0]?.id);

    const stale = await as('mv').patch(url(created.id, '/save'), { ...body, lotes: 'L-VELHO', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe('Foi encontrado um conflito nos dados submetidos');
    const reread = await as('mv').get(url(created.id));
    expect(reread.json<VacinacaoAnswer>()).toMatchObject({ lotes: 'L-NOVO', version: 1 });
    expect((await auditRows(created.id)).map((r) => r.operacao)).toEqual(['criar', 'guardar']);
  });

  it('parallel saves of the same version: exactly one succeeds, with one audit row', async () => {
    const created = await createVacinacao(as('mv'), 'ROLE_MV', vacinacaoPayload(refs, 'mv', 1));
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        as('mv').patch(url(created.id, '/save'), {
          ...vacinacaoPayload(refs, 'mv', 1),
          version: created.version,
          lotes: `L-${i}`,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await auditRows(created.id)).filter((r) => r.operacao === 'guardar')).toHaveLength(1);
  });

  it('20 concurrent creates take 20 consecutive numbers: no duplicate, no gap', async () => {
    const created = await Promise.all(
      Array.from({ length: 20 }, () =>
        createVacinacao(as('sigsa'), 'ROLE_SIGSA', vacinacaoPayload(refs, 'mv', 1)),
      ),
    );
    const numbers = created.map((c) => Number(c.numeroSerie?.split('/')[1])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(19);
  });
});

describe('vaccination workflow (spec 002 §4, brief §7)', () => {
  it('submit needs a line; return needs a reason; the latest return travels with the record', async () => {
    const empty = await createVacinacao(as('mv'), 'ROLE_MV', {
      ...vacinacaoPayload(refs, 'mv', 0),
      vacinasAplicadas: [],
    });
    const refused = await operate('mv', empty.id, 'submeter');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'Não é possível submeter o registo, deve registar a identificação dos animais!',
    );
    const submitted = await inState('SUBMETIDO');
    const noReason = await operate('sigsa', submitted.id, 'devolver', {});
    expect(noReason.statusCode).toBe(400);
    const needsNotes = await operate('sigsa', submitted.id, 'devolver', { idMotivo: refs.motivoOutro });
    expect(needsNotes.statusCode).toBe(400);
    const returned = await operate('sigsa', submitted.id, 'devolver', {
      idMotivo: refs.motivo,
      observacoes: 'Rever brincos',
    });
    expect(returned.statusCode).toBe(200);
    const answer = returned.json<VacinacaoAnswer>();
    expect(answer.estado).toBe('DEVOLVIDO');
    expect(answer.devolucoes[0]).toMatchObject({ descricao: 'Rever brincos', motivo: { id: refs.motivo } });
  });

  it('the whole path is in the history: create, submit, return, save, resubmit, validate', async () => {
    const record = await inState('DEVOLVIDO');
    const saved = await as('mv').patch(url(record.id, '/save'), {
      ...vacinacaoPayload(refs, 'mv', 3),
      version: record.version,
    });
    expect(saved.statusCode).toBe(200);
    expect((await operate('mv', record.id, 'submeter')).json<VacinacaoAnswer>().estado).toBe(
      'SUBMETIDO_REANALISE',
    );
    expect((await operate('gestor', record.id, 'validar')).json<VacinacaoAnswer>().estado).toBe('VALIDO');
    const history = await as('mv').get(url(record.id, '/historico'));
    expect(history.statusCode).toBe(200);
    const rows = history.json<{
      _embedded: {
        historico: { operacao: string; estadoNovo: string; utilizador: string; motivo: string | null }[];
      };
    }>()._embedded.historico;
    expect(rows.map((r) => [r.operacao, r.estadoNovo, r.utilizador])).toEqual([
      ['criar', 'INICIAL', 'mv'],
      ['submeter', 'SUBMETIDO', 'mv'],
      ['devolver', 'DEVOLVIDO', 'sigsa'],
      ['guardar', 'DEVOLVIDO', 'mv'],
      ['submeter', 'SUBMETIDO_REANALISE', 'mv'],
      ['validar', 'VALIDO', 'gestor'],
      ['emitirCertificado', 'VALIDO', 'gestor'],
    ]);
    // The reason reads as the return dialog showed it: name, then the observations.
    expect(rows[2]).toMatchObject({
      motivo: 'Identificação dos animais em falta ou incorreta — Falta um brinco',
    });
  });

  it('operations notify: a submission the reviewers, a return the veterinarian (ALTA), never the actor', async () => {
    type Novas = {
      total: number;
      grupos: {
        tipo: string;
        notificacoes: { id: number; titulo: string; importancia: string; link: string }[];
      }[];
    };
    const novas = async (username: string) =>
      (await as(username).get('/api/notificacoes/obterNovas')).json<Novas>();
    const vacinacoes = (n: Novas) => n.grupos.find((g) => g.tipo === 'VACINACAO')?.notificacoes ?? [];
    for (const u of ['mv', 'sigsa', 'gestor'])
      await as(u).post('/api/notificacoes/marcarTodasComoVistas', {});
    const record = await inState('SUBMETIDO');
    const link = `/consultar/vacinacao/${record.id}`;
    expect(vacinacoes(await novas('sigsa')).map((n) => n.link)).toContain(link);
    expect(vacinacoes(await novas('gestor')).map((n) => n.link)).toContain(link);
    expect(vacinacoes(await novas('mv'))).toEqual([]);
    await operate('sigsa', record.id, 'devolver', { idMotivo: refs.motivo });
    const forVet = vacinacoes(await novas('mv')).filter((n) => n.link === link);
    expect(forVet).toHaveLength(1);
    expect(forVet[0]).toMatchObject({ importancia: 'ALTA', titulo: `Vacinação ${record.numeroSerie}` });
    expect(vacinacoes(await novas('sigsa')).filter((n) => n.link === link)).toHaveLength(1);
    const seen = await as('mv').request({
      method: 'PATCH',
      url: `/api/notificacoes/${forVet[0]?.id}`,
      payload: { vista: true },
    });
    expect(seen.statusCode).toBe(200);
    expect(vacinacoes(await novas('mv')).filter((n) => n.link === link)).toEqual([]);
  });

  it('four eyes: whoever created the record, or is its veterinarian, never reviews it', async () => {
    const own = await createVacinacao(as('sigsa'), 'ROLE_SIGSA', vacinacaoPayload(refs, 'mv', 1));
    expect((await operate('sigsa', own.id, 'submeter')).statusCode).toBe(200);
    for (const op of ['validar', 'devolver', 'naoValidar'])
      expect((await operate('sigsa', own.id, op, { idMotivo: refs.motivo })).statusCode, op).toBe(403);
    const asVet = await createVacinacao(as('gestor'), 'ROLE_MANAGER', vacinacaoPayload(refs, 'sigsa', 1));
    expect((await operate('gestor', asVet.id, 'submeter')).statusCode).toBe(200);
    expect((await operate('sigsa', asVet.id, 'validar')).statusCode).toBe(403);
    expect((await operate('gestor', own.id, 'validar')).statusCode).toBe(200);
  });

  it('a stale version on an operation answers 409 and changes nothing', async () => {
    const record = await inState('SUBMETIDO');
    const res = await operate('sigsa', record.id, 'validar', { version: record.version - 1 });
    expect(res.statusCode).toBe(409);
    const reread = await as('sigsa').get(url(record.id, '', 'sigsa'));
    expect(reread.json<VacinacaoAnswer>().estado).toBe('SUBMETIDO');
  });

  // Every operation × role × state: 200 allowed, 403 not the role's, 404 not visible, 409 wrong state.
  describe('operation × role × state matrix', () => {
    const STATES = [
      'INICIAL',
      'SUBMETIDO',
      'DEVOLVIDO',
      'SUBMETIDO_REANALISE',
      'VALIDO',
      'INVALIDO',
    ] as const;
    type ByState = readonly [number, number, number, number, number, number];
    // Aligned by hand so that each column reads as one state.
    // prettier-ignore
    const MATRIX: readonly (readonly [operation: string, username: string, statuses: ByState])[] = [
      // operation    role             INICIAL SUBMETIDO DEVOLVIDO REANALISE VALIDO INVALIDO
      ['submeter',   'mv',            [200,    409,      200,      409,      409,   409]],
      ['submeter',   'sigsa',         [200,    409,      200,      409,      409,   409]],
      ['submeter',   'mvmunicipal',   [404,    404,      404,      404,      404,   404]],
      ['submeter',   'svl',           [403,    403,      403,      403,      403,   403]],
      ['submeter',   'svr',           [404,    404,      404,      404,      404,   404]],
      ['submeter',   'lab',           [403,    403,      403,      403,      403,   403]],
      ['validar',    'mv',            [403,    403,      403,      403,      403,   403]],
      ['validar',    'sigsa',         [409,    200,      409,      200,      409,   409]],
      ['validar',    'gestor',        [409,    200,      409,      200,      409,   409]],
      ['validar',    'svl',           [403,    403,      403,      403,      403,   403]],
      ['validar',    'transportador', [403,    403,      403,      403,      403,   403]],
      ['naoValidar', 'sigsa',         [409,    200,      409,      200,      409,   409]],
      ['naoValidar', 'mv',            [403,    403,      403,      403,      403,   403]],
      ['devolver',   'gestor',        [409,    200,      409,      200,      409,   409]],
      ['devolver',   'mv',            [403,    403,      403,      403,      403,   403]],
    ];
    itAnswersMatrix({
      states: STATES,
      matrix: MATRIX,
      inState,
      operate: (username, id, operation) => operate(username, id, operation, { idMotivo: refs.motivo }),
    });
  });
});

describe('vaccination visibility (brief §7)', () => {
  it('lists and reads follow the role: own for vets, region for SVL/SVR, all for SIGSA and MANAGER', async () => {
    const norte = await createVacinacao(as('mv'), 'ROLE_MV', vacinacaoPayload(refs, 'mv', 1, 'marcaNorte'));
    const sul = await createVacinacao(as('mv'), 'ROLE_MV', vacinacaoPayload(refs, 'mv', 1, 'marcaSul'));
    const reads: [string, number, number][] = [
      ['sigsa', norte.id, 200],
      ['gestor', sul.id, 200],
      ['mv', sul.id, 200],
      ['mvmunicipal', norte.id, 404],
      ['svl', norte.id, 200],
      ['svl', sul.id, 404],
      ['lab', norte.id, 403],
      ['transportador', norte.id, 403],
    ];
    for (const [username, id, status] of reads)
      expect((await as(username).get(url(id, '', username))).statusCode, `${username} ${id}`).toBe(status);
    const listed = async (username: string) =>
      (await as(username).get(`/api/vacinacoes/search/filter?role=${roleOf(username)}&size=1000`))
        .json<{ _embedded: { vacinacoes: { id: number }[] } }>()
        ._embedded.vacinacoes.map((v) => v.id);
    expect(await listed('mv')).toEqual(expect.arrayContaining([norte.id, sul.id]));
    expect(await listed('mvmunicipal')).not.toContain(norte.id);
    expect(await listed('svl')).toContain(norte.id);
    expect(await listed('svl')).not.toContain(sul.id);
  });

  it('a state filter narrows the list (Consultar → Vacinação)', async () => {
    await inState('VALIDO');
    const filter = JSON.stringify({ type: 'OPTION', prop: 'estado', value: ['VALIDO'] });
    const res = await as('sigsa').get(
      `/api/vacinacoes/search/filter?role=ROLE_SIGSA&size=1000&estado=${encodeURIComponent(filter)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const estados = res
      .json<{ _embedded: { vacinacoes: { estado: string }[] } }>()
      ._embedded.vacinacoes.map((v) => v.estado);
    expect(estados.length).toBeGreaterThan(0);
    expect(new Set(estados)).toEqual(new Set(['VALIDO']));
  });
});
