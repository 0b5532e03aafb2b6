import './list-map.css';
import { Alert, Anchor, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { LeafletKeyboardEvent, Marker as LeafletMarker, PopupEvent } from 'leaflet';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Bbox } from '@sigsa/domain/geo/limites';
import {
  LIST_MAP_CELL_PX,
  type ListMapAnswer,
  type ListMapGroup,
  type ListMapPoint,
} from '@sigsa/domain/geo/list-map';
import { LIST_MAP_CENTER_LON_LAT, LIST_MAP_ZOOM, POINT_MAP_ZOOM } from '@sigsa/domain/geo/map-constants';
import type { ColumnDescriptor } from '@sigsa/domain/list/columns';
import { BaseMap } from '../components/map/base-map.tsx';
import { locateForShell } from '../platform/geolocation.ts';
import { pointIcon as focusIcon } from '../components/map/point-marker.ts';
import type { GeoPoint } from './cell-registry.tsx';
import { formatPointValue, optionLabel } from './cell-registry.tsx';
import {
  colourOf,
  groupBounds,
  groupDiameter,
  groupPosition,
  legendEntries,
  LIST_MAP_DEBOUNCE_MS,
  listMapQueryOptions,
  listMapRequest,
  mapColours,
  markerGlyph,
  ringGradient,
  stackPoints,
  type LegendEntry,
  type ListMapRequest,
  type MarkerGlyph,
  type PointStack,
} from './list-map.ts';
import { groupIcon, pinSvg, pointIcon } from './list-map-markers.ts';

/** A view of the map: its zoom and the box on screen. */
interface MapView {
  zoom: number;
  bbox: Bbox;
}

function viewOf(map: ReturnType<typeof useMap>): MapView {
  const bounds = map.getBounds();
  return {
    zoom: map.getZoom(),
    bbox: {
      minLon: bounds.getWest(),
      minLat: bounds.getSouth(),
      maxLon: bounds.getEast(),
      maxLat: bounds.getNorth(),
    },
  };
}

/** Reports the view when the map opens and {@link LIST_MAP_DEBOUNCE_MS} after each move stops. */
function ViewWatcher({ onView }: { onView: (view: MapView) => void }) {
  const map = useMap();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useMapEvents({
    moveend: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => onView(viewOf(map)), LIST_MAP_DEBOUNCE_MS);
    },
  });
  useEffect(() => {
    // Leaflet measures its box again once the page has laid it out (ResizeAfterOpen): report after that.
    const first = setTimeout(() => onView(viewOf(map)), LIST_MAP_DEBOUNCE_MS);
    return () => {
      clearTimeout(first);
      clearTimeout(timer.current);
    };
  }, [map, onView]);
  return null;
}

/** Where "A minha localização" sends the map: [latitude, longitude] and a zoom. */
interface MoveRequest {
  center: [number, number];
  zoom: number;
}

/** Moves the map to each new request. */
function MoveTo({ request }: { request: MoveRequest | null }) {
  const map = useMap();
  useEffect(() => {
    if (request) map.setView(request.center, request.zoom);
  }, [map, request]);
  return null;
}

/** How the map names and colours the values of its colouring column. */
interface Colouring {
  column: ColumnDescriptor | null;
  colours: ReadonlyMap<string, string>;
  label: (value: string | null) => string;
}

/** A group: its circle, inside its grid cell at the answer's zoom; a click or Enter zooms to its records. */
function GroupMarker({
  group,
  zoom,
  colouring,
}: {
  group: ListMapGroup;
  zoom: number;
  colouring: Colouring;
}) {
  const { t } = useTranslation();
  const map = useMap();
  const diameter = groupDiameter(group.contagem);
  // Leaflet's pixels at a zoom are the grid's world pixels (256-pixel Web Mercator tiles).
  const at = groupPosition(map.project([group.latitude, group.longitude], zoom), diameter, LIST_MAP_CELL_PX);
  const position = map.unproject([at.x, at.y], zoom);
  // In the legend's order, then any value outside it.
  const order = [...colouring.colours.keys()];
  const rank = (value: string) => (order.includes(value) ? order.indexOf(value) : order.length);
  const detail = Object.entries(group.estados)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([value, n]) => t('list.map.groupPart', { total: formatCount(n), label: colouring.label(value) }))
    .join(', ');
  const zoomIn = () => {
    const bounds = groupBounds(group.limites);
    const [[south, west], [north, east]] = bounds;
    const fit = map.getBoundsZoom(bounds);
    const deepest = map.getMaxZoom();
    // Closer by at least one level; a group whose records share a spot would fit at the deepest: two levels.
    const next = Math.min(deepest, Math.max(map.getZoom() + 1, fit >= deepest ? map.getZoom() + 2 : fit));
    map.setView([(south + north) / 2, (west + east) / 2], next);
  };
  return (
    <Marker
      position={position}
      icon={groupIcon(
        group.contagem,
        diameter,
        ringGradient(group.estados, group.contagem, colouring.colours),
      )}
      title={t('list.map.group', { count: group.contagem, total: formatCount(group.contagem), detail })}
      eventHandlers={{
        click: zoomIn,
        keypress: (event: LeafletKeyboardEvent) => {
          if (event.originalEvent.key === 'Enter') zoomIn();
        },
      }}
    />
  );
}

/** CSS class of a record's popup (list-map.css: no fade when the user asks for less motion). */
const POPUP_CLASS = 'sigsa-list-map-popup';

/** Moves the focus into a popup that opens (its first link or button): the keyboard goes on from there. */
function focusFirstIn(element: HTMLElement | undefined): void {
  element?.querySelector<HTMLElement>('a[href], button')?.focus();
}

/** A spot with one record or more: its pin, and a popup listing them with a link to each record. */
function StackMarker({
  stack,
  colouring,
  recordHref,
}: {
  stack: PointStack;
  colouring: Colouring;
  recordHref: (point: ListMapPoint) => string | null;
}) {
  const { t } = useTranslation();
  const map = useMap();
  const marker = useRef<LeafletMarker | null>(null);
  const [first] = stack.points;
  const value = first?.estado ?? null;
  const names = stack.points.map((p) => `${p.rotulo ?? p.id} (${colouring.label(p.estado)})`);
  const title =
    stack.points.length === 1
      ? t('list.map.point', { name: names[0] })
      : t('list.map.stack', { count: stack.points.length, names: names.join(', ') });
  const point: GeoPoint = { type: 'Point', coordinates: [stack.longitude, stack.latitude] };
  const close = () => {
    map.closePopup();
    marker.current?.getElement()?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // The popup closes, not the page's dialog or anything around the map.
    event.stopPropagation();
    close();
  };
  return (
    <Marker
      ref={marker}
      position={[stack.latitude, stack.longitude]}
      icon={pointIcon(colourOf(value, colouring.colours), markerGlyph(value), stack.points.length)}
      title={title}
      eventHandlers={{
        popupopen: (event: PopupEvent) => setTimeout(() => focusFirstIn(event.popup.getElement()), 0),
      }}
    >
      <Popup closeButton={false} maxWidth={320} className={POPUP_CLASS}>
        <Box onKeyDown={onKeyDown} data-testid="list-map-popup">
          <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {stack.points.map((p) => {
              const href = recordHref(p);
              return (
                <li key={p.id}>
                  <Group gap={6} wrap="nowrap">
                    <span
                      aria-hidden="true"
                      // The record's own pin, small: the same cue as on the map.
                      dangerouslySetInnerHTML={{
                        __html: pinSvg(colourOf(p.estado, colouring.colours), markerGlyph(p.estado), {
                          width: 15,
                          height: 20,
                        }),
                      }}
                    />
                    <Text fz="sm" fw={700}>
                      {p.rotulo ?? p.id}
                    </Text>
                    <Text fz="sm">{colouring.label(p.estado)}</Text>
                  </Group>
                  {href && (
                    <Anchor component={Link} to={href} fz="sm">
                      {t('list.map.openRecord', { name: p.rotulo ?? p.id })}
                    </Anchor>
                  )}
                </li>
              );
            })}
          </Stack>
          <Text fz="xs" c="gray.7" mt={6}>
            {t('list.cell.point', formatPointValue(point))}
          </Text>
          <Button size="compact-xs" variant="default" mt={6} onClick={close}>
            {t('list.actions.close')}
          </Button>
        </Box>
      </Popup>
    </Marker>
  );
}

/** The answer's markers: groups, or the records one by one (stacked where they share a spot). */
function AnswerLayer({
  answer,
  colouring,
  recordHref,
}: {
  answer: ListMapAnswer;
  colouring: Colouring;
  recordHref: (point: ListMapPoint) => string | null;
}) {
  const stacks = useMemo(() => stackPoints(answer._embedded.pontos), [answer]);
  return (
    <>
      {answer._embedded.grupos.map((group) => (
        <GroupMarker
          key={`${group.latitude},${group.longitude},${group.contagem}`}
          group={group}
          zoom={answer.zoom}
          colouring={colouring}
        />
      ))}
      {stacks.map((stack) => (
        <StackMarker key={stack.key} stack={stack} colouring={colouring} recordHref={recordHref} />
      ))}
    </>
  );
}

/** Counts as the page writes them (pt-PT groups of thousands). */
const formatCount = (count: number) => count.toLocaleString('pt-PT');

/** A value's glyph in the legend, where a written code would be too small to read (the label says it). */
function legendGlyph(value: string | null): MarkerGlyph {
  const glyph = markerGlyph(value);
  return glyph.kind === 'text' ? { kind: 'dot' } : glyph;
}

/**
 * The legend, over the map's lower left corner: each value's pin, label and how many records of the view have
 * it.
 */
function Legend({ title, entries }: { title: string; entries: LegendEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-label={t('list.map.legend', { title })}
      data-testid="list-map-legend"
      withBorder
      shadow="xs"
      p={6}
      pos="absolute"
      left={10}
      bottom={24}
      style={{ zIndex: 1000 }}
    >
      <Text fz="xs" fw={700} mb={2}>
        {title}
      </Text>
      <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {entries.map((entry) => (
          <Group key={entry.value ?? ''} gap={4} wrap="nowrap" component="li">
            <span
              aria-hidden="true"
              dangerouslySetInnerHTML={{
                __html: pinSvg(entry.colour, legendGlyph(entry.value), { width: 12, height: 16 }),
              }}
            />
            <Text fz="xs">
              {t('list.map.legendEntry', { label: entry.label, count: formatCount(entry.count) })}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** Props of {@link ListMapView}. */
export interface ListMapViewProps {
  entity: string;
  /** The list's title (the map's name). */
  title: string;
  /** The list's filters, exactly as its page sends them. */
  filters: Record<string, string>;
  descriptors: readonly ColumnDescriptor[];
  /** The detail route of a record, or null when the list has none. */
  recordHref: (point: ListMapPoint) => string | null;
  /** A point to centre on (zoom 10), shown with its own pin; null: the whole country. */
  focus: GeoPoint | null;
  /** CSS height of the map. */
  height: string;
}

/**
 * The list's map (issue 12 "Beyond the spec"): the records of the list under its filters, from
 * `{entity}/search/mapa` for the view on screen — groups by grid cell with their count and the shares of their
 * values, or pins coloured by their value (state, classification) with a popup linking to the record — over the
 * offline base map; a legend; a status line read by screen readers; "A minha localização", the shell's geolocation
 * (one try of 1000 ms, else the default centre and the spec's message). Import it lazily: it brings Leaflet.
 */
export function ListMapView({
  entity,
  title,
  filters,
  descriptors,
  recordHref,
  focus,
  height,
}: ListMapViewProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<MapView | null>(null);
  const request: ListMapRequest | null = useMemo(
    () => (view ? listMapRequest(entity, filters, view.zoom, view.bbox) : null),
    [entity, filters, view],
  );
  const answer = useQuery(listMapQueryOptions(entity, request));
  const data = answer.data ?? null;

  const colourColumn = useMemo(
    () =>
      data?.corPor
        ? (descriptors.find((c) => c.key === data.corPor || c.prop === data.corPor) ?? null)
        : null,
    [data?.corPor, descriptors],
  );
  const colouring: Colouring = useMemo(() => {
    const colours = mapColours((colourColumn?.options ?? []).map((o) => String(o.value)));
    return {
      column: colourColumn,
      colours,
      label: (value) =>
        value === null ? t('list.map.noValue') : colourColumn ? optionLabel(value, colourColumn) : value,
    };
  }, [colourColumn, t]);
  const legend = data ? legendEntries(data, colourColumn, colouring.colours, t('list.map.noValue')) : [];

  const [lon, lat] = focus?.coordinates ?? LIST_MAP_CENTER_LON_LAT;
  // "A minha localização": the shell's geolocation (spec 000 §8.2, §9), asked only when the user wants it.
  const [locating, setLocating] = useState(false);
  const [locateMessage, setLocateMessage] = useState<string | null>(null);
  const [move, setMove] = useState<MoveRequest | null>(null);
  const locate = async () => {
    setLocating(true);
    setLocateMessage(null);
    try {
      const result = await locateForShell();
      const { latitude, longitude } = result.point;
      if (result.source === 'device') setMove({ center: [latitude, longitude], zoom: POINT_MAP_ZOOM });
      else {
        // The spec's unaccented wording, then the lists' default centre.
        setLocateMessage(result.message);
        setMove({ center: [latitude, longitude], zoom: LIST_MAP_ZOOM });
      }
    } finally {
      setLocating(false);
    }
  };
  let status: string;
  if (answer.isError) status = t('list.map.error');
  else if (!data) status = t('widgets.map.loading');
  else {
    const counted = { count: data.total, total: formatCount(data.total) };
    if (data.modo === 'grupos') status = t('list.map.summaryGroups', counted);
    else if (data.truncado) status = t('list.map.summaryTruncated', counted);
    else status = t('list.map.summaryPoints', counted);
  }

  return (
    <Stack gap="xs" data-testid="list-map">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={0}>
          <Group gap={6} wrap="nowrap" mih={22}>
            <Text fz="sm" role="status" aria-live="polite" data-testid="list-map-status">
              {status}
            </Text>
            {answer.isFetching && <Loader size="xs" type="dots" aria-hidden="true" />}
          </Group>
          {/* Always there (empty until needed), so that screen readers announce the message when it comes. */}
          <Text fz="sm" c="orange.9" role="status" data-testid="list-map-locate-message">
            {locateMessage}
          </Text>
        </Stack>
        {!focus && (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconCurrentLocation size={16} aria-hidden="true" />}
            loading={locating}
            onClick={() => void locate()}
          >
            {t('list.map.locate')}
          </Button>
        )}
      </Group>
      {/* Its own stacking context: Leaflet's panes (z-index 400–800) stay under the page's dialogs. */}
      <Box pos="relative" style={{ isolation: 'isolate' }}>
        <BaseMap
          center={[lat, lon]}
          zoom={focus ? POINT_MAP_ZOOM : LIST_MAP_ZOOM}
          label={t('list.map.label', { title })}
          description={t('list.map.keyboardHelp')}
          height={height}
        >
          <ViewWatcher onView={setView} />
          <MoveTo request={move} />
          {focus && (
            <Marker
              position={[lat, lon]}
              icon={focusIcon()}
              title={t('list.map.focus', formatPointValue(focus))}
              keyboard={false}
              interactive={false}
            />
          )}
          {data && <AnswerLayer answer={data} colouring={colouring} recordHref={recordHref} />}
        </BaseMap>
        <Legend title={colourColumn?.name ?? ''} entries={colourColumn ? legend : []} />
      </Box>
      {answer.isError && !data && (
        <Alert color="red" variant="light">
          {t('list.map.error')}
        </Alert>
      )}
    </Stack>
  );
}
