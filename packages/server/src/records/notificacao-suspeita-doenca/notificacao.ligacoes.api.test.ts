import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkedRecordsAnswer } from '@sigsa/domain/records/ligacoes';
import { DemoUsers, recordUrl } from '../../test/demo-users.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  concluir,
  conclusaoConfirmada,
  createNotificacao,
  notificacaoInState,
  notificacaoPayload,
  notificacaoRefs,
  type NotificacaoAnswer,
  type NotificacaoRefs,
} from './notificacao.fixtures.ts';

// GET notificacoesSuspeitasDoencas/{id}/ligacoes (issue 12 "Linked chain"): a secondary outbreak names its primary
// (`focoPrimario`), the primary lists it back under "Focos secundários".

let t: TestApp;
let refs: NotificacaoRefs;
const users = new DemoUsers();
const { as } = users;
const BASE = '/api/notificacoesSuspeitasDoencas';
const url = recordUrl(BASE);

let primary: NotificacaoAnswer;
let secondary: NotificacaoAnswer;

const ligacoes = (id: number, username = 'sigsa') => as(username).get(url(id, '/ligacoes', username));

async function linked(id: number, username = 'sigsa'): Promise<LinkedRecordsAnswer> {
  const res = await ligacoes(id, username);
  expect(res.statusCode, `${username}: ${res.body}`).toBe(200);
  return res.json<LinkedRecordsAnswer>();
}

/** The numbers per group, as the answer lists them. */
const numbers = (answer: LinkedRecordsAnswer) =>
  Object.fromEntries(
    Object.entries(answer._embedded).map(([name, records]) => [name, records.map((r) => r.numeroSerie)]),
  );

/** ROLE_SIGSA concludes `record` (SUBMETIDO) as a confirmed secondary outbreak of `primaryId`. */
const concludeSecondary = (record: NotificacaoAnswer, primaryId: number) =>
  concluir(as, record, {
    ...conclusaoConfirmada(refs, [refs.doencas.LA]),
    ordemFoco: 'SECUNDARIO',
    focoPrimario: primaryId,
  });

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
  refs = await notificacaoRefs(t);
  // Both by `mv` on the northern holding: seen by sigsa, gestor, svl (DSAVR Norte) and mv.
  primary = await notificacaoInState(as, refs, 'VALIDO');
  secondary = await concludeSecondary(await notificacaoInState(as, refs, 'SUBMETIDO'), primary.id);
});

afterAll(async () => {
  await t.close();
});

describe('linked records of a notification (ligacoes)', () => {
  it('both directions: the secondary names its primary, the primary lists its secondaries', async () => {
    const fromSecondary = await linked(secondary.id);
    expect(fromSecondary.relacoes).toEqual([
      { nome: 'focoPrimario', label: 'Foco primário', tipo: 'notificacoesSuspeitasDoencas' },
      { nome: 'focosSecundarios', label: 'Focos secundários', tipo: 'notificacoesSuspeitasDoencas' },
      // The exams that examined it (issue 14), read back from the exam's side.
      {
        nome: 'examesClinicosNecropsias',
        label: 'Exames clínicos e necrópsias',
        tipo: 'examesClinicosNecropsias',
      },
      // The collections of those exams (issue 16, ours).
      {
        nome: 'colheitasAmostras',
        label: 'Colheitas de amostras (pelo exame)',
        tipo: 'controlosLaboratoriaisColheitasAmostras',
      },
      {
        nome: 'colheitasAnimaisSelvagens',
        label: 'Colheitas de amostras de animais selvagens (pelo exame)',
        tipo: 'controlosLaboratoriaisColheitasAnimaisSelvagens',
      },
    ]);
    expect(fromSecondary._embedded.focoPrimario).toEqual([
      {
        id: primary.id,
        numeroSerie: primary.numeroSerie,
        estado: 'VALIDO',
        arquivado: false,
        tipo: 'notificacoesSuspeitasDoencas',
        rotaDetalhe: `/consultar/notificacao-suspeita-doenca/${primary.id}`,
        // Its observation day, for the chain's timeline (issue 14).
        data: primary.dataObservacao,
        _links: { self: { href: `${BASE}/${primary.id}` } },
      },
    ]);
    expect(fromSecondary.data).toBe(secondary.dataObservacao);
    expect(fromSecondary._embedded.focosSecundarios).toEqual([]);
    expect(fromSecondary._links.self.href).toBe(`${BASE}/${secondary.id}/ligacoes`);

    // A second secondary: the primary lists both, oldest first.
    const another = await concludeSecondary(await notificacaoInState(as, refs, 'SUBMETIDO'), primary.id);
    expect(numbers(await linked(primary.id))).toEqual({
      focoPrimario: [],
      focosSecundarios: [secondary.numeroSerie, another.numeroSerie],
      examesClinicosNecropsias: [],
      colheitasAmostras: [],
      colheitasAnimaisSelvagens: [],
    });
    expect((await linked(primary.id))._embedded.focosSecundarios?.map((r) => r.estado)).toEqual([
      'SUBMETIDO',
      'SUBMETIDO',
    ]);
  });

  it('a record links its ligacoes; one without links answers its groups empty', async () => {
    const res = await as('mv').get(url(secondary.id, '', 'mv'));
    expect(res.json<{ _links: Record<string, { href: string }> }>()._links.ligacoes?.href).toBe(
      `${BASE}/${secondary.id}/ligacoes`,
    );
    const alone = await notificacaoInState(as, refs, 'INICIAL');
    expect(numbers(await linked(alone.id))).toEqual({
      focoPrimario: [],
      focosSecundarios: [],
      examesClinicosNecropsias: [],
      colheitasAmostras: [],
      colheitasAnimaisSelvagens: [],
    });
    // A type that declares no relation, and is no relation's target, answers none.
    const vacinacoes = await as('sigsa').get('/api/vacinacoes/search/filter?role=ROLE_SIGSA&size=1');
    const [vacinacao] = vacinacoes.json<{ _embedded: { vacinacoes: { id: number }[] } }>()._embedded
      .vacinacoes;
    const none = await as('sigsa').get(`/api/vacinacoes/${vacinacao?.id}/ligacoes?role=ROLE_SIGSA`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({ relacoes: [], _embedded: {} });
  });

  it('the link is part of the conclusion: only ROLE_SIGSA reads it, from either side', async () => {
    for (const username of ['gestor', 'svl', 'mv']) {
      for (const id of [primary.id, secondary.id]) {
        const res = await ligacoes(id, username);
        expect(res.statusCode, `${username} ${id}`).toBe(200);
        const answer = res.json<LinkedRecordsAnswer>();
        expect(
          answer.relacoes.map((r) => r.nome),
          `${username} ${id}`,
        ).not.toContain('focoPrimario');
        expect(Object.keys(answer._embedded), `${username} ${id}`).not.toContain('focosSecundarios');
        // Neither number of the other side shows anywhere in the answer.
        const other = id === primary.id ? secondary : primary;
        expect(res.body).not.toContain(String(other.numeroSerie));
      }
    }
  });

  it('404 for a record the caller cannot see or that does not exist; 403 for roles without the area', async () => {
    // By mvmunicipal: mv neither created nor notifies it; svr's DSAVR (Centro) is not the northern holding's.
    const municipal = await createNotificacao(
      as('mvmunicipal'),
      'ROLE_MV_MUNICIPAL',
      notificacaoPayload(refs, 'DOM_PRODUCAO', 'mvmunicipal'),
    );
    expect((await ligacoes(municipal.id, 'mv')).statusCode).toBe(404);
    expect((await ligacoes(municipal.id, 'mvmunicipal')).statusCode).toBe(200);
    expect((await ligacoes(primary.id, 'svr')).statusCode).toBe(404);
    expect((await ligacoes(secondary.id, 'mvmunicipal')).statusCode).toBe(404);
    expect((await ligacoes(2_000_000_000)).statusCode).toBe(404);
    for (const username of ['lab', 'transportador'])
      expect((await ligacoes(primary.id, username)).statusCode, username).toBe(403);
    // Without a session, 401; a malformed id, 400.
    expect((await t.app.inject({ url: `${BASE}/${primary.id}/ligacoes` })).statusCode).toBe(401);
    expect((await as('sigsa').get(`${BASE}/abc/ligacoes?role=ROLE_SIGSA`)).statusCode).toBe(400);
  });

  it('a wrong primary is refused (400) and links nothing; a changed conclusion unlinks both sides', async () => {
    const record = await notificacaoInState(as, refs, 'SUBMETIDO');
    // Only a validated, confirmed primary may be named: a SUBMETIDO one may not.
    await expect(concludeSecondary(record, secondary.id)).rejects.toThrow(/save answered 400.*focoPrimario/);
    expect(numbers(await linked(record.id))).toMatchObject({ focoPrimario: [], focosSecundarios: [] });
    expect(numbers(await linked(secondary.id)).focosSecundarios).toEqual([]);

    const linkedOne = await concludeSecondary(record, primary.id);
    expect(numbers(await linked(primary.id)).focosSecundarios).toContain(linkedOne.numeroSerie);
    // Concluded as a primary after all: the link goes, from both sides.
    await concluir(as, linkedOne, conclusaoConfirmada(refs, [refs.doencas.LA]));
    expect(numbers(await linked(record.id)).focoPrimario).toEqual([]);
    expect(numbers(await linked(primary.id)).focosSecundarios).not.toContain(linkedOne.numeroSerie);
  });
});
