import type { PointAnswer } from '@sigsa/domain/geo/point';
import type { HalList } from '@sigsa/domain/list/page';
import { ENTITY_SELECT_CAP } from '../../components/entity-select-props.ts';
import { apiRequest } from '../api-client.ts';

/** A holding as the brand search answers it (summary projection); a record carries at least id, marca, nome. */
export interface ExploracaoRef {
  id: number;
  marca: string;
  nome: string | null;
  nif?: string | null;
  classificacao?: string | null;
  freguesia?: { nome: string | null } | null;
  concelho?: { nome: string | null } | null;
  distrito?: { nome: string | null } | null;
  /** Its point: GeoJSON in search answers, `{ latitude, longitude }` inside a record. */
  localizacao?: PointAnswer | null;
}

/**
 * Holdings whose brand contains `text` (`exploracoes/search/find?attributes=marca`, spec 002 §2, §9: 1 char), or,
 * with `nif`, whose brand or tax number does (001 §2.3: the exam's holding by brand or NIF).
 */
export async function searchExploracoes(
  text: string,
  signal: AbortSignal,
  { nif = false }: { nif?: boolean } = {},
): Promise<ExploracaoRef[]> {
  const answer = await apiRequest<HalList<ExploracaoRef>>('exploracoes/search/find', {
    signal,
    query: {
      search: text,
      attributes: nif ? ['marca', 'nif'] : 'marca',
      size: ENTITY_SELECT_CAP,
      sort: 'marca,asc',
    },
  });
  return answer._embedded.exploracoes ?? [];
}

/** "marca – nome", or the brand alone. */
export function exploracaoLabel(exploracao: ExploracaoRef): string {
  return exploracao.nome ? `${exploracao.marca} – ${exploracao.nome}` : exploracao.marca;
}
