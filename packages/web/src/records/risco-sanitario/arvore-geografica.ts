import { useQuery } from '@tanstack/react-query';
import {
  construirArvore,
  type ArvoreGeografica,
  type DistritoApi,
} from '@sigsa/domain/records/risco-sanitario/freguesias-arvore';
import { distritosArvoreQueryOptions } from './risco-api.ts';

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
 * The CAOP tree (districts, municipalities, parishes: names and codes) of the risk screens; null while it loads.
 * `enabled` false: not asked for yet (a screen that needs it only after its first paint).
 */
export function useArvoreGeografica(enabled = true): ArvoreGeografica | null {
  const distritos = useQuery({ ...distritosArvoreQueryOptions(), enabled });
  return distritos.data ? arvoreDe(distritos.data) : null;
}
