import { describe, expect, it } from 'vitest';
import { PT } from '../validation/form-schema.ts';
import {
  guardarResultadosSchema,
  NAO_ANALISAVEL_RECUSADO_MESSAGE,
  problemasDoValor,
  resultadoDoEnsaioSchema,
  resultadoSchema,
  RESULTADOS_INCOMPLETOS_MESSAGE,
  resultadosSubmitRefusal,
  resultadoVazio,
  tipificacaoRequerida,
  TIPOS_VALOR,
  tipoRepetido,
  VALORES_REPETIDOS_MAX,
  valorBooleanoTexto,
  valorDoTipo,
} from './resultados.schema.ts';

describe('results (001 §3.3, §4, §5.3)', () => {
  it('a result is empty while it has neither value nor list value', () => {
    expect(resultadoVazio({ valor: null, listaValores: null })).toBe(true);
    expect(resultadoVazio({ valor: '  ', listaValores: undefined })).toBe(true);
    expect(resultadoVazio({ valor: '12', listaValores: null })).toBe(false);
    expect(resultadoVazio({ valor: null, listaValores: 3 })).toBe(false);
    // A sample that could not be analysed has its result.
    expect(resultadoVazio({ valor: null, listaValores: null, naoAnalisavel: true })).toBe(false);
  });

  it('the analyses are submitted with at least one result and none empty', () => {
    expect(resultadosSubmitRefusal([])).toBe(RESULTADOS_INCOMPLETOS_MESSAGE);
    expect(resultadosSubmitRefusal([{ valor: '1' }, { valor: null, listaValores: null }])).toBe(
      RESULTADOS_INCOMPLETOS_MESSAGE,
    );
    expect(resultadosSubmitRefusal([{ valor: '1' }, { listaValores: 2 }])).toBeNull();
  });

  it('a typing is asked for a positive of an assay requiring one, and only then', () => {
    expect(tipificacaoRequerida(true, 'Positivo')).toBe(true);
    expect(tipificacaoRequerida(true, 'Isolado')).toBe(true);
    expect(tipificacaoRequerida(true, 'Detetado')).toBe(true);
    expect(tipificacaoRequerida(true, 'Negativo')).toBe(false);
    expect(tipificacaoRequerida(true, null)).toBe(false);
    expect(tipificacaoRequerida(false, 'Positivo')).toBe(false);
  });

  it('the internal code is required only when asked; a pair answered twice is refused', () => {
    const body = {
      codigoInternoLaboratorio: null,
      resultados: [
        { amostra: 1, ensaio: 2, valor: '1' },
        { amostra: 1, ensaio: 2, valor: '2' },
      ],
    };
    const required = guardarResultadosSchema(true).safeParse(body, PT);
    expect(required.success).toBe(false);
    expect(required.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['codigoInternoLaboratorio', 'Este campo é obrigatório'],
      ['resultados.1.ensaio', 'Este ensaio já tem resultado para esta amostra.'],
    ]);
    const free = guardarResultadosSchema(false).safeParse({ ...body, resultados: [body.resultados[0]] }, PT);
    expect(free.success).toBe(true);
  });

  it('a composite result: each measurement its type names is a number, no more of them', () => {
    const idt = { tipoValor: 'LISTA', camposNumericos: [{ nome: 'Dia 0' }, { nome: '72 h' }] };
    const parse = (body: object) => resultadoSchema.parse({ amostra: 1, ensaio: 2, ...body });
    expect(problemasDoValor(idt, parse({ listaValores: 3, medicoes: ['4,5', '9'] }))).toEqual([]);
    expect(problemasDoValor(idt, parse({ listaValores: 3, medicoes: ['4 mm', null, '2'] }))).toEqual([
      ['medicoes.0', 'O valor não corresponde ao tipo de resultado do ensaio.'],
      ['medicoes.2', 'O valor não corresponde ao tipo de resultado do ensaio.'],
    ]);
  });

  it("a list type's optional number (a PCR's Ct) is a number; a numeric type's value too", () => {
    const parse = (body: object) => resultadoSchema.parse({ amostra: 1, ensaio: 2, ...body });
    const pcr = { tipoValor: 'LISTA', valorNumericoOpcional: { nome: 'Ct', unidade: 'ciclos' } };
    expect(problemasDoValor(pcr, parse({ listaValores: 3, valor: '31.4' }))).toEqual([]);
    expect(problemasDoValor(pcr, parse({ listaValores: 3, valor: 'alto' }))).toHaveLength(1);
    expect(problemasDoValor({ tipoValor: 'LISTA' }, parse({ listaValores: 3, valor: 'nota' }))).toEqual([]);
    expect(problemasDoValor({ tipoValor: 'NUMERICO' }, parse({ valor: '1:40' }))).toHaveLength(1);
  });

  it('"não analisável" only where the type allows it; the modal then asks nothing else', () => {
    const parse = (body: object) => resultadoSchema.parse({ amostra: 1, ensaio: 2, ...body });
    expect(problemasDoValor({ tipoValor: 'LISTA' }, parse({ naoAnalisavel: true }))).toEqual([
      ['naoAnalisavel', NAO_ANALISAVEL_RECUSADO_MESSAGE],
    ]);
    const schema = resultadoDoEnsaioSchema({ tipoValor: 'LISTA', permiteNaoAnalisavel: true }, () => true);
    expect(schema.safeParse({ amostra: 1, ensaio: 2, naoAnalisavel: true }).success).toBe(true);
    expect(schema.safeParse({ amostra: 1, ensaio: 2, listaValores: 3 }).error?.issues).toHaveLength(2);
  });
});

describe('a yes/no result type (BOOLEAN)', () => {
  it('takes true or false (or nothing yet), shown Sim and Não', () => {
    expect(valorDoTipo('BOOLEAN', 'true')).toBe(true);
    expect(valorDoTipo('BOOLEAN', 'false')).toBe(true);
    expect(valorDoTipo('BOOLEAN', null)).toBe(true);
    expect(valorDoTipo('BOOLEAN', 'Sim')).toBe(false);
    expect(valorDoTipo('BOOLEAN', '1')).toBe(false);
    expect(valorBooleanoTexto('true')).toBe('Sim');
    expect(valorBooleanoTexto('false')).toBe('Não');
    expect(TIPOS_VALOR).toContain('BOOLEAN');
  });
});

describe('repeatable result types (001 §3.3 _LISTA)', () => {
  const parse = (body: object) => resultadoSchema.parse({ amostra: 1, ensaio: 2, ...body });
  const INVALIDO = 'O valor não corresponde ao tipo de resultado do ensaio.';

  it('repeat a number, a text or a yes/no; LISTA is a list of values, not a repeat', () => {
    expect(TIPOS_VALOR).toEqual(expect.arrayContaining(['NUMERICO_LISTA', 'TEXTO_LISTA', 'BOOLEAN_LISTA']));
    expect(tipoRepetido('NUMERICO_LISTA')).toBe('NUMERICO');
    expect(tipoRepetido('TEXTO_LISTA')).toBe('TEXTO');
    expect(tipoRepetido('BOOLEAN_LISTA')).toBe('BOOLEAN');
    expect(tipoRepetido('LISTA')).toBeNull();
    expect(tipoRepetido('NUMERICO')).toBeNull();
    expect(tipoRepetido(null)).toBeNull();
  });

  it('each value is of the type repeated, up to the most a result holds; no single value beside them', () => {
    const numeros = { tipoValor: 'NUMERICO_LISTA' };
    expect(problemasDoValor(numeros, parse({ medicoes: ['1,5', '3', '-2'] }))).toEqual([]);
    expect(problemasDoValor(numeros, parse({ medicoes: ['1', 'alto'] }))).toEqual([['medicoes.1', INVALIDO]]);
    expect(problemasDoValor(numeros, parse({ valor: '4', medicoes: ['1'] }))).toEqual([['valor', INVALIDO]]);
    const muitos = Array.from({ length: VALORES_REPETIDOS_MAX + 1 }, () => '1');
    expect(resultadoSchema.safeParse({ amostra: 1, ensaio: 2, medicoes: muitos }).success).toBe(false);
    const simNao = { tipoValor: 'BOOLEAN_LISTA' };
    expect(problemasDoValor(simNao, parse({ medicoes: ['true', 'false'] }))).toEqual([]);
    expect(problemasDoValor(simNao, parse({ medicoes: ['Sim'] }))).toEqual([['medicoes.0', INVALIDO]]);
    const textos = { tipoValor: 'TEXTO_LISTA' };
    expect(problemasDoValor(textos, parse({ medicoes: ['Colónias lisas', 'Gram negativo'] }))).toEqual([]);
  });

  it('a result with repeated values is not empty', () => {
    expect(resultadoVazio({ valor: null, listaValores: null, medicoes: ['2'] })).toBe(false);
    expect(resultadoVazio({ valor: null, listaValores: null, medicoes: [null, ' '] })).toBe(true);
  });
});
