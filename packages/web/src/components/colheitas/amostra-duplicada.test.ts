import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { saveUnlessDuplicated } from './amostra-duplicada.ts';

// The toast is watched where it is shown (Mantine's store), not by mocking the toasts module: the files of a web
// worker share one module graph (isolate: false), and a screen test may have loaded this module already.
let show: MockInstance<typeof notifications.show>;
beforeEach(() => {
  show = vi.spyOn(notifications, 'show');
});

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
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', title: 'Erro', message: 'Amostra duplicada!' }),
    );
  });

  it('saves another matrix or first assay, and a row edited in place', () => {
    const onSave = vi.fn();
    saveUnlessDuplicated({ ...first, matriz: 6 }, existing, identity, onSave, 'Erro');
    saveUnlessDuplicated({ ...second, key: 'c', ensaios: [12, 11] }, existing, identity, onSave, 'Erro');
    saveUnlessDuplicated(first, existing, identity, onSave, 'Erro');
    expect(onSave).toHaveBeenCalledTimes(3);
    expect(show).not.toHaveBeenCalled();
  });
});
