import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HalList } from '@sigsa/domain/list/page';
import { apiRequest } from '../api-client.ts';
import { customTypesQueryOptions, LOOKUP_PAGE_SIZE, type CustomType, type NamedRef } from '../record-api.ts';

const NO_TYPES: readonly CustomType[] = [];

/** The values a form offers: inactive custom types are not (a record keeps and shows its current value). */
function active(types: readonly CustomType[] | undefined): readonly CustomType[] {
  return types?.filter((type) => type.ativo !== false) ?? NO_TYPES;
}

/** The active values of a custom-type category, for a form that edits (not loaded otherwise). */
export function useCustomTypes(categoria: string, enabled: boolean): readonly NamedRef[] {
  return active(useQuery({ ...customTypesQueryOptions(categoria), enabled }).data);
}

/**
 * `GET customTypes/search/findByCategorias?categorias=a,b,…&projection=summary`: several categories in one call
 * (a record type with many lists), by name.
 */
export function customTypesByCategoriasQueryOptions(categorias: readonly string[]) {
  return queryOptions({
    queryKey: ['customTypes', 'categorias', ...categorias],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<HalList<CustomType>>('customTypes/search/findByCategorias', {
        signal,
        query: {
          categorias: categorias.join(','),
          projection: 'summary',
          size: LOOKUP_PAGE_SIZE,
          sort: 'nome,asc',
        },
      });
      return answer._embedded.customTypes ?? [];
    },
  });
}

/** The active custom types of several categories, by category (each list by name); empty until loaded. */
export function useCustomTypesByCategoria<C extends string>(
  categorias: readonly C[],
  enabled: boolean,
): (categoria: C) => readonly CustomType[] {
  const types = active(useQuery({ ...customTypesByCategoriasQueryOptions(categorias), enabled }).data);
  return (categoria) => types.filter((type) => type.categoria === categoria);
}
