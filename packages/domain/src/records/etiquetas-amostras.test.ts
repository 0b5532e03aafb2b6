import { describe, expect, it } from 'vitest';
import { codigoEtiqueta, lerCodigoEtiqueta } from './etiquetas-amostras.ts';

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
