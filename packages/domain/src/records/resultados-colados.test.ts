import { describe, expect, it } from 'vitest';
import {
  colagemAplicavel,
  LINHA_INCOMPLETA_MESSAGE,
  lerResultadosColados,
  TIPIFICACAO_NO_FORMULARIO_MESSAGE,
  type ResultadoColavel,
} from './resultados-colados.ts';
import {
  NAO_ANALISAVEL_RECUSADO_MESSAGE,
  RESULTADO_DESCONHECIDO_MESSAGE,
  RESULTADO_REPETIDO_MESSAGE,
  VALOR_INVALIDO_MESSAGE,
} from './resultados.schema.ts';

const LISTA = [
  { id: 1, nome: 'Negativo' },
  { id: 2, nome: 'Positivo' },
];

const elisa = (amostra: string): ResultadoColavel => ({
  amostra,
  ensaio: { nome: 'ELISA Língua Azul', codigo: 'ELISA-LA', requerTipificacao: false },
  tipo: { tipoValor: 'LISTA', listaValores: LISTA },
});
const cultura: ResultadoColavel = {
  amostra: 'I-0001',
  ensaio: { nome: 'Cultura Salmonella', codigo: 'CULT-SAL', requerTipificacao: true },
  tipo: { tipoValor: 'LISTA', listaValores: LISTA },
};
const pcr: ResultadoColavel = {
  amostra: 'G-0001',
  ensaio: { nome: 'PCR tempo real', codigo: 'PCR-RT', requerTipificacao: false },
  tipo: {
    tipoValor: 'LISTA',
    listaValores: [{ id: 7, nome: 'Detetado' }],
    valorNumericoOpcional: { nome: 'Ct' },
    permiteNaoAnalisavel: true,
  },
};
const idt: ResultadoColavel = {
  amostra: 'I-0002',
  ensaio: { nome: 'IDT', codigo: 'IDT', requerTipificacao: false },
  tipo: { tipoValor: 'LISTA', listaValores: LISTA, camposNumericos: [{ nome: 'Dia 0' }, { nome: '72 h' }] },
};
const titulo: ResultadoColavel = {
  amostra: 'I-0003',
  ensaio: { nome: 'Título', codigo: 'TIT', requerTipificacao: false },
  tipo: { tipoValor: 'NUMERICO' },
};

const COLECAO = [elisa('I-0001'), elisa('I-0002'), cultura, pcr, idt, titulo];

const colar = (...linhas: string[][]) =>
  lerResultadosColados(linhas.map((celulas) => celulas.join('\t')).join('\r\n'), COLECAO);

describe('results pasted from a spreadsheet (issue 16)', () => {
  it('reads each row onto its result by sample and assay, name or code, accents and case aside', () => {
    const linhas = colar(
      ['Amostra', 'Ensaio', 'Resultado', 'Números', 'Observações'],
      ['I-0001', 'ELISA Língua Azul', 'negativo'],
      ['i-0002', 'elisa lingua azul', 'Positivo', '', 'repetir em 30 dias'],
      ['G-0001', 'PCR-RT', 'Detetado', '28,5'],
      ['I-0002', 'IDT', 'Negativo', '2,1; 2,4'],
      ['I-0003', 'Título', '1,5'],
    );
    expect(linhas.map((l) => [l.linha, l.indice, l.erros])).toEqual([
      [2, 0, []],
      [3, 1, []],
      [4, 3, []],
      [5, 4, []],
      [6, 5, []],
    ]);
    const [negativo, positivo, detetado, medido, numero] = linhas.map((linha) => linha.valores);
    expect(negativo).toEqual({
      valor: '',
      listaValores: LISTA[0],
      medicoes: [],
      naoAnalisavel: false,
      observacoes: null,
    });
    expect(positivo?.observacoes).toBe('repetir em 30 dias');
    expect(detetado).toMatchObject({ valor: '28,5', listaValores: { id: 7 }, medicoes: [] });
    expect(medido).toMatchObject({ valor: '', medicoes: ['2,1', '2,4'] });
    expect(numero).toMatchObject({ valor: '1,5', listaValores: null });
    expect(colagemAplicavel(linhas)).toBe(true);
  });

  it('gives each row its own errors, and the paste goes in only without any', () => {
    const linhas = colar(
      ['I-0001', 'ELISA Língua Azul', 'Talvez'],
      ['I-0009', 'ELISA Língua Azul', 'Negativo'],
      ['I-0001', 'Cultura Salmonella', 'Positivo'],
      ['I-0003', 'Título', 'alto'],
      ['I-0002', 'IDT', 'Negativo', '1;2;3'],
      ['I-0002', 'ELISA Língua Azul', 'Não analisável'],
      ['G-0001', 'PCR tempo real', 'Detetado', '28; 29'],
      ['I-0002', 'ELISA-LA', 'Negativo'],
      ['I-0003', '', 'Negativo'],
    );
    expect(linhas.map((l) => l.erros)).toEqual([
      [VALOR_INVALIDO_MESSAGE],
      [RESULTADO_DESCONHECIDO_MESSAGE],
      [TIPIFICACAO_NO_FORMULARIO_MESSAGE],
      [VALOR_INVALIDO_MESSAGE],
      [VALOR_INVALIDO_MESSAGE],
      [NAO_ANALISAVEL_RECUSADO_MESSAGE],
      [VALOR_INVALIDO_MESSAGE],
      // The sixth row named this result already (by its code now).
      [RESULTADO_REPETIDO_MESSAGE],
      [LINHA_INCOMPLETA_MESSAGE],
    ]);
    expect(linhas.every((l) => l.valores === null)).toBe(true);
    expect(colagemAplicavel(linhas)).toBe(false);
    expect(colagemAplicavel(colar(['I-0001', 'ELISA-LA', 'Negativo']))).toBe(true);
  });

  it('"não analisável" where the type allows it; blank lines and the column names are skipped', () => {
    const linhas = lerResultadosColados('\nG-0001\tPCR-RT\tnao analisavel\n\n', COLECAO);
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({
      linha: 2,
      erros: [],
      valores: { naoAnalisavel: true, listaValores: null },
    });
    expect(colagemAplicavel(lerResultadosColados('Amostra\tEnsaio\tResultado', COLECAO))).toBe(false);
  });
});

describe('a pasted yes/no result (BOOLEAN)', () => {
  const presenca: ResultadoColavel = {
    amostra: 'I-0004',
    ensaio: { nome: 'Presença de parasitas', codigo: 'PRES', requerTipificacao: false },
    tipo: { tipoValor: 'BOOLEAN' },
  };
  it('reads Sim and Não as the screen shows them, and refuses anything else', () => {
    const linhas = lerResultadosColados(
      ['I-0004\tPRES\tnao', 'I-0005\tPRES\tSIM', 'I-0006\tPRES\ttalvez'].join('\n'),
      ['I-0004', 'I-0005', 'I-0006'].map((amostra) => ({ ...presenca, amostra })),
    );
    expect(linhas.map((l) => l.valores?.valor ?? null)).toEqual(['false', 'true', null]);
    expect(linhas[2]?.erros).toContain(VALOR_INVALIDO_MESSAGE);
  });
});

describe('a pasted repeatable result (001 §3.3 _LISTA)', () => {
  const titulos: ResultadoColavel = {
    amostra: 'I-0007',
    ensaio: { nome: 'Títulos por diluição', codigo: 'TIT', requerTipificacao: false },
    tipo: { tipoValor: 'NUMERICO_LISTA' },
  };
  it('reads the values of the result cell separated by ";", each of the type repeated', () => {
    const linhas = lerResultadosColados(
      ['I-0007\tTIT\t1,5; 3 ;40', 'I-0008\tTIT\t2;alto', 'I-0009\tPRES\tsim;Não'].join('\n'),
      [
        titulos,
        { ...titulos, amostra: 'I-0008' },
        {
          amostra: 'I-0009',
          ensaio: { nome: 'Presenças', codigo: 'PRES', requerTipificacao: false },
          tipo: { tipoValor: 'BOOLEAN_LISTA' },
        },
      ],
    );
    expect(linhas.map((l) => l.valores?.medicoes ?? null)).toEqual([
      ['1,5', '3', '40'],
      null,
      ['true', 'false'],
    ]);
    expect(linhas[1]?.erros).toEqual([VALOR_INVALIDO_MESSAGE]);
  });
});
