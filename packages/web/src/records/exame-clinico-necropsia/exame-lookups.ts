import { useQuery } from '@tanstack/react-query';
import type { SubCategoriaRef } from '../../components/animal-modals/animal-rows.ts';
import { useCustomTypesByCategoria } from '../../platform/lookups/custom-types.ts';
import { especiesQueryOptions, type EspecieRef } from '../../platform/lookups/especies.ts';
import { useReferenceList } from '../../platform/lookups/reference-lists.ts';
import type { CustomType, NamedRef } from '../../platform/record-api.ts';
import type { MotivoExameRef } from './exame-api.ts';

/** The custom-type categories the exam picks ids from (001 §3.4), loaded in one call. */
export const EXAME_CATEGORIAS = [
  'SEXO',
  'CLASSE_ETARIA',
  'SINAIS_CLINICOS',
  'LESOES',
  'MOTIVO_ABATE',
  'METODO_ABATE',
  'DESTINO_ANIMAL_RECOLHIDO_VIVO',
  'EXAME_CLINICO',
  'PROGRAMA',
  'PROCESSO_CACA',
] as const;

/** One of {@link EXAME_CATEGORIAS}. */
export type ExameCategoria = (typeof EXAME_CATEGORIAS)[number];

/** The lists the exam's form and modals pick from; empty until loaded (or when nothing edits). */
export interface ExameLookups {
  tipos: (categoria: ExameCategoria) => readonly CustomType[];
  motivos: readonly MotivoExameRef[];
  desconformidadesRegistoSaude: readonly NamedRef[];
  zonasCacas: readonly NamedRef[];
  dsavrs: readonly NamedRef[];
  subCategorias: readonly SubCategoriaRef[];
  /** Wild species only: a wild exam's rows name no domestic species (the server's check). */
  especiesSelvagens: readonly EspecieRef[];
}

const NONE: readonly never[] = [];

/**
 * The lookups of an exam screen (custom types by category in one call; reasons, health-record non-conformities,
 * hunting zones, DSAVRs and sub-categories as whole lists by name; species), loaded only when something edits.
 */
export function useExameLookups(enabled: boolean): ExameLookups {
  const especies = useQuery({ ...especiesQueryOptions(), enabled }).data ?? NONE;
  return {
    tipos: useCustomTypesByCategoria<ExameCategoria>(EXAME_CATEGORIAS, enabled),
    motivos: useReferenceList<MotivoExameRef>('motivosExames', enabled),
    desconformidadesRegistoSaude: useReferenceList<NamedRef>('desconformidadesRegistoSaude', enabled),
    zonasCacas: useReferenceList<NamedRef>('zonasCacas', enabled),
    dsavrs: useReferenceList<NamedRef>('dsavrs', enabled),
    subCategorias: useReferenceList<SubCategoriaRef>('subCategoriasAnimais', enabled),
    especiesSelvagens: especies.filter((especie) => especie.domestico === false),
  };
}
