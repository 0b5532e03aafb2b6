import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCurrentLocation, IconMapPinOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { LeafletEvent, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import {
  COORDINATE_DECIMALS,
  DEFAULT_MAP_POINT,
  LIST_MAP_ZOOM,
  POINT_MAP_ZOOM,
  type LatLon,
} from '@sigsa/domain/geo/map-constants';
import { ApiError } from '../../platform/api-client.ts';
import { locateDevice } from '../../platform/geolocation.ts';
import { BaseMap } from './base-map.tsx';
import {
  formatDegrees,
  formatMetres,
  fromPtTm06,
  GRID_LIMIT_METRES,
  parseTypedNumber,
  toPtTm06,
} from './coordinates.ts';
import { freguesiaNoPontoQueryOptions } from './geo-api.ts';
import { MAP_PICKER_HEIGHT, type MapPickerProps } from './map-picker-props.ts';
import { pointIcon } from './point-marker.ts';

/** The two coordinate systems the user may type in. */
type Pair = 'wgs84' | 'grid';

/** What the user is typing in one pair, before it becomes the value. */
interface Draft {
  pair: Pair;
  first: string;
  second: string;
  /** The user tried to use it (left the pair or pressed Enter): its errors are shown from then on. */
  checked: boolean;
}

/** Errors of the two fields of a pair (translation keys), null when fine. */
type PairErrors = [string | null, string | null];

const ROUNDING = 10 ** COORDINATE_DECIMALS;

/** A position rounded to the 6 decimals the spec shows: more would be false precision (~0.1 m). */
export function roundPoint(point: LatLon): LatLon {
  return {
    latitude: Math.round(point.latitude * ROUNDING) / ROUNDING,
    longitude: Math.round(point.longitude * ROUNDING) / ROUNDING,
  };
}

function samePoint(a: LatLon, b: LatLon): boolean {
  return a.latitude === b.latitude && a.longitude === b.longitude;
}

/** Reads a typed pair: the point, or why not (per field); both empty is "no point". */
export function readPair(draft: Draft): { point: LatLon | null; errors: PairErrors } {
  const texts = [draft.first.trim(), draft.second.trim()] as const;
  if (texts[0] === '' && texts[1] === '') return { point: null, errors: [null, null] };
  const numbers = texts.map(parseTypedNumber) as [number | null, number | null];
  const errors: PairErrors = [null, null];
  numbers.forEach((n, i) => {
    if (texts[i] === '') errors[i] = 'widgets.mapPicker.missingPair';
    else if (n === null) errors[i] = 'widgets.mapPicker.invalidNumber';
  });
  const [a, b] = numbers;
  if (a !== null && b !== null) {
    if (draft.pair === 'wgs84') {
      if (Math.abs(a) > 90) errors[0] = 'widgets.mapPicker.latitudeRange';
      if (Math.abs(b) > 180) errors[1] = 'widgets.mapPicker.longitudeRange';
    } else {
      if (Math.abs(a) > GRID_LIMIT_METRES) errors[0] = 'widgets.mapPicker.gridRange';
      if (Math.abs(b) > GRID_LIMIT_METRES) errors[1] = 'widgets.mapPicker.gridRange';
    }
  }
  if (errors[0] || errors[1] || a === null || b === null) return { point: null, errors };
  const point = draft.pair === 'wgs84' ? { latitude: a, longitude: b } : fromPtTm06({ x: a, y: b });
  return { point: roundPoint(point), errors };
}

/** The texts of a pair shown for a point. */
function pairTexts(pair: Pair, value: LatLon | null): [string, string] {
  if (!value) return ['', ''];
  if (pair === 'wgs84') return [formatDegrees(value.latitude), formatDegrees(value.longitude)];
  const grid = toPtTm06(value);
  return [formatMetres(grid.x), formatMetres(grid.y)];
}

/** A request to bring a point into view (typed coordinates, the device's position). */
interface ViewRequest {
  point: LatLon;
}

/** Moves the map to a requested point, at zoom 10 or closer. */
function FollowRequests({ request }: { request: ViewRequest | null }) {
  const map = useMap();
  useEffect(() => {
    if (!request) return;
    map.setView([request.point.latitude, request.point.longitude], Math.max(map.getZoom(), POINT_MAP_ZOOM));
  }, [map, request]);
  return null;
}

/** Clicking the map sets the point. */
function PickOnClick({ onPick }: { onPick: (point: LatLon) => void }) {
  useMapEvents({ click: (event) => onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  return null;
}

/** The parish under the point, or why there is none (a hint, announced politely). */
function FreguesiaHint({ point }: { point: LatLon | null }) {
  const { t } = useTranslation();
  const [settled] = useDebouncedValue(point, 300);
  const lookup = useQuery({
    ...freguesiaNoPontoQueryOptions(settled ?? DEFAULT_MAP_POINT),
    enabled: settled !== null,
  });
  let text = '';
  if (settled && lookup.data) {
    const { nome, concelho, distrito } = lookup.data;
    text = t('widgets.mapPicker.freguesia', { nome, concelho: concelho.nome, distrito: distrito.nome });
  } else if (settled && lookup.error instanceof ApiError && lookup.error.status === 404) {
    text = lookup.error.message;
  }
  // The line is kept while empty: the name arrives a moment after the point, and a hint appearing then pushed
  // down the fields below while the user was already in them (an open list moved under their pointer).
  return (
    <Text fz="sm" c="dimmed" mih="1lh" aria-live="polite" data-testid="map-picker-freguesia">
      {text}
    </Text>
  );
}

/**
 * The location picker (spec 000 §2.6) with its map. Loaded lazily by {@link MapPicker}: it brings Leaflet and
 * proj4. The value is WGS84; the user clicks the map, drags the pin, or types either WGS84 degrees or PT-TM06
 * metres (the keyboard path), or asks for the device's position.
 */
export function MapPickerField({
  value,
  onChange,
  onBlur,
  readOnly = false,
  error,
  label,
  required = false,
  height = MAP_PICKER_HEIGHT,
  ref,
}: MapPickerProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [viewRequest, setViewRequest] = useState<ViewRequest | null>(null);
  const [locating, setLocating] = useState(false);
  const [locateMessage, setLocateMessage] = useState<string | null>(null);
  // The first view: the point at zoom 10, or the default point showing the whole mainland.
  const [initialView] = useState(() => ({
    center: [
      value?.latitude ?? DEFAULT_MAP_POINT.latitude,
      value?.longitude ?? DEFAULT_MAP_POINT.longitude,
    ] as [number, number],
    zoom: value ? POINT_MAP_ZOOM : LIST_MAP_ZOOM,
  }));

  // A value the form sets itself (a record loaded, a reset) is brought into view; the picker's own are not.
  const emitted = useRef<LatLon | null>(value);
  const emit = (point: LatLon | null) => {
    emitted.current = point;
    onChange(point);
  };
  useEffect(() => {
    const own = emitted.current;
    if (value === own || (value && own && samePoint(value, own))) return;
    emitted.current = value;
    setDraft(null);
    if (value) setViewRequest({ point: value });
  }, [value]);

  const pick = (point: LatLon | null, follow: boolean) => {
    setDraft(null);
    setLocateMessage(null);
    const rounded = point ? roundPoint(point) : null;
    emit(rounded);
    if (rounded && follow) setViewRequest({ point: rounded });
  };

  const draftErrors: PairErrors = draft?.checked ? readPair(draft).errors : [null, null];
  const texts = (pair: Pair): [string, string] =>
    draft?.pair === pair ? [draft.first, draft.second] : pairTexts(pair, value);

  const type = (pair: Pair, index: 0 | 1, text: string) => {
    const [first, second] = texts(pair);
    setDraft({
      pair,
      first: index === 0 ? text : first,
      second: index === 1 ? text : second,
      checked: draft?.pair === pair && draft.checked,
    });
    setLocateMessage(null);
  };

  // Typed coordinates become the value when the user is done with the pair (focus leaves both of its fields, or
  // Enter): while typing "39.6" the value never passes through 3 or 39. A wrong pair stays, with its errors.
  const commit = () => {
    if (!draft) return;
    const read = readPair(draft);
    if (read.errors.some(Boolean)) return setDraft({ ...draft, checked: true });
    setDraft(null);
    emit(read.point);
    if (read.point) setViewRequest({ point: read.point });
  };

  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget;
    const pairOf = (element: EventTarget | null) =>
      element instanceof HTMLElement ? element.dataset.coordinatePair : undefined;
    if (pairOf(next) === undefined || pairOf(next) !== pairOf(event.currentTarget)) commit();
    onBlur?.();
  };

  const locate = async () => {
    setLocating(true);
    setLocateMessage(null);
    try {
      const result = await locateDevice();
      if (result.source === 'device') pick(result.point, true);
      else {
        setViewRequest({ point: result.point });
        // The spec's message for the failure, verbatim (000 §8.2).
        setLocateMessage(result.message);
      }
    } finally {
      setLocating(false);
    }
  };

  const coordinateInput = (pair: Pair, index: 0 | 1, inputLabel: string) => {
    const fieldError = draftErrors[index] && draft?.pair === pair ? t(draftErrors[index]) : null;
    return (
      <TextInput
        label={inputLabel}
        value={texts(pair)[index]}
        onChange={(event) => type(pair, index, event.currentTarget.value)}
        onBlur={leave}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        data-coordinate-pair={pair}
        readOnly={readOnly}
        inputMode="decimal"
        autoComplete="off"
        error={fieldError ?? Boolean(error)}
        aria-required={required && pair === 'wgs84' ? true : undefined}
        ref={pair === 'wgs84' && index === 0 ? ref : undefined}
        style={{ flex: '1 1 10rem' }}
        data-testid={`map-picker-${pair}-${index}`}
      />
    );
  };

  const marker =
    value &&
    t('widgets.mapPicker.marker', {
      lat: formatDegrees(value.latitude),
      lon: formatDegrees(value.longitude),
    });

  return (
    <Fieldset
      variant="unstyled"
      legend={
        <>
          {label}
          {required && !readOnly && (
            <Text span c="red" aria-hidden>
              {' *'}
            </Text>
          )}
        </>
      }
      aria-describedby={error ? errorId : undefined}
      data-testid="map-picker"
    >
      <Stack gap="xs">
        {(!readOnly || !value) && (
          <Text fz="sm" c="dimmed">
            {readOnly ? t('widgets.mapPicker.noValue') : t('widgets.mapPicker.help')}
          </Text>
        )}
        <BaseMap
          center={initialView.center}
          zoom={initialView.zoom}
          label={t('widgets.mapPicker.mapLabel', { label })}
          description={t(readOnly ? 'widgets.map.keyboardHelp' : 'widgets.mapPicker.mapHelp')}
          height={height}
        >
          <FollowRequests request={viewRequest} />
          {!readOnly && <PickOnClick onPick={(point) => pick(point, false)} />}
          {value && (
            <Marker
              position={[value.latitude, value.longitude]}
              icon={pointIcon()}
              title={marker || undefined}
              draggable={!readOnly}
              eventHandlers={{
                dragend: (event: LeafletEvent) => {
                  const at = (event.target as LeafletMarker).getLatLng();
                  pick({ latitude: at.lat, longitude: at.lng }, false);
                },
              }}
            />
          )}
        </BaseMap>
        <Fieldset legend={t('widgets.mapPicker.wgs84')} variant="unstyled">
          <Group gap="sm" align="flex-start">
            {coordinateInput('wgs84', 0, t('widgets.mapPicker.latitude'))}
            {coordinateInput('wgs84', 1, t('widgets.mapPicker.longitude'))}
          </Group>
        </Fieldset>
        <Fieldset legend={t('widgets.mapPicker.grid')} variant="unstyled">
          <Group gap="sm" align="flex-start">
            {coordinateInput('grid', 0, t('widgets.mapPicker.x'))}
            {coordinateInput('grid', 1, t('widgets.mapPicker.y'))}
          </Group>
        </Fieldset>
        {!readOnly && (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconCurrentLocation size={16} aria-hidden />}
              loading={locating}
              onClick={() => void locate()}
            >
              {t('widgets.mapPicker.useMyLocation')}
            </Button>
            {value && (
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconMapPinOff size={16} aria-hidden />}
                onClick={() => pick(null, false)}
              >
                {t('widgets.mapPicker.clear')}
              </Button>
            )}
          </Group>
        )}
        {locateMessage && (
          <Text fz="sm" role="status">
            {locateMessage}
          </Text>
        )}
        <FreguesiaHint point={value} />
        {error && (
          <Text id={errorId} fz="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
