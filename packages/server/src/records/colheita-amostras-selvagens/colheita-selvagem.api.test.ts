import { inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { recordUrl } from '../../test/demo-users.ts';
import {
  colheitaTestApp,
  commonBadInput,
  createColheita,
  expectExameLink,
  expectVisibility,
  itRefusesBadInput,
  type BadInput,
  type Colheita,
} from '../colheitas.fixtures.ts';
import {
  colheitaSelvagemInState,
  COLHEITA_SELVAGEM_TESTE,
  colheitaSelvagemPayload,
  colheitaSelvagemRefs,
  COLHEITAS_SELVAGENS_BASE,
} from './colheita-selvagem.fixtures.ts';

// The wild laboratory collection through the API (001 §3.1, §5.1, §7; issue 16): create and save with the `A-`
// sample numbers, every reference refused with a field error and nothing written, the invoice, the hunting fields
// of a hunted animal, the submit guard, who sees which collection, and the exam it names.

const app = colheitaTestApp(colheitaSelvagemRefs);
const { as } = app;
const base = COLHEITAS_SELVAGENS_BASE;
const url = (id: number, tail = '', username = 'svl') => recordUrl(base)(id, tail, username);

const create = (body: object, username = 'svl', role = 'ROLE_SVL') =>
  as(username).post(`${base}/create?role=${role}&projection=full`, body);
const payload = () => colheitaSelvagemPayload(app.refs);

async function counts(): Promise<Record<string, number>> {
  const [row] = await queryRows<Record<string, number>>(
    app.t.handle.db,
    sql`SELECT (SELECT count(*)::int FROM colheitas_animais_selvagens) AS colheitas,
      (SELECT count(*)::int FROM cas_amostras) AS amostras, (SELECT count(*)::int FROM cas_faturas) AS faturas`,
  );
  return row ?? {};
}

type ErrorBody = { message: string; errors: { field: string; message: string }[] };

/** The texts a PDF page draws (the standard fonts write them as hex strings, in Flate-encoded content). */
function textosDaPagina(pdf: PDFDocument, index: number): string[] {
  const contents = pdf.getPage(index).node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
  const content = streams
    .map((stream) => (stream instanceof PDFRawStream ? inflateSync(stream.contents).toString('latin1') : ''))
    .join('\n');
  return [...content.matchAll(/<([0-9A-F]*)> Tj/g)].map((match) =>
    Buffer.from(match[1] ?? '', 'hex').toString('latin1'),
  );
}

describe('create and save (001 §7)', () => {
  it('a regional service creates a numbered collection in INICIAL with every field; samples are numbered A-', async () => {
    const res = await create(payload());
    expect(res.statusCode, res.body).toBe(201);
    const colheita = res.json<Colheita>();
    expect(colheita).toMatchObject({
      estado: 'INICIAL',
      version: 0,
      numeroSerie: expect.stringMatching(/^CAS\/\d{6}$/),
      data: '2026-11-20',
      programa: { id: app.refs.tipos['PROGRAMA.PVPSA_JAV'], codigo: 'PVPSA_JAV' },
      situacao: { codigo: 'CACADO' },
      especies: [{ id: app.refs.javali, codigo: 'JAVALI' }],
      processoCaca: { codigo: 'MONTARIA' },
      zonaCaca: { id: app.refs.zonaCaca },
      totalAmostras: 3,
      dsavr: { id: app.refs.dsavrs.DSAVRN, codigo: 'DSAVRN' },
      responsavelColheita: { id: app.refs.users.svl },
      tipoControlo: { id: app.refs.vigilanciaAtiva },
      laboratorioDiagnostico: { codigo: 'INIAV' },
      localizacao: { latitude: 41.55, longitude: -8.42 },
      fatura: null,
      exameClinicoNecropsia: null,
      resultados: [],
      devolucoes: [],
      permissoes: { GUARDAR: true, SUBMETER: true, RECECIONAR: false },
    });
    expect(colheita.ensaios).toHaveLength(2);
    expect(colheita.amostras).toMatchObject([
      {
        sequencia: 'A-0001',
        especies: [{ codigo: 'JAVALI' }],
        sexo: { codigo: 'MACHO' },
        classeEtaria: { codigo: 'ADULTO' },
        metodoConservacao: { codigo: 'REFRIGERACAO' },
        matriz: { codigo: 'SORO' },
        ensaios: [app.refs.ensaios.PSA_ELISA],
        identificacaoAnimal: 'JAV-001',
      },
      { sequencia: 'A-0002', matriz: { codigo: 'BACO' }, metodoConservacao: { codigo: 'CONGELACAO' } },
      { sequencia: 'A-0003', sexo: { codigo: 'FEMEA' }, classeEtaria: { codigo: 'SUBADULTO' } },
    ]);
  });

  it('a save keeps the numbers of the samples it keeps and continues from the highest for new ones', async () => {
    const colheita = await colheitaSelvagemInState(as, app.refs, 'INICIAL');
    const body = payload() as { amostras: Record<string, unknown>[] };
    const idOf = (numero: string) => colheita.amostras.find((a) => a.sequencia === numero)?.id;
    // A-0002 removed; A-0001 and A-0003 kept by id; a new sample.
    const amostras = [
      { ...body.amostras[0], id: idOf('A-0001') },
      { ...body.amostras[2], id: idOf('A-0003') },
      { ...body.amostras[1], identificacaoAnimal: 'JAV-003', especies: [app.refs.javali] },
    ];
    const res = await as('svl').patch(url(colheita.id, '/save'), { ...body, amostras, version: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<Colheita>();
    expect(saved.amostras.map((a) => [a.sequencia, a.id === idOf(a.sequencia)])).toEqual([
      ['A-0001', true],
      ['A-0003', true],
      ['A-0004', false],
    ]);
    expect(saved.version).toBe(1);
  });

  it('a draft may lack its laboratory; it keeps what the save leaves out', async () => {
    const res = await create({
      ...payload(),
      laboratorioDiagnostico: null,
      processoCaca: null,
      zonaCaca: null,
      situacao: app.refs.tipos['SITUACAO_ANIMAL.ENCONTRADO_MORTO'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Colheita>()).toMatchObject({
      laboratorioDiagnostico: null,
      processoCaca: null,
      zonaCaca: null,
      situacao: { codigo: 'ENCONTRADO_MORTO' },
    });
  });
});

describe('the invoice (001 §3.1 fatura, §5.1)', () => {
  it('is stored only when some field is filled, with its id kept by a save, and gone when emptied', async () => {
    const before = (await counts()).faturas;
    const vazia = await create({ ...payload(), fatura: { numeroContrato: ' ', nifEntidade: '' } });
    expect(vazia.statusCode, vazia.body).toBe(201);
    expect(vazia.json<Colheita>().fatura).toBeNull();
    expect((await counts()).faturas).toBe(before);

    const fatura = {
      numeroCompromisso: 'C-1',
      entidadade: 'Câmara Municipal de Braga',
      nifEntidade: '123456789',
    };
    const res = await create({ ...payload(), fatura });
    expect(res.statusCode, res.body).toBe(201);
    const colheita = res.json<Colheita & { fatura: { id: number } }>();
    expect(colheita.fatura).toMatchObject({ ...fatura, numeroCabimento: null, numeroContrato: null });
    const saved = await as('svl').patch(url(colheita.id, '/save'), {
      ...payload(),
      fatura: { ...fatura, numeroContrato: 'CT-9' },
    });
    expect(saved.json<{ fatura: unknown }>().fatura).toMatchObject({
      id: colheita.fatura.id,
      numeroContrato: 'CT-9',
    });
    const emptied = await as('svl').patch(url(colheita.id, '/save'), { ...payload(), fatura: null });
    expect(emptied.json<{ fatura: unknown }>().fatura).toBeNull();
  });

  it.each([
    ['123456780', 'NIF inválido'],
    ['123', 'Número de digitos inválido'],
  ])('a NIF %s is refused: "%s", nothing written', async (nif, message) => {
    const before = await counts();
    const res = await create({ ...payload(), fatura: { entidadade: 'X', nifEntidade: nif } });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors).toContainEqual({ field: 'fatura.nifEntidade', message });
    expect(await counts()).toEqual(before);
  });
});

describe('bad input: a field error, nothing written (issue 16)', () => {
  const amostra = (change: () => Record<string, unknown>) => () => ({
    amostras: [{ ...(payload() as { amostras: object[] }).amostras[0], ...change() }],
  });
  const cases: BadInput[] = [
    ...commonBadInput(app),
    [
      'a domestic species',
      () => ({ especies: [app.refs.suino] }),
      'especies',
      'Só são aceites espécies selvagens.',
    ],
    [
      'a domestic species in a sample',
      amostra(() => ({ especies: [app.refs.javali, app.refs.suino] })),
      'amostras.0.especies',
      'Só são aceites espécies selvagens.',
    ],
    [
      'a programme of another list',
      () => ({ programa: app.refs.tipos['SEXO.MACHO'] }),
      'programa',
      'Valor inválido',
    ],
    [
      'a situation of another list',
      () => ({ situacao: app.refs.tipos['SEXO.MACHO'] }),
      'situacao',
      'Valor inválido',
    ],
    [
      'a hunting process of another list',
      () => ({ processoCaca: app.refs.tipos['SEXO.MACHO'] }),
      'processoCaca',
      'Valor inválido',
    ],
    [
      'a sex of another list',
      amostra(() => ({ sexo: app.refs.tipos['CLASSE_ETARIA.ADULTO'] })),
      'amostras.0.sexo',
      'Valor inválido',
    ],
    [
      'an age class of another list',
      amostra(() => ({ classeEtaria: app.refs.tipos['SEXO.FEMEA'] })),
      'amostras.0.classeEtaria',
      'Valor inválido',
    ],
    [
      'a preservation method of another list',
      amostra(() => ({ metodoConservacao: app.refs.tipos['SEXO.FEMEA'] })),
      'amostras.0.metodoConservacao',
      'Valor inválido',
    ],
    ['the central service as DSAVR', () => ({ dsavr: app.refs.dsavrs.DGAV }), 'dsavr', 'Valor inválido'],
    [
      'an unknown responsible',
      () => ({ responsavelColheita: 999_999 }),
      'responsavelColheita',
      'Utilizador desconhecido.',
    ],
    ['an unknown hunting zone', () => ({ zonaCaca: 999_999 }), 'zonaCaca', 'Valor inválido'],
    [
      'a point at sea, inside the domain’s box around Portugal',
      () => ({ localizacao: { latitude: 39.5, longitude: -9.5 } }),
      'localizacao',
      'A localização tem de ficar em Portugal (continente, Madeira ou Açores).',
    ],
    [
      'a point in Spain, inside the domain’s box (Badajoz)',
      () => ({ localizacao: { latitude: 38.88, longitude: -6.97 } }),
      'localizacao',
      'A localização tem de ficar em Portugal (continente, Madeira ou Açores).',
    ],
    [
      'a point far from Portugal (Madrid)',
      () => ({ localizacao: { latitude: 40.42, longitude: -3.7 } }),
      'localizacao',
      'A localização tem de ficar em Portugal (continente, Madeira ou Açores).',
    ],
    [
      'a hunted animal without its hunting process',
      () => ({ processoCaca: null }),
      'processoCaca',
      'Este campo é obrigatório',
    ],
    [
      'a hunted animal without its hunting zone',
      () => ({ zonaCaca: null }),
      'zonaCaca',
      'Este campo é obrigatório',
    ],
    [
      'an assay of another disease',
      () => ({
        ensaios: [
          { doenca: app.refs.psa, ensaioLaboratorial: app.refs.ensaios.PSA_ELISA },
          { doenca: 1, ensaioLaboratorial: app.refs.ensaios.PSA_PCR },
        ],
      }),
      'ensaios.1.ensaioLaboratorial',
      'O ensaio não é desta doença.',
    ],
    [
      'a sample assay not taking its matrix',
      amostra(() => ({ matriz: app.refs.matrizes.BACO })),
      'amostras.0.ensaios',
      'O ensaio não aceita a matriz da amostra.',
    ],
    [
      'a duplicated sample (same animal, matrix and first assay)',
      () => {
        const [first] = (payload() as { amostras: object[] }).amostras;
        return { amostras: [first, { ...first, identificacaoAnimal: 'jav-001' }] };
      },
      'amostras.1.identificacaoAnimal',
      'Amostra duplicada!',
    ],
    ['a sample total below zero', () => ({ totalAmostras: -1 }), 'totalAmostras', ''],
    ['a sample total of zero', () => ({ totalAmostras: 0 }), 'totalAmostras', ''],
  ];

  itRefusesBadInput(app, COLHEITA_SELVAGEM_TESTE, cases, counts);

  it('a point in Madeira, where only the municipalities are loaded, is taken', async () => {
    const res = await create({ ...payload(), localizacao: { latitude: 32.65, longitude: -16.91 } });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('the hunting fields are not asked of an animal that was not hunted', async () => {
    const res = await create({
      ...payload(),
      situacao: app.refs.tipos['SITUACAO_ANIMAL.ENCONTRADO_MORTO'],
      processoCaca: null,
      zonaCaca: null,
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('an exam the writer cannot see is refused as unknown', async () => {
    const [exame] = await queryRows<{ id: number }>(
      app.t.handle.db,
      sql`INSERT INTO exames_clinicos_necropsias (tipo_animal, created_by) VALUES ('SELVAGEM', 'svr') RETURNING id`,
    );
    const res = await create({ ...payload(), exameClinicoNecropsia: exame?.id });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorBody>().errors).toEqual([
      expect.objectContaining({ field: 'exameClinicoNecropsia' }),
    ]);
  });
});

describe('submit guard (001 §4 submeter, §5.1)', () => {
  it('no lab assay: "Antes de submeter terá de completar o registo."; no sample: "Para submeter necessita de adicionar amostras."', async () => {
    const semEnsaios = (await create({ ...payload(), ensaios: [], amostras: [] })).json<Colheita>();
    const first = await as('svl').post(url(semEnsaios.id, '/submeter'), {});
    expect(first.statusCode).toBe(400);
    expect(first.json<ErrorBody>()).toMatchObject({
      message: 'Antes de submeter terá de completar o registo.',
      errors: expect.arrayContaining([
        expect.objectContaining({ message: 'Não estão definidos ensaios.' }),
        expect.objectContaining({ message: 'Não estão definidas amostras.' }),
      ]),
    });
    const semAmostras = (await create({ ...payload(), amostras: [] })).json<Colheita>();
    const second = await as('svl').post(url(semAmostras.id, '/submeter'), {});
    expect(second.statusCode).toBe(400);
    expect(second.json<ErrorBody>().message).toBe('Para submeter necessita de adicionar amostras.');
  });

  it('a draft without its laboratory is not submitted to nobody', async () => {
    const semLaboratorio = (await create({ ...payload(), laboratorioDiagnostico: null })).json<Colheita>();
    const res = await as('svl').post(url(semLaboratorio.id, '/submeter'), {});
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>()).toMatchObject({
      message: 'Antes de submeter terá de completar o registo.',
      errors: expect.arrayContaining([
        { field: 'laboratorioDiagnostico', message: 'Este campo é obrigatório' },
      ]),
    });
    expect((await as('svl').get(url(semLaboratorio.id))).json<Colheita>().estado).toBe('INICIAL');
  });
});

describe('who sees a collection (docs/permissions.md)', () => {
  // Requesters SIGSA, MANAGER, SVL, SVR (MV and MV_MUNICIPAL have no access to the area: 403); SVL and SVR by the
  // collection's DSAVR (svl: DSAVRN, svr: DSAVRC) and what they keep; the addressed laboratory once submitted.
  const common = {
    sigsa: 200,
    gestor: 200,
    svl: 200,
    svr: 404,
    mv: 403,
    mvmunicipal: 403,
    transportador: 403,
    lab2: 404,
  };

  it('by region and keepers; the addressed laboratory once submitted; another laboratory never', async () => {
    const inicial = await colheitaSelvagemInState(as, app.refs, 'INICIAL');
    const submetida = await colheitaSelvagemInState(as, app.refs, 'SUBMETIDO');
    await expectVisibility(app, base, { inicial: inicial.id, submetida: submetida.id }, common);
  });

  it('the region is the collection’s DSAVR, not its creator’s', async () => {
    const tipo = { ...COLHEITA_SELVAGEM_TESTE, requester: 'sigsa' };
    const body = { ...colheitaSelvagemPayload(app.refs, 'sigsa'), dsavr: app.refs.dsavrs.DSAVRC };
    const centro = await createColheita(tipo, as, app.refs, body);
    expect((await as('svr').get(url(centro.id, '', 'svr'))).statusCode).toBe(200);
    expect((await as('svl').get(url(centro.id, '', 'svl'))).statusCode).toBe(404);
  });
});

describe('the exam it names (Registos ligados)', () => {
  it('an exam lists its wild collections, the collection its exam', async () => {
    const exame = await as('svl').post('/api/examesClinicosNecropsias/create?role=ROLE_SVL&projection=full', {
      tipoAnimal: 'SELVAGEM',
      situacaoAnimal: 'CACADO',
      programa: app.refs.tipos['PROGRAMA.PVPSA_JAV'],
      dataObservacao: '2026-11-19',
      dsavr: app.refs.dsavrs.DSAVRN,
      responsavelColheita: app.refs.users.svl,
      localizacao: { latitude: 41.55, longitude: -8.42 },
      zonaCaca: app.refs.zonaCaca,
      processoCaca: app.refs.tipos['PROCESSO_CACA.MONTARIA'],
    });
    expect(exame.statusCode, exame.body).toBe(201);
    const exameId = exame.json<{ id: number }>().id;
    const colheita = await expectExameLink(
      app,
      COLHEITA_SELVAGEM_TESTE,
      exameId,
      'colheitasAnimaisSelvagens',
    );
    const unlinked = await as('svl').patch(url(colheita.id, '/save'), {
      ...payload(),
      exameClinicoNecropsia: null,
    });
    expect(unlinked.json<Colheita>().exameClinicoNecropsia).toBeNull();
  });
});

describe('the lookups of a saved wild collection (001 §7; `entidade` ours)', () => {
  it("names its type: the assays taking a matrix and the matrices of the collection's assays", async () => {
    const colheita = await colheitaSelvagemInState(as, app.refs, 'INICIAL');
    const entidade = 'entidade=controlosLaboratoriaisColheitasAnimaisSelvagens&role=ROLE_SVL';
    const get = async (path: string, key: string) => {
      const res = await as('svl').get(`${path}&${entidade}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json<{ _embedded: Record<string, { codigo: string }[]> }>()._embedded[key] ?? []).map(
        (r) => r.codigo,
      );
    };
    const { SORO } = app.refs.matrizes;
    expect(
      await get(`/api/ensaios/search/findByControloAndMatriz?mid=${SORO}&cid=${colheita.id}`, 'ensaios'),
    ).toContain('PSA_ELISA');
    expect(
      await get(`/api/matrizesAmostras/search/findByControlo?id=${colheita.id}`, 'matrizesAmostras'),
    ).toEqual(expect.arrayContaining(['SORO', 'BACO']));
    // Another region's SVR does not see it.
    const other = await as('svr').get(
      `/api/matrizesAmostras/search/findByControlo?id=${colheita.id}&entidade=controlosLaboratoriaisColheitasAnimaisSelvagens&role=ROLE_SVR`,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('the sample labels (issue 16: PDF, Code 128)', () => {
  it('one label per saved sample, for whoever sees the collection; 404 unseen, 403 without the area', async () => {
    const colheita = (await create(payload())).json<Colheita>();
    const res = await as('svl').get(url(colheita.id, '/etiquetas'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="etiquetas-.+\.pdf"$/);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Etiquetas ${colheita.numeroSerie}`);
    // Each sample's label: its number and, under its barcode, its code (collection type, id, sample).
    const textos = textosDaPagina(pdf, 0);
    for (const sequencia of ['A-0001', 'A-0002', 'A-0003']) {
      expect(textos).toContain(`CAS${colheita.id}/${sequencia}`);
      expect(textos.some((texto) => texto.startsWith(sequencia))).toBe(true);
    }
    expect(textos.filter((texto) => texto === colheita.numeroSerie)).toHaveLength(3);
    expect((await as('svr').get(url(colheita.id, '/etiquetas', 'svr'))).statusCode).toBe(404);
    expect((await as('mv').get(url(colheita.id, '/etiquetas', 'mv'))).statusCode).toBe(403);
    expect((await as('svl').get(url(999_999, '/etiquetas'))).statusCode).toBe(404);
  });

  it('a collection without saved samples: 409 "Não estão definidas amostras."', async () => {
    const colheita = (await create({ ...payload(), amostras: [] })).json<Colheita>();
    const res = await as('svl').get(url(colheita.id, '/etiquetas'));
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().message).toBe('Não estão definidas amostras.');
  });
});
