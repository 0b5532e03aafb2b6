import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exameDomesticoPayload,
  exameRefs,
  type ExameRefs,
} from './records/exame-clinico-necropsia/exame.fixtures.ts';
import {
  createNotificacao,
  notificacaoPayload,
  notificacaoRefs,
  toBody,
  type NotificacaoRefs,
} from './records/notificacao-suspeita-doenca/notificacao.fixtures.ts';
import { DemoUsers } from './test/demo-users.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

// The exams list's `categoriaDDO` (issue 14 "Linked chain", issue 17's SVL cards): the most serious DDO category of
// the linked notifications' diseases, stored and kept by the database — after the exam's save, after a linked
// notification's diseases change, after a disease's category changes in Gerir — and filtered and sorted like any
// OPTION column. Beside the other tests across record types (it writes exams and notifications alike). Diseases
// of the reference data: LA is C, TB and RAIVA are B, PSA and GAAP are A.

let t: TestApp;
let refs: ExameRefs;
let nrefs: NotificacaoRefs;
const users = new DemoUsers(['sigsa', 'mv']);
const { as } = users;
const BASE = '/api/examesClinicosNecropsias';
const NOTIFICACOES = '/api/notificacoesSuspeitasDoencas';

interface Row {
  id: number;
  categoriaDDO: string | null;
}

/** The exams SIGSA lists with `filters` (OPTION filters by prop) in `sort` order. */
async function list(filters: Record<string, string[]>, sort = 'id,asc'): Promise<Row[]> {
  const params = Object.entries(filters)
    .map(([prop, value]) => `&${prop}=${encodeURIComponent(JSON.stringify({ type: 'OPTION', prop, value }))}`)
    .join('');
  const res = await as('sigsa').get(`${BASE}/search/filter?role=ROLE_SIGSA&size=1000&sort=${sort}${params}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ _embedded: { examesClinicosNecropsias: Row[] } }>()._embedded.examesClinicosNecropsias;
}

/** The category the list shows for exam `id` (undefined: not listed). */
async function categoriaOf(id: number): Promise<string | null | undefined> {
  return (await list({})).find((row) => row.id === id)?.categoriaDDO;
}

/** A production notification by `mv` naming `doencas`, submitted (so that an exam may link it). */
async function submittedNotification(doencas: number[]): Promise<number> {
  const created = await createNotificacao(as('mv'), 'ROLE_MV', {
    ...notificacaoPayload(nrefs, 'DOM_PRODUCAO'),
    doencas,
  });
  const res = await as('mv').post(`${NOTIFICACOES}/${created.id}/submeter?role=ROLE_MV`, {
    version: created.version,
  });
  expect(res.statusCode, res.body).toBe(200);
  return created.id;
}

/** An exam by SIGSA linking `notificacoes` (a reason that shows diseases: the link is kept). */
async function exame(notificacoes: number[]): Promise<number> {
  const res = await as('sigsa').post(`${BASE}/create?role=ROLE_SIGSA&projection=full`, {
    ...exameDomesticoPayload(refs),
    motivosExames: notificacoes.length > 0 ? [refs.motivos.SUSPEITA_DOENCA] : [],
    notificacoesSuspeitasDoencas: notificacoes,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
  refs = await exameRefs(t);
  nrefs = await notificacaoRefs(t);
});
afterAll(async () => t.close());

describe('the exams list’s DDO category (issue 14, issue 17)', () => {
  it('is the most serious category of the linked notifications’ diseases, filtered and sorted as an option', async () => {
    const c = await submittedNotification([nrefs.doencas.LA]);
    const b = await submittedNotification([nrefs.doencas.TB, nrefs.doencas.LA]);
    const semLigacao = await exame([]);
    const soC = await exame([c]);
    const bEC = await exame([c, b]);

    expect(await categoriaOf(semLigacao)).toBeNull();
    expect(await categoriaOf(soC)).toBe('C');
    expect(await categoriaOf(bEC)).toBe('B');
    const emB = await list({ categoriaDDO: ['B'] });
    expect(emB.map((row) => row.id)).toContain(bEC);
    expect(emB.every((row) => row.categoriaDDO === 'B')).toBe(true);
    const emC = (await list({ categoriaDDO: ['C'] })).map((row) => row.id);
    expect(emC).toContain(soC);
    expect(emC).not.toContain(bEC);
    // With the state, as the SVL dashboard's card links it (the new exams are INICIAL).
    expect((await list({ estado: ['INICIAL'], categoriaDDO: ['B', 'C'] })).map((row) => row.id)).toEqual(
      expect.arrayContaining([soC, bEC]),
    );
    expect(
      (await list({ estado: ['SUBMETIDO'], categoriaDDO: ['B', 'C'] })).map((row) => row.id),
    ).not.toContain(bEC);
    const bad = await as('sigsa').get(
      `${BASE}/search/filter?role=ROLE_SIGSA&categoriaDDO=${encodeURIComponent(JSON.stringify({ value: ['D'] }))}`,
    );
    expect(bad.statusCode).toBe(400);

    const sorted = (await list({}, 'categoriaDDO,asc')).map((row) => row.categoriaDDO);
    const letters = sorted.filter((value): value is string => value !== null);
    expect(letters).toEqual([...letters].sort());
    expect(sorted.slice(letters.length).every((value) => value === null)).toBe(true);
  });

  it('follows a linked notification whose diseases change after a return', async () => {
    const notificacao = await submittedNotification([nrefs.doencas.LA]);
    const exameId = await exame([notificacao]);
    expect(await categoriaOf(exameId)).toBe('C');

    const devolvida = await as('sigsa').post(`${NOTIFICACOES}/${notificacao}/devolver?role=ROLE_SIGSA`, {
      idMotivo: nrefs.motivo,
      observacoes: 'Rever as doenças suspeitas',
    });
    expect(devolvida.statusCode, devolvida.body).toBe(200);
    const read = await as('mv').get(`${NOTIFICACOES}/${notificacao}?role=ROLE_MV&projection=full`);
    const save = (doencas: number[], version: unknown) =>
      as('mv').patch(`${NOTIFICACOES}/${notificacao}/save?role=ROLE_MV&projection=full`, {
        ...toBody(read.json<Record<string, unknown>>()),
        doencas,
        version,
      });
    const withPsa = await save(
      [nrefs.doencas.LA, nrefs.doencas.PSA],
      read.json<{ version: number }>().version,
    );
    expect(withPsa.statusCode, withPsa.body).toBe(200);
    expect(await categoriaOf(exameId)).toBe('A');
    expect((await list({ categoriaDDO: ['A'] })).map((row) => row.id)).toContain(exameId);
    expect((await list({ categoriaDDO: ['C'] })).map((row) => row.id)).not.toContain(exameId);

    const withRaiva = await save([nrefs.doencas.RAIVA], withPsa.json<{ version: number }>().version);
    expect(withRaiva.statusCode, withRaiva.body).toBe(200);
    expect(await categoriaOf(exameId)).toBe('B');
  });

  it('follows the exam’s own links, and a disease whose category changes in Gerir', async () => {
    const c = await submittedNotification([nrefs.doencas.LA]);
    const a = await submittedNotification([nrefs.doencas.GAAP]);
    const exameId = await exame([c]);
    const relink = await as('sigsa').patch(`${BASE}/${exameId}/save?role=ROLE_SIGSA&projection=full`, {
      ...exameDomesticoPayload(refs),
      motivosExames: [refs.motivos.SUSPEITA_DOENCA],
      notificacoesSuspeitasDoencas: [a],
      version: 0,
    });
    expect(relink.statusCode, relink.body).toBe(200);
    expect(await categoriaOf(exameId)).toBe('A');
    const unlink = await as('sigsa').patch(`${BASE}/${exameId}/save?role=ROLE_SIGSA&projection=full`, {
      ...exameDomesticoPayload(refs),
      motivosExames: [refs.motivos.SUSPEITA_DOENCA],
      notificacoesSuspeitasDoencas: [c],
      version: 1,
    });
    expect(unlink.statusCode, unlink.body).toBe(200);
    expect(await categoriaOf(exameId)).toBe('C');

    // Bluetongue listed under category B from now on: every exam linking it moves with it.
    const gerir = await as('sigsa').patch(`/api/doencas/${nrefs.doencas.LA}?role=ROLE_SIGSA`, {
      categorias: ['B', 'D', 'E'],
    });
    expect(gerir.statusCode, gerir.body).toBe(200);
    expect(await categoriaOf(exameId)).toBe('B');
  });
});
