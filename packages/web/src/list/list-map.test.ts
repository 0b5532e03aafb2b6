import { skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cellOf, type ListMapAnswer, type ListMapPoint } from '@sigsa/domain/geo/list-map';
import { groupCountText } from './list-map-markers.ts';
import {
  colourOf,
  groupBounds,
  groupDiameter,
  groupPosition,
  legendEntries,
  listMapQueryOptions,
  listMapRequest,
  mapColours,
  markerGlyph,
  MAX_GROUP_DIAMETER,
  NO_VALUE_COLOUR,
  ringGradient,
  stackPoints,
} from './list-map.ts';
import { column } from './list-fixtures.test-support.ts';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const NOTIFICACAO = ['INICIAL', 'SUBMETIDO', 'DEVOLVIDO', 'VALIDO', 'INVALIDO'];
const VACINACAO = ['INICIAL', 'SUBMETIDO', 'SUBMETIDO_REANALISE', 'DEVOLVIDO', 'VALIDO', 'INVALIDO'];
const CLASSES = ['A1', 'A2', 'A2A', 'A2NA', 'A3', 'A4', 'A4S', 'A5', 'A5S', 'SC'];

const point = (id: number, estado: string | null, longitude = -8.4, latitude = 40.2): ListMapPoint => ({
  id,
  rotulo: `NSD/${String(id).padStart(6, '0')}`,
  estado,
  longitude,
  latitude,
  _links: { self: { href: `/api/notificacoesSuspeitasDoencas/${id}` } },
});

function answer(partial: Partial<ListMapAnswer['_embedded']>): ListMapAnswer {
  return {
    modo: partial.grupos?.length ? 'grupos' : 'pontos',
    zoom: 6,
    area: { minLon: -10, minLat: 36, maxLon: -6, maxLat: 42 },
    total: 0,
    truncado: false,
    atualizando: false,
    corPor: 'estado',
    _embedded: { grupos: partial.grupos ?? [], pontos: partial.pontos ?? [] },
    _links: { self: { href: '/api/notificacoesSuspeitasDoencas/search/mapa' } },
  };
}

describe('what the map asks for a view', () => {
  const filters = { estado: JSON.stringify({ prop: 'estado', value: ['VALIDO'] }) };

  it('asks for the view grown to whole grid cells, so that nearby views ask the same URL', () => {
    const a = listMapRequest('notificacoesSuspeitasDoencas', filters, 6, {
      minLon: -9.6,
      minLat: 36.9,
      maxLon: -6.1,
      maxLat: 42.1,
    });
    const b = listMapRequest('notificacoesSuspeitasDoencas', filters, 6, {
      minLon: -9.55,
      minLat: 36.95,
      maxLon: -6.15,
      maxLat: 42.05,
    });
    expect(a.area).toEqual(b.area);
    expect(a.area.minLon).toBeLessThanOrEqual(-9.6);
    expect(a.area.maxLat).toBeGreaterThanOrEqual(42.1);
    // The corners sit on cell edges: a point just inside is in the first and last cell of the view.
    expect(cellOf(a.area.minLon + 1e-6, a.area.maxLat - 1e-6, 6)).toEqual(cellOf(-9.6, 42.1, 6));
    expect(listMapQueryOptions('notificacoesSuspeitasDoencas', a).queryKey).toEqual(
      listMapQueryOptions('notificacoesSuspeitasDoencas', b).queryKey,
    );
  });

  it('rounds the zoom into 0–20 and keeps the box on the globe; a zero-size view still asks a cell', () => {
    expect(listMapRequest('x', {}, 6.4, { minLon: 0, minLat: 0, maxLon: 1, maxLat: 1 }).zoom).toBe(6);
    expect(listMapRequest('x', {}, 25, { minLon: 0, minLat: 0, maxLon: 1, maxLat: 1 }).zoom).toBe(20);
    const world = listMapRequest('x', {}, 1, { minLon: -400, minLat: -95, maxLon: 400, maxLat: 95 });
    expect(world.area.minLon).toBe(-180);
    expect(world.area.maxLon).toBe(180);
    expect(world.area.maxLat).toBeLessThanOrEqual(85.06);
    const dot = listMapRequest('x', {}, 10, { minLon: -8, minLat: 40, maxLon: -8, maxLat: 40 });
    expect(dot.area.minLon).toBeLessThan(dot.area.maxLon);
    expect(dot.area.minLat).toBeLessThan(dot.area.maxLat);
  });

  it("sends the list's filters as they are, with the area and the zoom; nothing before the map has a view", () => {
    const request = listMapRequest('vacinacoes', filters, 7, {
      minLon: -9,
      minLat: 38,
      maxLon: -8,
      maxLat: 39,
    });
    const options = listMapQueryOptions('vacinacoes', request);
    expect(options.queryKey).toEqual([
      'list',
      'vacinacoes',
      'mapa',
      filters,
      7,
      expect.stringMatching(/^-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/),
    ]);
    expect(options.staleTime).toBe(0);
    expect(listMapQueryOptions('vacinacoes', null).queryFn).toBe(skipToken);
  });
});

describe('colours', () => {
  it('gives each state of a record type its own colour, by its tone', () => {
    const notificacao = mapColours(NOTIFICACAO);
    expect(new Set(notificacao.values()).size).toBe(NOTIFICACAO.length);
    expect(notificacao.get('VALIDO')).toBe('#2b8a3e');
    expect(notificacao.get('INVALIDO')).toBe('#c92a2a');
    expect(notificacao.get('DEVOLVIDO')).toBe('#d9480f');
    // Two states of one tone still differ.
    const vacinacao = mapColours(VACINACAO);
    expect(new Set(vacinacao.values()).size).toBe(VACINACAO.length);
    expect(vacinacao.get('SUBMETIDO')).not.toBe(vacinacao.get('SUBMETIDO_REANALISE'));
  });

  it('colours holdings by classification, and anything else from a palette, never twice', () => {
    const classes = mapColours(CLASSES);
    expect(new Set(classes.values()).size).toBe(CLASSES.length);
    expect(classes.get('A1')).toBe('#2b8a3e');
    expect(classes.get('A5')).toBe('#c92a2a');
    const other = mapColours(['norte', 'centro', 'sul']);
    expect(new Set(other.values()).size).toBe(3);
    expect(colourOf(null, other)).toBe(NO_VALUE_COLOUR);
    expect(colourOf('outro', other)).toBe(NO_VALUE_COLOUR);
  });

  it('every colour stands out 3:1 against the land, the sea and the white glyph it carries (WCAG 1.4.11)', () => {
    const all = [
      ...mapColours(VACINACAO).values(),
      ...mapColours(NOTIFICACAO).values(),
      ...mapColours(CLASSES).values(),
      ...mapColours(Array.from({ length: 12 }, (_, i) => `v${i}`)).values(),
      NO_VALUE_COLOUR,
    ];
    for (const colour of all) {
      for (const background of ['#f8f9fa', '#e7f5ff', '#ffffff'])
        expect(contrast(colour, background), `${colour} / ${background}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('marks each state with a glyph of its tone, a class with its code: colour is not the only cue', () => {
    expect(markerGlyph('VALIDO')).toEqual({ kind: 'tone', tone: 'success' });
    expect(markerGlyph('INVALIDO')).toEqual({ kind: 'tone', tone: 'failure' });
    expect(markerGlyph('DEVOLVIDO')).toEqual({ kind: 'tone', tone: 'attention' });
    expect(markerGlyph('A2NA')).toEqual({ kind: 'text', text: 'A2NA' });
    expect(markerGlyph(null)).toEqual({ kind: 'dot' });
    expect(markerGlyph('<b>')).toEqual({ kind: 'dot' });
  });
});

describe('legend, groups and spots', () => {
  const estado = column({
    key: 'estado',
    name: 'Estado',
    type: 'OPTION',
    options: NOTIFICACAO.map((value) => ({ value, label: value.toLowerCase() })),
  });

  it("lists every option with the view's count, groups and points alike, and the records without a value", () => {
    const colours = mapColours(NOTIFICACAO);
    const grouped = answer({
      grupos: [
        {
          longitude: -8,
          latitude: 40,
          contagem: 12,
          estados: { VALIDO: 7, INICIAL: 4 },
          limites: { minLon: -8.1, minLat: 39.9, maxLon: -7.9, maxLat: 40.1 },
        },
      ],
    });
    const entries = legendEntries(grouped, estado, colours, 'Sem valor');
    expect(entries.map((e) => [e.value, e.count])).toEqual([
      ['INICIAL', 4],
      ['SUBMETIDO', 0],
      ['DEVOLVIDO', 0],
      ['VALIDO', 7],
      ['INVALIDO', 0],
      [null, 1],
    ]);
    expect(entries[3]).toMatchObject({ label: 'valido', colour: '#2b8a3e' });
    const points = legendEntries(
      answer({ pontos: [point(1, 'VALIDO'), point(2, 'VALIDO'), point(3, 'INVALIDO')] }),
      estado,
      colours,
      'Sem valor',
    );
    expect(points.filter((e) => e.count > 0).map((e) => [e.value, e.count])).toEqual([
      ['VALIDO', 2],
      ['INVALIDO', 1],
    ]);
    expect(legendEntries(grouped, null, colours, 'Sem valor').map((e) => e.value)).toEqual([null]);
  });

  it('rings a group with the shares of its values, in legend order', () => {
    const colours = mapColours(NOTIFICACAO);
    expect(ringGradient({ VALIDO: 3, INICIAL: 1 }, 4, colours)).toBe(
      'conic-gradient(#495057 0.00% 25.00%, #2b8a3e 25.00% 100.00%)',
    );
    expect(ringGradient({ VALIDO: 1 }, 2, colours)).toBe(
      `conic-gradient(#2b8a3e 0.00% 50.00%, ${NO_VALUE_COLOUR} 50.00% 100%)`,
    );
  });

  it('sizes a group by the order of its count, and writes large counts short', () => {
    expect(groupDiameter(1)).toBe(28);
    expect(groupDiameter(100)).toBeGreaterThan(groupDiameter(10));
    expect(groupDiameter(1000)).toBeGreaterThan(groupDiameter(100));
    expect(groupDiameter(10_000_000)).toBe(MAX_GROUP_DIAMETER);
    expect(groupCountText(9999)).toBe('9999');
    expect(groupCountText(925_177)).toMatch(/^930\smil$/);
    expect(groupCountText(12_345)).toMatch(/^12\smil$/);
    expect(groupCountText(1_234_567)).toMatch(/^1,2\sM$/);
  });

  it('draws a group at the mean of its records, kept inside its cell: neighbouring groups never overlap', () => {
    expect(groupPosition({ x: 120, y: 110 }, 40, 80)).toEqual({ x: 120, y: 110 });
    // Near the edges of its cell (80–160): moved in by the radius and a margin.
    expect(groupPosition({ x: 81, y: 159 }, 40, 80)).toEqual({ x: 103, y: 137 });
    const left = groupPosition({ x: 159.9, y: 100 }, MAX_GROUP_DIAMETER, 80);
    const right = groupPosition({ x: 160.1, y: 100 }, MAX_GROUP_DIAMETER, 80);
    expect(right.x - left.x).toBeGreaterThanOrEqual(MAX_GROUP_DIAMETER);
  });

  it('stacks the records of one spot into one marker, keeping their order', () => {
    const stacks = stackPoints([point(1, 'VALIDO'), point(2, 'INICIAL', -7), point(3, 'INVALIDO')]);
    expect(stacks.map((s) => s.points.map((p) => p.id))).toEqual([[1, 3], [2]]);
    expect(stacks[0]).toMatchObject({ latitude: 40.2, longitude: -8.4 });
  });

  it("zooms to a group's records, never to a single spot's pinpoint", () => {
    const [[south, west], [north, east]] = groupBounds({
      minLon: -8,
      minLat: 40,
      maxLon: -8,
      maxLat: 40,
    });
    expect(north - south).toBeGreaterThan(0);
    expect(east - west).toBeGreaterThan(0);
  });
});
