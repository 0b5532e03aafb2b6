import { queryOptions } from '@tanstack/react-query';
import type { HalList } from '@sigsa/domain/list/page';
import { apiRequest } from '../../platform/api-client.ts';
import { useReferenceList } from '../../platform/lookups/reference-lists.ts';
import { LOOKUP_PAGE_SIZE, type NamedRef } from '../../platform/record-api.ts';
import type { CodigoRef, EnsaioRef } from './colheita-rows.ts';

// The finders the collection screens pick from (001 §7): the assays of a disease, the laboratories performing
// the assays chosen, the matrices they take, the sub-categories of a species.

/** An assay as `ensaiosLaboratoriais/search/findByDoencaId` answers it (projection full). */
interface EnsaioFinderRow extends CodigoRef {
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
      finder<CodigoRef & { localidade?: string | null }>(
        'laboratorios/search/findByEnsaios',
        'laboratorios',
        { ids: ids.join(','), quant: String(ids.length) },
        signal,
      ),
  });
}

/** The matrices some of `ensaios` take. */
export function matrizesDosEnsaiosQueryOptions(ensaios: readonly number[]) {
  const ids = [...new Set(ensaios)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['matrizesAmostras', 'findByEnsaios', ids.join(',')],
    enabled: ids.length > 0,
    queryFn: ({ signal }) =>
      finder<CodigoRef>(
        'matrizesAmostras/search/findByEnsaios',
        'matrizesAmostras',
        { ids: ids.join(',') },
        signal,
      ),
  });
}

/** The animal sub-categories of a species. */
export function subCategoriasDaEspecieQueryOptions(especie: number | null) {
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

/** The control types a collection offers: the non-entomological ones (001 §2.1; entomology has its own). */
export function useTiposControloColheita(enabled: boolean): readonly NamedRef[] {
  return useReferenceList<NamedRef & { entomologico?: boolean }>('tiposControlo', enabled).filter(
    (tipo) => tipo.entomologico !== true,
  );
}

/** The flocks of a holding, by its brand (001 §7 `bandos`; a poultry collection's). */
export function bandosDaExploracaoQueryOptions(marca: string | null) {
  return queryOptions({
    queryKey: ['bandos', 'findByExploracao', marca],
    enabled: marca !== null,
    queryFn: ({ signal }) =>
      finder<CodigoRef>('bandos/search/findByExploracao', 'bandos', { marca: marca ?? '' }, signal),
  });
}
