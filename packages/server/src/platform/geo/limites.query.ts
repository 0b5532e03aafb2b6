import { sql, type SQL } from 'drizzle-orm';
import type { Bbox, NivelLimites } from '@sigsa/domain/geo/limites';
import { CAOP_ATTRIBUTION } from '@sigsa/domain/geo/map-constants';
import { queryRows, type Database } from '../../db/client.ts';
import type { PoligonoCodigo } from './topologia.ts';

// The CAOP polygons are stored once, at the resolution of the reference files (~50 m); a map needs far less at
// low zoom. Each answer is simplified to about a screen pixel of its zoom and written with the decimals that
// pixel needs, so the districts of the whole country at zoom 6 are 30 kB instead of 500.

/** From this zoom on the stored geometry is already finer than a pixel: answered as stored. */
export const FULL_DETAIL_ZOOM = 14;

/** How one answer is simplified: the cache key of its zoom, the tolerance in degrees and the decimals kept. */
export interface Simplification {
  key: string;
  tolerance: number;
  decimals: number;
}

/** Degrees of longitude one pixel spans at `zoom` (256-pixel Web Mercator tiles). */
function pixelDegrees(zoom: number): number {
  return 360 / (256 * 2 ** zoom);
}

/**
 * The simplification for a zoom: tolerance ¾ of a pixel (ST_SimplifyPreserveTopology keeps each ring), decimals
 * for a quarter of a pixel, at most 6 (~0.1 m); without a zoom, or from {@link FULL_DETAIL_ZOOM}, the stored
 * geometry with 6 decimals.
 */
export function simplificationFor(zoom: number | undefined): Simplification {
  if (zoom === undefined || zoom >= FULL_DETAIL_ZOOM) return { key: 'max', tolerance: 0, decimals: 6 };
  const pixel = pixelDegrees(zoom);
  return {
    key: String(zoom),
    tolerance: 0.75 * pixel,
    decimals: Math.max(1, Math.min(6, Math.ceil(Math.log10(4 / pixel)))),
  };
}

/** Table and code column of each level (static identifiers, never user input). */
const LEVELS: Record<NivelLimites, { table: SQL; code: SQL }> = {
  distritos: { table: sql.raw('distritos'), code: sql.raw('di') },
  concelhos: { table: sql.raw('concelhos'), code: sql.raw('dico') },
  freguesias: { table: sql.raw('freguesias'), code: sql.raw('dicofre') },
};

function envelope(box: Bbox): SQL {
  return sql`ST_MakeEnvelope(${box.minLon}::float8, ${box.minLat}::float8, ${box.maxLon}::float8, ${box.maxLat}::float8, 4326)`;
}

/** The rows (code, name, shape) of one level, simplified, filtered by and clipped to the box when given. */
function shapes(source: SQL, code: SQL, how: Simplification, box: Bbox | null): SQL {
  const simplified =
    how.tolerance > 0 ? sql`ST_SimplifyPreserveTopology(t.geom, ${how.tolerance}::float8)` : sql`t.geom`;
  // ST_ClipByBox2D is the fast clip made for drawing (it may leave a ring invalid, which a map does not mind).
  const shape = box ? sql`ST_ClipByBox2D(${simplified}, ${envelope(box)})` : simplified;
  const inBox = box ? sql`AND t.geom && ${envelope(box)}` : sql``;
  return sql`SELECT t.${code} AS codigo, t.nome, ${shape} AS g FROM ${source} t WHERE t.geom IS NOT NULL ${inBox}`;
}

/**
 * The GeoJSON FeatureCollection of a level as text, features ordered by code, each `{ codigo, nome }`. At the
 * parish level, municipalities without any parish polygon (Madeira: the CAOP files lack its parishes) stand in
 * for their parishes, with their own 4-character code, so the map is never blank there.
 */
export async function limitesGeoJson(
  db: Database,
  nivel: NivelLimites,
  how: Simplification,
  box: Bbox | null,
): Promise<string> {
  const level = LEVELS[nivel];
  let rows = shapes(level.table, level.code, how, box);
  if (nivel === 'freguesias') {
    const withoutParishes = sql.raw(
      '(SELECT c.* FROM concelhos c WHERE NOT EXISTS (SELECT 1 FROM freguesias f WHERE f.dico = c.dico AND f.geom IS NOT NULL))',
    );
    rows = sql`${rows} UNION ALL ${shapes(withoutParishes, sql.raw('dico'), how, box)}`;
  }
  const [answer] = await queryRows<{ features: string | null }>(
    db,
    sql`SELECT string_agg(
          '{"type":"Feature","properties":{"codigo":' || to_json(trim(s.codigo))::text || ',"nome":' ||
            to_json(s.nome)::text || '},"geometry":' || ST_AsGeoJSON(s.g, ${how.decimals}::int) || '}',
          ',' ORDER BY s.codigo) AS features
        FROM (${rows}) s
        WHERE NOT ST_IsEmpty(s.g)`,
  );
  return (
    `{"type":"FeatureCollection","nivel":${JSON.stringify(nivel)},` +
    `"attribution":${JSON.stringify(CAOP_ATTRIBUTION)},"features":[${answer?.features ?? ''}]}`
  );
}

/** The parish under a point, with its municipality and district. */
export interface FreguesiaNoPonto {
  id: number;
  dicofre: string;
  nome: string;
  concelho: { dico: string; nome: string };
  distrito: { di: string; nome: string };
}

/**
 * How far from a parish polygon a point still belongs to it: the CAOP files are simplified (~50 m) and each
 * parish on its own, so borders leave gaps and the coastline moves by a few tens of metres.
 */
export const NEAREST_PARISH_METRES = 200;

/**
 * The parish whose polygon covers the point, or else the nearest one within {@link NEAREST_PARISH_METRES};
 * where polygons overlap (simplification again) the lowest code wins, so the answer is stable.
 */
export async function freguesiaNoPonto(
  db: Database,
  latitude: number,
  longitude: number,
): Promise<FreguesiaNoPonto | null> {
  const point = sql`ST_SetSRID(ST_MakePoint(${longitude}::float8, ${latitude}::float8), 4326)`;
  // About 2 km around the point in degrees: the index narrows the candidates, the geography measures metres.
  const candidates = sql`f.geom && ST_Expand(${point}, 0.02)`;
  const near = sql`ST_DWithin(f.geom::geography, ${point}::geography, ${NEAREST_PARISH_METRES}::float8)`;
  const [row] = await queryRows<{
    id: number;
    dicofre: string;
    nome: string;
    dico: string;
    concelho: string;
    di: string;
    distrito: string;
  }>(
    db,
    sql`SELECT f.id, f.dicofre, f.nome, c.dico, c.nome AS concelho, d.di, d.nome AS distrito
        FROM freguesias f JOIN concelhos c ON c.dico = f.dico JOIN distritos d ON d.di = c.di
        WHERE ${candidates} AND (ST_Covers(f.geom, ${point}) OR ${near})
        ORDER BY ST_Covers(f.geom, ${point}) DESC, ST_Distance(f.geom, ${point}), f.dicofre
        LIMIT 1`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    dicofre: row.dicofre,
    nome: row.nome,
    concelho: { dico: row.dico, nome: row.concelho },
    distrito: { di: row.di, nome: row.distrito },
  };
}

/** The municipality whose polygon covers the point, to say why no parish was found (Madeira). */
export async function concelhoNoPonto(
  db: Database,
  latitude: number,
  longitude: number,
): Promise<string | null> {
  const [row] = await queryRows<{ nome: string }>(
    db,
    sql`SELECT nome FROM concelhos
        WHERE ST_Covers(geom, ST_SetSRID(ST_MakePoint(${longitude}::float8, ${latitude}::float8), 4326))
        ORDER BY dico LIMIT 1`,
  );
  return row?.nome ?? null;
}

/**
 * Every parish polygon of the country at the resolution stored, and, for the municipalities without any (Madeira),
 * the municipality's polygon under its `dico`: the shapes of the choropleth's topology, by code.
 */
export async function poligonosFreguesias(db: Database): Promise<PoligonoCodigo[]> {
  const rows = await queryRows<{ codigo: string; geometria: string }>(
    db,
    sql`SELECT trim(f.dicofre) AS codigo, ST_AsGeoJSON(f.geom, 6) AS geometria
          FROM freguesias f WHERE f.geom IS NOT NULL
        UNION ALL
        SELECT trim(c.dico), ST_AsGeoJSON(c.geom, 6) FROM concelhos c
         WHERE c.geom IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM freguesias f WHERE f.dico = c.dico AND f.geom IS NOT NULL)
        ORDER BY 1`,
  );
  return rows.map((row) => ({
    type: 'Feature',
    id: row.codigo,
    properties: null,
    geometry: JSON.parse(row.geometria) as PoligonoCodigo['geometry'],
  }));
}

/** The parishes within a distance of a point, by code. */
export interface FreguesiasADistancia {
  freguesias: string[];
  /** Municipalities without parish polygons (Madeira) within the distance: all their parishes are in the answer. */
  concelhosSemLimites: string[];
}

/**
 * Every parish whose polygon comes within `km` of the point (`ST_DWithin` on the geography: metres on the
 * ellipsoid), by code. Where the CAOP files lack the parishes' polygons (Madeira), the municipality's polygon
 * stands in: all its parishes are in, and the municipality is named apart so the screen can say so.
 */
export async function freguesiasADistancia(
  db: Database,
  latitude: number,
  longitude: number,
  km: number,
): Promise<FreguesiasADistancia> {
  const point = sql`ST_SetSRID(ST_MakePoint(${longitude}::float8, ${latitude}::float8), 4326)`;
  // The index first, by a box in degrees wide enough at Portugal's latitudes (a degree of longitude is ≥ 80 km).
  const box = sql`ST_Expand(${point}, ${km / 80 + 0.01}::float8)`;
  const near = (geom: SQL) =>
    sql`${geom} && ${box} AND ST_DWithin(${geom}::geography, ${point}::geography, ${km * 1000}::float8)`;
  const rows = await queryRows<{ dicofre: string; dico: string | null }>(
    db,
    sql`SELECT trim(f.dicofre) AS dicofre, NULL AS dico FROM freguesias f
         WHERE f.geom IS NOT NULL AND ${near(sql`f.geom`)}
        UNION ALL
        SELECT trim(f.dicofre), trim(c.dico) FROM concelhos c JOIN freguesias f ON f.dico = c.dico
         WHERE c.geom IS NOT NULL AND ${near(sql`c.geom`)}
           AND NOT EXISTS (SELECT 1 FROM freguesias p WHERE p.dico = c.dico AND p.geom IS NOT NULL)
        ORDER BY 1`,
  );
  return {
    freguesias: rows.map((row) => row.dicofre),
    concelhosSemLimites: [...new Set(rows.flatMap((row) => (row.dico ? [row.dico] : [])))],
  };
}
