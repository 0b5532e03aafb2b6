import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { BBOX_MESSAGE, parseBbox, type Bbox } from '@sigsa/domain/geo/limites';
import {
  LIST_MAP_CELL_PX,
  LIST_MAP_MAX_POINTS,
  LIST_MAP_POINTS_CAP,
  LIST_MAP_POINTS_ZOOM,
  LIST_MAP_ZOOM_MESSAGE,
  listMapArea,
  parseListMapZoom,
  type ListMapAnswer,
  type ListMapGroup,
  type ListMapPoint,
} from '@sigsa/domain/geo/list-map';
import { queryRows, type Database } from '../../db/client.ts';
import { withPlanner } from '../../db/planner.ts';
import { badRequest } from '../http/errors.ts';
import { link } from '../http/hal.ts';
import { findColumn } from './filter-compiler.ts';
import { single, type QueryPairs } from './list-params.ts';
import { whereOf, type RowSource } from './list-query.ts';
import type { ResourceDefinition, ResourceMap } from './resource.types.ts';

// The list map (docs/api.md "Mapa da lista", docs/decisions.md "Mapa da lista"): the list's rows that have a point
// in an area, grouped by grid cell in SQL, or one by one when they are few or the zoom is deep. Nothing but the
// answer (a few hundred groups or points) leaves the database.

/** Query parameters of the map beside the list's own (which it accepts and, but for the filters, ignores). */
export const LIST_MAP_PARAMS: ReadonlySet<string> = new Set(['bbox', 'zoom']);

/**
 * Areas up to this many square degrees (a district, about) group records with several candidate points through
 * each point's own index (one branch per candidate, UNION ALL); larger ones in one pass over the rows. Measured at
 * 1M notifications: a 1.6° × 1° box of the Alentejo (6 % of them) 190 ms through the indexes against 400 ms in one
 * pass, a town 4 ms against 500 ms; the whole country is most of the rows, and one pass reads them once where the
 * branches read them once each (1.1–2 s against 0.8–1.1 s).
 */
export const INDEX_MAX_AREA_DEG2 = 2;

/** How long a grouped answer is kept (its stamp aside): the bound on how stale a write it cannot see leaves it. */
export const MAP_CACHE_TTL_MS = 60_000;
/** How old a kept answer may be and still be given while a newer one is computed (`atualizando`). */
export const MAP_STALE_MAX_MS = 5 * 60_000;

/** What a map call needs of its resource, worked out once per resource. */
interface MapSpec {
  resource: ResourceDefinition;
  map: ResourceMap;
  colour: SQL;
}

const specs = new WeakMap<ResourceDefinition, MapSpec>();

/** The map of a resource with its colouring column resolved; throws at start-up on a wrong declaration. */
export function mapSpec(resource: ResourceDefinition): MapSpec | null {
  const { map } = resource;
  if (!map) return null;
  let spec = specs.get(resource);
  if (!spec) {
    if (map.points.length === 0) throw new Error(`${resource.entity}: o mapa não declara nenhum ponto.`);
    const column = map.colour === null ? null : findColumn(resource, map.colour);
    if (map.colour !== null && !column)
      throw new Error(`${resource.entity}: a coluna "${map.colour}" do mapa não existe.`);
    spec = { resource, map, colour: column ? sql`(${column.expr})::text` : sql`NULL::text` };
    specs.set(resource, spec);
  }
  return spec;
}

/** The view and zoom of a map call; 400 (pt-PT, naming the parameter) when either is missing or wrong. */
export function mapParams(pairs: QueryPairs): { view: Bbox; zoom: number } {
  const bboxText = single(pairs, 'bbox');
  const view = bboxText === null ? null : parseBbox(bboxText);
  if (!view) throw badRequest(BBOX_MESSAGE, [{ field: 'bbox', message: BBOX_MESSAGE }]);
  const zoom = parseListMapZoom(single(pairs, 'zoom'));
  if (zoom === null)
    throw badRequest(LIST_MAP_ZOOM_MESSAGE, [{ field: 'zoom', message: LIST_MAP_ZOOM_MESSAGE }]);
  return { view, zoom };
}

function envelope(box: Bbox): SQL {
  return sql`ST_MakeEnvelope(${box.minLon}::float8, ${box.minLat}::float8, ${box.maxLon}::float8, ${box.maxLat}::float8, 4326)`;
}

/**
 * The rows of the source with a point in `env`, each as `select(point)`. The point is the first non-null
 * candidate: `single`, one query on `coalesce(…)`; `branches`, one branch per candidate (`c1 IS NULL AND c2 &&
 * env`), each of which the planner can start from that point's GiST index, with the estimates of its column.
 */
function located(
  spec: MapSpec,
  source: RowSource,
  env: SQL,
  how: 'single' | 'branches',
  select: (p: SQL) => SQL,
): SQL {
  const { points } = spec.map;
  const from = spec.resource.from;
  const [first] = points;
  if (first && (points.length === 1 || how === 'single')) {
    const point = points.length === 1 ? first : sql`coalesce(${sql.join([...points], sql`, `)})`;
    return sql`SELECT ${select(point)} FROM ${from}
      WHERE ${whereOf([...source.conditions, sql`${point} && ${env}`])}`;
  }
  const branches = points.map(
    (point, i) => sql`SELECT ${select(point)} FROM ${from}
      WHERE ${whereOf([...source.conditions, ...points.slice(0, i).map((p) => sql`${p} IS NULL`), sql`${point} && ${env}`])}`,
  );
  return sql.join(branches, sql` UNION ALL `);
}

/**
 * For the grouping, what the planner cannot know: the cells are few (misled by the estimate of `coalesce(…) &&
 * box`, it sorts a million rows to group them where a hash of a few hundred cells is what it needs), and the
 * statement is short-lived (JIT compilation would cost it 100–200 ms for nothing).
 */
const GROUPING = [sql`SET LOCAL enable_sort = off`, sql`SET LOCAL jit = off`];

/**
 * For the probe (a LIMIT that must stop early): rows one at a time, each looked up by key. Left to itself, the
 * planner builds a hash of every holding (300 ms at 300k) or starts parallel workers before the first row, for
 * 501 rows that index lookups find in a millisecond; and where the area holds few records, its estimates send it
 * to the points' GiST indexes anyway.
 */
const FAST_START = [
  sql`SET LOCAL enable_hashjoin = off`,
  sql`SET LOCAL enable_mergejoin = off`,
  sql`SET LOCAL max_parallel_workers_per_gather = 0`,
  sql`SET LOCAL jit = off`,
];

interface PointRow {
  id: number | string;
  rotulo: string | null;
  s: string | null;
  x: number | string;
  y: number | string;
}

interface GroupRow {
  n: number | string;
  lon: number | string;
  lat: number | string;
  x0: number | string;
  y0: number | string;
  x1: number | string;
  y1: number | string;
  estados: Record<string, number | string> | string | null;
}

function toPoint(spec: MapSpec, row: PointRow): ListMapPoint {
  const id = Number(row.id);
  return {
    id,
    rotulo: row.rotulo === null ? null : String(row.rotulo),
    estado: row.s,
    longitude: Number(row.x),
    latitude: Number(row.y),
    _links: { self: link(`${spec.resource.entity}/${id}`) },
  };
}

function toGroup(row: GroupRow): ListMapGroup {
  const raw = typeof row.estados === 'string' ? (JSON.parse(row.estados) as unknown) : row.estados;
  const estados: Record<string, number> = {};
  if (raw && typeof raw === 'object')
    for (const [estado, n] of Object.entries(raw as Record<string, unknown>)) estados[estado] = Number(n);
  return {
    longitude: Number(row.lon),
    latitude: Number(row.lat),
    contagem: Number(row.n),
    estados,
    limites: {
      minLon: Number(row.x0),
      minLat: Number(row.y0),
      maxLon: Number(row.x1),
      maxLat: Number(row.y1),
    },
  };
}

/**
 * Grid cells and what each holds, in one statement: rows → (cell, colour) counts and sums → cells. The cell is
 * the Web Mercator pixel of the point at the asked zoom divided by the cell size: plain arithmetic on the
 * coordinates (no ST_Transform, no ST_SnapToGrid geometry per row), the cheapest key to group a million rows by.
 * `OFFSET 0` keeps the rows a subquery, so that each point's ST_X and ST_Y are read once, not once per aggregate.
 */
function groupsQuery(spec: MapSpec, source: RowSource, area: Bbox, zoom: number): SQL {
  const cells = (256 * 2 ** zoom) / LIST_MAP_CELL_PX;
  const size = (area.maxLon - area.minLon) * (area.maxLat - area.minLat);
  const rows = located(
    spec,
    source,
    envelope(area),
    size <= INDEX_MAX_AREA_DEG2 ? 'branches' : 'single',
    (p) => sql`ST_X(${p}) AS x, ST_Y(${p}) AS y, ${spec.colour} AS s`,
  );
  return sql`SELECT sum(g.n)::bigint AS n, sum(g.sx) / sum(g.n) AS lon, sum(g.sy) / sum(g.n) AS lat,
      min(g.x0) AS x0, min(g.y0) AS y0, max(g.x1) AS x1, max(g.y1) AS y1,
      json_object_agg(g.s, g.n) FILTER (WHERE g.s IS NOT NULL) AS estados
    FROM (
      SELECT floor((r.x + 180) / 360 * ${cells}::float8)::int AS cx,
        floor((1 - ln(tan(radians(45 + r.y / 2))) / pi()) / 2 * ${cells}::float8)::int AS cy,
        r.s, count(*) AS n, sum(r.x) AS sx, sum(r.y) AS sy,
        min(r.x) AS x0, min(r.y) AS y0, max(r.x) AS x1, max(r.y) AS y1
      FROM (${rows} OFFSET 0) r
      GROUP BY 1, 2, 3
    ) g
    GROUP BY g.cx, g.cy
    ORDER BY g.cy, g.cx`;
}

async function loadGroups(db: Database, query: SQL): Promise<ListMapGroup[]> {
  return (await withPlanner(db, GROUPING, (tx) => queryRows<GroupRow>(tx, query))).map(toGroup);
}

interface CachedGroups {
  stamp: string;
  /** When its grouping was asked of the database. */
  at: number;
  groups: Promise<ListMapGroup[]>;
  /** The grouping, once there. */
  loaded: ListMapGroup[] | null;
  size: number;
  /** A newer grouping being computed while this one is still answered. */
  refreshing: boolean;
}

/** A grouping from the cache, and whether a newer one is being computed (the caller may ask again shortly). */
export interface CachedAnswer {
  groups: ListMapGroup[];
  atualizando: boolean;
}

const dialect = new PgDialect();

/**
 * Grouped answers kept in memory, keyed by their statement (text and bound values: the caller's visibility and
 * filters are in it) and checked against the resource's stamp. While the stamp stays, for
 * {@link MAP_CACHE_TTL_MS} at most, the answer is the kept one. After a write (a new stamp) or that minute, the
 * kept answer is still given at once, flagged `atualizando`, while one new grouping is computed in the
 * background for the next call — for {@link MAP_STALE_MAX_MS} at most; older, the call waits for a new one.
 * Grouping a million rows takes about a second, and the national map — every map opens on it — should not wait
 * on every write. Least recently used out past `maxBytes`; concurrent calls for the same answer share one query.
 */
export class MapAnswerCache {
  private readonly entries = new Map<string, CachedGroups>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = 8 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, stamp: string, load: () => Promise<ListMapGroup[]>): Promise<CachedAnswer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      const age = this.now() - hit.at;
      if (hit.stamp === stamp && age < MAP_CACHE_TTL_MS)
        return { groups: await hit.groups, atualizando: false };
      if (hit.loaded && age < MAP_STALE_MAX_MS) {
        if (!hit.refreshing) this.refresh(key, hit, stamp, load);
        return { groups: hit.loaded, atualizando: true };
      }
      this.forget(key);
    }
    return { groups: await this.start(key, stamp, load).groups, atualizando: false };
  }

  /** Computes the answer of `key` and keeps it. */
  private start(key: string, stamp: string, load: () => Promise<ListMapGroup[]>): CachedGroups {
    const groups = load();
    const entry: CachedGroups = { stamp, at: this.now(), groups, loaded: null, size: 0, refreshing: false };
    this.entries.set(key, entry);
    groups.then(
      (loaded) => {
        if (this.entries.get(key) !== entry) return;
        entry.loaded = loaded;
        entry.size = key.length + 200 * loaded.length;
        this.bytes += entry.size;
        for (const [oldest] of this.entries) {
          if (this.bytes <= this.maxBytes || oldest === key) break;
          this.forget(oldest);
        }
      },
      () => {
        if (this.entries.get(key) === entry) this.forget(key);
      },
    );
    return entry;
  }

  /** A newer answer for `key`, computed in the background; `current` answers until it is there. */
  private refresh(
    key: string,
    current: CachedGroups,
    stamp: string,
    load: () => Promise<ListMapGroup[]>,
  ): void {
    current.refreshing = true;
    const at = this.now();
    load().then(
      (loaded) => {
        if (this.entries.get(key) !== current) return;
        this.forget(key);
        const size = key.length + 200 * loaded.length;
        this.entries.set(key, {
          stamp,
          at,
          groups: Promise.resolve(loaded),
          loaded,
          size,
          refreshing: false,
        });
        this.bytes += size;
      },
      () => {
        // Tried again by the next call; until then the kept answer stands.
        current.refreshing = false;
      },
    );
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  /** How many answers are kept (tests). */
  get size(): number {
    return this.entries.size;
  }
}

async function stampOf(db: Database, stamp: SQL): Promise<string> {
  const [row] = await queryRows<{ v: unknown }>(db, stamp);
  return JSON.stringify(row?.v ?? null);
}

/**
 * The answer of `GET {entity}/search/mapa` for the rows of `source` (the list's visibility and filters): the
 * records one by one when the area holds at most {@link LIST_MAP_MAX_POINTS} of them or the zoom is
 * {@link LIST_MAP_POINTS_ZOOM} or deeper; grouped by grid cell otherwise.
 */
export async function listMapAnswer(
  db: Database,
  spec: MapSpec,
  source: RowSource,
  view: Bbox,
  zoom: number,
  cache: MapAnswerCache,
): Promise<ListMapAnswer> {
  const area = listMapArea(view, zoom);
  const env = envelope(area);
  const answer = (
    modo: ListMapAnswer['modo'],
    total: number,
    truncado: boolean,
    grupos: ListMapGroup[],
    pontos: ListMapPoint[],
  ): ListMapAnswer => ({
    modo,
    zoom,
    area,
    total,
    truncado,
    atualizando: false,
    corPor: spec.map.colour,
    _embedded: { grupos, pontos },
    _links: { self: link(`${spec.resource.entity}/search/mapa`) },
  });
  const pointColumns = (p: SQL) =>
    sql`${spec.resource.id} AS id, (${spec.map.label})::text AS rotulo, ${spec.colour} AS s,
      ST_X(${p}) AS x, ST_Y(${p}) AS y`;

  if (zoom >= LIST_MAP_POINTS_ZOOM) {
    // Deep enough for every record to be told apart: the newest first, up to the cap.
    const rows = await withPlanner(db, FAST_START, (tx) =>
      queryRows<PointRow>(
        tx,
        sql`SELECT * FROM (${located(spec, source, env, 'branches', pointColumns)}) r
          ORDER BY r.id DESC LIMIT ${LIST_MAP_POINTS_CAP + 1}`,
      ),
    );
    const truncado = rows.length > LIST_MAP_POINTS_CAP;
    const pontos = rows.slice(0, LIST_MAP_POINTS_CAP).map((r) => toPoint(spec, r));
    return answer('pontos', pontos.length, truncado, [], pontos);
  }

  // One more than the most that are listed one by one, in no order: with many records in the area it stops at
  // once; with few, that one pass has already read them all.
  const probe = await withPlanner(db, FAST_START, (tx) =>
    queryRows<PointRow>(
      tx,
      sql`SELECT * FROM (${located(spec, source, env, 'branches', pointColumns)}) r
        LIMIT ${LIST_MAP_MAX_POINTS + 1}`,
    ),
  );
  if (probe.length <= LIST_MAP_MAX_POINTS) {
    const pontos = probe.map((r) => toPoint(spec, r)).sort((a, b) => a.id - b.id);
    return answer('pontos', pontos.length, false, [], pontos);
  }

  const query = groupsQuery(spec, source, area, zoom);
  let grupos: ListMapGroup[];
  let atualizando = false;
  if (spec.map.stamp) {
    const stamp = await stampOf(db, spec.map.stamp);
    const rendered = dialect.sqlToQuery(query);
    const key = `${spec.resource.entity}\n${rendered.sql}\n${JSON.stringify(rendered.params)}`;
    ({ groups: grupos, atualizando } = await cache.get(key, stamp, () => loadGroups(db, query)));
  } else {
    grupos = await loadGroups(db, query);
  }
  const total = grupos.reduce((sum, g) => sum + g.contagem, 0);
  return { ...answer('grupos', total, false, grupos, []), atualizando };
}
