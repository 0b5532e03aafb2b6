import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HalList } from '@sigsa/domain/list/page';
import { createContext, useContext } from 'react';
import { apiRequest } from '../../platform/api-client.ts';
import { LOOKUP_PAGE_SIZE, type NamedRef, type CodedRef } from '../../platform/record-api.ts';
import type { EnsaioRef, TipoResultadoRef } from './colheita-rows.ts';

// The finders the collection screens pick from (001 §7): the assays of a disease, the laboratories performing
// the assays chosen, the matrices they take, the sub-categories of a species. A saved collection's sample modals
// ask the collection's own lookups (`…/findByControlo…`) while the form's assays and species are those saved;
// unsaved, they ask by the form's assays and species.

/** The saved collection on screen, as its lookups name it; null while it is new. */
export interface ColheitaGuardada {
  entity: string;
  id: number;
  /** The assays and the species saved. */
  ensaios: readonly number[];
  especies: readonly number[];
}

/** Provided by the collection screen. */
export const ColheitaGuardadaContext = createContext<ColheitaGuardada | null>(null);

const mesmos = (a: readonly number[], b: readonly number[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
};

/** The saved collection, when the form's assays (and species) still are its own. */
function useGuardada(ensaios: readonly number[], especies?: readonly number[]) {
  const guardada = useContext(ColheitaGuardadaContext);
  if (!guardada || !mesmos(guardada.ensaios, ensaios)) return null;
  if (especies && !mesmos(guardada.especies, especies)) return null;
  return guardada;
}

/** An assay as `ensaiosLaboratoriais/search/findByDoencaId` answers it (projection full). */
interface EnsaioFinderRow extends CodedRef {
  doenca?: { id: number | null } | null;
  requerTipificacao?: boolean | null;
  matrizes?: number[] | null;
}

async function finder<T>(path: string, key: string, query: Record<string, string>, signal: AbortSignal) {
  const answer = await apiRequest<HalList<T>>(path, {
    signal,
    query: { ...query, size: LOOKUP_PAGE_SIZE, sort: 'nome,asc', projection: 'full' },
  });
  return answer._embedded[key] ?? [];
}

/** The assays of a disease (its own and those serving it), with the matrices each takes. */
export function ensaiosDaDoencaQueryOptions(doenca: number | null) {
  return queryOptions({
    queryKey: ['ensaiosLaboratoriais', 'findByDoencaId', doenca],
    enabled: doenca !== null,
    queryFn: async ({ signal }): Promise<EnsaioRef[]> => {
      const rows = await finder<EnsaioFinderRow>(
        'ensaiosLaboratoriais/search/findByDoencaId',
        'ensaiosLaboratoriais',
        { id: String(doenca) },
        signal,
      );
      return rows.map((row) => ({
        id: row.id,
        codigo: row.codigo,
        nome: row.nome,
        doenca: row.doenca?.id ?? null,
        requerTipificacao: row.requerTipificacao === true,
        tipificacao: null,
        matrizes: row.matrizes ?? [],
        ensaiosTipificacao: [],
        tiposResultados: null,
      }));
    },
  });
}

/** The laboratories performing every one of `ensaios` (001 §2.2 "the laboratory table"). */
export function laboratoriosDosEnsaiosQueryOptions(ensaios: readonly number[]) {
  const ids = [...new Set(ensaios)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['laboratorios', 'findByEnsaios', ids.join(',')],
    enabled: ids.length > 0,
    queryFn: ({ signal }) =>
      finder<CodedRef & { localidade?: string | null }>(
        'laboratorios/search/findByEnsaios',
        'laboratorios',
        { ids: ids.join(','), quant: String(ids.length) },
        signal,
      ),
  });
}

/** The matrices some of `ensaios` take. */
function matrizesDosEnsaiosQueryOptions(ensaios: readonly number[]) {
  const ids = [...new Set(ensaios)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['matrizesAmostras', 'findByEnsaios', ids.join(',')],
    enabled: ids.length > 0,
    queryFn: ({ signal }) =>
      finder<CodedRef>(
        'matrizesAmostras/search/findByEnsaios',
        'matrizesAmostras',
        { ids: ids.join(',') },
        signal,
      ),
  });
}

/** The animal sub-categories of a species. */
function subCategoriasDaEspecieQueryOptions(especie: number | null) {
  return queryOptions({
    queryKey: ['subCategoriasAnimais', 'findByEspecie', especie],
    enabled: especie !== null,
    queryFn: ({ signal }) =>
      finder<NamedRef>(
        'subCategoriasAnimais/search/findByEspecie',
        'subCategoriasAnimais',
        { id: String(especie) },
        signal,
      ),
  });
}

const NO_TIPOS: readonly NamedRef[] = [];

/**
 * The control types a collection offers (001 §2.1, §7): the non-entomological ones, by the finder entomology asks
 * with `true` (002 §7).
 */
export function useTiposControloColheita(enabled: boolean): readonly NamedRef[] {
  const tipos = useQuery({
    queryKey: ['tiposControlo', 'findByVigilanciaEntomologica', false],
    enabled,
    queryFn: ({ signal }) =>
      finder<NamedRef>(
        'tiposControlo/search/findByVigilanciaEntomologica',
        'tiposControlo',
        { vigilanciaEntomologica: 'false' },
        signal,
      ),
  });
  return tipos.data ?? NO_TIPOS;
}

/** The flocks of a holding, by its brand (001 §7 `bandos`; a poultry collection's). */
export function bandosDaExploracaoQueryOptions(marca: string | null) {
  return queryOptions({
    queryKey: ['bandos', 'findByExploracao', marca],
    enabled: marca !== null,
    queryFn: ({ signal }) =>
      finder<CodedRef>('bandos/search/findByExploracao', 'bandos', { marca: marca ?? '' }, signal),
  });
}

/** Query of a saved collection's lookup (001 §7; `entidade` names its type). */
function daColheita<T>(
  path: string,
  key: string,
  guardada: ColheitaGuardada | null,
  query: (guardada: ColheitaGuardada) => Record<string, string>,
) {
  return queryOptions({
    queryKey: [path, guardada?.entity, guardada?.id, guardada && query(guardada)],
    enabled: guardada !== null,
    queryFn: ({ signal }): Promise<T[]> =>
      guardada
        ? finder<T>(path, key, { ...query(guardada), entidade: guardada.entity }, signal)
        : Promise.resolve([]),
  });
}

/** The matrices a sample may take: those some of the collection's assays take (001 §7 `findByControlo`). */
export function useMatrizesDaAmostra(ensaios: readonly EnsaioRef[], enabled: boolean): readonly CodedRef[] {
  const ids = ensaios.map((ensaio) => ensaio.id);
  const guardada = useGuardada(ids);
  const porEnsaios = useQuery({
    ...matrizesDosEnsaiosQueryOptions(ids),
    enabled: enabled && guardada === null && ids.length > 0,
  });
  const daGuardada = useQuery({
    ...daColheita<CodedRef>('matrizesAmostras/search/findByControlo', 'matrizesAmostras', guardada, (g) => ({
      id: String(g.id),
    })),
    enabled: enabled && guardada !== null,
  });
  return (guardada ? daGuardada.data : porEnsaios.data) ?? [];
}

/**
 * The sub-categories a sample's animals may be of: those of the collection's species (001 §7
 * `findByControloLaboratorialId`).
 */
export function useSubCategoriasDaAmostra(
  ensaios: readonly EnsaioRef[],
  especie: NamedRef | null,
  enabled: boolean,
): readonly NamedRef[] {
  const guardada = useGuardada(
    ensaios.map((ensaio) => ensaio.id),
    especie ? [especie.id] : [],
  );
  const daEspecie = useQuery({
    ...subCategoriasDaEspecieQueryOptions(especie?.id ?? null),
    enabled: enabled && guardada === null && especie !== null,
  });
  const daGuardada = useQuery({
    ...daColheita<NamedRef>(
      'subCategoriasAnimais/search/findByControloLaboratorialId',
      'subCategoriasAnimais',
      guardada,
      (g) => ({ id: String(g.id) }),
    ),
    enabled: enabled && guardada !== null,
  });
  return (guardada ? daGuardada.data : daEspecie.data) ?? [];
}

/**
 * The assays a sample of matrix `matriz` may ask for: the collection's that take it (001 §7
 * `findByControloAndMatriz`; unsaved, the form's, by the matrices each takes).
 */
export function useEnsaiosDaMatriz(
  ensaios: readonly EnsaioRef[],
  matriz: number | null,
): readonly NamedRef[] {
  const guardada = useGuardada(ensaios.map((ensaio) => ensaio.id));
  const daGuardada = useQuery({
    ...daColheita<CodedRef>('ensaios/search/findByControloAndMatriz', 'ensaios', guardada, (g) => ({
      mid: String(matriz),
      cid: String(g.id),
    })),
    enabled: guardada !== null && matriz !== null,
  });
  if (matriz === null) return [];
  if (guardada) return daGuardada.data ?? [];
  return ensaios.filter((ensaio) => ensaio.matrizes.includes(matriz));
}

/** The result type of a typing assay, with its values (001 §7 `getTiposResultadosByEnsaioTipificacao`). */
export function tipoResultadoDaTipificacaoQueryOptions(ensaio: number | null) {
  return queryOptions({
    queryKey: ['tiposResultados', 'getTiposResultadosByEnsaioTipificacao', ensaio],
    enabled: ensaio !== null,
    queryFn: async ({ signal }): Promise<TipoResultadoRef | null> => {
      const answer = await apiRequest<HalList<TipoResultadoRef>>(
        'tiposResultados/search/getTiposResultadosByEnsaioTipificacao/',
        { signal, query: { id: String(ensaio) } },
      );
      return answer._embedded.tiposResultados?.[0] ?? null;
    },
  });
}
