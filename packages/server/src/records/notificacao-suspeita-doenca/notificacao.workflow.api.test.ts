import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoUsers, recordUrl, roleOf } from '../../test/demo-users.ts';
import { itAnswersMatrix } from '../../test/operation-matrix.ts';
import { createTestApp, signedIn, type TestApp } from '../../test/test-app.ts';
import {
  concluir,
  conclusaoConfirmada,
  createNotificacao,
  notificacaoInState,
  notificacaoPayload,
  notificacaoRefs,
  tipoId,
  toBody,
  type NotificacaoAnswer,
  type NotificacaoRefs,
} from './notificacao.fixtures.ts';

let t: TestApp;
let refs: NotificacaoRefs;
const users = new DemoUsers();
const { as } = users;
const BASE = '/api/notificacoesSuspeitasDoencas';
const url = recordUrl(BASE);
const operate = (username: string, id: number, operation: string, body: object = {}) =>
  as(username).post(url(id, `/${operation}`, username), body);
const read = async (id: number, username = 'sigsa', projection = 'full') =>
  (await as(username).get(url(id, '', username, projection))).json<NotificacaoAnswer>();
const save = (username: string, id: number, body: object) =>
  as(username).patch(url(id, '/save', username), body);
const inState = (estado: string) => notificacaoInState((u) => as(u), refs, estado);

type ErrorBody = { message: string; errors?: { field: string; message: string }[] };
const errorOf = (body: string) => JSON.parse(body) as ErrorBody;

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
  refs = await notificacaoRefs(t);
});

afterAll(async () => {
  await t.close();
});

describe('notification workflow (spec 002 §4, issue 12)', () => {
  it('the whole path is in the history: create, submit, return, save, resubmit, conclude, validate', async () => {
    const record = await inState('DEVOLVIDO');
    expect(record.devolucoes).toMatchObject([{ motivo: { id: refs.motivo, nome: 'Requisição incompleta' } }]);
    expect(record.permissoes).toMatchObject({ GUARDAR: true, SUBMETER: true });
    const saved = await save('mv', record.id, { ...toBody(record), resultadosNegativos: 'Corrigido' });
    expect(saved.statusCode, saved.body).toBe(200);
    const resubmitted = await operate('mv', record.id, 'submeter');
    expect(resubmitted.json<NotificacaoAnswer>().estado).toBe('SUBMETIDO');
    await concluir((u) => as(u), resubmitted.json(), conclusaoConfirmada(refs, [refs.doencas.LA]));
    const validated = await operate('sigsa', record.id, 'validar');
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json()).toMatchObject({
      estado: 'VALIDO',
      conclusaoSuspeita: { codigo: 'CONFIRMADO', nome: 'Confirmado' },
      ordemFoco: { codigo: 'PRIMARIO' },
      doencasConfirmadas: [{ id: refs.doencas.LA }],
    });
    const history = await as('mv').get(url(record.id, '/historico'));
    const rows = history.json<{
      _embedded: { historico: { operacao: string; estadoNovo: string; utilizador: string }[] };
    }>()._embedded.historico;
    expect(rows.map((r) => [r.operacao, r.estadoNovo, r.utilizador])).toEqual([
      ['criar', 'INICIAL', 'mv'],
      ['submeter', 'SUBMETIDO', 'mv'],
      ['devolver', 'DEVOLVIDO', 'sigsa'],
      ['guardar', 'DEVOLVIDO', 'mv'],
      ['submeter', 'SUBMETIDO', 'mv'],
      ['guardar', 'SUBMETIDO', 'sigsa'],
      ['validar', 'VALIDO', 'sigsa'],
    ]);
  });

  it('submit checks the stored record: the submit-mode fields, and rows for the types that need them', async () => {
    const empty = await createNotificacao(as('mv'), 'ROLE_MV', {
      ...notificacaoPayload(refs, 'DOM_PRODUCAO'),
      declaracoesAnimais: [],
      observacoesClinicasGrupo: [],
      observacoesClinicasIndividuais: [],
      doencas: [],
    });
    const refused = await operate('mv', empty.id, 'submeter');
    expect(refused.statusCode).toBe(400);
    const body = errorOf(refused.body);
    expect(body.message).toBe(
      'Não é possível submeter o registo, verifique os campos de preenchimento obrigatório',
    );
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'registo', message: 'Não é possível submeter o registo, deve registar informação!' },
        { field: 'doencas', message: 'Este campo é obrigatório' },
      ]),
    );
    expect((await read(empty.id)).estado).toBe('INICIAL');
    // Captive and free-living wild need their rows too (ours).
    for (const tipoAnimal of ['SEL_CATIVEIRO', 'SEL_VIDA_LIVRE'] as const) {
      const rowless = await createNotificacao(as('mv'), 'ROLE_MV', {
        ...notificacaoPayload(refs, tipoAnimal),
        observacoesClinicasIndividuais: [],
        observacoesAnimais: [],
      });
      const res = await operate('mv', rowless.id, 'submeter');
      expect(errorOf(res.body).message, tipoAnimal).toBe(
        'Não é possível submeter o registo, deve registar informação!',
      );
    }
    // Companion: the owner's name is its anchor; a tested one needs the result date.
    const companion = await createNotificacao(as('mv'), 'ROLE_MV', {
      ...notificacaoPayload(refs, 'DOM_COMPANHIA'),
      nomeDetentor: null,
      realizadoTesteLaboratorial: true,
    });
    const res = await operate('mv', companion.id, 'submeter');
    expect(errorOf(res.body).errors?.map((e) => e.field)).toEqual(
      expect.arrayContaining(['nomeDetentor', 'dataTesteLaboratorial']),
    );
  });

  it('validar needs a conclusion; only ROLE_SIGSA, holding VALIDAR, sets it', async () => {
    const submitted = await operate(
      'mv',
      (await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_PRODUCAO'))).id,
      'submeter',
    );
    const record = submitted.json<NotificacaoAnswer>();
    const noConclusion = await operate('sigsa', record.id, 'validar');
    expect(noConclusion.statusCode).toBe(400);
    expect(errorOf(noConclusion.body).message).toBe('Indique a conclusão da suspeita antes de validar.');
    expect(record.permissoes).toMatchObject({ VALIDAR: false, GUARDAR: false });
    expect((await read(record.id, 'sigsa')).permissoes).toMatchObject({
      VALIDAR: true,
      DEVOLVER: true,
      NAO_VALIDAR: true,
      GUARDAR: false,
    });
    expect((await read(record.id, 'gestor')).permissoes).toMatchObject({
      VALIDAR: false,
      DEVOLVER: true,
      NAO_VALIDAR: true,
    });

    // MANAGER reviews but never concludes: 403 naming the field, nothing changes.
    const managerBody = { ...toBody(await read(record.id, 'gestor')), ...conclusaoConfirmada(refs, []) };
    const manager = await save('gestor', record.id, managerBody);
    expect(manager.statusCode).toBe(403);
    expect(errorOf(manager.body).message).toBe(
      'Não tem permissões para alterar o campo "conclusaoSuspeita".',
    );

    // ROLE_SIGSA's save in SUBMETIDO: the conclusion, nothing else (409 naming the field).
    const sigsaBody = toBody(await read(record.id, 'sigsa'));
    const other = await save('sigsa', record.id, {
      ...sigsaBody,
      ...conclusaoConfirmada(refs, []),
      resultadosNegativos: 'Mudado',
    });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other.body)).toMatchObject({
      message: 'O campo "resultadosNegativos" não pode ser alterado neste estado do registo.',
      errors: [{ field: 'resultadosNegativos' }],
    });
    // 'Aceite por outro motivo' reveals a required text.
    const outro = tipoId(refs, 'MOTIVO_CONFIRMACAO.OUTRO_MOTIVO');
    const noText = await save('sigsa', record.id, {
      ...sigsaBody,
      conclusaoSuspeita: 'CONFIRMADO',
      motivoConfirmacao: outro,
      ordemFoco: 'PRIMARIO',
    });
    expect(noText.statusCode).toBe(400);
    expect(errorOf(noText.body).errors).toEqual([
      { field: 'outroMotivoConfirmacao', message: 'Este campo é obrigatório' },
    ]);
    // 'Não confirmado por outro motivo' too; a blank text is no text.
    const noTextNao = await save('sigsa', record.id, {
      ...sigsaBody,
      conclusaoSuspeita: 'NAO_CONFIRMADO',
      motivoNaoConfirmacao: tipoId(refs, 'MOTIVO_NAO_CONFIRMACAO.OUTRO_MOTIVO'),
      outroMotivoNaoConfirmacao: '   ',
    });
    expect(noTextNao.statusCode).toBe(400);
    expect(errorOf(noTextNao.body).errors).toEqual([
      { field: 'outroMotivoNaoConfirmacao', message: 'Este campo é obrigatório' },
    ]);
    // A confirmed disease must be a suspected one; the primary outbreak a validated, confirmed primary.
    const wrong = await save('sigsa', record.id, {
      ...sigsaBody,
      ...conclusaoConfirmada(refs, [refs.doencas.RAIVA]),
    });
    expect(errorOf(wrong.body).errors?.map((e) => e.field)).toEqual(['doencasConfirmadas']);
    const notPrimary = await save('sigsa', record.id, {
      ...sigsaBody,
      ...conclusaoConfirmada(refs, []),
      ordemFoco: 'SECUNDARIO',
      focoPrimario: record.id,
    });
    expect(errorOf(notPrimary.body).errors?.map((e) => e.field)).toEqual(['focoPrimario']);
    expect((await read(record.id)).version).toBe(record.version);

    const primary = await inState('VALIDO');
    const concluded = await save('sigsa', record.id, {
      ...sigsaBody,
      conclusaoSuspeita: 'CONFIRMADO',
      motivoConfirmacao: outro,
      outroMotivoConfirmacao: 'Ligação epidemiológica',
      ordemFoco: 'SECUNDARIO',
      focoPrimario: primary.id,
      doencasConfirmadas: [refs.doencas.PSA],
    });
    expect(concluded.statusCode, concluded.body).toBe(200);
    expect(concluded.json()).toMatchObject({
      estado: 'SUBMETIDO',
      version: record.version + 1,
      motivoConfirmacao: { id: outro, requerObservacao: true },
      outroMotivoConfirmacao: 'Ligação epidemiológica',
      focoPrimario: { id: primary.id, numeroSerie: primary.numeroSerie },
    });
    // Changing it to Não Confirmado clears the confirmation's fields.
    const naoConfirmado = await save('sigsa', record.id, {
      ...toBody(concluded.json()),
      conclusaoSuspeita: 'NAO_CONFIRMADO',
      motivoNaoConfirmacao: tipoId(refs, 'MOTIVO_NAO_CONFIRMACAO.RESULTADOS_NEGATIVOS'),
    });
    expect(naoConfirmado.json()).toMatchObject({
      conclusaoSuspeita: { codigo: 'NAO_CONFIRMADO' },
      motivoConfirmacao: null,
      focoPrimario: null,
      doencasConfirmadas: [],
    });
    expect((await operate('sigsa', record.id, 'validar')).statusCode).toBe(200);
  });

  it('fullMV never carries the conclusion, nor does full for any role but ROLE_SIGSA', async () => {
    const record = await inState('VALIDO');
    expect(await read(record.id, 'sigsa')).toMatchObject({ conclusaoSuspeita: { codigo: 'CONFIRMADO' } });
    const sigsaMV = await read(record.id, 'sigsa', 'fullMV');
    for (const [username, projection] of [
      ['mv', 'full'],
      ['mv', 'fullMV'],
      ['gestor', 'full'],
      ['svl', 'full'],
    ] as const) {
      const answer = await read(record.id, username, projection);
      expect(answer.estado, username).toBe('VALIDO');
      for (const key of [
        'conclusaoSuspeita',
        'motivoConfirmacao',
        'ordemFoco',
        'doencasConfirmadas',
        'focoPrimario',
      ])
        expect(answer, `${username} ${projection} ${key}`).not.toHaveProperty(key);
    }
    expect(sigsaMV).not.toHaveProperty('conclusaoSuspeita');
    // Without a projection, a single record reads as its list row: no conclusion either.
    const mvDefault = await as('mv').get(`${BASE}/${record.id}?role=ROLE_MV`);
    expect(mvDefault.json()).not.toHaveProperty('conclusaoSuspeita');
  });

  it('after a return, the author saves without ever seeing the conclusion, and keeps it', async () => {
    const record = await inState('SUBMETIDO');
    const returned = await operate('sigsa', record.id, 'devolver', { idMotivo: refs.motivo });
    expect(returned.statusCode).toBe(200);
    const mvView = await read(record.id, 'mv');
    expect(mvView).not.toHaveProperty('conclusaoSuspeita');
    const saved = await save('mv', record.id, { ...toBody(mvView), resultadosNegativos: 'Revisto' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await read(record.id, 'sigsa')).toMatchObject({
      resultadosNegativos: 'Revisto',
      conclusaoSuspeita: { codigo: 'CONFIRMADO' },
    });
    // Sending one anyway is a conclusion without VALIDAR.
    const sneaky = await save('mv', record.id, {
      ...toBody(saved.json()),
      conclusaoSuspeita: 'NAO_CONFIRMADO',
      motivoNaoConfirmacao: tipoId(refs, 'MOTIVO_NAO_CONFIRMACAO.RESULTADOS_NEGATIVOS'),
    });
    expect(sneaky.statusCode).toBe(403);
  });

  it('409: the animal type ever, location and observation date after INICIAL, saves in the wrong state', async () => {
    const inicial = await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_PRODUCAO'));
    const tipo = await save('mv', inicial.id, { ...notificacaoPayload(refs, 'DOM_COMPANHIA'), version: 0 });
    expect(tipo.statusCode).toBe(409);
    expect(errorOf(tipo.body).errors?.[0]?.field).toBe('tipoAnimal');
    // In INICIAL the location and the date move freely.
    const moved = await save('mv', inicial.id, {
      ...toBody(inicial),
      localizacao: refs.exploracoes.centro.ponto,
      dataObservacao: '2026-11-11',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const devolvido = await inState('DEVOLVIDO');
    const body = toBody(devolvido);
    for (const [field, value] of [
      ['localizacao', refs.exploracoes.sul.ponto],
      ['dataObservacao', '2026-11-09'],
      ['localizacao', null],
    ] as const) {
      const res = await save('mv', devolvido.id, { ...body, [field]: value });
      expect(res.statusCode, field).toBe(409);
      expect(errorOf(res.body).errors?.[0]?.field).toBe(field);
    }
    expect((await read(devolvido.id)).version).toBe(devolvido.version);

    for (const estado of ['SUBMETIDO', 'VALIDO', 'INVALIDO']) {
      const record = await inState(estado);
      const res = await save('mv', record.id, toBody(await read(record.id, 'mv')));
      expect(res.statusCode, estado).toBe(409);
      expect(errorOf(res.body).message).toBe('O estado atual do registo não permite esta operação.');
    }
  });

  it('returns take an EXAME_DEVOLVER reason; "Outro" needs observations; a stale version answers 409', async () => {
    const record = await inState('SUBMETIDO');
    expect((await operate('sigsa', record.id, 'devolver', {})).statusCode).toBe(400);
    expect((await operate('sigsa', record.id, 'devolver', { idMotivo: refs.motivoOutro })).statusCode).toBe(
      400,
    );
    const stale = await operate('sigsa', record.id, 'devolver', {
      idMotivo: refs.motivo,
      version: record.version - 1,
    });
    expect(stale.statusCode).toBe(409);
    const res = await operate('gestor', record.id, 'devolver', {
      idMotivo: refs.motivoOutro,
      observacoes: 'Falta a morada',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      estado: 'DEVOLVIDO',
      devolucoes: [{ descricao: 'Falta a morada', motivo: { id: refs.motivoOutro } }],
    });
  });

  it('notices: a submission tells the reviewers; decisions tell the creator and the notifier (ALTA for returns)', async () => {
    type Novas = {
      grupos: { tipo: string; notificacoes: { titulo: string; importancia: string; link: string }[] }[];
    };
    const novas = async (username: string) =>
      (await as(username).get('/api/notificacoes/obterNovas'))
        .json<Novas>()
        .grupos.find((g) => g.tipo === 'NOTIFICACAO_SUSPEITA_DOENCA')?.notificacoes ?? [];
    for (const u of ['mv', 'sigsa', 'gestor', 'mvmunicipal'])
      await as(u).post('/api/notificacoes/marcarTodasComoVistas', {});
    // Created by ROLE_SIGSA's multi-role user for mv: creator and notifier are both told of decisions.
    const multi = await signedIn(t, 'multiperfil');
    const created = await multi.post(
      `${BASE}/create?role=ROLE_SIGSA&projection=full`,
      notificacaoPayload(refs, 'DOM_PRODUCAO', 'mv'),
    );
    const record = created.json<NotificacaoAnswer>();
    const link = `/consultar/notificacao-suspeita-doenca/${record.id}`;
    expect((await multi.post(`${BASE}/${record.id}/submeter?role=ROLE_SIGSA`, {})).statusCode).toBe(200);
    expect((await novas('sigsa')).map((n) => n.link)).toContain(link);
    expect((await novas('gestor')).map((n) => n.link)).toContain(link);
    expect(await novas('mv')).toEqual([]);
    expect((await operate('sigsa', record.id, 'devolver', { idMotivo: refs.motivo })).statusCode).toBe(200);
    const forMv = (await novas('mv')).filter((n) => n.link === link);
    expect(forMv).toEqual([
      expect.objectContaining({
        importancia: 'ALTA',
        titulo: `Notificação de suspeita de doença ${record.numeroSerie}`,
      }),
    ]);
    const multiNotices = await multi.get('/api/notificacoes/obterNovas');
    expect(JSON.stringify(multiNotices.json())).toContain(link);
    expect(await novas('mvmunicipal')).toEqual([]);
  });

  it("a category-A submission alerts the reviewers and the region's SVL/SVR (ALTA); others stay NORMAL", async () => {
    type Novas = {
      grupos: { tipo: string; notificacoes: { mensagem: string; importancia: string; link: string }[] }[];
    };
    const notices = async (username: string, id: number) =>
      (await as(username).get('/api/notificacoes/obterNovas'))
        .json<Novas>()
        .grupos.flatMap((g) => g.notificacoes)
        .filter((n) => n.link === `/consultar/notificacao-suspeita-doenca/${id}`);
    // Production on the northern holding: PSA (category A) among its diseases; DSAVRN is the demo svl's.
    const a = await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_PRODUCAO'));
    expect((await operate('mv', a.id, 'submeter')).statusCode).toBe(200);
    for (const username of ['sigsa', 'svl']) {
      const [notice] = await notices(username, a.id);
      expect(notice, username).toMatchObject({ importancia: 'ALTA' });
      expect(notice?.mensagem).toContain('Suspeita de doença de categoria A: ');
    }
    expect(await notices('svr', a.id)).toEqual([]);
    // Rabies (category B) in a companion animal: the usual notice, to the reviewers only.
    const b = await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_COMPANHIA'));
    expect((await operate('mv', b.id, 'submeter')).statusCode).toBe(200);
    expect(await notices('sigsa', b.id)).toEqual([expect.objectContaining({ importancia: 'NORMAL' })]);
    expect(await notices('svl', b.id)).toEqual([]);
  });

  it('attachments: the author adds result files while saving is theirs; others may not', async () => {
    const record = await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_PRODUCAO'));
    const boundary = '----sigsaTest';
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100, 0x20)]);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="resultado.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = (username: string, id: number) =>
      as(username).request({
        method: 'POST',
        url: `${BASE}/${id}/anexos/documentosAnexos?role=${roleOf(username)}&titulo=Resultado`,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    const added = await upload('mv', record.id);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      nome: 'resultado.pdf',
      titulo: 'Resultado',
      tipoMime: 'application/pdf',
    });
    expect((await upload('mvmunicipal', record.id)).statusCode).toBe(404);
    const list = await as('sigsa').get(`${BASE}/${record.id}/anexos/documentosAnexos?role=ROLE_SIGSA`);
    expect(
      list.json<{ _embedded: { documentosAnexos: unknown[] } }>()._embedded.documentosAnexos,
    ).toHaveLength(1);
    const submitted = await operate('mv', record.id, 'submeter');
    expect(submitted.statusCode).toBe(200);
    expect((await upload('mv', record.id)).statusCode).toBe(403);
  });
});

describe('operation × role × state (404 invisible, 403 not theirs, 409 wrong state)', () => {
  const STATES = ['INICIAL', 'SUBMETIDO', 'DEVOLVIDO', 'VALIDO', 'INVALIDO'] as const;
  type ByState = readonly [number, number, number, number, number];
  const ALL_403: ByState = [403, 403, 403, 403, 403];
  const ALL_404: ByState = [404, 404, 404, 404, 404];
  // Records by mv (its notifier) on a holding of DSAVRN: svl sees it, svr does not; LAB and TRANSPORTADOR have no
  // access to the area (403 for every call on it). Validar is ROLE_SIGSA's alone.
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
    ['validar',    'gestor',        ALL_403],
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
    inState,
    operate: (username, id, operation) => operate(username, id, operation, { idMotivo: refs.motivo }),
  });

  it('reads follow the same visibility', async () => {
    const record = await recordIn('SUBMETIDO');
    const statuses: Record<string, number> = {};
    for (const username of users.usernames)
      statuses[username] = (await as(username).get(url(record.id, '', username))).statusCode;
    expect(statuses).toEqual({
      sigsa: 200,
      gestor: 200,
      svl: 200,
      svr: 404,
      lab: 403,
      mv: 200,
      mvmunicipal: 404,
      transportador: 403,
    });
  });
});
