import { describe, expect, it } from 'vitest';
import { LAB_COLLECTION_ESTADOS } from '@sigsa/domain/workflow/lab-collection-workflow';
import { recordUrl } from '../../test/demo-users.ts';
import { itAnswersMatrix } from '../../test/operation-matrix.ts';
import {
  colheitaCalls,
  colheitaTestApp,
  historico,
  itKeepsTheInternalCodeFromTheRequester,
  type Colheita,
} from '../colheitas.fixtures.ts';
import {
  COLHEITA_SELVAGEM_TESTE,
  colheitaSelvagemInState,
  colheitaSelvagemPayload,
  colheitaSelvagemRefs,
  COLHEITAS_SELVAGENS_BASE,
  resultadosSelvagensPreenchidos,
} from './colheita-selvagem.fixtures.ts';

// The wild collection's workflow through the API (001 §4, issue 16): the whole path with a resubmission loop, the
// history it leaves, the results call on this type, and every operation × role × state.

const app = colheitaTestApp(colheitaSelvagemRefs);
const { as } = app;
const base = COLHEITAS_SELVAGENS_BASE;
const url = recordUrl(base);
const calls = colheitaCalls(base, as);

const pares = (colheita: Colheita) =>
  colheita.resultados.map((r) => [r.amostra.sequencia, r.ensaio.codigo, r.listaValores?.nome ?? null]);

describe('from request to validated result, with a resubmission (001 §4)', () => {
  it('submit, receive, results, analyses, returned for resubmission, corrected, again, validated', async () => {
    const criada = await colheitaSelvagemInState(as, app.refs, 'INICIAL');
    const { id } = criada;
    await calls.step('svl', id, 'submeter');
    const recebida = await calls.step('lab', id, 'rececionar');
    // A-0001 serum × ELISA, A-0002 spleen × PCR, A-0003 serum × ELISA: exactly the samples' assays, empty.
    expect(pares(recebida)).toEqual([
      ['A-0001', 'PSA_ELISA', null],
      ['A-0002', 'PSA_PCR', null],
      ['A-0003', 'PSA_ELISA', null],
    ]);
    expect(recebida.resultados.every((r) => r.valor === null)).toBe(true);
    const saved = await calls.guardarResultados('lab', id, {
      codigoInternoLaboratorio: 'INIAV-PSA-0042',
      resultados: resultadosSelvagensPreenchidos(app.refs, recebida),
      version: recebida.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await calls.step('lab', id, 'submeterAnalise');

    const devolvida = await calls.step('sigsa', id, 'devolverParaReSubmissao', {
      idMotivo: app.refs.motivos.RESUBMISSAO,
      observacoes: 'Falta a amostra de baço do segundo javali.',
    });
    expect(devolvida).toMatchObject({
      estado: 'DEVOLVIDO',
      devolucoes: [expect.objectContaining({ descricao: 'Falta a amostra de baço do segundo javali.' })],
    });
    // The requester adds the missing sample, keeping the others (and their results) by id, and resubmits.
    const body = colheitaSelvagemPayload(app.refs) as { amostras: Record<string, unknown>[] };
    const amostras = [
      ...devolvida.amostras.map((a, i) => ({ ...body.amostras[i], id: a.id })),
      { ...body.amostras[1], identificacaoAnimal: 'JAV-002' },
    ];
    const corrigida = await as('svl').patch(url(id, '/save', 'svl'), { ...body, amostras, totalAmostras: 4 });
    expect(corrigida.statusCode, corrigida.body).toBe(200);
    expect(corrigida.json<Colheita>().amostras.map((a) => a.sequencia)).toEqual([
      'A-0001',
      'A-0002',
      'A-0003',
      'A-0004',
    ]);
    await calls.step('svl', id, 'submeter');
    const outraVez = await calls.step('lab', id, 'rececionar');
    // The kept samples' results stay; the new sample's is opened empty.
    expect(pares(outraVez)).toEqual([
      ['A-0001', 'PSA_ELISA', 'Negativo'],
      ['A-0002', 'PSA_PCR', 'Não detetado'],
      ['A-0003', 'PSA_ELISA', 'Negativo'],
      ['A-0004', 'PSA_PCR', null],
    ]);
    const early = await calls.operate('lab', id, 'submeterAnalise');
    expect(early.statusCode).toBe(400);
    const novo = outraVez.resultados.find((r) => r.amostra.sequencia === 'A-0004');
    const filled = await calls.guardarResultados('lab', id, {
      codigoInternoLaboratorio: 'INIAV-PSA-0042',
      resultados: [
        {
          amostra: novo?.amostra.id,
          ensaio: novo?.ensaio.id,
          listaValores: app.refs.valores['DETETADO.Detetado'],
        },
      ],
    });
    expect(filled.statusCode, filled.body).toBe(200);
    await calls.step('lab', id, 'submeterAnalise');
    const valida = await calls.step('sigsa', id, 'validar');
    expect(valida.estado).toBe('VALIDO');
    expect(pares(valida).at(-1)).toEqual(['A-0004', 'PSA_PCR', 'Detetado']);

    expect(await historico(app, base, id, 'svl')).toEqual([
      ['criar', 'INICIAL', 'svl'],
      ['submeter', 'SUBMETIDO', 'svl'],
      ['rececionar', 'EM_ANALISE', 'lab'],
      ['guardarResultados', 'EM_ANALISE', 'lab'],
      ['submeterAnalise', 'EM_VALIDACAO', 'lab'],
      ['devolverParaReSubmissao', 'DEVOLVIDO', 'sigsa'],
      ['guardar', 'DEVOLVIDO', 'svl'],
      ['submeter', 'SUBMETIDO', 'svl'],
      ['rececionar', 'EM_ANALISE', 'lab'],
      ['guardarResultados', 'EM_ANALISE', 'lab'],
      ['submeterAnalise', 'EM_VALIDACAO', 'lab'],
      ['validar', 'VALIDO', 'sigsa'],
    ]);
  });

  it('the results call is the addressed laboratory’s: another one 404, the requester 403', async () => {
    const recebida = await colheitaSelvagemInState(as, app.refs, 'EM_ANALISE');
    const body = { codigoInternoLaboratorio: 'X-1', resultados: [] };
    expect((await calls.guardarResultados('svl', recebida.id, body)).statusCode).toBe(403);
    const other = await app.lab2.patch(`${base}/${recebida.id}/guardarResultados?role=ROLE_LAB`, body);
    expect(other.statusCode).toBe(404);
    const wrong = await calls.guardarResultados('lab', recebida.id, {
      ...body,
      resultados: [{ amostra: recebida.amostras[0]?.id, ensaio: app.refs.ensaios.PSA_PCR, valor: 'x' }],
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('a category-A positive alerts the reviewers and the region’s services (ALTA); a negative does not', async () => {
    type Novas = {
      grupos: { tipo: string; notificacoes: { link: string; importancia: string; mensagem: string }[] }[];
    };
    const avisos = async (username: string, id: number) =>
      (await as(username).get('/api/notificacoes/obterNovas'))
        .json<Novas>()
        .grupos.flatMap((g) => g.notificacoes)
        .filter((n) => n.link === `/consultar/colheita-amostras-selvagens/${id}`);
    const recebida = await colheitaSelvagemInState(as, app.refs, 'EM_ANALISE');
    const resultados = resultadosSelvagensPreenchidos(app.refs, recebida).map((r, index) =>
      index === 0 ? { ...r, listaValores: app.refs.valores['POS_NEG_INC.Positivo'] } : r,
    );
    const saved = await calls.guardarResultados('lab', recebida.id, {
      codigoInternoLaboratorio: 'INIAV-PSA-1',
      resultados,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await calls.step('lab', recebida.id, 'submeterAnalise');
    for (const username of ['sigsa', 'svl']) {
      const [aviso] = await avisos(username, recebida.id);
      expect(aviso, username).toMatchObject({ importancia: 'ALTA' });
      expect(aviso?.mensagem).toContain('Resultado positivo de doença de categoria A: Peste suína africana.');
    }
    // The region's other service (DSAVRC, svr) is not told.
    expect(await avisos('svr', recebida.id)).toEqual([]);

    const negativa = await colheitaSelvagemInState(as, app.refs, 'EM_VALIDACAO');
    const [aviso] = await avisos('sigsa', negativa.id);
    expect(aviso).toMatchObject({ importancia: 'NORMAL' });
    expect(aviso?.mensagem).not.toContain('categoria A');
  });

  it('the notices link the wild collection’s screen', async () => {
    const colheita = await colheitaSelvagemInState(as, app.refs, 'SUBMETIDO');
    type Novas = { grupos: { tipo: string; notificacoes: { link: string }[] }[] };
    const novas = await as('lab').get('/api/notificacoes/obterNovas');
    const links = novas
      .json<Novas>()
      .grupos.filter((g) => g.tipo === 'CONTROLO_LABORATORIAL')
      .flatMap((g) => g.notificacoes.map((n) => n.link));
    expect(links).toContain(`/consultar/colheita-amostras-selvagens/${colheita.id}`);
  });
});

describe('the internal code is the laboratory’s (001 §6 REGISTAR_ANALISES)', () => {
  itKeepsTheInternalCodeFromTheRequester(app, COLHEITA_SELVAGEM_TESTE);
});

describe('operation × role × state (404 invisible, 403 not theirs, 409 wrong state)', () => {
  // Collections by svl (creator and responsible) in the DSAVRN, addressed to INIAV (`lab`): svr does not see
  // them, the laboratory once submitted; MV, MV_MUNICIPAL and TRANSPORTADOR have no access to the area. SIGSA and
  // MANAGER review (and, at the full level, may act as requesters too).
  // prettier-ignore
  const MATRIX = [
    // operation                 role             INI  SUB  ANA  VAL  REA  DEV  VALIDO INVALIDO
    ['submeter',                'svl',           [200, 409, 409, 409, 409, 200, 409, 409]],
    ['submeter',                'sigsa',         [200, 409, 409, 409, 409, 200, 409, 409]],
    ['submeter',                'lab',           [404, 403, 403, 403, 403, 403, 403, 403]],
    ['submeter',                'svr',           [404, 404, 404, 404, 404, 404, 404, 404]],
    ['submeter',                'mv',            [403, 403, 403, 403, 403, 403, 403, 403]],
    ['rececionar',              'lab',           [404, 200, 409, 409, 409, 409, 409, 409]],
    ['rececionar',              'svl',           [403, 403, 403, 403, 403, 403, 403, 403]],
    ['submeterAnalise',         'lab',           [404, 409, 400, 409, 200, 409, 409, 409]],
    ['submeterAnalise',         'sigsa',         [403, 403, 403, 403, 403, 403, 403, 403]],
    ['validar',                 'gestor',        [409, 409, 409, 200, 409, 409, 409, 409]],
    ['validar',                 'svl',           [403, 403, 403, 403, 403, 403, 403, 403]],
    ['validar',                 'lab',           [404, 403, 403, 403, 403, 403, 403, 403]],
    ['invalidar',               'sigsa',         [409, 409, 409, 200, 409, 409, 409, 409]],
    ['devolverParaReAnalise',   'gestor',        [409, 409, 409, 200, 409, 409, 409, 409]],
    ['devolverParaReSubmissao', 'sigsa',         [409, 403, 409, 200, 409, 409, 409, 409]],
    ['devolverParaReSubmissao', 'lab',           [404, 200, 409, 403, 409, 409, 409, 409]],
    ['devolverParaReSubmissao', 'svl',           [403, 403, 403, 403, 403, 403, 403, 403]],
    ['rececionar',              'transportador', [403, 403, 403, 403, 403, 403, 403, 403]],
  ] as const;
  itAnswersMatrix({
    states: LAB_COLLECTION_ESTADOS,
    matrix: MATRIX,
    inState: (estado) => colheitaSelvagemInState(as, app.refs, estado),
    operate: (username, id, operation) =>
      calls.operate(username, id, operation, {
        idMotivo:
          operation === 'devolverParaReAnalise' ? app.refs.motivos.REANALISE : app.refs.motivos.RESUBMISSAO,
      }),
  });
});
