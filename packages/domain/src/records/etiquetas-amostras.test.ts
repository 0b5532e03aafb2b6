import { describe, expect, it } from 'vitest';
import {
  AMOSTRA_DESCONHECIDA_MESSAGE,
  AMOSTRA_JA_LIDA_MESSAGE,
  codigoEtiqueta,
  ETIQUETA_INVALIDA_MESSAGE,
  ETIQUETA_OUTRA_COLHEITA_MESSAGE,
  lerCodigoEtiqueta,
  lerEtiquetaNaRececao,
} from './etiquetas-amostras.ts';

describe('sample label codes (issue 16)', () => {
  it('name the collection type, the collection and the sample, and read back', () => {
    expect(codigoEtiqueta('cam', 1234, 'I-0001')).toBe('CAM1234/I-0001');
    expect(lerCodigoEtiqueta(' cas77/a-0012 ')).toEqual({
      prefixo: 'CAS',
      colheita: 77,
      sequencia: 'A-0012',
    });
  });

  it('a text that is no label code reads as none', () => {
    expect(lerCodigoEtiqueta('I-0001')).toBeNull();
    expect(lerCodigoEtiqueta('CAM/I-0001')).toBeNull();
    expect(lerCodigoEtiqueta('CAM12/I-0001 extra')).toBeNull();
    expect(() => codigoEtiqueta('cam', 1, 'Açor')).toThrow(RangeError);
  });
});

describe('the reception by scanning (issue 16)', () => {
  const colheita = { prefixo: 'cam', id: 12, amostras: ['I-0001', 'I-0002', 'G-0001'] };
  const lidas = new Set(['I-0001']);

  it('takes a label of the collection not read yet', () => {
    expect(lerEtiquetaNaRececao('CAM12/G-0001', colheita, lidas)).toEqual({ sequencia: 'G-0001' });
  });

  it('refuses, each with its message, what is not one of its samples still to read', () => {
    expect(lerEtiquetaNaRececao('G-0001', colheita, lidas)).toEqual({ erro: ETIQUETA_INVALIDA_MESSAGE });
    expect(lerEtiquetaNaRececao('CAM13/I-0002', colheita, lidas)).toEqual({
      erro: ETIQUETA_OUTRA_COLHEITA_MESSAGE,
    });
    expect(lerEtiquetaNaRececao('CAS12/I-0002', colheita, lidas)).toEqual({
      erro: ETIQUETA_OUTRA_COLHEITA_MESSAGE,
    });
    expect(lerEtiquetaNaRececao('CAM12/I-0009', colheita, lidas)).toEqual({
      erro: AMOSTRA_DESCONHECIDA_MESSAGE,
    });
    expect(lerEtiquetaNaRececao('cam12/i-0001', colheita, lidas)).toEqual({ erro: AMOSTRA_JA_LIDA_MESSAGE });
  });
});
