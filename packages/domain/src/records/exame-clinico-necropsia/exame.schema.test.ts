import { describe, expect, it } from 'vitest';
import { INVALID_VALUE_MESSAGE, MIN_VALUE_MESSAGE, REQUIRED_MESSAGE } from '../../validation/messages.ts';
import { IMPORTADA_DUAS_VEZES_MESSAGE } from '../animal-rows.ts';
import { NECROPSIADOS_EXCEDEM_MORTOS_MESSAGE } from '../declaracao.rules.ts';
import { SINAIS_APOS_EXAME_MESSAGE } from './exame.rules.ts';
import { exameSchema, type ExameSchemaMode, type ExameSchemaOptions } from './exame.schema.ts';

const TODAY = { year: 2026, month: 11, day: 21 };
const LISBOA = { latitude: 38.7223, longitude: -9.1393 };
/** Reasons: 1 shows the diseases, 2 the contingency too, 3 neither. */
const MOTIVOS: ExameSchemaOptions = {
  motivo: (id) =>
    ({
      1: { mostrarDoencas: true, mostrarContingencia: false },
      2: { mostrarDoencas: true, mostrarContingencia: true },
      3: { mostrarDoencas: false, mostrarContingencia: false },
    })[id],
};

const DECLARACAO = {
  subCategoriaAnimal: 11,
  animaisPresentes: 40,
  animaisMorreram: 3,
  animaisNecropsiados: 2,
  animaisCadaveres: 1,
};
const INDIVIDUAL = { subCategoriaAnimal: 11, febre: true, sinaisClinicos: [5], necropsiado: false };

const DOMESTICO = {
  tipoAnimal: 'DOMESTICO',
  exploracao: 'PT01ABC',
  medicoVeterinario: 7,
  data: '2026-11-20',
  dataInicioSinaisClinicos: '2026-11-18',
  motivosExames: [1],
  notificacoesSuspeitasDoencas: [40],
  declaracoesAnimais: [DECLARACAO],
  observacoesClinicasIndividuais: [INDIVIDUAL],
};

const ANIMAL = { especie: 3, sexo: 1, classeEtaria: 2 };
const SELVAGEM = {
  tipoAnimal: 'SELVAGEM',
  situacaoAnimal: 'CACADO',
  programa: 9,
  dataObservacao: '2026-11-19',
  dsavr: 2,
  responsavelColheita: 7,
  localizacao: LISBOA,
  zonaCaca: 4,
  processoCaca: 5,
  animaisCacados: [
    { ...ANIMAL, comercio: 2, autoconsumo: 1, rejeitados: 1, semCaracteristicasAnormais: 3, total: 99 },
  ],
};

function parse(payload: unknown, mode: ExameSchemaMode = 'save') {
  return exameSchema(mode, () => TODAY, MOTIVOS).safeParse(payload);
}

/** Each refused path with its message. */
function issues(payload: unknown, mode: ExameSchemaMode = 'save') {
  const result = parse(payload, mode);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

function parsed(payload: unknown, mode: ExameSchemaMode = 'save') {
  const result = parse(payload, mode);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}

describe('clinical exam payload (001 §3.4, §5.4)', () => {
  it('needs the animal type, domestic or wild', () => {
    expect(issues({})).toContainEqual(['tipoAnimal', REQUIRED_MESSAGE]);
    expect(issues({ tipoAnimal: 'DOM_PRODUCAO' })).toContainEqual(['tipoAnimal', INVALID_VALUE_MESSAGE]);
    expect(issues({ tipoAnimal: 'DOMESTICO' })).toEqual([]);
  });

  it('a domestic exam: the signs no later than the exam, each category once, the rows’ own rules', () => {
    expect(issues({ ...DOMESTICO, dataInicioSinaisClinicos: '2026-11-21' })).toContainEqual([
      'dataInicioSinaisClinicos',
      SINAIS_APOS_EXAME_MESSAGE,
    ]);
    expect(issues({ ...DOMESTICO, data: '2026-11-22' }).map(([path]) => path)).toContain('data');
    expect(issues({ ...DOMESTICO, declaracoesAnimais: [DECLARACAO, DECLARACAO] })).toContainEqual([
      'declaracoesAnimais.1.subCategoriaAnimal',
      INVALID_VALUE_MESSAGE,
    ]);
    expect(
      issues({ ...DOMESTICO, declaracoesAnimais: [{ ...DECLARACAO, animaisNecropsiados: 4 }] }),
    ).toContainEqual(['declaracoesAnimais.0.animaisNecropsiados', NECROPSIADOS_EXCEDEM_MORTOS_MESSAGE]);
    expect(issues(DOMESTICO)).toEqual([]);
  });

  it('a notification row is imported once per list (importId, issue 14)', () => {
    const imported = { ...INDIVIDUAL, importId: 300 };
    expect(
      issues({
        ...DOMESTICO,
        observacoesClinicasIndividuais: [imported, { ...imported, identificacao: 'PT 2' }],
      }),
    ).toEqual([['observacoesClinicasIndividuais.1.importId', IMPORTADA_DUAS_VEZES_MESSAGE]]);
    // The same source in two lists, or rows of no source, are fine.
    const ok = parsed({
      ...DOMESTICO,
      declaracoesAnimais: [{ ...DECLARACAO, importId: 300 }],
      observacoesClinicasIndividuais: [imported, INDIVIDUAL],
    });
    expect(ok.observacoesClinicasIndividuais.map((r) => r.importId)).toEqual([300, null]);
  });

  it('an official exam needs date, holding and vet; once saved, both records (001 §5.4)', () => {
    const oficial = { tipoAnimal: 'DOMESTICO', exameOficial: true };
    expect(issues(oficial).map(([path]) => path)).toEqual(['data', 'exploracao', 'medicoVeterinario']);
    expect(issues({ ...DOMESTICO, exameOficial: true, id: 5 }).map(([path]) => path)).toEqual([
      'registosSaude',
      'registosRastreabilidade',
    ]);
    const complete = { ...DOMESTICO, exameOficial: true, id: 5, registosSaude: 'CONFORME' };
    expect(issues({ ...complete, registosRastreabilidade: 'NAO_CONFORME' })).toEqual([]);
    expect(issues({ ...complete, registosRastreabilidade: 'TALVEZ' })).toContainEqual([
      'registosRastreabilidade',
      INVALID_VALUE_MESSAGE,
    ]);
    // A submission asks the same of any domestic exam (ours).
    expect(issues({ tipoAnimal: 'DOMESTICO' }, 'submit').map(([path]) => path)).toEqual([
      'data',
      'exploracao',
      'medicoVeterinario',
    ]);
  });

  it('clears what the exam does not show: notifications, contingency, official sections and their details', () => {
    expect(parsed({ ...DOMESTICO, motivosExames: [3], contingencia: 'Plano X' })).toMatchObject({
      notificacoesSuspeitasDoencas: [],
      contingencia: null,
    });
    expect(parsed({ ...DOMESTICO, motivosExames: [3, 2], contingencia: 'Plano X' })).toMatchObject({
      notificacoesSuspeitasDoencas: [40],
      contingencia: 'Plano X',
    });
    const sections = {
      registosSaude: 'CONFORME',
      registosRastreabilidade: 'CONFORME',
      desconformidadesRegistoSaude: [2],
      desconformidades: [1],
      registosValoresProdutivos: 'VALORES_NORMAIS',
      valoresProdutivos: 'Quebra de produção',
    };
    // Not official, or not saved yet: no official section.
    expect(parsed({ ...DOMESTICO, ...sections })).toMatchObject({
      exameOficial: false,
      registosSaude: null,
      desconformidades: [],
    });
    expect(parsed({ ...DOMESTICO, ...sections, exameOficial: true, id: 5 })).toMatchObject({
      registosSaude: 'CONFORME',
      desconformidadesRegistoSaude: [],
      desconformidades: [1],
      valoresProdutivos: null,
    });
    expect(
      parsed({
        ...DOMESTICO,
        ...sections,
        exameOficial: true,
        id: 5,
        registosSaude: 'NAO_CONFORME',
        registosValoresProdutivos: 'DESVIOS',
      }),
    ).toMatchObject({ desconformidadesRegistoSaude: [2], valoresProdutivos: 'Quebra de produção' });
    // A domestic exam keeps no wild field, and does not check the rows of a wild table.
    expect(
      parsed({ ...DOMESTICO, situacaoAnimal: 'CACADO', animaisCacados: SELVAGEM.animaisCacados }),
    ).toMatchObject({ situacaoAnimal: null, animaisCacados: [] });
  });

  it('a wild exam needs its header (ours), the hunting zone and process for a hunted animal', () => {
    expect(issues({ tipoAnimal: 'SELVAGEM' }).map(([path]) => path)).toEqual([
      'situacaoAnimal',
      'programa',
      'dataObservacao',
      'dsavr',
      'responsavelColheita',
      'localizacao',
    ]);
    expect(issues({ ...SELVAGEM, zonaCaca: null, processoCaca: null }).map(([path]) => path)).toEqual([
      'zonaCaca',
      'processoCaca',
    ]);
    expect(
      issues({ ...SELVAGEM, localizacao: { latitude: 48.85, longitude: 2.35 } }).map(([p]) => p),
    ).toContain('localizacao');
    expect(issues(SELVAGEM)).toEqual([]);
  });

  it('a wild exam keeps its situation’s table and the observations; the hunted total is computed', () => {
    const result = parsed({
      ...SELVAGEM,
      exploracao: 'PT01ABC',
      exameOficial: true,
      // Another situation's table: dropped before its rows are checked.
      animaisAbatidos: [{ ...ANIMAL }],
      observacoesAnimais: [
        {
          ...ANIMAL,
          tipoObservacao: 'INDIVIDUAL',
          animaisComAlteracoes: false,
          destinoSubprodutos: 'OUTRO',
          detalheDestinoSubprodutos: 'Incinerado',
        },
      ],
    });
    expect(result.animaisCacados[0]?.total).toBe(4);
    expect(result).toMatchObject({ exploracao: null, exameOficial: false, animaisAbatidos: [] });
    expect(result.observacoesAnimais).toHaveLength(1);
    const encontrado = parsed({ ...SELVAGEM, situacaoAnimal: 'ENCONTRADO_MORTO', zonaCaca: 4 });
    expect(encontrado).toMatchObject({ animaisCacados: [], zonaCaca: null, processoCaca: null });
  });
});

describe('wild rows (001 §3.4, §5.4)', () => {
  const SITUACAO_DA_TABELA: Record<string, string> = {
    animaisCacados: 'CACADO',
    animaisAbatidos: 'ABATIDO',
    animaisEncontradosMortos: 'ENCONTRADO_MORTO',
    animaisRecolhidosVivos: 'RECOLHIDO_VIVO',
  };
  const rowIssues = (field: string, row: unknown) =>
    issues({ ...SELVAGEM, situacaoAnimal: SITUACAO_DA_TABELA[field], [field]: [row] }).filter(([path]) =>
      String(path).startsWith(`${field}.0`),
    );

  it('slaughtered: changes only when there are, the destination and its extra, at least one animal', () => {
    const row = {
      ...ANIMAL,
      animaisComAlteracoes: true,
      alteracoes: [3],
      motivoAbate: 6,
      total: 2,
      destinoSubprodutos: 'ENTERRAMENTO',
      localizacaoEnterramento: LISBOA,
      detalheDestinoSubprodutos: 'x',
    };
    const result = parsed({ ...SELVAGEM, situacaoAnimal: 'ABATIDO', animaisAbatidos: [row] });
    expect(result.animaisAbatidos[0]).toMatchObject({
      alteracoes: [3],
      detalheDestinoSubprodutos: null,
      localizacaoEnterramento: LISBOA,
    });
    const plain = parsed({
      ...SELVAGEM,
      situacaoAnimal: 'ABATIDO',
      animaisAbatidos: [{ ...row, animaisComAlteracoes: false, destinoSubprodutos: 'UTS' }],
    });
    expect(plain.animaisAbatidos[0]).toMatchObject({
      alteracoes: [],
      localizacaoEnterramento: null,
      detalheDestinoSubprodutos: 'x',
    });
    expect(
      rowIssues('animaisAbatidos', {
        ...ANIMAL,
        animaisComAlteracoes: false,
        total: 0,
        destinoSubprodutos: 'OUTRO',
      }),
    ).toEqual([
      ['animaisAbatidos.0.motivoAbate', REQUIRED_MESSAGE],
      ['animaisAbatidos.0.total', MIN_VALUE_MESSAGE],
      ['animaisAbatidos.0.detalheDestinoSubprodutos', REQUIRED_MESSAGE],
    ]);
  });

  it('found dead: the ANIMAS occurrence and the same-species count only when they apply; no death tomorrow', () => {
    const row = {
      ...ANIMAL,
      totalEncontradosMortos: 1,
      registadoANIMAS: true,
      cadaverDecomposicao: false,
      mortosMesmaEspecie: true,
    };
    expect(rowIssues('animaisEncontradosMortos', row).map(([path]) => path)).toEqual([
      'animaisEncontradosMortos.0.ocorrenciaANIMAS',
      'animaisEncontradosMortos.0.numeroMortosMesmaEspecie',
    ]);
    expect(
      rowIssues('animaisEncontradosMortos', {
        ...row,
        ocorrenciaANIMAS: 5,
        numeroMortosMesmaEspecie: 2,
        dataMorte: '2026-11-22',
      }).map(([p]) => p),
    ).toEqual(['animaisEncontradosMortos.0.dataMorte']);
    const result = parsed({
      ...SELVAGEM,
      situacaoAnimal: 'ENCONTRADO_MORTO',
      animaisEncontradosMortos: [
        {
          ...row,
          registadoANIMAS: false,
          ocorrenciaANIMAS: 5,
          mortosMesmaEspecie: false,
          numeroMortosMesmaEspecie: 2,
        },
      ],
    });
    expect(result.animaisEncontradosMortos[0]).toMatchObject({
      ocorrenciaANIMAS: null,
      numeroMortosMesmaEspecie: null,
    });
  });

  it('collected alive: the clinical finding, destination, count and reason required; changes named when there are', () => {
    expect(
      rowIssues('animaisRecolhidosVivos', { ...ANIMAL, animaisComAlteracoes: true }).map(([p]) => p),
    ).toEqual([
      'animaisRecolhidosVivos.0.exameClinico',
      'animaisRecolhidosVivos.0.destino',
      'animaisRecolhidosVivos.0.total',
      'animaisRecolhidosVivos.0.motivoRecolha',
      'animaisRecolhidosVivos.0.alteracoes',
    ]);
    const row = {
      ...ANIMAL,
      exameClinico: 1,
      animaisComAlteracoes: false,
      alteracoes: [2],
      destino: 3,
      total: 1,
      motivoRecolha: 'Ferido',
    };
    expect(rowIssues('animaisRecolhidosVivos', row)).toEqual([]);
    const result = parsed({ ...SELVAGEM, situacaoAnimal: 'RECOLHIDO_VIVO', animaisRecolhidosVivos: [row] });
    expect(result.animaisRecolhidosVivos[0]?.alteracoes).toEqual([]);
  });

  it('hunted: those without abnormal features required, counts whole and not negative', () => {
    expect(rowIssues('animaisCacados', { ...ANIMAL, comercio: -1 }).map(([p]) => p)).toEqual([
      'animaisCacados.0.comercio',
      'animaisCacados.0.semCaracteristicasAnormais',
    ]);
    expect(
      rowIssues('animaisCacados', { ...ANIMAL, comercio: 1.5, semCaracteristicasAnormais: 0 }).map(
        ([p]) => p,
      ),
    ).toEqual(['animaisCacados.0.comercio']);
  });
});
