import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { formatBbox, type Bbox } from '@sigsa/domain/geo/limites';
import {
  listMapArea,
  LIST_MAP_MAX_ZOOM,
  type ListMapAnswer,
  type ListMapPoint,
} from '@sigsa/domain/geo/list-map';
import type { ColumnDescriptor } from '@sigsa/domain/list/columns';
import { estadoTone, isEstado, type EstadoTone } from '@sigsa/domain/records/estados';
import { apiRequest } from '../platform/api-client.ts';

// The list map's logic (no Leaflet here): what it asks the server for a view, the colours of the values that
// colour it, the legend, the size of a group, the records that share a spot.

/** Wait after the map stops moving before asking for the new view. */
export const LIST_MAP_DEBOUNCE_MS = 300;

/** One request of the list map: the list's entity and filters, a zoom and the area for that view. */
export interface ListMapRequest {
  entity: string;
  /** `{ [prop]: FilterParam JSON }`: the list's filters, exactly as its page sends them. */
  filters: Record<string, string>;
  zoom: number;
  /** The view grown to whole grid cells, as the server answers it: nearby views ask the very same URL. */
  area: Bbox;
}

/** The request for a view of the map: zoom rounded into the accepted range, the view grown to whole cells. */
export function listMapRequest(
  entity: string,
  filters: Record<string, string>,
  zoom: number,
  view: Bbox,
): ListMapRequest {
  const level = Math.min(LIST_MAP_MAX_ZOOM, Math.max(0, Math.round(zoom)));
  const clamp = (n: number, limit: number) => Math.min(limit, Math.max(-limit, n));
  const inWorld: Bbox = {
    minLon: clamp(view.minLon, 180),
    minLat: clamp(view.minLat, 90),
    maxLon: clamp(view.maxLon, 180),
    maxLat: clamp(view.maxLat, 90),
  };
  return { entity, filters, zoom: level, area: listMapArea(inWorld, level) };
}

/** How soon a map asks again after an answer the server flagged `atualizando` (a newer grouping on its way). */
export const LIST_MAP_UPDATE_MS = 1500;

/**
 * `GET {entity}/search/mapa` for one request (docs/api.md "Mapa da lista"); none before the map knows its view.
 * The previous answer stays drawn while the next loads; like the list, an answer is about now (no freshness kept),
 * and one that predates the latest writes (`atualizando`) is asked again shortly, until the newer one comes.
 */
export function listMapQueryOptions(entity: string, request: ListMapRequest | null) {
  const bbox = request ? formatBbox(request.area) : null;
  return queryOptions({
    queryKey: ['list', entity, 'mapa', request?.filters ?? null, request?.zoom ?? null, bbox],
    queryFn: request
      ? ({ signal }) =>
          apiRequest<ListMapAnswer>(`${entity}/search/mapa`, {
            signal,
            query: { bbox, zoom: request.zoom, ...request.filters },
          })
      : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.atualizando ? LIST_MAP_UPDATE_MS : false),
  });
}

/**
 * Colours of each tone of the record states, the first the state's own and the others for a second state of the
 * same tone (vaccination's SUBMETIDO and SUBMETIDO_REANALISE). All at least 3:1 against the map's land
 * (#f8f9fa) and sea (#e7f5ff) and under the white glyph they carry (WCAG 1.4.11).
 */
const TONE_COLOURS: Record<EstadoTone, readonly string[]> = {
  neutral: ['#495057', '#343a40'],
  progress: ['#1971c2', '#5f3dc4', '#0b7285'],
  attention: ['#d9480f', '#a61e4d'],
  success: ['#2b8a3e', '#5c940d'],
  failure: ['#c92a2a', '#862e9c'],
};

/**
 * Sanitary classifications of a holding (spec 000 §3): greens for officially free (A1–A3), orange and pink for the
 * A4 family, reds for A5 (infected), grey for SC — the traffic-light reading field staff already use.
 */
const HOLDING_CLASS_COLOURS: Readonly<Record<string, string>> = {
  A1: '#2b8a3e',
  A2: '#5c940d',
  A2A: '#087f5b',
  A2NA: '#0b7285',
  A3: '#1971c2',
  A4: '#d9480f',
  A4S: '#a61e4d',
  A5: '#c92a2a',
  A5S: '#862e9c',
  SC: '#495057',
};

/** Any other value, in order. */
const PALETTE = [
  '#1971c2',
  '#2b8a3e',
  '#d9480f',
  '#c92a2a',
  '#5f3dc4',
  '#0b7285',
  '#a61e4d',
  '#495057',
  '#5c940d',
  '#862e9c',
  '#364fc7',
  '#087f5b',
];

/** Colour of a record whose value has none (no state, a value outside the options). */
export const NO_VALUE_COLOUR = '#6c757d';

/** The colour candidates of a value, best first. */
function candidates(value: string): readonly string[] {
  const holding = HOLDING_CLASS_COLOURS[value];
  if (holding) return [holding];
  if (isEstado(value)) return TONE_COLOURS[estadoTone(value)];
  return [];
}

/**
 * A colour for each value, in the order given (the colouring column's options): a state its tone's colour, a
 * holding class its traffic-light colour, the rest from a palette; two values never share a colour while one is
 * left.
 */
export function mapColours(values: readonly string[]): Map<string, string> {
  const colours = new Map<string, string>();
  const used = new Set<string>();
  for (const value of values) {
    const colour =
      [...candidates(value), ...PALETTE].find((c) => !used.has(c)) ??
      PALETTE[colours.size % PALETTE.length] ??
      NO_VALUE_COLOUR;
    colours.set(value, colour);
    used.add(colour);
  }
  return colours;
}

/** The glyph a marker carries besides its colour, so that colour is never the only cue (WCAG 1.4.1). */
export type MarkerGlyph =
  { kind: 'tone'; tone: EstadoTone } | { kind: 'text'; text: string } | { kind: 'dot' };

/** A state's tone glyph; a short code (a holding class) written out; a dot otherwise. */
export function markerGlyph(value: string | null): MarkerGlyph {
  if (value !== null && isEstado(value)) return { kind: 'tone', tone: estadoTone(value) };
  if (value !== null && /^[A-Z0-9]{1,4}$/.test(value)) return { kind: 'text', text: value };
  return { kind: 'dot' };
}

/** One line of the legend: a value, its label and colour, and how many records of the view have it. */
export interface LegendEntry {
  value: string | null;
  label: string;
  colour: string;
  count: number;
}

/**
 * The legend of an answer: every option of the colouring column (its order, its labels), with the records of the
 * view that have it, and a last line for those without one when there are any.
 */
export function legendEntries(
  answer: ListMapAnswer,
  column: ColumnDescriptor | null,
  colours: ReadonlyMap<string, string>,
  noValueLabel: string,
): LegendEntry[] {
  const counts = new Map<string | null, number>();
  const add = (value: string | null, n: number) => counts.set(value, (counts.get(value) ?? 0) + n);
  for (const group of answer._embedded.grupos) {
    let known = 0;
    for (const [value, n] of Object.entries(group.estados)) {
      add(value, n);
      known += n;
    }
    if (group.contagem > known) add(null, group.contagem - known);
  }
  for (const point of answer._embedded.pontos) add(point.estado, 1);
  const options = (column?.options ?? []).map((o) => ({ value: String(o.value), label: o.label }));
  const entries: LegendEntry[] = options.map((o) => ({
    value: o.value,
    label: o.label,
    colour: colours.get(o.value) ?? NO_VALUE_COLOUR,
    count: counts.get(o.value) ?? 0,
  }));
  const listed = new Set(options.map((o) => o.value));
  let others = counts.get(null) ?? 0;
  for (const [value, n] of counts) if (value !== null && !listed.has(value)) others += n;
  if (others > 0) entries.push({ value: null, label: noValueLabel, colour: NO_VALUE_COLOUR, count: others });
  return entries;
}

/** The colour of a record's value on this map. */
export function colourOf(value: string | null, colours: ReadonlyMap<string, string>): string {
  return (value !== null ? colours.get(value) : undefined) ?? NO_VALUE_COLOUR;
}

/** Largest group circle: room to spare in its grid cell, so that two groups never touch. */
export const MAX_GROUP_DIAMETER = 50;

/** Diameter in pixels of a group's circle: grows with the order of magnitude of its count, 28 to 50. */
export function groupDiameter(count: number): number {
  const magnitude = Math.log10(Math.max(1, count));
  return Math.round(Math.min(MAX_GROUP_DIAMETER, 28 + magnitude * 4.4));
}

/**
 * Where a group is drawn, in world pixels at the answer's zoom: at the mean of its records, moved just enough to
 * keep its circle (plus a 3-pixel margin) inside its grid cell — groups of neighbouring cells never overlap.
 */
export function groupPosition(
  pixel: { x: number; y: number },
  diameter: number,
  cellPx: number,
): { x: number; y: number } {
  const margin = diameter / 2 + 3;
  const keep = (value: number) => {
    const start = Math.floor(value / cellPx) * cellPx;
    return Math.min(start + cellPx - margin, Math.max(start + margin, value));
  };
  return { x: keep(pixel.x), y: keep(pixel.y) };
}

/**
 * The slices of a group's ring, as a CSS conic gradient: each value's share in its colour, in the legend's
 * order; records without a value in grey.
 */
export function ringGradient(
  estados: Readonly<Record<string, number>>,
  total: number,
  colours: ReadonlyMap<string, string>,
): string {
  if (total <= 0) return NO_VALUE_COLOUR;
  const stops: string[] = [];
  let from = 0;
  const ordered = [...colours.keys()].filter((v) => (estados[v] ?? 0) > 0);
  const others = Object.keys(estados).filter((v) => !colours.has(v));
  for (const value of [...ordered, ...others]) {
    const to = from + ((estados[value] ?? 0) / total) * 100;
    stops.push(`${colourOf(value, colours)} ${from.toFixed(2)}% ${to.toFixed(2)}%`);
    from = to;
  }
  if (from < 99.995) stops.push(`${NO_VALUE_COLOUR} ${from.toFixed(2)}% 100%`);
  return `conic-gradient(${stops.join(', ')})`;
}

/** Records that share one spot (many notifications of one holding): one marker, all of them in its popup. */
export interface PointStack {
  key: string;
  latitude: number;
  longitude: number;
  points: ListMapPoint[];
}

/** The points of an answer stacked by position (to 6 decimals, ~0.1 m), in the answer's order. */
export function stackPoints(points: readonly ListMapPoint[]): PointStack[] {
  const stacks = new Map<string, PointStack>();
  for (const point of points) {
    const key = `${point.latitude.toFixed(6)},${point.longitude.toFixed(6)}`;
    const stack = stacks.get(key);
    if (stack) stack.points.push(point);
    else stacks.set(key, { key, latitude: point.latitude, longitude: point.longitude, points: [point] });
  }
  return [...stacks.values()];
}

/** The view of a group's bounds: a box around a single spot is grown so that fitting it does not zoom to the max. */
export function groupBounds(limites: Bbox): [[number, number], [number, number]] {
  const pad = 0.0005;
  return [
    [limites.minLat - pad, limites.minLon - pad],
    [limites.maxLat + pad, limites.maxLon + pad],
  ];
}
