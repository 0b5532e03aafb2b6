// PostGIS parses GeoJSON text about three times slower than binary, and the parish boundaries are 4.3 MB of it;
// encoding the polygons to EWKB here also gives a byte string whose hash can be compared with the stored one.

const WKB_LITTLE_ENDIAN = 1;
const WKB_POLYGON = 3;
const WKB_MULTIPOLYGON = 6;
const EWKB_SRID_FLAG = 0x20000000;
const WGS84 = 4326;

type Position = [number, number];
type Ring = Position[];
type Polygon = Ring[];

/** A GeoJSON geometry this encoder accepts. */
export interface PolygonalGeometry {
  type: 'Polygon' | 'MultiPolygon';
  coordinates: unknown[];
}

function isPosition(value: unknown): value is Position {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number' &&
    Number.isFinite(value[0]) &&
    Number.isFinite(value[1])
  );
}

function asRing(value: unknown, where: string): Ring {
  if (!Array.isArray(value) || !value.every(isPosition))
    throw new Error(`${where}: anel com posições que não são [lon, lat]`);
  const first = value[0];
  const last = value[value.length - 1];
  if (value.length < 4 || !first || !last || first[0] !== last[0] || first[1] !== last[1]) {
    throw new Error(`${where}: anel não fechado ou com menos de 4 posições`);
  }
  return value;
}

function asPolygon(value: unknown, where: string): Polygon {
  if (!Array.isArray(value) || value.length === 0) throw new Error(`${where}: polígono sem anéis`);
  return value.map((ring, i) => asRing(ring, `${where}, anel ${i}`));
}

/** Encodes a GeoJSON Polygon or MultiPolygon (2D, WGS84) as little-endian EWKB MultiPolygon with SRID 4326. */
export function multiPolygonEwkb(geometry: PolygonalGeometry): Buffer {
  const polygons =
    geometry.type === 'Polygon'
      ? [asPolygon(geometry.coordinates, 'Polygon')]
      : geometry.coordinates.map((p, i) => asPolygon(p, `polígono ${i}`));
  let size = 1 + 4 + 4 + 4;
  for (const polygon of polygons) {
    size += 1 + 4 + 4;
    for (const ring of polygon) size += 4 + ring.length * 16;
  }
  const out = Buffer.alloc(size);
  let at = out.writeUInt8(WKB_LITTLE_ENDIAN, 0);
  at = out.writeUInt32LE(WKB_MULTIPOLYGON | EWKB_SRID_FLAG, at);
  at = out.writeUInt32LE(WGS84, at);
  at = out.writeUInt32LE(polygons.length, at);
  for (const polygon of polygons) {
    // Members of a multi-geometry carry no SRID of their own.
    at = out.writeUInt8(WKB_LITTLE_ENDIAN, at);
    at = out.writeUInt32LE(WKB_POLYGON, at);
    at = out.writeUInt32LE(polygon.length, at);
    for (const ring of polygon) {
      at = out.writeUInt32LE(ring.length, at);
      for (const [lon, lat] of ring) {
        at = out.writeDoubleLE(lon, at);
        at = out.writeDoubleLE(lat, at);
      }
    }
  }
  return out;
}
