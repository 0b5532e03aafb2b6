import { Anchor, Group, Text, UnstyledButton } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { ColumnDescriptor, ColumnType } from '@sigsa/domain/list/columns';
import {
  formatDisplayDate,
  formatInstant,
  parseIsoDate,
  type CalendarDate,
} from '@sigsa/domain/validation/dates';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/** A GeoJSON point (spec 000 §3): coordinates are [longitude, latitude]. */
export interface GeoPoint {
  type: 'Point';
  coordinates: [number, number];
}

/** What every cell receives. */
export interface CellProps {
  value: unknown;
  column: Pick<ColumnDescriptor, 'type' | 'embeddedType' | 'options' | 'aux1'>;
  /** POINT cells offer to show the point on the map. */
  onShowPoint?: (point: GeoPoint) => void;
}

/** Default currency of CURRENCY values (spec 000 §3). */
export const DEFAULT_CURRENCY = 'EUR';

/** True for a GeoJSON point with two finite coordinates. */
export function isGeoPoint(value: unknown): value is GeoPoint {
  if (typeof value !== 'object' || value === null) return false;
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  return (
    type === 'Point' &&
    Array.isArray(coordinates) &&
    coordinates.length >= 2 &&
    coordinates.slice(0, 2).every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

/** A wire date (YYYY-MM-DD, or the date part of an instant) as dd/MM/yyyy; '' when not a date. */
export function formatDateValue(value: unknown): string {
  if (typeof value !== 'string') return '';
  const date: CalendarDate | null = parseIsoDate(value.slice(0, 10));
  return date ? formatDisplayDate(date) : '';
}

/** An instant as "HH:mm dd/MM/yyyy" in Lisbon time; '' when not an instant. */
export function formatDateTimeValue(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? '' : formatInstant(instant);
}

/** A number as money in pt-PT (default EUR); '' when not a number. */
export function formatCurrencyValue(value: unknown, currency: string | null = null): string {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  return new Intl.NumberFormat('pt-PT', {
    style: 'currency',
    currency: currency ?? DEFAULT_CURRENCY,
  }).format(amount);
}

/** Latitude and longitude with exactly 6 decimals (spec 000 §9). */
export function formatPointValue(point: GeoPoint): { lat: string; lon: string } {
  const [lon, lat] = point.coordinates;
  return { lat: lat.toFixed(6), lon: lon.toFixed(6) };
}

/** The label of an option value, or the value itself when it is not among the options. */
export function optionLabel(value: unknown, column: Pick<CellProps['column'], 'options'>): string {
  const option = column.options?.find((o) => String(o.value) === String(value));
  return option ? option.label : plainText(value);
}

/** Any value as text: names of objects, items of arrays joined by commas. */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['nome', 'descricao', 'titulo', 'filename', 'label']) {
      if (typeof record[key] === 'string') return record[key];
    }
    return '';
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function TextCell({ text }: { text: string }) {
  return <>{text}</>;
}

function PlainCell({ value }: CellProps) {
  return <TextCell text={plainText(value)} />;
}

function BooleanCell({ value }: CellProps) {
  const { t } = useTranslation();
  if (typeof value !== 'boolean') return null;
  return <TextCell text={value ? t('list.cell.yes') : t('list.cell.no')} />;
}

function DateCell({ value }: CellProps) {
  return <TextCell text={formatDateValue(value)} />;
}

function DateTimeCell({ value }: CellProps) {
  return <TextCell text={formatDateTimeValue(value)} />;
}

function CurrencyCell({ value, column }: CellProps) {
  return <TextCell text={formatCurrencyValue(value, column.aux1)} />;
}

function OptionCell({ value, column }: CellProps) {
  if (value === null || value === undefined || value === '') return null;
  // An option with a colour stands out (a request past its deadline): in its colour and bold, not by colour alone.
  const color = column.options?.find((o) => String(o.value) === plainText(value))?.color;
  if (color)
    return (
      <Text span inherit c={color} fw={700}>
        {optionLabel(value, column)}
      </Text>
    );
  return <TextCell text={optionLabel(value, column)} />;
}

function MultiOptionCell({ value, column }: CellProps) {
  const values = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return <TextCell text={values.map((v) => optionLabel(v, column)).join(', ')} />;
}

function ListCell({ value, column }: CellProps) {
  if (!Array.isArray(value)) return <PlainCell value={value} column={column} />;
  const items: unknown[] = value;
  const ItemCell = column.embeddedType ? CELL_REGISTRY[column.embeddedType] : PlainCell;
  return (
    <>
      {items.map((item, index) => (
        <span key={index}>
          {index > 0 && ', '}
          <ItemCell value={item} column={{ ...column, type: column.embeddedType ?? 'STRING' }} />
        </span>
      ))}
    </>
  );
}

function PointCell({ value, onShowPoint }: CellProps) {
  const { t } = useTranslation();
  if (!isGeoPoint(value)) return null;
  const text = t('list.cell.point', formatPointValue(value));
  if (!onShowPoint) return <TextCell text={text} />;
  return (
    <UnstyledButton onClick={() => onShowPoint(value)} aria-label={t('list.cell.showOnMap', { point: text })}>
      <Group gap={4} wrap="nowrap">
        <IconMapPin size={16} aria-hidden="true" />
        <Text span fz="sm">
          {text}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

function GeometryCell({ value }: CellProps) {
  const { t } = useTranslation();
  if (typeof value !== 'object' || value === null || !('type' in value)) return null;
  return <TextCell text={t('list.cell.geometry')} />;
}

function HrefCell({ value }: CellProps) {
  if (typeof value !== 'string' || value === '') return null;
  // Only same-origin paths become links; anything else is shown as text so a stored URL cannot lead away.
  if (!value.startsWith('/')) return <TextCell text={value} />;
  return <Anchor href={value}>{value}</Anchor>;
}

/**
 * How each column type is shown (spec 000 §3 column and display types): one component per type, so no
 * screen re-implements how a DATE or a BOOLEAN reads.
 */
export const CELL_REGISTRY: Record<ColumnType, ComponentType<CellProps>> = {
  BOOLEAN: BooleanCell,
  MULTIOPTION: MultiOptionCell,
  DATE: DateCell,
  DATETIME: DateTimeCell,
  CURRENCY: CurrencyCell,
  LIST: ListCell,
  ANNEX_LIST: ListCell,
  POINT: PointCell,
  GEOMETRY: GeometryCell,
  DOCUMENT: PlainCell,
  STRING: PlainCell,
  TEXT: PlainCell,
  NUMBER: PlainCell,
  OPTION: OptionCell,
  ENUM: OptionCell,
  ENUM_LIST: MultiOptionCell,
  TEMPLATE_DOCUMENT: PlainCell,
  HREF: HrefCell,
};

/** The cell for `column.type`; unknown types show as plain text (spec 000 §3). */
export function CellValue(props: CellProps) {
  const Cell: ComponentType<CellProps> = CELL_REGISTRY[props.column.type] ?? PlainCell;
  return <Cell {...props} />;
}
