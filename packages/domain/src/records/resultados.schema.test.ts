import { describe, expect, it } from 'vitest';
import { PT } from '../validation/form-schema.ts';
import {
  guardarResultadosSchema,
  RESULTADOS_INCOMPLETOS_MESSAGE,
  resultadosSubmitRefusal,
  resultadoVazio,
  tipificacaoRequerida,
} from './resultados.schema.ts';

describe('results (001 §3.3, §4, §5.3)', () => {
  it('a result is empty while it has neither value nor list value', () => {
    expect(resultadoVazio({ valor: null, listaValores: null })).toBe(true);
    expect(resultadoVazio({ valor: '  ', listaValores: undefined })).toBe(true);
    expect(resultadoVazio({ valor: '12', listaValores: null })).toBe(false);
    expect(resultadoVazio({ valor: null, listaValores: 3 })).toBe(false);
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
});
