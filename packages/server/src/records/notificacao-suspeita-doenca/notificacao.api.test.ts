import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIPOS_ANIMAL } from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.fields';
import { queryRows } from '../../db/client.ts';
import { DemoUsers, recordUrl, roleOf } from '../../test/demo-users.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createNotificacao,
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

const read = async (id: number, username = 'sigsa') =>
  (await as(username).get(url(id, '', username))).json<NotificacaoAnswer>();

const save = (username: string, id: number, body: object) =>
  as(username).patch(url(id, '/save', username), body);

async function auditRows(id: number): Promise<{ operacao: string; estadoNovo: string | null }[]> {
  return queryRows(
    t.handle.db,
    sql`SELECT operacao, estado_novo AS "estadoNovo" FROM registos_auditoria
         WHERE entidade = 'notificacoesSuspeitasDoencas' AND registo_id = ${id} ORDER BY id`,
  );
}

async function count(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.handle.db,
    sql`SELECT count(*)::int AS n FROM notificacoes_suspeitas_doencas`,
  );
  return Number(row?.n);
}

type Errors = { message: string; errors?: { field: string; message: string }[] };
const fieldsOf = (body: string) => (JSON.parse(body) as Errors).errors?.map((e) => e.field) ?? [];

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
  refs = await notificacaoRefs(t);
});

afterAll(async () => {
  await t.close();
});

describe('notification create and save (spec 002 §5, §7)', () => {
  it('a veterinarian creates one: numbered, INICIAL, region and EU categories resolved, permissoes, audit', async () => {
    const created = await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_PRODUCAO'));
    expect(created).toMatchObject({ estado: 'INICIAL', version: 0, arquivado: false });
    expect(created.numeroSerie).toMatch(/^NSD\/\d{6}$/);
    expect(created.permissoes).toMatchObject({
      GUARDAR: true,
      SUBMETER: true,
      VALIDAR: false,
      DEVOLVER: false,
    });
    expect(created.regiao).toMatchObject({ origem: 'EXPLORACAO', dsavr: { codigo: 'DSAVRN' } });
    expect(created.categorias).toEqual(['A', 'C', 'D', 'E']);
    expect(created.tipoAnimal).toMatchObject({ codigo: 'DOM_PRODUCAO', nome: 'Doméstico de produção' });
    expect(created._links.documentosAnexos?.href).toBe(`${BASE}/${created.id}/anexos/documentosAnexos`);
    expect(created).not.toHaveProperty('conclusaoSuspeita');
    expect(await auditRows(created.id)).toEqual([{ operacao: 'criar', estadoNovo: 'INICIAL' }]);
  });

  it('each of the five animal types round-trips: its own fields come back, the others are not stored', async () => {
    for (const tipoAnimal of TIPOS_ANIMAL) {
      const payload = notificacaoPayload(refs, tipoAnimal);
      // A field of another type sent along is dropped (domain clearHidden), never stored.
      const created = await createNotificacao(as('mv'), 'ROLE_MV', {
        ...payload,
        ...(tipoAnimal === 'DOM_COMPANHIA' ? { nomeEncontradoPor: 'Outro' } : { nomeAnimal: 'Bobi' }),
      });
      const answer = await read(created.id, 'mv');
      const body = toBody(answer);
      for (const [key, value] of Object.entries(payload)) {
        if (Array.isArray(value) && value.some((v) => typeof v === 'object'))
          // Rows come back with their ids and every optional field.
          expect(body[key], `${tipoAnimal} ${key}`).toMatchObject(value);
        else expect(body[key], `${tipoAnimal} ${key}`).toEqual(value);
      }
      expect(body.nomeAnimal ?? null).toBeNull();
      if (tipoAnimal === 'DOM_COMPANHIA') expect(body.nomeEncontradoPor).toBeNull();
      // Saving what was read changes nothing but the version.
      const saved = await save('mv', created.id, body);
      expect(saved.statusCode, `${tipoAnimal}: ${saved.body}`).toBe(200);
      const again = saved.json<NotificacaoAnswer>();
      expect(toBody(again)).toEqual({ ...body, version: answer.version + 1 });
      // The rows kept their ids.
      expect(JSON.stringify(again.observacoesAnimais)).toBe(JSON.stringify(answer.observacoesAnimais));
    }
  });

  it('the region: the DSAVR field, else the holding, else the infrastructure, else the point', async () => {
    const regiao = async (body: object) =>
      (await createNotificacao(as('sigsa'), 'ROLE_SIGSA', body)).regiao as {
        origem: string;
        dsavr: { codigo: string } | null;
        freguesia: { dicofre: string } | null;
      };
    expect(await regiao(notificacaoPayload(refs, 'SEL_VIDA_LIVRE'))).toMatchObject({
      origem: 'DSAVR',
      dsavr: { codigo: 'DSAVRN' },
    });
    expect(await regiao(notificacaoPayload(refs, 'DOM_PRODUCAO', 'mv', 'centro'))).toMatchObject({
      origem: 'EXPLORACAO',
      dsavr: { codigo: 'DSAVRC' },
    });
    const lisboa = await regiao(notificacaoPayload(refs, 'SEL_CATIVEIRO'));
    expect(lisboa).toMatchObject({ origem: 'INFRAESTRUTURA', dsavr: { codigo: 'DSAVRLVT' } });
    expect(lisboa.freguesia?.dicofre).toMatch(/^11/);
    const faro = await regiao({
      ...notificacaoPayload(refs, 'DOM_COMPANHIA'),
      localizacao: refs.exploracoes.sul.ponto,
    });
    expect(faro).toMatchObject({ origem: 'LOCALIZACAO', dsavr: { codigo: 'DSAVRALG' } });
    // Nothing to go by: no region (only the authority and the keepers see it).
    const none = await regiao({ ...notificacaoPayload(refs, 'DOM_COMPANHIA'), localizacao: null });
    expect(none).toMatchObject({ origem: null, dsavr: null, freguesia: null });
  });

  it('a save changes fields and rows but never the state; a stale version answers 409 and changes nothing', async () => {
    const created = await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_PRODUCAO'));
    const body = toBody(created);
    const saved = await save('mv', created.id, {
      ...body,
      doencas: [refs.doencas.TB],
      declaracoesAnimais: [],
      resultadosNegativos: 'Nenhum',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<NotificacaoAnswer>()).toMatchObject({
      estado: 'INICIAL',
      version: 1,
      resultadosNegativos: 'Nenhum',
      declaracoesAnimais: [],
      categorias: ['B', 'D', 'E'],
    });
    const stale = await save('mv', created.id, { ...body, resultadosNegativos: 'Velho' });
    expect(stale.statusCode).toBe(409);
    expect(JSON.parse(stale.body)).toMatchObject({
      message: 'Foi encontrado um conflito nos dados submetidos',
    });
    expect(await read(created.id)).toMatchObject({ version: 1, resultadosNegativos: 'Nenhum' });
    expect((await auditRows(created.id)).map((r) => r.operacao)).toEqual(['criar', 'guardar']);
  });

  it('text with quotes, braces and the word NULL is stored as sent in rows', async () => {
    const payload = notificacaoPayload(refs, 'DOM_PRODUCAO');
    const tricky = 'NULL';
    const braces = '{"a",b}\\ \'x\' ç';
    const created = await createNotificacao(as('mv'), 'ROLE_MV', {
      ...payload,
      observacoesClinicasIndividuais: [
        {
          subCategoriaAnimal: refs.subCategorias.OVELHAS,
          identificacao: tricky,
          febre: false,
          sinaisClinicos: [],
          necropsiado: false,
          observacoes: braces,
        },
      ],
    });
    const rows = created.observacoesClinicasIndividuais as { identificacao: string; observacoes: string }[];
    expect(rows[0]).toMatchObject({ identificacao: tricky, observacoes: braces });
  });

  it('only roles that register notifications create them; a non-SIGSA notifier is oneself (403)', async () => {
    for (const [username, status] of [
      ['svl', 201],
      ['svr', 201],
      ['mvmunicipal', 201],
      ['gestor', 201],
      ['lab', 403],
      ['transportador', 403],
    ] as const) {
      const res = await as(username).post(
        `${BASE}/create?role=${roleOf(username)}`,
        notificacaoPayload(refs, 'DOM_COMPANHIA', username),
      );
      expect(res.statusCode, `${username}: ${res.body}`).toBe(status);
    }
    const before = await count();
    const other = await as('mv').post(
      `${BASE}/create?role=ROLE_MV`,
      notificacaoPayload(refs, 'DOM_COMPANHIA', 'mvmunicipal'),
    );
    expect(other.statusCode).toBe(403);
    expect(JSON.parse(other.body)).toMatchObject({
      message: 'Só o perfil SIGSA pode indicar outro notificador.',
    });
    const manager = await as('gestor').post(
      `${BASE}/create?role=ROLE_MANAGER`,
      notificacaoPayload(refs, 'DOM_COMPANHIA', 'mv'),
    );
    expect(manager.statusCode).toBe(403);
    expect(await count()).toBe(before);
    // ROLE_SIGSA picks the notifier, who then keeps the record.
    const forMv = await createNotificacao(
      as('sigsa'),
      'ROLE_SIGSA',
      notificacaoPayload(refs, 'DOM_COMPANHIA', 'mv'),
    );
    expect((await as('mv').get(url(forMv.id))).statusCode).toBe(200);
    // The notifier may save it (the notifier unchanged), but not hand it to someone else.
    const kept = await save('mv', forMv.id, toBody(forMv));
    expect(kept.statusCode, kept.body).toBe(200);
    const handed = await save('mv', forMv.id, {
      ...toBody(kept.json()),
      responsavelNotificacao: refs.users.mvmunicipal,
    });
    expect(handed.statusCode).toBe(403);
  });
});

describe('bad input (issue 12): 400 per field, nothing changed', () => {
  const cases: [string, (p: Record<string, unknown>) => Record<string, unknown>, string][] = [
    ['unknown disease', (p) => ({ ...p, doencas: [999999] }), 'doencas'],
    ['unknown holding', (p) => ({ ...p, exploracao: 'ZZ99Z' }), 'exploracao'],
    [
      'a value of another list',
      (p) => ({
        ...p,
        observacoesClinicasGrupo: [
          { ...row(p, 'observacoesClinicasGrupo'), sinaisClinicos: [tipoId(refs, 'SEXO.MACHO')] },
        ],
      }),
      'observacoesClinicasGrupo.0.sinaisClinicos',
    ],
    [
      'unknown sub-category',
      (p) => ({
        ...p,
        declaracoesAnimais: [{ ...row(p, 'declaracoesAnimais'), subCategoriaAnimal: 999999 }],
      }),
      'declaracoesAnimais.0.subCategoriaAnimal',
    ],
    ['future observation date', (p) => ({ ...p, dataObservacao: '2999-01-01' }), 'dataObservacao'],
    [
      'signs starting after the observation',
      (p) => ({ ...p, dataInicioSinaisClinicos: '2026-11-11' }),
      'dataInicioSinaisClinicos',
    ],
    [
      'a point outside Portugal',
      (p) => ({ ...p, localizacao: { latitude: 48.85, longitude: 2.35 } }),
      'localizacao',
    ],
    [
      'a negative count',
      (p) => ({ ...p, declaracoesAnimais: [{ ...row(p, 'declaracoesAnimais'), animaisPresentes: -1 }] }),
      'declaracoesAnimais.0.animaisPresentes',
    ],
    [
      'a fractional count',
      (p) => ({ ...p, observacoesClinicasGrupo: [{ ...row(p, 'observacoesClinicasGrupo'), animais: 2.5 }] }),
      'observacoesClinicasGrupo.0.animais',
    ],
    [
      'more necropsied than dead (001 §5.4)',
      (p) => ({ ...p, declaracoesAnimais: [{ ...row(p, 'declaracoesAnimais'), animaisNecropsiados: 9 }] }),
      'declaracoesAnimais.0.animaisNecropsiados',
    ],
    [
      'a repeated category',
      (p) => ({ ...p, declaracoesAnimais: [row(p, 'declaracoesAnimais'), row(p, 'declaracoesAnimais')] }),
      'declaracoesAnimais.1.subCategoriaAnimal',
    ],
    ['a missing animal type', (p) => ({ ...p, tipoAnimal: null }), 'tipoAnimal'],
    ['a missing notifier', (p) => ({ ...p, responsavelNotificacao: null }), 'responsavelNotificacao'],
  ];

  function row(p: Record<string, unknown>, key: string): Record<string, unknown> {
    const rows = p[key] as Record<string, unknown>[];
    return { ...rows[0] };
  }

  it.each(cases)('%s', async (_name, change, field) => {
    const created = await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_PRODUCAO'));
    const before = await count();
    const body = change(notificacaoPayload(refs, 'DOM_PRODUCAO'));
    const create = await as('mv').post(`${BASE}/create?role=ROLE_MV`, body);
    expect(create.statusCode, create.body).toBe(400);
    expect(fieldsOf(create.body)).toContain(field);
    const saved = await save('mv', created.id, { ...body, version: 0 });
    expect(saved.statusCode, saved.body).toBe(400);
    expect(fieldsOf(saved.body)).toContain(field);
    expect(await count()).toBe(before);
    expect(await read(created.id)).toMatchObject({ version: 0 });
  });

  const companion: [string, Record<string, unknown>, string][] = [
    ['an invalid NIF', { nif: '123456780' }, 'nif'],
    ['an invalid e-mail', { email: 'sem-arroba' }, 'email'],
    ['a transponder not of 15 digits', { numeroIdentificacao: '12345' }, 'numeroIdentificacao'],
    ['a wild species for a domestic animal', { especie: 0 }, 'especie'],
  ];
  it.each(companion)('companion: %s', async (_name, change, field) => {
    const payload = { ...notificacaoPayload(refs, 'DOM_COMPANHIA'), ...change };
    if (field === 'especie') payload.especie = refs.especies.JAVALI;
    const res = await as('mv').post(`${BASE}/create?role=ROLE_MV`, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res.body)).toContain(field);
  });

  it('free-living: a domestic species observed, a group without its number', async () => {
    const payload = notificacaoPayload(refs, 'SEL_VIDA_LIVRE');
    const [obs] = payload.observacoesAnimais as Record<string, unknown>[];
    const res = await as('mv').post(`${BASE}/create?role=ROLE_MV`, {
      ...payload,
      observacoesAnimais: [
        { ...obs, especie: refs.especies.BOVINO },
        { ...obs, numeroAnimais: null },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res.body)).toEqual(expect.arrayContaining(['observacoesAnimais.1.numeroAnimais']));
    const species = await as('mv').post(`${BASE}/create?role=ROLE_MV`, {
      ...payload,
      observacoesAnimais: [{ ...obs, especie: refs.especies.BOVINO }],
    });
    expect(fieldsOf(species.body)).toEqual(['observacoesAnimais.0.especie']);
  });

  it('ids and counts beyond what the database holds answer 400, never 500', async () => {
    const payload = notificacaoPayload(refs, 'DOM_PRODUCAO');
    const huge = 2 ** 40;
    const [declaracao] = payload.declaracoesAnimais as Record<string, unknown>[];
    for (const [change, field] of [
      [{ doencas: [huge] }, 'doencas.0'],
      [{ responsavelNotificacao: huge }, 'responsavelNotificacao'],
      [
        { declaracoesAnimais: [{ ...declaracao, animaisPresentes: huge }] },
        'declaracoesAnimais.0.animaisPresentes',
      ],
      [{ serie: huge }, 'serie'],
    ] as const) {
      const res = await as('mv').post(`${BASE}/create?role=ROLE_MV`, { ...payload, ...change });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(fieldsOf(res.body)).toContain(field);
    }
  });

  it('a row id sent twice keeps it once (the second row gets a new one)', async () => {
    const created = await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_PRODUCAO'));
    const body = toBody(created);
    const [row] = body.observacoesClinicasIndividuais as Record<string, unknown>[];
    const saved = await save('mv', created.id, { ...body, observacoesClinicasIndividuais: [row, row] });
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = saved.json<NotificacaoAnswer>().observacoesClinicasIndividuais as { id: number }[];
    expect(rows[0]?.id).toBe(row?.id);
    expect(rows[1]?.id).not.toBe(row?.id);
  });

  it('an unknown infrastructure or DSAVR', async () => {
    const captive = await as('mv').post(`${BASE}/create?role=ROLE_MV`, {
      ...notificacaoPayload(refs, 'SEL_CATIVEIRO'),
      infraestrutura: 999999,
    });
    expect(fieldsOf(captive.body)).toEqual(['infraestrutura']);
    const wild = await as('mv').post(`${BASE}/create?role=ROLE_MV`, {
      ...notificacaoPayload(refs, 'SEL_VIDA_LIVRE'),
      dsavr: 999999,
      programa: tipoId(refs, 'SEXO.MACHO'),
    });
    expect(fieldsOf(wild.body)).toEqual(['dsavr', 'programa']);
  });
});
