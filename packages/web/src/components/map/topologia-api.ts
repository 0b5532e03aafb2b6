import { queryOptions } from '@tanstack/react-query';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { CAOP_ANO, TOPOLOGIA_OBJETO, type BandaTopologia } from '@sigsa/domain/geo/topologia';
import { apiRequest } from '../../platform/api-client.ts';

/** Every parish polygon of the country (Madeira: its municipalities), each feature's id its code. */
export type PoligonosFreguesias = FeatureCollection<Polygon | MultiPolygon>;

/**
 * The parishes of the country for one zoom band (`GET limitesAdministrativos/topologia/{ano}/{banda}`, ours):
 * a topology the browser keeps for good (its URL names the CAOP edition), turned into features once per page
 * life. Levels and colours are fetched apart, so a new disease or day never asks for geometry again.
 */
export function topologiaQueryOptions(banda: BandaTopologia) {
  return queryOptions({
    queryKey: ['geo', 'topologia', CAOP_ANO, banda],
    queryFn: async ({ signal }): Promise<PoligonosFreguesias> => {
      const topology = await apiRequest<Topology>(`limitesAdministrativos/topologia/${CAOP_ANO}/${banda}`, {
        signal,
      });
      const object = topology.objects[TOPOLOGIA_OBJETO] as GeometryCollection;
      return feature(topology, object) as PoligonosFreguesias;
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
