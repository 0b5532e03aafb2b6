import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { recordUrl, roleOf } from '../../test/demo-users.ts';
import {
  colheitaTestApp,
  commonBadInput,
  expectExameLink,
  expectVisibility,
  itRefusesBadInput,
  type BadInput,
} from '../colheitas.fixtures.ts';
import {
  COLHEITA_AMOSTRAS_TESTE,
  colheitaInState,
  colheitaPayload,
  colheitaRefs,
  COLHEITAS_BASE,
  type Colheita,
} from './colheita-amostras.fixtures.ts';

// The domestic laboratory collection through the API (001 §3.2, §5.2, §7; issue 16): create and save with the
// sample numbers, every reference refused with a field error and nothing written, the submit guard, who sees
// which collection, and the exam it names.

const app = colheitaTestApp(colheitaRefs);
const { as } = app;
const url = recordUrl(COLHEITAS_BASE);

const create = (body: object, username = 'mv', role = 'ROLE_MV') =>
  as(username).post(`${COLHEITAS_BASE}/create?role=${role}&projection=full`, body);

async function count(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    app.t.handle.db,
    sql`SELECT count(*)::int AS n FROM colheitas_amostras`,
  );
  return Number(row?.n ?? 0);
}

describe('create and save (001 §7)', () => {
  it('a vet creates a numbered collection in INICIAL; its samples are numbered I- and G- by kind', async () => {
    const res = await create(colheitaPayload(app.refs));
    expect(res.statusCode, res.body).toBe(201);
    const colheita = res.json<Colheita>();
    expect(colheita).toMatchObject({
      estado: 'INICIAL',
      version: 0,
      numeroSerie: expect.stringMatching(/^CAM\/\d{6}$/),
      exploracao: { marca: app.refs.marca },
      especies: [{ id: app.refs.bovino }],
      laboratorioDiagnostico: { codigo: 'INIAV' },
      resultados: [],
      permissoes: { GUARDAR: true, SUBMETER: true, RECECIONAR: false, REGISTAR_ANALISES: false },
    });
    expect(colheita.amostras.map((a) => [a.sequencia, a.ensaios.length])).toEqual([
      ['G-0001', 1],
      ['I-0001', 2],
      ['I-0002', 1],
    ]);
    expect(colheita.ensaios).toHaveLength(3);
  });

  it('a save keeps the numbers of the samples it keeps and continues from the highest for new ones', async () => {
    const colheita = await colheitaInState(as, app.refs, 'INICIAL');
    const body = colheitaPayload(app.refs) as { amostras: Record<string, unknown>[] };
    const byNumber = new Map(colheita.amostras.map((a) => [a.sequencia, a.id]));
    // I-0002 removed, I-0001 and G-0001 kept by id, one new individual sample.
    const amostras = [
      { ...body.amostras[0], id: byNumber.get('I-0001') },
      { ...body.amostras[2], id: byNumber.get('G-0001') },
      { ...body.amostras[1], identificacaoAnimal: 'PT 555' },
    ];
    const res = await as('mv').patch(url(colheita.id, '/save'), { ...body, amostras, version: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<Colheita>();
    expect(saved.amostras.map((a) => [a.sequencia, a.id === byNumber.get(a.sequencia)])).toEqual([
      ['G-0001', true],
      ['I-0001', true],
      ['I-0003', false],
    ]);
    expect(saved.version).toBe(1);
  });

  it('twenty concurrent saves adding samples never give one number twice', async () => {
    const colheita = await colheitaInState(as, app.refs, 'INICIAL');
    const body = colheitaPayload(app.refs) as { amostras: Record<string, unknown>[] };
    const idOf = (numero: string | undefined) => colheita.amostras.find((a) => a.sequencia === numero)?.id;
    const saves = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        as('mv').patch(url(colheita.id, '/save'), {
          ...body,
          amostras: [
            ...body.amostras.map((a, j) => ({ ...a, id: idOf(['I-0001', 'I-0002', 'G-0001'][j]) })),
            { ...body.amostras[1], identificacaoAnimal: `PT NOVO ${i}` },
          ],
        }),
      ),
    );
    expect(saves.map((s) => s.statusCode)).toEqual(Array(20).fill(200));
    const final = (await as('mv').get(url(colheita.id))).json<Colheita>();
    const numbers = final.amostras.map((a) => a.sequencia);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(final.version).toBe(20);
  });
});

describe('bad input: a field error, nothing written (issue 16)', () => {
  const cases: BadInput[] = [
    ...commonBadInput(app),
    [
      'an assay of another disease',
      () => ({
        ensaios: [
          { doenca: app.refs.doencas.TB, ensaioLaboratorial: app.refs.ensaios.BR_RB },
          { doenca: app.refs.doencas.BRUC, ensaioLaboratorial: app.refs.ensaios.BR_FC },
          { doenca: app.refs.doencas.TB, ensaioLaboratorial: app.refs.ensaios.TB_CULTURA },
        ],
      }),
      'ensaios.0.ensaioLaboratorial',
      'O ensaio não é desta doença.',
    ],
    [
      'a sample assay not taking its matrix',
      () => ({
        amostras: [
          {
            tipoAmostra: 'INDIVIDUAL',
            identificacaoAnimal: 'PT 1',
            matriz: app.refs.matrizes.GANGLIO,
            ensaios: [app.refs.ensaios.BR_RB],
            subCategoriaAnimal: app.refs.subCategoria,
          },
        ],
      }),
      'amostras.0.ensaios',
      'O ensaio não aceita a matriz da amostra.',
    ],
    [
      'a sample assay not among the collection’s',
      () => ({
        amostras: [
          {
            tipoAmostra: 'INDIVIDUAL',
            identificacaoAnimal: 'PT 1',
            matriz: app.refs.matrizes.SANGUE_HEPARINA,
            ensaios: [app.refs.ensaios.TB_IFNG],
            subCategoriaAnimal: app.refs.subCategoria,
          },
        ],
      }),
      'amostras.0.ensaios',
      'O ensaio não consta dos ensaios da colheita.',
    ],
    [
      'a duplicated individual sample',
      () => {
        const amostra = (colheitaPayload(app.refs) as { amostras: object[] }).amostras[0];
        return { amostras: [amostra, { ...(amostra as object), identificacaoAnimal: 'pt123456789' }] };
      },
      'amostras.1.identificacaoAnimal',
      'Amostra duplicada!',
    ],
    [
      'a sub-category of another species',
      () => ({
        amostras: [
          {
            tipoAmostra: 'GRUPO',
            quantidadeAnimais: 2,
            matriz: app.refs.matrizes.SORO,
            ensaios: [app.refs.ensaios.BR_RB],
            subCategoriaAnimal: app.refs.subCategoriaOvina,
          },
        ],
      }),
      'amostras.0.subCategoriaAnimal',
      'A subcategoria não é da espécie da colheita.',
    ],
    [
      'a second species',
      () => ({ especies: [app.refs.bovino, app.refs.ovino] }),
      'especies',
      'Indique uma só espécie.',
    ],
    ['an unknown holding', () => ({ exploracao: 'NAO-EXISTE' }), 'exploracao', 'Exploração desconhecida.'],
    [
      'a responsible who is no vet',
      () => ({ responsavelColheita: app.refs.users.lab }),
      'responsavelColheita',
      'Médico veterinário desconhecido.',
    ],
    [
      'a group sample with no animals',
      () => ({
        amostras: [
          {
            tipoAmostra: 'GRUPO',
            quantidadeAnimais: 0,
            matriz: app.refs.matrizes.SORO,
            ensaios: [app.refs.ensaios.BR_RB],
            subCategoriaAnimal: app.refs.subCategoria,
          },
        ],
      }),
      'amostras.0.quantidadeAnimais',
      'Valor inferior ao mínimo',
    ],
    [
      'a flock for a species that is no bird',
      () => ({ bando: 1 }),
      'bando',
      'Só as colheitas de aves indicam o bando.',
    ],
  ];

  itRefusesBadInput(app, COLHEITA_AMOSTRAS_TESTE, cases, count);

  it('an exam the writer cannot see is refused as unknown', async () => {
    const [exame] = await queryRows<{ id: number }>(
      app.t.handle.db,
      sql`INSERT INTO exames_clinicos_necropsias (tipo_animal, created_by) VALUES ('DOMESTICO', 'svr') RETURNING id`,
    );
    const res = await create({ ...colheitaPayload(app.refs), exameClinicoNecropsia: exame?.id });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors).toEqual([
      expect.objectContaining({ field: 'exameClinicoNecropsia' }),
    ]);
  });
});

describe('submit guard (001 §4 submeter, §5.2)', () => {
  it('no lab assay: "Antes de submeter terá de completar o registo."; no sample: "Para submeter necessita de adicionar amostras."', async () => {
    const semEnsaios = (
      await create({ ...colheitaPayload(app.refs), ensaios: [], amostras: [] })
    ).json<Colheita>();
    const first = await as('mv').post(url(semEnsaios.id, '/submeter'), {});
    expect(first.statusCode).toBe(400);
    expect(first.json<{ message: string; errors: { message: string }[] }>()).toMatchObject({
      message: 'Antes de submeter terá de completar o registo.',
      errors: expect.arrayContaining([
        expect.objectContaining({ message: 'Não estão definidos ensaios.' }),
        expect.objectContaining({ message: 'Não estão definidas amostras.' }),
      ]),
    });
    const semAmostras = (await create({ ...colheitaPayload(app.refs), amostras: [] })).json<Colheita>();
    const second = await as('mv').post(url(semAmostras.id, '/submeter'), {});
    expect(second.statusCode).toBe(400);
    expect(second.json<{ message: string }>().message).toBe('Para submeter necessita de adicionar amostras.');
    const after = (await as('mv').get(url(semAmostras.id))).json<Colheita>();
    expect(after.estado).toBe('INICIAL');
  });
});

describe('who sees a collection (docs/permissions.md)', () => {
  it('the requester side by region and keepers; the addressed laboratory once submitted; another laboratory never', async () => {
    const inicial = await colheitaInState(as, app.refs, 'INICIAL');
    const submetida = await colheitaInState(as, app.refs, 'SUBMETIDO');
    const common = {
      sigsa: 200,
      gestor: 200,
      svl: 200,
      svr: 404,
      mv: 200,
      mvmunicipal: 404,
      transportador: 403,
      lab2: 404,
    };
    await expectVisibility(app, COLHEITAS_BASE, { inicial: inicial.id, submetida: submetida.id }, common);
  });

  it('the laboratory sees its buttons, the requester its own, from permissoes', async () => {
    const submetida = await colheitaInState(as, app.refs, 'SUBMETIDO');
    const byLab = (await as('lab').get(url(submetida.id, '', 'lab'))).json<Colheita>();
    expect(byLab.permissoes).toMatchObject({
      RECECIONAR: true,
      DEVOLVER: true,
      GUARDAR: false,
      VALIDAR: false,
    });
    const byMv = (await as('mv').get(url(submetida.id, '', 'mv'))).json<Colheita>();
    expect(byMv.permissoes).toMatchObject({ RECECIONAR: false, GUARDAR: false, SUBMETER: false });
  });
});

describe('the flock of a poultry collection (001 §2.2, §3.2 bando)', () => {
  const ids = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: number }>(app.t.handle.db, query)).map((r) => Number(r.id));
  const aves = async () => {
    const [galinha] = await ids(sql`SELECT id FROM especies WHERE codigo = 'GALINHA'`);
    const [bando] = await ids(
      sql`SELECT id FROM bandos WHERE marca_exploracao = ${app.refs.marca} ORDER BY id`,
    );
    const [outro] = await ids(
      sql`SELECT id FROM bandos WHERE marca_exploracao <> ${app.refs.marca} ORDER BY id`,
    );
    if (!galinha || !bando || !outro) throw new Error('sem galinha ou bandos de demonstração');
    return { galinha, bando, outro };
  };
  const draft = (especie: number, bando: number) => ({
    ...colheitaPayload(app.refs),
    especies: [especie],
    bando,
    ensaios: [],
    amostras: [],
  });

  it("names one of its holding's flocks, and shows it", async () => {
    const { galinha, bando } = await aves();
    const res = await as('mv').post(
      `${COLHEITAS_BASE}/create?role=ROLE_MV&projection=full`,
      draft(galinha, bando),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Colheita>().bando).toMatchObject({ id: bando, codigo: expect.stringMatching(/^PTB/) });
  });

  it("refuses another holding's flock; the holding's flocks are found by its brand", async () => {
    const { galinha, outro } = await aves();
    const res = await as('mv').post(
      `${COLHEITAS_BASE}/create?role=ROLE_MV&projection=full`,
      draft(galinha, outro),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: unknown[] }>().errors).toContainEqual({
      field: 'bando',
      message: 'Bando desconhecido.',
    });
    const found = await as('mv').get(
      `/api/bandos/search/findByExploracao?marca=${encodeURIComponent(app.refs.marca)}&size=50`,
    );
    expect(found.statusCode, found.body).toBe(200);
    const bandos = found.json<{ _embedded: { bandos: { codigo: string; marcaExploracao: string }[] } }>()
      ._embedded.bandos;
    expect(bandos.length).toBe(2);
    expect(bandos.every((b) => b.marcaExploracao === app.refs.marca)).toBe(true);
  });
});

describe('the exam it names (Registos ligados)', () => {
  it('an exam lists its collections, the collection its exam', async () => {
    const exame = await as('mv').post('/api/examesClinicosNecropsias/create?role=ROLE_MV&projection=full', {
      tipoAnimal: 'DOMESTICO',
      exploracao: app.refs.marca,
      medicoVeterinario: app.refs.users.mv,
      data: '2026-11-19',
      motivosExames: [],
    });
    expect(exame.statusCode, exame.body).toBe(201);
    const exameId = exame.json<{ id: number }>().id;
    await expectExameLink(app, COLHEITA_AMOSTRAS_TESTE, exameId, 'colheitasAmostras');
  });
  it('a notification lists the collections of its exams, and the collection the notification (ours)', async () => {
    const [link] = await queryRows<{ exame: number; notificacao: number }>(
      app.t.handle.db,
      sql`SELECT exame_id AS exame, notificacao_id AS notificacao FROM ecn_notificacoes ORDER BY exame_id LIMIT 1`,
    );
    if (!link) throw new Error('sem exame de demonstração ligado a uma notificação');
    const res = await as('sigsa').post(`${COLHEITAS_BASE}/create?role=ROLE_SIGSA&projection=full`, {
      ...colheitaPayload(app.refs),
      exameClinicoNecropsia: link.exame,
    });
    expect(res.statusCode, res.body).toBe(201);
    const colheita = res.json<Colheita>();
    type Ligacoes = {
      _embedded: Record<string, { id: number }[]>;
      relacoes: { nome: string; label: string }[];
    };
    const daNotificacao = (
      await as('sigsa').get(`/api/notificacoesSuspeitasDoencas/${link.notificacao}/ligacoes?role=ROLE_SIGSA`)
    ).json<Ligacoes>();
    expect(daNotificacao._embedded.colheitasAmostras?.map((c) => c.id)).toContain(colheita.id);
    expect(daNotificacao.relacoes).toContainEqual(
      expect.objectContaining({ nome: 'colheitasAmostras', label: 'Colheitas de amostras (pelo exame)' }),
    );
    const daColheita = (
      await as('sigsa').get(`${COLHEITAS_BASE}/${colheita.id}/ligacoes?role=ROLE_SIGSA`)
    ).json<Ligacoes>();
    expect(daColheita._embedded.notificacoesSuspeitasDoencas?.map((n) => n.id)).toEqual([link.notificacao]);
  });
});

describe('the lookups of the screen (001 §7)', () => {
  type Page = { _embedded: Record<string, { id: number; codigo?: string; matrizes?: number[] }[]> };
  const codes = async (path: string, key: string) =>
    ((await as('mv').get(path)).json<Page>()._embedded?.[key] ?? []).map((r) => r.codigo);

  it('assays of a disease, with the matrices each takes', async () => {
    const res = await as('mv').get(
      `/api/ensaiosLaboratoriais/search/findByDoencaId?id=${app.refs.doencas.BRUC}&projection=full`,
    );
    const ensaios = res.json<Page>()._embedded.ensaiosLaboratoriais ?? [];
    expect(ensaios.map((e) => e.codigo)).toEqual(expect.arrayContaining(['BR_RB', 'BR_FC', 'BR_CULTURA']));
    expect(ensaios.map((e) => e.codigo)).not.toContain('TB_CULTURA');
    expect(ensaios.find((e) => e.codigo === 'BR_RB')?.matrizes).toEqual([app.refs.matrizes.SORO]);
  });

  it('the laboratories performing every assay chosen; a malformed list finds none', async () => {
    const { BR_RB, TB_CULTURA } = app.refs.ensaios;
    expect(
      await codes(`/api/laboratorios/search/findByEnsaios?ids=${BR_RB}&quant=1`, 'laboratorios'),
    ).toEqual(expect.arrayContaining(['INIAV', 'INIAV_VAIRAO', 'ACOS']));
    // Typing assays: the reference laboratory alone.
    expect(
      await codes(
        `/api/laboratorios/search/findByEnsaios?ids=${BR_RB},${TB_CULTURA}&quant=2`,
        'laboratorios',
      ),
    ).toEqual(['INIAV']);
    expect(await codes('/api/laboratorios/search/findByEnsaios?ids=1;DROP&quant=1', 'laboratorios')).toEqual(
      [],
    );
  });

  it('the control types by entomological surveillance: a collection offers the others; a bad flag finds none', async () => {
    const tipos = (flag: string) =>
      codes(
        `/api/tiposControlo/search/findByVigilanciaEntomologica?vigilanciaEntomologica=${flag}`,
        'tiposControlo',
      );
    expect(await tipos('false')).toEqual(expect.arrayContaining(['VIG_ATIVA', 'VIG_PASSIVA']));
    expect(await tipos('false')).not.toContain('VIG_ENTOMOLOGICA');
    expect(await tipos('true')).toContain('VIG_ENTOMOLOGICA');
    expect(await tipos('true')).not.toContain('VIG_ATIVA');
    expect(await tipos('sim')).toEqual([]);
  });

  it('the matrices the assays take and the sub-categories of a species', async () => {
    const { BR_RB, TB_CULTURA } = app.refs.ensaios;
    const matrizes = await codes(
      `/api/matrizesAmostras/search/findByEnsaios?ids=${BR_RB},${TB_CULTURA}`,
      'matrizesAmostras',
    );
    expect(matrizes).toEqual(expect.arrayContaining(['SORO', 'GANGLIO']));
    expect(matrizes).not.toContain('CULICOIDES');
    const res = await as('mv').get(`/api/subCategoriasAnimais/search/findByEspecie?id=${app.refs.bovino}`);
    const ids = (res.json<Page>()._embedded.subCategoriasAnimais ?? []).map((s) => s.id);
    expect(ids).toContain(app.refs.subCategoria);
    expect(ids).not.toContain(app.refs.subCategoriaOvina);
  });
});

describe("the lookups of a saved collection (001 §7; 'entidade' ours)", () => {
  type Item = { id: number; codigo?: string; listaValores?: { nome: string }[] };
  type Page = { _embedded: Record<string, Item[]> };
  const withRole = (path: string, username: string) =>
    `${path}${path.includes('?') ? '&' : '?'}role=${roleOf(username)}`;
  const items = async (path: string, key: string, username = 'mv') => {
    const res = await as(username).get(withRole(path, username));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>()._embedded[key] ?? [];
  };

  it("the collection's assays taking a matrix, the matrices its assays take, its species' sub-categories", async () => {
    const colheita = await colheitaInState(as, app.refs, 'INICIAL');
    const { SORO, GANGLIO } = app.refs.matrizes;
    const soro = await items(
      `/api/ensaios/search/findByControloAndMatriz?mid=${SORO}&cid=${colheita.id}`,
      'ensaios',
    );
    expect(soro.map((e) => e.codigo).sort()).toEqual(['BR_FC', 'BR_RB']);
    const ganglio = await items(
      `/api/ensaios/search/findByControloAndMatriz?mid=${GANGLIO}&cid=${colheita.id}`,
      'ensaios',
    );
    expect(ganglio.map((e) => e.codigo)).toEqual(['TB_CULTURA']);

    const matrizes = await items(
      `/api/matrizesAmostras/search/findByControlo?id=${colheita.id}`,
      'matrizesAmostras',
    );
    expect(matrizes.map((m) => m.codigo)).toEqual(expect.arrayContaining(['SORO', 'GANGLIO']));
    expect(matrizes.map((m) => m.codigo)).not.toContain('CULICOIDES');

    const sub = await items(
      `/api/subCategoriasAnimais/search/findByControloLaboratorialId?id=${colheita.id}`,
      'subCategoriasAnimais',
    );
    expect(sub.map((s) => s.id)).toContain(app.refs.subCategoria);
    expect(sub.map((s) => s.id)).not.toContain(app.refs.subCategoriaOvina);
  });

  it('a collection the caller may not see answers 404; an unknown type 400; no session 401', async () => {
    const colheita = await colheitaInState(as, app.refs, 'INICIAL');
    const path = `/api/matrizesAmostras/search/findByControlo?id=${colheita.id}`;
    // INIAV sees it once submitted; the SVR of another region never.
    expect((await as('lab').get(withRole(path, 'lab'))).statusCode).toBe(404);
    expect((await as('svr').get(withRole(path, 'svr'))).statusCode).toBe(404);
    expect((await as('mv').get(`/api/matrizesAmostras/search/findByControlo?id=999999`)).statusCode).toBe(
      404,
    );
    const wrongType = await as('mv').get(`${path}&entidade=vacinacoes`);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ message: 'Tipo de colheita desconhecido.' });
    expect((await app.t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    const submetida = await colheitaInState(as, app.refs, 'SUBMETIDO');
    const lab = await items(
      `/api/matrizesAmostras/search/findByControlo?id=${submetida.id}`,
      'matrizesAmostras',
      'lab',
    );
    expect(lab.length).toBeGreaterThan(0);
  });

  it("a typing assay's result type with its values; an assay that types nothing has none", async () => {
    const { TB_ESPOLIGOTIPAGEM, BR_RB } = app.refs.ensaios;
    const [tipo] = await items(
      `/api/tiposResultados/search/getTiposResultadosByEnsaioTipificacao/?id=${TB_ESPOLIGOTIPAGEM}`,
      'tiposResultados',
    );
    expect(tipo).toMatchObject({ codigo: 'TIPIFICACAO', tipoValor: 'TEXTO' });
    expect(
      await items(
        `/api/tiposResultados/search/getTiposResultadosByEnsaioTipificacao?id=${BR_RB}`,
        'tiposResultados',
      ),
    ).toEqual([]);
  });
});
