import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { DemoUsers, roleOf } from '../test/demo-users.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { CRITERIO_MESSAGE } from './dados-pessoais.query.ts';

// Personal data in Gerir (issue 13): the search of a subject by NIF or name over every source, the JSON and CSV
// export, who may, the audit of both, and the requests of data subjects with their one-month deadline.

let t: TestApp;
const users = new DemoUsers(['sigsa', 'gestor', 'mv']);
const { as } = users;
const q = (username: string) => `role=${roleOf(username)}`;

interface Answer {
  fontes: {
    entidade: string;
    registos: { identificacao: string; link: string; campos: { chave: string; valor: string | null }[] }[];
  }[];
}

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
});
afterAll(async () => t.close());

const search = (username: string, params: string) =>
  as(username).get(`/api/dadosPessoais/search?${params}&${q(username)}`);
const audits = (operacao: string) =>
  queryRows<{ utilizador: string; depois: Record<string, unknown> }>(
    t.handle.db,
    sql`SELECT utilizador, depois FROM alteracoes_gestao WHERE entidade = 'dadosPessoais' AND operacao = ${operacao} ORDER BY id`,
  );

describe('the search of a data subject', () => {
  it('finds a user by NIF, with their personal fields, and audits who looked for whom', async () => {
    const res = await search('sigsa', 'nif=245678905');
    expect(res.statusCode, res.body).toBe(200);
    const users = res.json<Answer>().fontes.find((f) => f.entidade === 'users');
    expect(users?.registos).toHaveLength(1);
    expect(users?.registos[0]).toMatchObject({
      identificacao: 'svl',
      link: expect.stringMatching(/^\/gestao\/utilizadores\/\d+$/),
    });
    expect(users?.registos[0]?.campos.map((c) => c.chave)).toEqual(['nome', 'email', 'nif', 'nic']);
    const [audit] = (await audits('pesquisar')).slice(-1);
    expect(audit).toMatchObject({
      utilizador: 'sigsa',
      depois: { nif: '245678905', resultados: { users: 1 } },
    });
  });

  it('finds a holding by its NIF and a name "contém", accents and case aside', async () => {
    const [holding] = await queryRows<{ nif: string; marca: string }>(
      t.handle.db,
      sql`SELECT nif, marca FROM exploracoes WHERE nif IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const byNif = await search('sigsa', `nif=${holding?.nif}`);
    expect(byNif.statusCode, byNif.body).toBe(200);
    const holdings = byNif.json<Answer>().fontes.find((f) => f.entidade === 'exploracoes');
    expect(holdings?.registos.map((r) => r.identificacao)).toContain(holding?.marca);
    const byName = await search('gestor', `nome=${encodeURIComponent('FERREIRA')}`);
    expect(byName.statusCode).toBe(200);
    const found = byName.json<Answer>().fontes.find((f) => f.entidade === 'users')?.registos;
    expect(found?.map((r) => r.identificacao)).toContain('sigsa');
  });

  it('refuses a bad NIF, a short name, none or both (400); other roles (403); no role (400)', async () => {
    expect((await search('sigsa', 'nif=123')).json().errors).toEqual([
      { field: 'nif', message: 'Número de digitos inválido' },
    ]);
    expect((await search('sigsa', 'nif=123456780')).json().errors).toEqual([
      { field: 'nif', message: 'NIF inválido' },
    ]);
    for (const params of ['nome=ab', 'x=1', 'nif=245678905&nome=Ana'])
      expect((await search('sigsa', params)).json().message, params).toBe(CRITERIO_MESSAGE);
    expect((await search('mv', 'nif=245678905')).statusCode).toBe(403);
    expect((await as('sigsa').get('/api/dadosPessoais/search?nif=245678905')).statusCode).toBe(400);
  });
});

describe('the export for the subject (RGPD arts. 15 and 20)', () => {
  it('gives JSON and CSV attachments, each audited', async () => {
    const json = await as('sigsa').get(`/api/dadosPessoais/export?nif=245678905&format=json&${q('sigsa')}`);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-disposition']).toMatch(
      /^attachment; filename="dados-pessoais-245678905-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const document = json.json<Answer & { criterio: unknown; geradoEm: string }>();
    expect(document.criterio).toEqual({ nif: '245678905' });
    expect(document.fontes.find((f) => f.entidade === 'users')?.registos[0]?.identificacao).toBe('svl');

    const csv = await as('sigsa').get(`/api/dadosPessoais/export?nif=245678905&format=csv&${q('sigsa')}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Entidade,Registo,Identificação,Campo,Valor');
    expect(lines.some((line) => line.startsWith('Utilizadores,') && line.endsWith(',NIF,245678905'))).toBe(
      true,
    );
    expect((await audits('exportar')).length).toBeGreaterThanOrEqual(2);
    // A name with letters no header takes travels as plain ASCII in the file name.
    const byName = await as('sigsa').get(
      `/api/dadosPessoais/export?nome=${encodeURIComponent('Gonçalves Ő')}&format=csv&${q('sigsa')}`,
    );
    expect(byName.statusCode).toBe(200);
    expect(byName.headers['content-disposition']).toMatch(
      /filename="dados-pessoais-Goncalves-O-\d{4}-\d{2}-\d{2}\.csv"/,
    );
  });
});

describe('the requests of data subjects', () => {
  const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const list = async () =>
    (await as('sigsa').get(`/api/pedidosDadosPessoais/search/filter?size=100&${q('sigsa')}`)).json<{
      _embedded: { pedidosDadosPessoais: { id: number; situacao: string; prazo: string }[] };
    }>()._embedded.pedidosDadosPessoais;

  it('keeps a one-month deadline, red once past it, answered once a reply is dated', async () => {
    const late = await as('sigsa').post(`/api/pedidosDadosPessoais?${q('sigsa')}`, {
      tipo: 'APAGAMENTO',
      titularNome: 'Titular Atrasado',
      titularNif: '287654320',
      dataRececao: '2026-01-31',
      pedido: 'Apaguem os meus dados.',
    });
    expect(late.statusCode, late.body).toBe(201);
    const lateId = late.json<{ id: number }>().id;
    const recent = await as('sigsa').post(`/api/pedidosDadosPessoais?${q('sigsa')}`, {
      tipo: 'ACESSO',
      titularNome: 'Titular Recente',
      dataRececao: isoDaysAgo(1),
      pedido: 'Que dados têm sobre mim?',
    });
    expect(recent.statusCode, recent.body).toBe(201);
    const rows = await list();
    expect(rows.find((r) => r.id === lateId)).toMatchObject({ situacao: 'EM_ATRASO', prazo: '2026-02-28' });
    expect(rows.find((r) => r.id === recent.json<{ id: number }>().id)?.situacao).toBe('EM_CURSO');

    const answered = await as('sigsa').patch(`/api/pedidosDadosPessoais/${lateId}?${q('sigsa')}`, {
      dataResposta: isoDaysAgo(0),
      resposta: 'Os registos sanitários conservam-se por obrigação legal (art. 17.º, n.º 3, alínea b)).',
      version: 0,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await list()).find((r) => r.id === lateId)?.situacao).toBe('RESPONDIDO');

    // The subject's NIF finds the request too.
    const found = (await search('sigsa', 'nif=287654320')).json<Answer>().fontes;
    expect(found.find((f) => f.entidade === 'pedidosDadosPessoais')?.registos).toHaveLength(1);
  });

  it('refuses a reception date in the future (400) and ROLE_MANAGER writing (403)', async () => {
    const future = await as('sigsa').post(`/api/pedidosDadosPessoais?${q('sigsa')}`, {
      tipo: 'ACESSO',
      titularNome: 'Titular',
      dataRececao: '2999-01-01',
      pedido: 'x',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors[0].field).toBe('dataRececao');
    const manager = await as('gestor').post(`/api/pedidosDadosPessoais?${q('gestor')}`, {
      tipo: 'ACESSO',
      titularNome: 'Titular',
      dataRececao: isoDaysAgo(1),
      pedido: 'x',
    });
    expect(manager.statusCode).toBe(403);
  });
});
