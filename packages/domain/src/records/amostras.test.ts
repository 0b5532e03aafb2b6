import { describe, expect, it } from 'vitest';
import {
  amostrasDuplicadas,
  compareSequencias,
  formatSequencia,
  isAmostraDuplicada,
  nextSequencias,
  sequenciaNumero,
} from './amostras.ts';

describe('sample numbers (001 §9)', () => {
  it('zero-pads to four digits, by kind of sample', () => {
    expect(formatSequencia('A-', 7)).toBe('A-0007');
    expect(formatSequencia('I-', 1)).toBe('I-0001');
    expect(formatSequencia('G-', 12345)).toBe('G-12345');
  });

  it('continues from the highest number of its own prefix, never filling a gap', () => {
    expect(nextSequencias('I-', [])).toEqual(['I-0001']);
    expect(nextSequencias('I-', ['I-0001', 'I-0004', 'G-0009', null], 3)).toEqual([
      'I-0005',
      'I-0006',
      'I-0007',
    ]);
    expect(nextSequencias('G-', ['I-0001', 'I-0004', 'G-0009'])).toEqual(['G-0010']);
    expect(nextSequencias('A-', ['A-9999'])).toEqual(['A-10000']);
  });

  it('reads only well-formed numbers of the prefix', () => {
    expect(sequenciaNumero('A-0012', 'A-')).toBe(12);
    expect(sequenciaNumero('A-12x', 'A-')).toBeNull();
    expect(sequenciaNumero('I-0003', 'A-')).toBeNull();
    expect(sequenciaNumero(null, 'A-')).toBeNull();
  });

  it('orders by prefix, then by number (not as text)', () => {
    expect(['I-0010', 'G-0002', 'I-0002', 'I-10000', 'G-0001'].sort(compareSequencias)).toEqual([
      'G-0001',
      'G-0002',
      'I-0002',
      'I-0010',
      'I-10000',
    ]);
  });
});

describe('duplicate individual samples (001 §5.2)', () => {
  const amostra = {
    tipoAmostra: 'INDIVIDUAL' as const,
    identificacaoAnimal: 'PT 123456789',
    matriz: 3,
    ensaios: [7, 9],
  };

  it('same identification, matrix and first assay: duplicated, whatever the spacing or letter case', () => {
    expect(
      isAmostraDuplicada(amostra, [{ ...amostra, identificacaoAnimal: 'pt123456789', ensaios: [7] }]),
    ).toBe(true);
  });

  it('another matrix, another first assay or another animal: not duplicated', () => {
    expect(isAmostraDuplicada(amostra, [{ ...amostra, matriz: 4 }])).toBe(false);
    expect(isAmostraDuplicada(amostra, [{ ...amostra, ensaios: [9, 7] }])).toBe(false);
    expect(isAmostraDuplicada(amostra, [{ ...amostra, identificacaoAnimal: 'PT 123456780' }])).toBe(false);
  });

  it('group samples and incomplete ones are never duplicates', () => {
    const grupo = { ...amostra, tipoAmostra: 'GRUPO' as const };
    expect(isAmostraDuplicada(grupo, [grupo])).toBe(false);
    expect(isAmostraDuplicada({ ...amostra, ensaios: [] }, [{ ...amostra, ensaios: [] }])).toBe(false);
    expect(
      isAmostraDuplicada({ ...amostra, identificacaoAnimal: ' ' }, [{ ...amostra, identificacaoAnimal: '' }]),
    ).toBe(false);
  });

  it('names the rows that repeat an earlier one', () => {
    expect(amostrasDuplicadas([amostra, { ...amostra, matriz: 4 }, { ...amostra }, { ...amostra }])).toEqual([
      2, 3,
    ]);
  });
});
