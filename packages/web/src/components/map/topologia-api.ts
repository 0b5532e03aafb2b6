import { queryOptions } from '@tanstack/react-query';
import type { Topology } from 'topojson-specification';
import { CAOP_ANO, TOPOLOGIA_OBJETO, type BandaTopologia } from '@sigsa/domain/geo/topologia';
import { apiRequest } from '../../platform/api-client.ts';
import { SHARED_QUERY_ROOT } from '../../platform/query-client.ts';
import { malhaDaTopologia, type Malha } from './malha.ts';

/**
 * The parishes of the country for one zoom band (`GET limitesAdministrativos/topologia/{ano}/{banda}`, ours):
 * a topology the browser keeps for good (its URL names the CAOP edition), decoded for the canvas once per page
 * life (every parish of the country; Madeira: its municipalities). `reportError` false: asked for before the
 * session is known, whose absence the entry guard answers. Levels and colours are fetched apart, so a new disease or day never asks for geometry again.
 */
export function topologiaQueryOptions(banda: BandaTopologia, reportError = true) {
  return queryOptions({
    queryKey: [SHARED_QUERY_ROOT, 'topologia', CAOP_ANO, banda],
    queryFn: async ({ signal }): Promise<Malha> => {
      const topology = await apiRequest<Topology>(`limitesAdministrativos/topologia/${CAOP_ANO}/${banda}`, {
        signal,
        reportError,
      });
      return malhaDaTopologia(topology, TOPOLOGIA_OBJETO);
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
