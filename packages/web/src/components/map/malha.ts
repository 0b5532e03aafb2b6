import type { GeometryCollection, Topology } from 'topojson-specification';

// The choropleth's geometry as the canvas draws it: the topology's arcs decoded once into Web Mercator (the
// map's projection, at zoom 0 and scale 1), and each polygon as the arcs of its rings. A polygon is never turned
// into GeoJSON nor Leaflet layers: the canvas projects each shared arc once per zoom and fills every polygon from
// its arcs, so 3,216 polygons cost one canvas and some arrays (issue 15, first paint and repaint).

/** A polygon's rings, each the arcs it runs along: `i` forwards, `~i` (negative) backwards (TopoJSON). */
export type Aneis = readonly (readonly number[])[];

/** The polygons of one topology, ready to draw and to hit-test. */
export interface Malha {
  /** Each polygon's code (a parish's `dicofre`, or a Madeira municipality's `dico`), by index. */
  readonly ids: readonly string[];
  /** A polygon's index by its code. */
  readonly indice: ReadonlyMap<string, number>;
  /** Each arc's points as `u, v` pairs: Web Mercator at zoom 0 with the world 1 wide (Leaflet's pixels / 256·2^z). */
  readonly arcos: readonly Float64Array[];
  /** Each polygon's rings (a MultiPolygon's parts and holes together: they are filled even-odd). */
  readonly aneis: readonly Aneis[];
  /** Each polygon's box in `u, v`: minU, minV, maxU, maxV at `4 × index`. */
  readonly caixas: Float64Array;
}

/** Longitude, latitude → `u`, `v`: the map's Web Mercator (EPSG:3857), as Leaflet projects at zoom 0 over 256. */
export function mercator(lon: number, lat: number): [number, number] {
  return [lon / 360 + 0.5, mercatorV(lat)];
}

/** `u`, `v` → longitude, latitude. */
export function inversaMercator(u: number, v: number): [number, number] {
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - 2 * v))) * 180) / Math.PI;
  return [(u - 0.5) * 360, lat];
}

/** `v` of a latitude (the costly half of {@link mercator}). */
function mercatorV(lat: number): number {
  return 0.5 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / (2 * Math.PI);
}

/**
 * The arcs of a topology, quantized (delta-encoded, with a transform) or not, in `u, v`. On a quantized grid a
 * latitude takes one of a few thousand values: each row's `v` is worked out once (a logarithm and a tangent are
 * most of the decoding), the `u` of a column is a product.
 */
function decodeArcs(topology: Topology): Float64Array[] {
  const transform = topology.transform;
  const [sx = 1, sy = 1] = transform?.scale ?? [];
  const [tx = 0, ty = 0] = transform?.translate ?? [];
  const linhas = new Map<number, number>();
  return topology.arcs.map((arc) => {
    const points = new Float64Array(arc.length * 2);
    let x = 0;
    let y = 0;
    for (let i = 0; i < arc.length; i++) {
      const position = arc[i] ?? [];
      const px = position[0] ?? 0;
      const py = position[1] ?? 0;
      if (!transform) {
        points[2 * i] = px / 360 + 0.5;
        points[2 * i + 1] = mercatorV(py);
        continue;
      }
      x += px;
      y += py;
      let v = linhas.get(y);
      if (v === undefined) linhas.set(y, (v = mercatorV(y * sy + ty)));
      points[2 * i] = (x * sx + tx) / 360 + 0.5;
      points[2 * i + 1] = v;
    }
    return points;
  });
}

/** The arc a ring reference names (`~i` is arc `i` run backwards). */
export function arcoDe(ref: number): number {
  return ref < 0 ? ~ref : ref;
}

/** The polygons of the topology's one object `objeto`, each geometry's id its code. */
export function malhaDaTopologia(topology: Topology, objeto: string): Malha {
  const arcos = decodeArcs(topology);
  const collection = topology.objects[objeto] as GeometryCollection;
  const ids: string[] = [];
  const aneis: Aneis[] = [];
  for (const geometry of collection.geometries) {
    if (geometry.type === 'Polygon') aneis.push(geometry.arcs);
    else if (geometry.type === 'MultiPolygon') aneis.push(geometry.arcs.flat());
    else continue;
    ids.push(String(geometry.id));
  }
  const caixas = new Float64Array(ids.length * 4);
  aneis.forEach((rings, i) => {
    let minU = Infinity;
    let minV = Infinity;
    let maxU = -Infinity;
    let maxV = -Infinity;
    for (const ring of rings)
      for (const ref of ring) {
        const points = arcos[arcoDe(ref)] ?? new Float64Array();
        for (let k = 0; k < points.length; k += 2) {
          const u = points[k] ?? 0;
          const v = points[k + 1] ?? 0;
          if (u < minU) minU = u;
          if (u > maxU) maxU = u;
          if (v < minV) minV = v;
          if (v > maxV) maxV = v;
        }
      }
    caixas.set([minU, minV, maxU, maxV], 4 * i);
  });
  return { ids, indice: new Map(ids.map((id, i) => [id, i])), arcos, aneis, caixas };
}

/** Whether the point `u, v` lies in polygon `i` (even-odd: holes out, every part in). */
export function contemPonto(malha: Malha, i: number, u: number, v: number): boolean {
  const c = 4 * i;
  const caixas = malha.caixas;
  if (
    u < (caixas[c] ?? 0) ||
    v < (caixas[c + 1] ?? 0) ||
    u > (caixas[c + 2] ?? 0) ||
    v > (caixas[c + 3] ?? 0)
  )
    return false;
  let dentro = false;
  // A ring is the union of its arcs' segments, so crossings are counted arc by arc, whatever their direction.
  for (const ring of malha.aneis[i] ?? [])
    for (const ref of ring) {
      const points = malha.arcos[arcoDe(ref)] ?? new Float64Array();
      for (let k = 2; k < points.length; k += 2) {
        const u1 = points[k - 2] ?? 0;
        const v1 = points[k - 1] ?? 0;
        const u2 = points[k] ?? 0;
        const v2 = points[k + 1] ?? 0;
        if (v1 > v !== v2 > v && u < ((u2 - u1) * (v - v1)) / (v2 - v1) + u1) dentro = !dentro;
      }
    }
  return dentro;
}

/** The code of the polygon under `u, v`, or null over the sea. */
export function poligonoEm(malha: Malha, u: number, v: number): string | null {
  for (let i = 0; i < malha.ids.length; i++) if (contemPonto(malha, i, u, v)) return malha.ids[i] ?? null;
  return null;
}

/** Polygon `i`'s box as [[south, west], [north, east]] (what Leaflet frames). */
export function limitesDoPoligono(malha: Malha, i: number): [[number, number], [number, number]] {
  const c = 4 * i;
  const [west, north] = inversaMercator(malha.caixas[c] ?? 0, malha.caixas[c + 1] ?? 0);
  const [east, south] = inversaMercator(malha.caixas[c + 2] ?? 0, malha.caixas[c + 3] ?? 0);
  return [
    [south, west],
    [north, east],
  ];
}
