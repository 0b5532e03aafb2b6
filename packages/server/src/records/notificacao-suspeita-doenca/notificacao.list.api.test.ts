import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { DemoUsers, roleOf } from '../../test/demo-users.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createNotificacao,
  notificacaoPayload,
  notificacaoRefs,
  type NotificacaoRefs,
} from './notificacao.fixtures.ts';

let t: TestApp;
let refs: NotificacaoRefs;
const users = new DemoUsers();
const { as } = users;
const BASE = '/api/notificacoesSuspeitasDoencas';

type Row = { id: number; estado: string; doencas: string[] | null; categorias: string[] } & Record<
  string,
  unknown
>;

async function list(username: string, filters: Record<string, unknown> = {}): Promise<Row[]> {
  const params = Object.entries(filters)
    .map(([prop, value]) => `&${prop}=${encodeURIComponent(JSON.stringify({ prop, value }))}`)
    .join('');
  const res = await as(username).get(`${BASE}/search/filter?role=${roleOf(username)}&size=1000${params}`);
  if (res.statusCode !== 200) throw new Error(`${username}: ${res.statusCode} ${res.body}`);
  return res.json<{ _embedded: { notificacoesSuspeitasDoencas: Row[] } }>()._embedded
    .notificacoesSuspeitasDoencas;
}

const ids = (rows: Row[]) => rows.map((r) => r.id);

let norte: number;
let centro: number;
let byMunicipal: number;
let forMv: number;

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
  refs = await notificacaoRefs(t);
  norte = (
    await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_PRODUCAO', 'mv', 'norte'))
  ).id;
  centro = (
    await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_PRODUCAO', 'mv', 'centro'))
  ).id;
  byMunicipal = (
    await createNotificacao(
      as('mvmunicipal'),
      'ROLE_MV_MUNICIPAL',
      notificacaoPayload(refs, 'DOM_COMPANHIA', 'mvmunicipal', 'sul'),
    )
  ).id;
  forMv = (
    await createNotificacao(
      as('sigsa'),
      'ROLE_SIGSA',
      notificacaoPayload(refs, 'DOM_ASSILVESTRADO', 'mv', 'sul'),
    )
  ).id;
});

afterAll(async () => {
  await t.close();
});

describe('notification visibility (issue 12, docs/permissions.md)', () => {
  it("SIGSA and MANAGER see all; SVL/SVR their DSAVRs' and their own; MV those they created or notified", async () => {
    const all = [norte, centro, byMunicipal, forMv];
    expect(ids(await list('sigsa'))).toEqual(expect.arrayContaining(all));
    expect(ids(await list('gestor'))).toEqual(expect.arrayContaining(all));
    const svl = ids(await list('svl'));
    expect(svl).toContain(norte);
    expect(svl).not.toContain(centro);
    expect(svl).not.toContain(byMunicipal);
    const svr = ids(await list('svr'));
    expect(svr).toContain(centro);
    expect(svr).not.toContain(norte);
    const mv = ids(await list('mv'));
    expect(mv).toEqual(expect.arrayContaining([norte, centro, forMv]));
    expect(mv).not.toContain(byMunicipal);
    expect(ids(await list('mvmunicipal'))).toEqual(expect.arrayContaining([byMunicipal]));
    expect(ids(await list('mvmunicipal'))).not.toContain(norte);
    for (const username of ['lab', 'transportador']) {
      const res = await as(username).get(`${BASE}/search/filter?role=${roleOf(username)}`);
      expect(res.statusCode, username).toBe(403);
    }
  });

  it('a regional user sees what they registered outside their region', async () => {
    const own = await createNotificacao(
      as('svl'),
      'ROLE_SVL',
      notificacaoPayload(refs, 'DOM_COMPANHIA', 'svl', 'sul'),
    );
    expect(own.regiao).toMatchObject({ dsavr: { codigo: 'DSAVRALG' } });
    expect(ids(await list('svl'))).toContain(own.id);
    expect(ids(await list('svr'))).not.toContain(own.id);
  });
});

describe('notification list (Consultar → Notificação de suspeita de doença)', () => {
  it('columns: diseases, EU categories, DSAVR among them', async () => {
    const res = await as('sigsa').get(`${BASE}/search/columns?role=ROLE_SIGSA`);
    expect(res.statusCode).toBe(200);
    const columns = res.json<{ prop: string; type: string; showByDefault: boolean }[]>();
    expect(columns.map((c) => c.prop)).toEqual(
      expect.arrayContaining([
        'numeroSerie',
        'estado',
        'tipoAnimal.nome',
        'doencas',
        'categorias',
        'regiao.dsavr.sigla',
      ]),
    );
    const row = (await list('sigsa')).find((r) => r.id === norte);
    expect(row).toMatchObject({
      estado: 'INICIAL',
      tipoAnimal: { nome: 'Doméstico de produção', codigo: 'DOM_PRODUCAO' },
      categorias: ['A', 'C', 'D', 'E'],
      regiao: { dsavr: { sigla: 'DSAVRN' } },
      exploracao: { marca: refs.exploracoes.norte.marca },
    });
    expect(row?.doencas).toHaveLength(2);
    expect(row).not.toHaveProperty('conclusaoSuspeita');
  });

  it('filters: state, disease (by id), EU category, DSAVR, animal type', async () => {
    const byDisease = ids(await list('sigsa', { doencas: [refs.doencas.LA] }));
    expect(byDisease).toEqual(expect.arrayContaining([norte, centro]));
    expect(byDisease).not.toContain(byMunicipal);
    const byCategory = ids(await list('sigsa', { categorias: ['A'] }));
    expect(byCategory).toContain(norte);
    expect(byCategory).not.toContain(byMunicipal);
    const byDsavr = ids(await list('sigsa', { 'regiao.dsavr.sigla': [refs.dsavrs.DSAVRC] }));
    expect(byDsavr).toContain(centro);
    expect(byDsavr).not.toContain(norte);
    const byTipo = ids(await list('sigsa', { 'tipoAnimal.nome': ['DOM_COMPANHIA'] }));
    expect(byTipo).toContain(byMunicipal);
    expect(byTipo).not.toContain(norte);
    const byState = await list('sigsa', { estado: ['INICIAL'], doencas: [refs.doencas.LA] });
    expect(new Set(byState.map((r) => r.estado))).toEqual(new Set(['INICIAL']));
    const unknown = await as('sigsa').get(
      `${BASE}/search/filter?role=ROLE_SIGSA&categorias=${encodeURIComponent(JSON.stringify({ value: ['Z'] }))}`,
    );
    expect(unknown.statusCode).toBe(400);
  });

  it('the Excel export has the list columns', async () => {
    const res = await as('sigsa').get(`${BASE}/export/excel?role=ROLE_SIGSA`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('the demo dataset has notifications of each animal type and several states', async () => {
    const rows = await queryRows<{ tipo: string; estado: string; created_by: string }>(
      t.handle.db,
      sql`SELECT ct.codigo AS tipo, n.estado, n.created_by FROM notificacoes_suspeitas_doencas n
            JOIN custom_types ct ON ct.id = n.tipo_animal_id WHERE n.created_by <> 'x' ORDER BY n.id LIMIT 6`,
    );
    expect(new Set(rows.map((r) => r.tipo)).size).toBe(5);
    expect(new Set(rows.map((r) => r.estado))).toEqual(
      new Set(['INICIAL', 'SUBMETIDO', 'DEVOLVIDO', 'VALIDO', 'INVALIDO']),
    );
  });
});

describe('infrastructures and value lists (spec 002 §2, §7)', () => {
  type Infra = { nomeEstabelecimento: string; numero: string; nifOperador: string };
  const search = async (text: string) => {
    const res = await as('mv').get(
      `/api/infraestruturas/search/findInfraestruturaByNomeOrNifOrNumero?search=${encodeURIComponent(text)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ _embedded: { infraestruturas: Infra[] } }>()._embedded.infraestruturas;
  };

  it('search by establishment, operator name, operator NIF or number, sorted by establishment name', async () => {
    const byName = await search('centro de');
    expect(byName.map((i) => i.nomeEstabelecimento)).toEqual([
      'Centro de Fauna dos Açores',
      'Centro de Recuperação de Fauna da Beira',
      'Centro de Recuperação de Fauna da Ria',
    ]);
    expect((await search('ria viva')).map((i) => i.numero)).toEqual(['CRAS-0001']);
    expect((await search('PZ-0002')).map((i) => i.nomeEstabelecimento)).toEqual(['Zoo das Camélias']);
    const first = byName[0];
    expect((await search(first?.nifOperador ?? '')).map((i) => i.numero)).toEqual(['CRAS-0003']);
    // One character is enough (spec 002 §5); the list is sorted by establishment name.
    const names = (await search('a')).map((i) => i.nomeEstabelecimento);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt')));
    const all = await as('lab').get('/api/infraestruturas/search/filter?size=1000');
    expect(all.json<{ page: { totalElements: number } }>().page.totalElements).toBe(10);
  });

  it('an infrastructure carries its parish (none in Madeira, whose parishes have no polygon)', async () => {
    const res = await as('mv').get('/api/infraestruturas/search/find?search=Tejo&projection=full');
    const [tejo] = res.json<{ _embedded: { infraestruturas: Record<string, unknown>[] } }>()._embedded
      .infraestruturas;
    expect(tejo).toMatchObject({
      tipo: { codigo: 'PARQUE_ZOOLOGICO', nome: 'Parque zoológico' },
      distrito: { nome: 'Lisboa' },
    });
    expect(tejo?.localizacao).toMatchObject({ type: 'Point' });
  });

  it('customTypes/search/findByCategorias serves the notification lists', async () => {
    const categorias = [
      'TIPO_ANIMAL',
      'CONCLUSAO_SUSPEITA',
      'MOTIVO_CONFIRMACAO',
      'MOTIVO_NAO_CONFIRMACAO',
      'ORDEM_FOCO',
      'DESTINOS_SUBPRODUTOS',
    ];
    const res = await as('mv').get(
      `/api/customTypes/search/findByCategorias?categorias=${categorias.join(',')}&projection=summary`,
    );
    expect(res.statusCode).toBe(200);
    const found = res.json<{ _embedded: { customTypes: { categoria: string; nome: string }[] } }>()._embedded
      .customTypes;
    expect(new Set(found.map((c) => c.categoria))).toEqual(new Set(categorias));
    expect(found.map((c) => c.nome)).toEqual(
      expect.arrayContaining(['Aceite por outro motivo', 'Não confirmado por outro motivo', 'Secundário']),
    );
    // The reasons that reveal a text say so.
    const requer = (found as { nome: string; requerObservacao?: boolean }[])
      .filter((c) => c.requerObservacao)
      .map((c) => c.nome);
    expect(requer).toEqual(
      expect.arrayContaining(['Aceite por outro motivo', 'Não confirmado por outro motivo', 'Outro']),
    );
    expect(requer).not.toContain('Secundário');
  });
});
