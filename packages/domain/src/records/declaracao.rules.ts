// The animal declaration's rules (001 §5.4; notifications 002 §5 and clinical exams alike): the counts checked
// against the dead animals, and each animal category declared once.

import type { FieldError } from '../validation/field-error.ts';

/** No declaration category left to add (spec 002 §5, 001 §5.4). */
export const CATEGORIAS_ESGOTADAS_MESSAGE = 'Todas as categorias de animais já foram adicionadas.';
/** Declaration: more necropsied than dead animals (spec 001 §5.4, verbatim). */
export const NECROPSIADOS_EXCEDEM_MORTOS_MESSAGE =
  'Número de animais necropsiados tem de ser menor ou igual que o número de animais que morreram';
/** Declaration: more carcasses than dead animals (spec 001 §5.4, verbatim). */
export const CADAVERES_EXCEDEM_MORTOS_MESSAGE =
  'Número de cadáveres presentes tem de ser menor ou igual que o número de animais que morreram';

/** The counts a declaration checks against each other (spec 001 §5.4). */
export interface DeclaracaoCounts {
  animaisMorreram?: number | null;
  animaisNecropsiados?: number | null;
  animaisCadaveres?: number | null;
}

/**
 * The declaration's count checks (spec 001 §5.4): neither the necropsied animals nor the carcasses present exceed
 * the animals that died; an empty "died" counts as none (ours: nothing can be necropsied of no deaths).
 */
export function declaracaoCountErrors(declaracao: DeclaracaoCounts): FieldError[] {
  const mortos = declaracao.animaisMorreram ?? 0;
  const errors: FieldError[] = [];
  if ((declaracao.animaisNecropsiados ?? 0) > mortos)
    errors.push({ field: 'animaisNecropsiados', message: NECROPSIADOS_EXCEDEM_MORTOS_MESSAGE });
  if ((declaracao.animaisCadaveres ?? 0) > mortos)
    errors.push({ field: 'animaisCadaveres', message: CADAVERES_EXCEDEM_MORTOS_MESSAGE });
  return errors;
}

/**
 * The categories the declaration modal still offers (spec 002 §5: each once): all but those used by other rows;
 * the row being edited (`editing`, its index) keeps its own.
 */
export function categoriasDisponiveis<C extends { id: number }>(
  categorias: readonly C[],
  declaracoes: readonly { subCategoriaAnimal?: number | null }[],
  editing: number | null = null,
): C[] {
  const used = new Set(declaracoes.filter((_, index) => index !== editing).map((d) => d.subCategoriaAnimal));
  return categorias.filter((categoria) => !used.has(categoria.id));
}

/** The warning of an exhausted category list (spec 002 §5), or null while some remain. */
export function categoriasWarning(disponiveis: number): string | null {
  return disponiveis === 0 ? CATEGORIAS_ESGOTADAS_MESSAGE : null;
}

/** Indexes of the declarations repeating an earlier row's category (the server refuses a save holding any). */
export function repeatedCategoriaIndexes(declaracoes: readonly { subCategoriaAnimal?: unknown }[]): number[] {
  const seen = new Set<unknown>();
  const found: number[] = [];
  declaracoes.forEach((declaracao, index) => {
    const categoria = declaracao.subCategoriaAnimal;
    if (typeof categoria !== 'number') return;
    if (seen.has(categoria)) found.push(index);
    else seen.add(categoria);
  });
  return found;
}
