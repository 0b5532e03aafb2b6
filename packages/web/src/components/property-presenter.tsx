import { Anchor, Button, Divider, List, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CellValue,
  formatCurrencyValue,
  formatDateTimeValue,
  formatDateValue,
  isGeoPoint,
  plainText,
  type GeoPoint,
} from '../list/cell-registry.tsx';
import { apiUrl } from '../platform/api-client.ts';

/** The display property types of spec 000 §3. */
export const PROPERTY_TYPES = [
  'DIVIDER',
  'CURRENCY',
  'OPTION',
  'MULTIOPTION',
  'DATE',
  'DATETIME',
  'ROUTE',
  'FILE',
  'DOWNLOAD_HIGHLIGHT',
  'BOOLEAN',
  'ARRAY',
  'LIST',
  'POINT',
] as const;

/** One of {@link PROPERTY_TYPES}; without a type the value shows as plain text. */
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Props of {@link PropertyPresenter}. */
export interface PropertyPresenterProps {
  label: string;
  value?: unknown;
  type?: PropertyType;
  /** CURRENCY: the currency code (default EUR). */
  currency?: string | null;
  /** ROUTE: where the link goes; without it a value that is an in-app path ("/…") is the target. */
  to?: string;
  /** POINT: offers to show the point on a map. */
  onShowPoint?: (point: GeoPoint) => void;
}

/** What an empty value shows. */
const EMPTY = '-';

/** The link and name of a document value (a document item, a HAL resource, or a bare href). */
function documentOf(value: unknown): { href: string; name: string } | null {
  if (typeof value === 'string') return value.trim() === '' ? null : { href: value, name: value };
  if (typeof value !== 'object' || value === null) return null;
  const record = value as { href?: unknown; _links?: { self?: { href?: unknown } } };
  const href = typeof record.href === 'string' ? record.href : record._links?.self?.href;
  if (typeof href !== 'string' || href === '') return null;
  return { href, name: plainText(value) || href };
}

/** The route of a ROUTE value: `to`, else the value itself when it is an in-app path. */
function routeOf(value: unknown, to: string | undefined): string | null {
  if (to !== undefined) return to;
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

function isEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function textOrDash(text: string): ReactNode {
  return text === '' ? EMPTY : text;
}

/** The value part of a property, by type. */
function PropertyValue({ value, type, currency, to, onShowPoint }: Omit<PropertyPresenterProps, 'label'>) {
  if (type === undefined) return textOrDash(plainText(value));
  if (isEmpty(value) && type !== 'ROUTE') return EMPTY;
  switch (type) {
    case 'DIVIDER':
      return null;
    case 'CURRENCY':
      return textOrDash(formatCurrencyValue(value, currency ?? null));
    case 'OPTION':
    case 'MULTIOPTION':
      return textOrDash(plainText(value));
    case 'DATE':
      return textOrDash(formatDateValue(value));
    case 'DATETIME':
      return textOrDash(formatDateTimeValue(value));
    case 'ROUTE': {
      const route = routeOf(value, to);
      const text = plainText(value) || (route ?? '');
      if (text === '') return EMPTY;
      return route ? (
        <Anchor component={Link} to={route}>
          {text}
        </Anchor>
      ) : (
        text
      );
    }
    case 'FILE':
    case 'DOWNLOAD_HIGHLIGHT': {
      const document = documentOf(value);
      if (!document) return textOrDash(plainText(value));
      // Document links carry the role the user acts under (spec 000 §6), which apiUrl appends.
      const href = apiUrl(document.href);
      return type === 'FILE' ? (
        <Anchor href={href} download={document.name}>
          {document.name}
        </Anchor>
      ) : (
        <Button
          component="a"
          href={href}
          download={document.name}
          variant="light"
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          {document.name}
        </Button>
      );
    }
    case 'BOOLEAN':
      return typeof value === 'boolean' ? (
        <CellValue
          value={value}
          column={{ type: 'BOOLEAN', embeddedType: null, options: null, aux1: null }}
        />
      ) : (
        textOrDash(plainText(value))
      );
    case 'ARRAY':
    case 'LIST': {
      const items = (Array.isArray(value) ? value : [value]).map(plainText).filter((item) => item !== '');
      if (items.length === 0) return EMPTY;
      return (
        <List size="sm" spacing={2}>
          {items.map((item, index) => (
            <List.Item key={index}>{item}</List.Item>
          ))}
        </List>
      );
    }
    case 'POINT':
      if (!isGeoPoint(value)) return textOrDash(plainText(value));
      return (
        <CellValue
          value={value}
          column={{ type: 'POINT', embeddedType: null, options: null, aux1: null }}
          onShowPoint={onShowPoint}
        />
      );
  }
}

/**
 * A read-only property (spec 000 §3 display types): its label over its value, formatted by type as the list
 * cells are (dates dd/MM/yyyy, money in EUR, Sim/Não, points with 6 decimals); "-" when empty. DIVIDER draws
 * a labelled separator instead.
 */
export function PropertyPresenter({ label, ...props }: PropertyPresenterProps) {
  const labelId = useId();
  if (props.type === 'DIVIDER') return <Divider label={label} labelPosition="left" my="xs" />;
  return (
    <Stack gap={2} role="group" aria-labelledby={labelId}>
      <Text id={labelId} fz="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" fz="sm">
        <PropertyValue {...props} />
      </Text>
    </Stack>
  );
}
