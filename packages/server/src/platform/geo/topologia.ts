import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, simplify } from 'topojson-simplify';
import type { Objects, Topology } from 'topojson-specification';
import { TOPOLOGIA_OBJETO, type BandaTopologia } from '@sigsa/domain/geo/topologia';

/** One polygon of the topology: its code (the geometry's id) and its shape. */
export type PoligonoCodigo = Feature<Polygon | MultiPolygon, null> & { id: string };

/**
 * How each band is built. `grade`: the quantization, in steps across the extent (Portugal with the Açores is ~25°
 * wide: 5,000 steps are ~500 m, sub-pixel up to zoom 7; they also snap neighbours' nearly equal vertices together,
 * so more borders come out shared). `zoom`: the simplification removes what is smaller than half a pixel there.
 */
const BANDAS: Record<BandaTopologia, { grade: number; zoom: number | null }> = {
  pais: { grade: 5_000, zoom: 7 },
  regiao: { grade: 50_000, zoom: 10 },
  detalhe: { grade: 1_000_000, zoom: null },
};

/** Visvalingam's weight (a triangle's area, in square degrees) under which a vertex goes: half a pixel squared. */
function minimumWeight(zoom: number): number {
  const pixel = 360 / (256 * 2 ** zoom);
  return pixel ** 2 / 2;
}

/**
 * The topology of one band. Borders are arcs shared by the two polygons they separate, and the simplification
 * works on arcs: a border is simplified once for both sides, so no sliver or gap opens between neighbours.
 */
export function buildTopologia(poligonos: PoligonoCodigo[], banda: BandaTopologia): Topology {
  const { grade, zoom } = BANDAS[banda];
  const collection: FeatureCollection<Polygon | MultiPolygon, null> = {
    type: 'FeatureCollection',
    features: poligonos,
  };
  const built = topology({ [TOPOLOGIA_OBJETO]: collection }, grade);
  if (zoom === null) return stripProperties(built);
  const simplified = simplify(presimplify(built as Topology<Objects<object>>), minimumWeight(zoom));
  // simplify answers absolute positions with their weight as a third value: back to two, then quantized again.
  simplified.arcs = simplified.arcs.map((arc) => arc.map(([x, y]) => [x, y] as [number, number]));
  return stripProperties(quantize(simplified, grade));
}

/** Geometries carry their id only: names come from the CAOP tree the page already holds. */
function stripProperties(built: Topology): Topology {
  for (const object of Object.values(built.objects)) {
    if (object.type !== 'GeometryCollection') continue;
    for (const geometry of object.geometries) delete geometry.properties;
  }
  return built;
}
