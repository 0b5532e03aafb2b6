// The contract of the choropleth's geometry (GET limitesAdministrativos/topologia/{ano}/{banda}, ours, issue 15):
// every parish of the country as one TopoJSON topology per zoom band, so that neighbours share their borders.

/** The CAOP edition the boundaries come from (`../shared/data/geo`): part of the URL, so caches keep it for good. */
export const CAOP_ANO = 2025;

/** Zoom bands of the topology: the country (up to zoom 7), a region (8–10), detail (from 11). */
export const BANDAS_TOPOLOGIA = ['pais', 'regiao', 'detalhe'] as const;

/** One of {@link BANDAS_TOPOLOGIA}. */
export type BandaTopologia = (typeof BANDAS_TOPOLOGIA)[number];

/** Highest zoom of the `pais` band. */
export const PAIS_ATE_ZOOM = 7;
/** Highest zoom of the `regiao` band. */
export const REGIAO_ATE_ZOOM = 10;

/** The band the map draws at `zoom`. */
export function bandaForZoom(zoom: number): BandaTopologia {
  if (zoom <= PAIS_ATE_ZOOM) return 'pais';
  if (zoom <= REGIAO_ATE_ZOOM) return 'regiao';
  return 'detalhe';
}

/** Name of the topology's one object: the parishes (and the municipalities that stand in for theirs). */
export const TOPOLOGIA_OBJETO = 'freguesias';

/**
 * Each geometry's id is its code: a parish's `dicofre` (6 characters) or, where the CAOP files have no parish
 * polygons (Madeira), the municipality's `dico` (4 characters), which stands in for all its parishes.
 */
export function isConcelhoCode(codigo: string): boolean {
  return codigo.length === 4;
}
