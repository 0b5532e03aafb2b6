import { LAB_COLLECTION_ESTADOS } from '@sigsa/domain/workflow/lab-collection-workflow';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { recordUrl } from '../../test/demo-users.ts';
import { itAnswersMatrix } from '../../test/operation-matrix.ts';
import {
  colheitaTestApp,
  createColheita,
  historico,
  idByCode,
  itKeepsTheInternalCodeFromTheRequester,
} from '../colheitas.fixtures.ts';
import {
  COLHEITA_AMOSTRAS_TESTE,
  colheitaInState,
  colheitaPayload,
  colheitaRefs,
  COLHEITAS_BASE,
  guardarResultados,
  operateColheita,
  resultadosPreenchidos,
  stepColheita,
  type Colheita,
} from './colheita-amostras.fixtures.ts';

// The domestic collection's workflow through the API (001 §4, issue 16): the laboratory's reception opening one
// result per sample and assay, its results checked and saved, the returns, the notices each step sends, and every
// operation × role × state.

const app = colheitaTestApp(colheitaRefs);
const { as } = app;
const url = recordUrl(COLHEITAS_BASE);
const step = (username: string, id: number, operation: string, body: object = {}) =>
  stepColheita(as, username, id, operation, body);

type ErrorBody = { message: string; errors: { field: string; message: string }[] };

describe('from request to validated result (001 §4)', () => {
  it('the whole path is in the history: reception opens samples × assays results, re-analysis, validation', async () => {
    const submetida = await colheitaInState(as, app.refs, 'SUBMETIDO');
    const recebida = await step('lab', submetida.id, 'rececionar');
    expect(recebida.estado).toBe('EM_ANALISE');
    // I-0001 × (BR_RB, BR_FC), I-0002 × BR_RB, G-0001 × TB_CULTURA: exactly four, empty, by sample number.
    expect(
      recebida.resultados.map((r) => [r.amostra.sequencia, r.ensaio.codigo, r.valor, r.listaValores]),
    ).toEqual([
      ['G-0001', 'TB_CULTURA', null, null],
      ['I-0001', 'BR_RB', null, null],
      ['I-0001', 'BR_FC', null, null],
      ['I-0002', 'BR_RB', null, null],
    ]);
    // 001 §3.3: each result names its collection; each assay line its laboratory, the collection's.
    expect(recebida.resultados.every((r) => r.controlo === submetida.id)).toBe(true);
    expect(recebida.ensaios.map((linha) => linha.laboratorio?.codigo)).toEqual(
      recebida.ensaios.map(() => recebida.laboratorioDiagnostico?.codigo),
    );
    expect(recebida.permissoes).toMatchObject({ REGISTAR_ANALISES: true, RECECIONAR: false });
    const byLab = (await as('lab').get(url(submetida.id, '', 'lab'))).json<Colheita>();
    expect(byLab.permissoes).toMatchObject({
      REGISTAR_ANALISES: true,
      SUBMETER_ANALISE: true,
      GUARDAR: false,
    });

    // A second reception is the wrong state; the requester cannot save any more.
    expect((await operateColheita(as, 'lab', submetida.id, 'rececionar')).statusCode).toBe(409);
    const save = await as('mv').patch(url(submetida.id, '/save'), colheitaPayload(app.refs));
    expect(save.statusCode).toBe(409);

    // Empty results and no internal code: the submission of the analyses is refused.
    const early = await operateColheita(as, 'lab', submetida.id, 'submeterAnalise');
    expect(early.statusCode).toBe(400);
    expect(early.json<ErrorBody>()).toMatchObject({
      message: 'Antes de submeter terá de completar o registo de resultados.',
      errors: expect.arrayContaining([expect.objectContaining({ field: 'codigoInternoLaboratorio' })]),
    });

    const saved = await guardarResultados(as, 'lab', submetida.id, {
      codigoInternoLaboratorio: 'INIAV-2026-777',
      resultados: resultadosPreenchidos(app.refs, recebida),
      version: byLab.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const preenchida = saved.json<Colheita>();
    expect(preenchida.codigoInternoLaboratorio).toBe('INIAV-2026-777');
    expect(
      preenchida.resultados.map((r) => [r.ensaio.codigo, r.valor, r.listaValores?.nome ?? null]),
    ).toEqual([
      ['TB_CULTURA', null, 'Isolado'],
      ['BR_RB', null, 'Negativo'],
      ['BR_FC', '12', null],
      ['BR_RB', null, 'Negativo'],
    ]);
    expect(preenchida.resultados[0]).toMatchObject({
      ensaioTipificacao: { id: app.refs.ensaios.TB_ESPOLIGOTIPAGEM },
      resultadoTipificacao: 'SB0121',
    });

    await step('lab', submetida.id, 'submeterAnalise');
    const reanalise = await step('sigsa', submetida.id, 'devolverParaReAnalise', {
      idMotivo: app.refs.motivos.REANALISE,
      observacoes: 'Repetir a fixação do complemento.',
    });
    expect(reanalise).toMatchObject({
      estado: 'SUBMETIDO_REANALISE',
      devolucoes: [
        expect.objectContaining({ motivo: expect.objectContaining({ id: app.refs.motivos.REANALISE }) }),
      ],
    });
    // In re-analysis the laboratory corrects one value; the internal code is no longer required.
    const fc = reanalise.resultados.find((r) => r.ensaio.codigo === 'BR_FC');
    const corrected = await guardarResultados(as, 'lab', submetida.id, {
      codigoInternoLaboratorio: null,
      resultados: [{ amostra: fc?.amostra.id, ensaio: fc?.ensaio.id, valor: '25,5' }],
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    await step('lab', submetida.id, 'submeterAnalise');
    const valida = await step('gestor', submetida.id, 'validar');
    expect(valida.estado).toBe('VALIDO');
    expect(valida.resultados.find((r) => r.ensaio.codigo === 'BR_FC')?.valor).toBe('25,5');
    // The dates its turnaround days count from (issue 16): each operation's, from the audit.
    const marcos = (valida as unknown as { marcos: Record<string, string | null> }).marcos;
    expect(Object.keys(marcos).sort()).toEqual(['analisesSubmetidas', 'decisao', 'rececionado', 'submetido']);
    for (const instant of Object.values(marcos))
      expect(Number.isNaN(Date.parse(String(instant)))).toBe(false);
    expect(Date.parse(String(marcos.submetido))).toBeLessThanOrEqual(Date.parse(String(marcos.rececionado)));
    expect(Date.parse(String(marcos.analisesSubmetidas))).toBeLessThanOrEqual(
      Date.parse(String(marcos.decisao)),
    );

    expect(await historico(app, COLHEITAS_BASE, submetida.id, 'mv')).toEqual([
      ['criar', 'INICIAL', 'mv'],
      ['submeter', 'SUBMETIDO', 'mv'],
      ['rececionar', 'EM_ANALISE', 'lab'],
      ['guardarResultados', 'EM_ANALISE', 'lab'],
      ['submeterAnalise', 'EM_VALIDACAO', 'lab'],
      ['devolverParaReAnalise', 'SUBMETIDO_REANALISE', 'sigsa'],
      ['guardarResultados', 'SUBMETIDO_REANALISE', 'lab'],
      ['submeterAnalise', 'EM_VALIDACAO', 'lab'],
      ['validar', 'VALIDO', 'gestor'],
    ]);
  });

  it('a collection returned for resubmission keeps the results of the samples and assays it keeps', async () => {
    const emValidacao = await colheitaInState(as, app.refs, 'EM_VALIDACAO');
    const devolvida = await step('sigsa', emValidacao.id, 'devolverParaReSubmissao', {
      idMotivo: app.refs.motivos.RESUBMISSAO,
    });
    expect(devolvida.estado).toBe('DEVOLVIDO');
    const body = colheitaPayload(app.refs) as { amostras: Record<string, unknown>[] };
    const idOf = (numero: string) => devolvida.amostras.find((a) => a.sequencia === numero)?.id;
    // I-0002 dropped; I-0001 now only for Rosa Bengala; G-0001 kept as it was.
    const amostras = [
      { ...body.amostras[0], id: idOf('I-0001'), ensaios: [app.refs.ensaios.BR_RB] },
      { ...body.amostras[2], id: idOf('G-0001') },
    ];
    const saved = await as('mv').patch(url(devolvida.id, '/save'), { ...body, amostras });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Colheita>().resultados.map((r) => [r.amostra.sequencia, r.ensaio.codigo])).toEqual([
      ['G-0001', 'TB_CULTURA'],
      ['I-0001', 'BR_RB'],
    ]);
    await step('mv', devolvida.id, 'submeter');
    const recebida = await step('lab', devolvida.id, 'rececionar');
    expect(recebida.resultados.map((r) => r.listaValores?.nome ?? null)).toEqual(['Isolado', 'Negativo']);
  });

  it('the laboratory may return a submitted collection to the requester, who corrects and resubmits it', async () => {
    const devolvida = await colheitaInState(as, app.refs, 'DEVOLVIDO');
    expect(devolvida.devolucoes).toHaveLength(1);
    const read = (await as('mv').get(url(devolvida.id))).json<Colheita>();
    expect(read.permissoes).toMatchObject({ GUARDAR: true, SUBMETER: true });
    await step('mv', devolvida.id, 'submeter');
    expect((await step('lab', devolvida.id, 'rececionar')).estado).toBe('EM_ANALISE');
  });
});

describe('results: bad input gets a field error and changes nothing (issue 16)', () => {
  let recebida: Colheita;
  const byCode = (codigo: string) => {
    const r = recebida.resultados.find((x) => x.ensaio.codigo === codigo);
    if (!r) throw new Error(codigo);
    return { amostra: r.amostra.id, ensaio: r.ensaio.id };
  };
  beforeAll(async () => {
    recebida = await colheitaInState(as, app.refs, 'EM_ANALISE');
  });

  const cases: [string, () => Record<string, unknown>, string, string][] = [
    [
      'a numeric result that is not a number',
      () => ({ ...byCode('BR_FC'), valor: 'alto' }),
      'valor',
      'O valor não corresponde ao tipo de resultado do ensaio.',
    ],
    [
      'a list value of another result type',
      () => ({ ...byCode('BR_RB'), listaValores: app.refs.valores['ISOLADO.Isolado'] }),
      'listaValores',
      'O valor não corresponde ao tipo de resultado do ensaio.',
    ],
    [
      'a list value on a numeric result',
      () => ({ ...byCode('BR_FC'), listaValores: app.refs.valores['POS_NEG.Positivo'] }),
      'listaValores',
      'O valor não corresponde ao tipo de resultado do ensaio.',
    ],
    [
      'a positive culture without its typing',
      () => ({ ...byCode('TB_CULTURA'), listaValores: app.refs.valores['ISOLADO.Isolado'] }),
      'ensaioTipificacao',
      'Este campo é obrigatório',
    ],
    [
      'a typing assay of another disease',
      () => ({
        ...byCode('TB_CULTURA'),
        listaValores: app.refs.valores['ISOLADO.Isolado'],
        ensaioTipificacao: app.refs.ensaios.BR_RB,
        resultadoTipificacao: 'x',
      }),
      'ensaioTipificacao',
      'Valor inválido',
    ],
    [
      'a result type not of its assay',
      () => ({ ...byCode('BR_RB'), tipoResultado: recebida.resultados[0]?.tipoResultado.id }),
      'tipoResultado',
      'Valor inválido',
    ],
    [
      'a pair the collection does not have',
      () => ({ ...byCode('BR_FC'), ensaio: app.refs.ensaios.TB_CULTURA }),
      'ensaio',
      'Resultado desconhecido nesta colheita.',
    ],
  ];

  it.each(cases)('%s', async (_label, resultado, field, message) => {
    const res = await guardarResultados(as, 'lab', recebida.id, {
      codigoInternoLaboratorio: 'X-1',
      resultados: [resultado()],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorBody>().errors).toContainEqual({ field: `resultados.0.${field}`, message });
    const after = (await as('lab').get(url(recebida.id, '', 'lab'))).json<Colheita>();
    expect(after.version).toBe(recebida.version);
    expect(after.resultados.every((r) => r.valor === null && r.listaValores === null)).toBe(true);
  });

  it('the internal code is required while EM_ANALISE', async () => {
    const res = await guardarResultados(as, 'lab', recebida.id, {
      codigoInternoLaboratorio: ' ',
      resultados: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors).toEqual([
      { field: 'codigoInternoLaboratorio', message: 'Este campo é obrigatório' },
    ]);
  });

  it('only the addressed laboratory saves results: others 403 or 404; a stale version 409', async () => {
    const body = { codigoInternoLaboratorio: 'X-1', resultados: [] };
    expect((await guardarResultados(as, 'sigsa', recebida.id, body)).statusCode).toBe(403);
    expect((await guardarResultados(as, 'mv', recebida.id, body)).statusCode).toBe(403);
    expect((await guardarResultados(as, 'svr', recebida.id, body)).statusCode).toBe(404);
    const other = await app.lab2.patch(
      `${COLHEITAS_BASE}/${recebida.id}/guardarResultados?role=ROLE_LAB`,
      body,
    );
    expect(other.statusCode).toBe(404);
    const stale = await guardarResultados(as, 'lab', recebida.id, { ...body, version: recebida.version + 5 });
    expect(stale.statusCode).toBe(409);
    const inicial = await colheitaInState(as, app.refs, 'SUBMETIDO');
    expect((await guardarResultados(as, 'lab', inicial.id, body)).statusCode).toBe(409);
  });
});

describe('the internal code is the laboratory’s (001 §6 REGISTAR_ANALISES)', () => {
  itKeepsTheInternalCodeFromTheRequester(app, COLHEITA_AMOSTRAS_TESTE);
});

describe('notices (CONTROLO_LABORATORIAL)', () => {
  it('submit and re-analysis tell the laboratory; the analyses the reviewers; a decision the requester', async () => {
    type Novas = { grupos: { tipo: string; notificacoes: { link: string }[] }[] };
    const novas = async (username: string, link: string) =>
      (await as(username).get('/api/notificacoes/obterNovas'))
        .json<Novas>()
        .grupos.filter((g) => g.tipo === 'CONTROLO_LABORATORIAL')
        .flatMap((g) => g.notificacoes)
        .filter((n) => n.link === link).length;
    const colheita = await colheitaInState(as, app.refs, 'SUBMETIDO');
    const link = `/consultar/colheita-amostras/${colheita.id}`;
    expect(await novas('lab', link)).toBe(1);
    expect(await novas('sigsa', link)).toBe(0);
    const recebida = await step('lab', colheita.id, 'rececionar');
    await guardarResultados(as, 'lab', colheita.id, {
      codigoInternoLaboratorio: 'N-1',
      resultados: resultadosPreenchidos(app.refs, recebida),
    });
    await step('lab', colheita.id, 'submeterAnalise');
    expect(await novas('sigsa', link)).toBe(1);
    expect(await novas('gestor', link)).toBe(1);
    await step('sigsa', colheita.id, 'validar');
    expect(await novas('mv', link)).toBe(1);
  });
});

describe('operation × role × state (404 invisible, 403 not theirs, 409 wrong state)', () => {
  // The columns of each row, in the workflow's order of states.
  const STATES = LAB_COLLECTION_ESTADOS;
  type ByState = readonly [number, number, number, number, number, number, number, number];
  // Collections by mv (creator and responsible vet) on a northern holding, addressed to INIAV (`lab`): svl sees
  // them, svr and mvmunicipal do not, the laboratory once submitted; TRANSPORTADOR has no access to the area.
  // SIGSA and MANAGER review. A step that is not theirs: 403 where they see the record.
  // prettier-ignore
  const MATRIX: readonly (readonly [operation: string, username: string, statuses: ByState])[] = [
    // operation                 role             INI  SUB  ANA  VAL  REA  DEV  VALIDO INVALIDO
    ['submeter',                'mv',            [200, 409, 409, 409, 409, 200, 409, 409]],
    ['submeter',                'svl',           [403, 403, 403, 403, 403, 403, 403, 403]],
    ['submeter',                'lab',           [404, 403, 403, 403, 403, 403, 403, 403]],
    ['submeter',                'svr',           [404, 404, 404, 404, 404, 404, 404, 404]],
    ['rececionar',              'lab',           [404, 200, 409, 409, 409, 409, 409, 409]],
    ['rececionar',              'sigsa',         [403, 403, 403, 403, 403, 403, 403, 403]],
    ['rececionar',              'mv',            [403, 403, 403, 403, 403, 403, 403, 403]],
    ['submeterAnalise',         'lab',           [404, 409, 400, 409, 200, 409, 409, 409]],
    ['submeterAnalise',         'gestor',        [403, 403, 403, 403, 403, 403, 403, 403]],
    ['validar',                 'sigsa',         [409, 409, 409, 200, 409, 409, 409, 409]],
    ['validar',                 'gestor',        [409, 409, 409, 200, 409, 409, 409, 409]],
    ['validar',                 'lab',           [404, 403, 403, 403, 403, 403, 403, 403]],
    ['validar',                 'mv',            [403, 403, 403, 403, 403, 403, 403, 403]],
    ['invalidar',               'gestor',        [409, 409, 409, 200, 409, 409, 409, 409]],
    ['invalidar',               'svl',           [403, 403, 403, 403, 403, 403, 403, 403]],
    ['devolverParaReAnalise',   'sigsa',         [409, 409, 409, 200, 409, 409, 409, 409]],
    ['devolverParaReAnalise',   'lab',           [404, 403, 403, 403, 403, 403, 403, 403]],
    ['devolverParaReSubmissao', 'sigsa',         [409, 403, 409, 200, 409, 409, 409, 409]],
    ['devolverParaReSubmissao', 'lab',           [404, 200, 409, 403, 409, 409, 409, 409]],
    ['devolverParaReSubmissao', 'mv',            [403, 403, 403, 403, 403, 403, 403, 403]],
    ['submeter',                'transportador', [403, 403, 403, 403, 403, 403, 403, 403]],
  ];
  itAnswersMatrix({
    states: STATES,
    matrix: MATRIX,
    inState: (estado) => colheitaInState(as, app.refs, estado),
    operate: (username, id, operation) =>
      operateColheita(as, username, id, operation, {
        idMotivo:
          operation === 'devolverParaReAnalise' ? app.refs.motivos.REANALISE : app.refs.motivos.RESUBMISSAO,
      }),
  });
});

describe('composite results and "não analisável" (001 §3.3; issue 16)', () => {
  it('a sample that could not be analysed is a result: its value goes, and the analyses may be submitted', async () => {
    const recebida = await colheitaInState(as, app.refs, 'EM_ANALISE');
    const resultados = resultadosPreenchidos(app.refs, recebida).map((r, index) =>
      index === 0 ? { ...r, naoAnalisavel: true, observacoesResultado: 'Soro hemolisado.' } : r,
    );
    const res = await guardarResultados(as, 'lab', recebida.id, {
      codigoInternoLaboratorio: 'INIAV-2026-NA',
      resultados,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<Colheita>().resultados[0];
    expect(saved).toMatchObject({
      naoAnalisavel: true,
      valor: null,
      listaValores: null,
      medicoes: [],
      observacoesResultado: 'Soro hemolisado.',
    });
    expect((await step('lab', recebida.id, 'submeterAnalise')).estado).toBe('EM_VALIDACAO');
  });

  it('an IDT keeps its two skin-fold measurements; a third, or a word, is refused and nothing changes', async () => {
    const { t, refs } = app;
    const idt = await idByCode(t, 'ensaios_laboratoriais', 'TB_IDTC');
    const animalVivo = await idByCode(t, 'matrizes_amostras', 'ANIMAL_VIVO');
    const body = {
      ...colheitaPayload(refs),
      ensaios: [{ doenca: refs.doencas.TB, ensaioLaboratorial: idt }],
      amostras: [
        {
          tipoAmostra: 'INDIVIDUAL',
          identificacaoAnimal: 'PT 555000111',
          matriz: animalVivo,
          ensaios: [idt],
          subCategoriaAnimal: refs.subCategoria,
        },
      ],
    };
    const criada = await createColheita(COLHEITA_AMOSTRAS_TESTE, as, refs, body);
    await step('mv', criada.id, 'submeter');
    const recebida = await step('lab', criada.id, 'rececionar');
    const [resultado] = recebida.resultados;
    if (!resultado) throw new Error('sem resultado');
    expect(resultado.tipoResultado).toMatchObject({
      codigo: 'IDT',
      permiteNaoAnalisavel: true,
      camposNumericos: [
        { nome: 'Espessura da prega cutânea no dia 0', unidade: 'mm' },
        { nome: 'Espessura da prega cutânea às 72 h', unidade: 'mm' },
      ],
    });
    const par = { amostra: resultado.amostra.id, ensaio: resultado.ensaio.id };
    const negativo = refs.valores['IDT.Negativo'];
    const refused = await guardarResultados(as, 'lab', criada.id, {
      codigoInternoLaboratorio: 'INIAV-IDT-1',
      resultados: [{ ...par, listaValores: negativo, medicoes: ['4,5', 'grossa', '7'] }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().errors).toEqual([
      {
        field: 'resultados.0.medicoes.1',
        message: 'O valor não corresponde ao tipo de resultado do ensaio.',
      },
      {
        field: 'resultados.0.medicoes.2',
        message: 'O valor não corresponde ao tipo de resultado do ensaio.',
      },
    ]);
    const unchanged = (await as('lab').get(url(criada.id, '', 'lab'))).json<Colheita>();
    expect(unchanged.version).toBe(recebida.version);
    const saved = await guardarResultados(as, 'lab', criada.id, {
      codigoInternoLaboratorio: 'INIAV-IDT-1',
      resultados: [{ ...par, listaValores: negativo, medicoes: ['4,5', '5.0'] }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Colheita>().resultados[0]).toMatchObject({
      listaValores: { nome: 'Negativo' },
      medicoes: ['4,5', '5.0'],
      naoAnalisavel: false,
    });
  });
});

describe('a repeatable result type (001 §3.3 _LISTA)', () => {
  it('keeps several values each of the type repeated, refuses one that is not or a single value, and counts as a result', async () => {
    const { t, refs } = app;
    const recebida = await colheitaInState(as, refs, 'EM_ANALISE');
    // The complement fixation's numeric type, repeated for this test (no reference type repeats a value).
    const tipo = sql`(SELECT tipo_resultado_id FROM ensaios_laboratoriais WHERE codigo = 'BR_FC')`;
    await t.handle.db.execute(
      sql`UPDATE tipos_resultados SET tipo_valor = 'NUMERICO_LISTA' WHERE id = ${tipo}`,
    );
    try {
      const comTitulos = (valores: Record<string, unknown>) =>
        resultadosPreenchidos(refs, recebida).map((r, index) =>
          recebida.resultados[index]?.ensaio.codigo === 'BR_FC' ? { ...r, valor: null, ...valores } : r,
        );
      const indice = recebida.resultados.findIndex((r) => r.ensaio.codigo === 'BR_FC');
      const body = (valores: Record<string, unknown>) => ({
        codigoInternoLaboratorio: 'INIAV-TIT-1',
        resultados: comTitulos(valores),
      });
      const refused = await guardarResultados(as, 'lab', recebida.id, body({ medicoes: ['40', '1:80'] }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>().errors).toEqual([
        {
          field: `resultados.${indice}.medicoes.1`,
          message: 'O valor não corresponde ao tipo de resultado do ensaio.',
        },
      ]);
      const single = await guardarResultados(as, 'lab', recebida.id, body({ valor: '12', medicoes: ['40'] }));
      expect(single.json<ErrorBody>().errors).toEqual([
        {
          field: `resultados.${indice}.valor`,
          message: 'O valor não corresponde ao tipo de resultado do ensaio.',
        },
      ]);

      const saved = await guardarResultados(as, 'lab', recebida.id, body({ medicoes: ['40', '80', '160'] }));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<Colheita>().resultados[indice]).toMatchObject({
        valor: null,
        medicoes: ['40', '80', '160'],
      });
      expect((await step('lab', recebida.id, 'submeterAnalise')).estado).toBe('EM_VALIDACAO');
    } finally {
      await t.handle.db.execute(sql`UPDATE tipos_resultados SET tipo_valor = 'NUMERICO' WHERE id = ${tipo}`);
    }
  });
});
