import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HalList } from '@sigsa/domain/list/page';
import {
  construirArvore,
  type ArvoreGeografica,
  type DistritoApi,
} from '@sigsa/domain/records/risco-sanitario/freguesias-arvore';
import { apiRequest } from '../../platform/api-client.ts';

/**
 * The CAOP tree, districts with their municipalities and parishes, names and codes, no geometry (002 §7: `GET
 * distritos?size=100&projection=full`). Reference data: read once a session; the server answers an unchanged
 * tree with 304 on its entity tag, so a new session does not download it again.
 */
export function distritosArvoreQueryOptions() {
  return queryOptions({
    queryKey: ['distritos', 'arvore'],
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<HalList<DistritoApi>>('distritos', {
        signal,
        query: { size: 100, projection: 'full' },
      });
      return answer._embedded.distritos ?? [];
    },
  });
}

/** The tree of each answer of the CAOP query: built once per session, not on every visit of a screen. */
const arvores = new WeakMap<readonly DistritoApi[], ArvoreGeografica>();

function arvoreDe(distritos: readonly DistritoApi[]): ArvoreGeografica {
  let arvore = arvores.get(distritos);
  if (!arvore) {
    arvore = construirArvore(distritos);
    arvores.set(distritos, arvore);
  }
  return arvore;
}

/**
 * The CAOP tree (districts, municipalities, parishes: names and codes) of the risk screens and Início's map; null
 * while it loads.
 * `enabled` false: not asked for yet (a screen that needs it only after its first paint).
 */
export function useArvoreGeografica(enabled = true): ArvoreGeografica | null {
  const distritos = useQuery({ ...distritosArvoreQueryOptions(), enabled });
  return distritos.data ? arvoreDe(distritos.data) : null;
}
