// Builds public/geo/districts.geojson, the district outlines the list map draws when no tile server is
// configured: the CAOP 2025 districts from the shared data, simplified (Douglas–Peucker) and rounded to
// 3 decimals (~100 m), which is plenty at the zooms a country-wide map uses.
// Usage: node --import tsx packages/web/scripts/simplify-districts.ts [source] [target]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = process.argv[2] ?? path.resolve(here, '../../../../shared/data/geo/districts.geojson');
const target = process.argv[3] ?? path.resolve(here, '../public/geo/districts.geojson');
const TOLERANCE = 0.004;
type Position = [number, number];
type Ring = Position[];
interface Feature {
  properties: { di: string; nome: string };
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}

const round = (n: number): number => Math.round(n * 1000) / 1000;

function perpendicular(p: Position, a: Position, b: Position): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  return Math.abs(dy * p[0] - dx * p[1] + b[0] * a[1] - b[1] * a[0]) / length;
}

function simplify(points: Ring): Ring {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [first, last] = next;
    let index = -1;
    let max = TOLERANCE;
    const start = points[first] as Position;
    const end = points[last] as Position;
    for (let i = first + 1; i < last; i++) {
      const d = perpendicular(points[i] as Position, start, end);
      if (d > max) {
        max = d;
        index = i;
      }
    }
    if (index !== -1) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

function ring(points: Ring): Ring | null {
  const rounded = simplify(points).map(([x, y]): Position => [round(x), round(y)]);
  const deduplicated = rounded.filter((p, i) => {
    const previous = rounded[i - 1];
    return !previous || p[0] !== previous[0] || p[1] !== previous[1];
  });
  // A ring needs four positions (closed triangle); islands smaller than that vanish at this scale anyway.
  return deduplicated.length >= 4 ? deduplicated : null;
}

function polygon(rings: Ring[]): Ring[] | null {
  const kept = rings.map(ring);
  return kept[0] ? kept.filter((r): r is Ring => r !== null) : null;
}

const input = JSON.parse(fs.readFileSync(source, 'utf8')) as { features: Feature[] };
const features = input.features.map((feature) => {
  const { geometry } = feature;
  const coordinates =
    geometry.type === 'Polygon'
      ? polygon(geometry.coordinates)
      : geometry.coordinates.map(polygon).filter((p): p is Ring[] => p !== null);
  return {
    type: 'Feature',
    properties: { di: feature.properties.di, nome: feature.properties.nome },
    geometry: { type: geometry.type, coordinates },
  };
});
// Written the way the repository's formatter writes JSON, so `prettier --check` stays clean (~130 kB).
const output = await format(JSON.stringify({ type: 'FeatureCollection', features }), { parser: 'json' });
fs.writeFileSync(target, output);
console.log(`${target}: ${features.length} districts, ${(output.length / 1024).toFixed(0)} kB`);
