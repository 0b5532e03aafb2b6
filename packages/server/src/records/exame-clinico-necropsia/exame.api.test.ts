import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkedRecordsAnswer } from '@sigsa/domain/records/ligacoes';
import {
  SUBMIT_DOMESTICO_MESSAGE,
  SUBMIT_SELVAGEM_MESSAGE,
} from '@sigsa/domain/records/exame-clinico-necropsia/exame.rules';
import { queryRows } from '../../db/client.ts';
import { DemoUsers } from '../../test/demo-users.ts';
import { multipartBody } from '../../test/multipart-body.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MEDICO_VETERINARIO_DESCONHECIDO } from '../../users/veterinarios.ts';
import { MOTIVOS_FORBIDDEN_MESSAGE } from './exame.repository.ts';
import { exameDomesticoPayload, exameRefs, exameSelvagemPayload, type ExameRefs } from './exame.fixtures.ts';

// Clinical exams through the API (issue 14): both variants round-trip with their rows; what a veterinarian may
// not set; references refused per field; who sees which exam; the submit guard; the link to notifications.

let t: TestApp;
let refs: ExameRefs;
const users = new DemoUsers(['sigsa', 'gestor', 'svl', 'svr', 'mv', 'lab']);
const { as } = users;
const ROLE: Record<string, string> = {
  sigsa: 'ROLE_SIGSA',
  gestor: 'ROLE_MANAGER',
  svl: 'ROLE_SVL',
  svr: 'ROLE_SVR',
  mv: 'ROLE_MV',
  lab: 'ROLE_LAB',
};
const BASE = '/api/examesClinicosNecropsias';
const q = (who: string) => `role=${ROLE[who]}&projection=full`;

interface Exame {
  id: number;
  version: number;
  estado: string;
  exameOficial: boolean;
  [key: string]: unknown;
}

async function create(who: string, body: Record<string, unknown>): Promise<Exame> {
  const res = await as(who).post(`${BASE}/create?${q(who)}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Exame>();
}

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
  refs = await exameRefs(t);
});
afterAll(async () => t.close());

describe('clinical exams (issue 14)', () => {
  it('a domestic exam round-trips with its rows; the schema’s derived values are stored', async () => {
    const exame = await create('svl', {
      ...exameDomesticoPayload(refs),
      motivosExames: [refs.motivos.FOCO_CONTINGENCIA],
      contingencia: 'Plano de contingência da PSA',
      exameOficial: true,
    });
    expect(exame).toMatchObject({
      estado: 'INICIAL',
      tipoAnimal: 'DOMESTICO',
      exameOficial: true,
      contingencia: 'Plano de contingência da PSA',
      exploracao: { marca: refs.marca },
      medicoVeterinario: { id: refs.users.mv },
    });
    expect((exame.declaracoesAnimais as unknown[]).length).toBe(1);
    expect((exame.observacoesClinicasIndividuais as { lesoes: unknown[] }[])[0]?.lesoes).toHaveLength(1);
    // Saved again with its official records, now that it has an id (001 §5.4).
    const saved = await as('svl').patch(`${BASE}/${exame.id}/save?${q('svl')}`, {
      ...exameDomesticoPayload(refs),
      motivosExames: [refs.motivos.CONTROLO_OFICIAL],
      contingencia: 'dropped: no reason asks for it',
      exameOficial: true,
      registosSaude: 'NAO_CONFORME',
      registosRastreabilidade: 'CONFORME',
      desconformidades: [refs.desconformidade],
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      version: 1,
      contingencia: null,
      registosSaude: 'NAO_CONFORME',
      desconformidades: [{ id: refs.desconformidade }],
    });
    const missing = await as('svl').patch(`${BASE}/${exame.id}/save?${q('svl')}`, {
      ...exameDomesticoPayload(refs),
      exameOficial: true,
      motivosExames: [refs.motivos.CONTROLO_OFICIAL],
      version: 1,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual([
      'registosSaude',
      'registosRastreabilidade',
    ]);
  });

  it('a veterinarian’s exam is never official, and its reasons are not theirs to set (403)', async () => {
    const exame = await create('mv', { ...exameDomesticoPayload(refs), exameOficial: true });
    expect(exame.exameOficial).toBe(false);
    const reasons = await as('mv').post(`${BASE}/create?${q('mv')}`, {
      ...exameDomesticoPayload(refs),
      motivosExames: [refs.motivos.SUSPEITA_DOENCA],
    });
    expect(reasons.statusCode).toBe(403);
    expect(reasons.json<{ message: string }>().message).toBe(MOTIVOS_FORBIDDEN_MESSAGE);
  });

  it('refuses unknown references per field, a user who is no vet, and a domestic species in a wild row', async () => {
    const domestic = await as('svl').post(`${BASE}/create?${q('svl')}`, {
      ...exameDomesticoPayload(refs),
      exploracao: 'NAO-EXISTE',
      medicoVeterinario: refs.users.lab,
      motivosExames: [999999],
    });
    expect(domestic.statusCode).toBe(400);
    expect(domestic.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
      { field: 'exploracao', message: 'Exploração desconhecida.' },
      { field: 'medicoVeterinario', message: MEDICO_VETERINARIO_DESCONHECIDO },
      { field: 'motivosExames', message: 'Valor inválido' },
    ]);
    const wild = exameSelvagemPayload(refs);
    const cacados = wild.animaisCacados as Record<string, unknown>[];
    const res = await as('svl').post(`${BASE}/create?${q('svl')}`, {
      ...wild,
      animaisCacados: [{ ...cacados[0], especie: refs.especies.BOVINO }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual([
      'animaisCacados.0.especie',
    ]);
  });

  it('a wild exam round-trips its situation’s table, the hunted total computed by the server', async () => {
    const exame = await create('svl', {
      ...exameSelvagemPayload(refs),
      animaisCacados: (exameSelvagemPayload(refs).animaisCacados as Record<string, unknown>[]).map((r) => ({
        ...r,
        total: 999,
      })),
    });
    expect(exame).toMatchObject({
      tipoAnimal: 'SELVAGEM',
      situacaoAnimal: { codigo: 'CACADO' },
      zonaCaca: { id: refs.zonaCaca },
      responsavelColheita: { id: refs.users.svl },
      localizacao: { latitude: 41.55, longitude: -8.42 },
    });
    expect(exame.animaisCacados).toEqual([
      expect.objectContaining({
        comercio: 2,
        autoconsumo: 1,
        rejeitados: 1,
        total: 4,
        especie: expect.objectContaining({ codigo: 'JAVALI' }),
      }),
    ]);
  });

  it('files a domestic exam under its holding’s parish as saved, a wild one under none (Início’s map)', async () => {
    const domestico = await create('svl', exameDomesticoPayload(refs));
    const selvagem = await create('svl', exameSelvagemPayload(refs));
    const [holding] = await queryRows<{ freguesia: string }>(
      t.handle.db,
      sql`SELECT freguesia FROM exploracoes WHERE marca = ${refs.marca}`,
    );
    const parish = holding?.freguesia ?? '';
    expect(parish).toMatch(/^\d{6}$/);
    const filed = await queryRows<{ id: number; regiao_freguesia: string | null }>(
      t.handle.db,
      sql`SELECT id, regiao_freguesia FROM exames_clinicos_necropsias
           WHERE id IN (${domestico.id}, ${selvagem.id}) ORDER BY id`,
    );
    expect(filed.map((r) => r.regiao_freguesia)).toEqual([parish, null]);
    // The list's Região → Freguesia filter, which a parish of the map opens, finds the domestic one.
    const filter = encodeURIComponent(JSON.stringify({ value: [parish] }));
    const res = await as('sigsa').get(
      `${BASE}/search/filter?role=ROLE_SIGSA&size=2000&regiao.freguesia.nome=${filter}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const ids = res
      .json<{ _embedded: Record<string, { id: number }[]> }>()
      ._embedded.examesClinicosNecropsias?.map((r) => r.id);
    expect(ids).toContain(domestico.id);
    expect(ids).not.toContain(selvagem.id);
  });

  it('SVL and SVR see their DSAVRs’ exams, a vet what they keep, LAB none', async () => {
    const exame = await create('mv', exameDomesticoPayload(refs));
    const read = (who: string) => as(who).get(`${BASE}/${exame.id}?${q(who)}`);
    expect((await read('svl')).statusCode).toBe(200); // Braga: DSAVRN
    expect((await read('svr')).statusCode).toBe(404); // DSAVRC
    expect((await read('sigsa')).statusCode).toBe(200);
    expect((await read('gestor')).statusCode).toBe(200);
    expect((await read('lab')).statusCode).not.toBe(200);
  });

  it("a collection's exam search finds the user's own exams by a part of their number, none of a colleague's", async () => {
    const doMv = await create('mv', exameDomesticoPayload(refs));
    const doSvl = await create('svl', exameDomesticoPayload(refs));
    const numero = (exame: Exame) => String(exame.numeroSerie);
    const find = async (who: string, username: string, text: string) => {
      const res = await as(who).get(
        `${BASE}/search/findByNumeroSerieAndCreatedBy?numeroSerie=${encodeURIComponent(text)}&createdBy=${username}&role=${ROLE[who]}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<{ _embedded: { examesClinicosNecropsias?: { numeroSerie: string }[] } }>();
      return (page._embedded.examesClinicosNecropsias ?? []).map((e) => e.numeroSerie);
    };
    // SVL sees the vet's exam (its region) but searches its own.
    expect(await find('svl', 'svl', numero(doSvl).slice(-7).toLowerCase())).toEqual([numero(doSvl)]);
    expect(await find('svl', 'svl', numero(doMv))).toEqual([]);
    // Visibility still holds: another user's name finds nothing the caller may not see.
    expect(await find('svr', 'mv', numero(doMv))).toEqual([]);
    expect(await find('mv', 'mv', numero(doMv))).toEqual([numero(doMv)]);
    expect(
      (await as('mv').get(`${BASE}/search/findByNumeroSerieAndCreatedBy?numeroSerie=ECN&role=ROLE_MV`))
        .statusCode,
    ).toBe(400);
  });

  it('submits only with what the exam needs, and SIGSA validates what another registered', async () => {
    const empty = await create('svl', { ...exameDomesticoPayload(refs), declaracoesAnimais: [] });
    const refused = await as('svl').post(`${BASE}/${empty.id}/submeter?${q('svl')}`, { version: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { message: string }[] }>().errors[0]?.message).toBe(
      SUBMIT_DOMESTICO_MESSAGE,
    );
    const wild = await create('svl', { ...exameSelvagemPayload(refs), animaisCacados: [] });
    const noAnimal = await as('svl').post(`${BASE}/${wild.id}/submeter?${q('svl')}`, { version: 0 });
    expect(noAnimal.json<{ errors: { message: string }[] }>().errors[0]?.message).toBe(
      SUBMIT_SELVAGEM_MESSAGE,
    );

    const exame = await create('svl', exameDomesticoPayload(refs));
    const submitted = await as('svl').post(`${BASE}/${exame.id}/submeter?${q('svl')}`, { version: 0 });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await as('svl').post(`${BASE}/${exame.id}/validar?${q('svl')}`, { version: 1 })).statusCode).toBe(
      403,
    );
    const validated = await as('sigsa').post(`${BASE}/${exame.id}/validar?${q('sigsa')}`, { version: 1 });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json()).toMatchObject({ estado: 'VALIDO' });
  });

  it('links submitted notifications when a reason shows diseases; each side lists the other', async () => {
    const [notificacao] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`SELECT id FROM notificacoes_suspeitas_doencas WHERE estado = 'SUBMETIDO' AND NOT arquivado ORDER BY id LIMIT 1`,
    );
    const [inicial] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`SELECT id FROM notificacoes_suspeitas_doencas WHERE estado = 'INICIAL' ORDER BY id LIMIT 1`,
    );
    if (!notificacao || !inicial) throw new Error('notificações de demonstração em falta');
    const draft = await as('sigsa').post(`${BASE}/create?${q('sigsa')}`, {
      ...exameDomesticoPayload(refs),
      motivosExames: [refs.motivos.SUSPEITA_DOENCA],
      notificacoesSuspeitasDoencas: [inicial.id],
    });
    expect(draft.statusCode).toBe(400);
    expect(draft.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual([
      'notificacoesSuspeitasDoencas',
    ]);
    // A notification the writer cannot see is an unknown one: svr (DSAVR Centro) and a northern notification.
    const [norte] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`SELECT n.id FROM notificacoes_suspeitas_doencas n JOIN dsavrs d ON d.id = n.regiao_dsavr_id
          WHERE n.estado = 'SUBMETIDO' AND d.codigo = 'DSAVRN' AND n.created_by <> 'svr' ORDER BY n.id LIMIT 1`,
    );
    if (!norte) throw new Error('notificação do Norte em falta');
    const unseen = await as('svr').post(`${BASE}/create?${q('svr')}`, {
      ...exameDomesticoPayload(refs),
      motivosExames: [refs.motivos.SUSPEITA_DOENCA],
      notificacoesSuspeitasDoencas: [norte.id],
    });
    expect(unseen.statusCode).toBe(400);
    expect(unseen.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual([
      'notificacoesSuspeitasDoencas',
    ]);
    const exame = await create('sigsa', {
      ...exameDomesticoPayload(refs),
      motivosExames: [refs.motivos.SUSPEITA_DOENCA],
      notificacoesSuspeitasDoencas: [notificacao.id],
    });
    expect(exame.notificacoesSuspeitasDoencas).toEqual([expect.objectContaining({ id: notificacao.id })]);
    const fromExam = await as('sigsa').get(`${BASE}/${exame.id}/ligacoes?role=ROLE_SIGSA`);
    expect(fromExam.statusCode, fromExam.body).toBe(200);
    expect(
      fromExam.json<LinkedRecordsAnswer>()._embedded.notificacoesSuspeitasDoencas?.map((r) => r.id),
    ).toEqual([notificacao.id]);
    // The chain's timeline: the exam's day, and each linked record's (its observation).
    const [dias] = await queryRows<{ exame: string; notificacao: string | null }>(
      t.handle.db,
      sql`SELECT (SELECT data::text FROM exames_clinicos_necropsias WHERE id = ${exame.id}) AS exame,
                 (SELECT data_observacao::text FROM notificacoes_suspeitas_doencas WHERE id = ${notificacao.id}) AS notificacao`,
    );
    expect(fromExam.json<LinkedRecordsAnswer>().data).toBe(dias?.exame);
    expect(fromExam.json<LinkedRecordsAnswer>()._embedded.notificacoesSuspeitasDoencas?.[0]?.data).toBe(
      dias?.notificacao,
    );
    const fromNotification = await as('sigsa').get(
      `/api/notificacoesSuspeitasDoencas/${notificacao.id}/ligacoes?role=ROLE_SIGSA`,
    );
    expect(
      fromNotification.json<LinkedRecordsAnswer>()._embedded.examesClinicosNecropsias?.map((r) => r.id),
    ).toContain(exame.id);
  });

  it('a save never changes the animal type or the situation (409), nor a vet the official flag (403)', async () => {
    const wild = await create('svl', exameSelvagemPayload(refs));
    const save = (who: string, id: number, body: Record<string, unknown>, version: number) =>
      as(who).patch(`${BASE}/${id}/save?${q(who)}`, { ...body, version });
    const situation = await save(
      'svl',
      wild.id,
      { ...exameSelvagemPayload(refs), situacaoAnimal: 'ENCONTRADO_MORTO' },
      0,
    );
    expect(situation.statusCode).toBe(409);
    expect(situation.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('situacaoAnimal');
    const type = await save('svl', wild.id, exameDomesticoPayload(refs), 0);
    expect(type.statusCode).toBe(409);
    const own = await create('mv', exameDomesticoPayload(refs));
    const official = await save(
      'mv',
      own.id,
      {
        ...exameDomesticoPayload(refs),
        exameOficial: true,
        registosSaude: 'CONFORME',
        registosRastreabilidade: 'CONFORME',
      },
      0,
    );
    expect(official.statusCode).toBe(403);
    const fine = await save('mv', own.id, { ...exameDomesticoPayload(refs), data: '2026-11-19' }, 0);
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('each row keeps its own attachments, shown with the row (declarations and the wild tables alike)', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n% foto\n'), Buffer.alloc(64, 0x20)]);
    const upload = (url: string) => {
      const { payload, headers } = multipartBody([{ name: 'file', filename: 'foto.pdf', content: pdf }]);
      return as('svl').request({ method: 'POST', url: `${url}?role=ROLE_SVL`, payload, headers });
    };
    const domestic = await create('svl', exameDomesticoPayload(refs));
    const declaracao = (domestic.declaracoesAnimais as { id: number }[])[0];
    const res = await upload(
      `${BASE}/${domestic.id}/declaracoesAnimais/${declaracao?.id}/anexos/documentosAnexos`,
    );
    expect(res.statusCode, res.body).toBe(201);
    const wild = await create('svl', exameSelvagemPayload(refs));
    const cacado = (wild.animaisCacados as { id: number }[])[0];
    const hunted = await upload(`${BASE}/${wild.id}/animaisCacados/${cacado?.id}/anexos/documentosAnexos`);
    expect(hunted.statusCode, hunted.body).toBe(201);
    const read = async (id: number) => (await as('svl').get(`${BASE}/${id}?${q('svl')}`)).json<Exame>();
    const rowDocs = (exame: Exame, list: string) =>
      (exame[list] as { documentosAnexos: { nome: string }[] }[])[0]?.documentosAnexos.map((d) => d.nome);
    expect(rowDocs(await read(domestic.id), 'declaracoesAnimais')).toEqual(['foto.pdf']);
    expect(rowDocs(await read(wild.id), 'animaisCacados')).toEqual(['foto.pdf']);
  });
});
