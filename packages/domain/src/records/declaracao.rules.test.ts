import { describe, expect, it } from 'vitest';
import {
  CADAVERES_EXCEDEM_MORTOS_MESSAGE,
  CATEGORIAS_ESGOTADAS_MESSAGE,
  categoriasDisponiveis,
  categoriasWarning,
  declaracaoCountErrors,
  NECROPSIADOS_EXCEDEM_MORTOS_MESSAGE,
  repeatedCategoriaIndexes,
} from './declaracao.rules.ts';

describe('animal declaration (spec 002 §5, 001 §5.4)', () => {
  it('necropsied and carcasses do not exceed the dead (an empty count of dead is none)', () => {
    expect(
      declaracaoCountErrors({ animaisMorreram: 3, animaisNecropsiados: 3, animaisCadaveres: 0 }),
    ).toEqual([]);
    expect(
      declaracaoCountErrors({ animaisMorreram: 3, animaisNecropsiados: 4, animaisCadaveres: 4 }),
    ).toEqual([
      {
        field: 'animaisNecropsiados',
        message:
          'Número de animais necropsiados tem de ser menor ou igual que o número de animais que morreram',
      },
      {
        field: 'animaisCadaveres',
        message:
          'Número de cadáveres presentes tem de ser menor ou igual que o número de animais que morreram',
      },
    ]);
    expect(
      declaracaoCountErrors({ animaisMorreram: null, animaisNecropsiados: 1, animaisCadaveres: 0 }),
    ).toEqual([{ field: 'animaisNecropsiados', message: NECROPSIADOS_EXCEDEM_MORTOS_MESSAGE }]);
    expect(declaracaoCountErrors({ animaisNecropsiados: 0, animaisCadaveres: 2 })).toEqual([
      { field: 'animaisCadaveres', message: CADAVERES_EXCEDEM_MORTOS_MESSAGE },
    ]);
    expect(declaracaoCountErrors({})).toEqual([]);
  });

  it('each category once: used ones leave the list (but the edited row keeps its own); none left warns', () => {
    const categorias = [
      { id: 1, nome: 'Vacas' },
      { id: 2, nome: 'Novilhas' },
      { id: 3, nome: 'Vitelos' },
    ];
    const declaracoes = [{ subCategoriaAnimal: 1 }, { subCategoriaAnimal: 3 }];
    expect(categoriasDisponiveis(categorias, declaracoes).map((c) => c.id)).toEqual([2]);
    expect(categoriasDisponiveis(categorias, declaracoes, 1).map((c) => c.id)).toEqual([2, 3]);
    expect(categoriasDisponiveis(categorias, [])).toEqual(categorias);
    const all = [...declaracoes, { subCategoriaAnimal: 2 }];
    expect(categoriasDisponiveis(categorias, all)).toEqual([]);
    expect(categoriasWarning(categoriasDisponiveis(categorias, all).length)).toBe(
      'Todas as categorias de animais já foram adicionadas.',
    );
    expect(CATEGORIAS_ESGOTADAS_MESSAGE).toBe('Todas as categorias de animais já foram adicionadas.');
    expect(categoriasWarning(1)).toBeNull();
    expect(
      repeatedCategoriaIndexes([
        ...all,
        { subCategoriaAnimal: 3 },
        { subCategoriaAnimal: null },
        { subCategoriaAnimal: 1 },
      ]),
    ).toEqual([3, 5]);
  });
});
