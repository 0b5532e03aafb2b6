import { describe, expect, it, vi } from 'vitest';
import { showErrorToast } from '../../platform/toasts.ts';
import { saveUnlessDuplicated } from './amostra-duplicada.ts';

vi.mock('../../platform/toasts.ts', () => ({ showErrorToast: vi.fn() }));

interface Row {
  key: string;
  identificacaoAnimal: string;
  matriz: number;
  ensaios: number[];
}

const identity = (row: Row) => row;
const first: Row = { key: 'a', identificacaoAnimal: 'PT 100', matriz: 5, ensaios: [11, 12] };
const second: Row = { key: 'b', identificacaoAnimal: 'PT 200', matriz: 5, ensaios: [11] };
const existing = [first, second];

describe('a sample modal’s save (001 §5.2)', () => {
  it("refuses the same animal, matrix and first assay as another sample with 'Amostra duplicada!'", () => {
    const onSave = vi.fn();
    saveUnlessDuplicated(
      { key: 'new', identificacaoAnimal: 'pt100', matriz: 5, ensaios: [11] },
      existing,
      identity,
      onSave,
      'Erro',
    );
    expect(onSave).not.toHaveBeenCalled();
    expect(showErrorToast).toHaveBeenCalledWith('Erro', 'Amostra duplicada!');
  });

  it('saves another matrix or first assay, and a row edited in place', () => {
    vi.mocked(showErrorToast).mockClear();
    const onSave = vi.fn();
    saveUnlessDuplicated({ ...first, matriz: 6 }, existing, identity, onSave, 'Erro');
    saveUnlessDuplicated({ ...second, key: 'c', ensaios: [12, 11] }, existing, identity, onSave, 'Erro');
    saveUnlessDuplicated(first, existing, identity, onSave, 'Erro');
    expect(onSave).toHaveBeenCalledTimes(3);
    expect(showErrorToast).not.toHaveBeenCalled();
  });
});
