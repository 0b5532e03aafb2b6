import { useQuery } from '@tanstack/react-query';
import type { TipoAnimal } from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.fields';
import type { SubCategoriaRef } from '../../components/animal-modals/animal-rows.ts';
import { useCustomTypesByCategoria } from '../../platform/lookups/custom-types.ts';
import { especiesQueryOptions, type EspecieRef } from '../../platform/lookups/especies.ts';
import { useReferenceList, type DoencaRef } from '../../platform/lookups/reference-lists.ts';
import type { CustomType, NamedRef } from '../../platform/record-api.ts';
import { NOTIFICACAO_CATEGORIAS, type DsavrRef, type NotificacaoCategoria } from './notificacao-api.ts';

/** The lists the notification's form and modals pick from; empty until loaded (or when nothing edits). */
export interface NotificacaoLookups {
  /** Custom types by category, each with its flags (`requerObservacao` of a conclusion reason). */
  tipos: (categoria: NotificacaoCategoria) => readonly CustomType[];
  doencas: readonly DoencaRef[];
  ensaios: readonly NamedRef[];
  subCategorias: readonly SubCategoriaRef[];
  dsavrs: readonly DsavrRef[];
  especies: readonly EspecieRef[];
}

const NONE: readonly never[] = [];

/**
 * The lookups of a notification screen (spec 002 §7: custom types by category in one call; diseases, lab tests,
 * sub-categories and DSAVRs as whole lists of 1000 by name; species), loaded only when something edits.
 */
export function useNotificacaoLookups(enabled: boolean): NotificacaoLookups {
  return {
    tipos: useCustomTypesByCategoria<NotificacaoCategoria>(NOTIFICACAO_CATEGORIAS, enabled),
    doencas: useReferenceList<DoencaRef>('doencas', enabled),
    ensaios: useReferenceList<NamedRef>('ensaiosLaboratoriais', enabled),
    subCategorias: useReferenceList<SubCategoriaRef>('subCategoriasAnimais', enabled),
    dsavrs: useReferenceList<DsavrRef>('dsavrs', enabled),
    especies: useQuery({ ...especiesQueryOptions(), enabled }).data ?? NONE,
  };
}

/** The species of an animal type: domestic ones for the domestic types, wild ones otherwise (the server's check). */
export function especiesDoTipo(especies: readonly EspecieRef[], tipo: TipoAnimal | null): EspecieRef[] {
  const domestico = tipo?.startsWith('DOM_') ?? true;
  return especies.filter(
    (especie) =>
      especie.domestico === undefined || especie.domestico === null || especie.domestico === domestico,
  );
}
