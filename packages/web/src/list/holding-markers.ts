import L from 'leaflet';

/** Sanitary classifications of a holding with a map marker of their own (spec 000 §3); SC is the default. */
export const HOLDING_CLASSES = ['A1', 'A2', 'A2A', 'A2NA', 'A3', 'A4', 'A4S', 'A5', 'A5S', 'SC'] as const;

/** One of {@link HOLDING_CLASSES}. */
export type HoldingClass = (typeof HOLDING_CLASSES)[number];

// Greens for officially free (A1–A3), ambers for the A4 family, reds for A5 (infected), grey for SC (no
// classification): the traffic-light reading field staff already use for sanitary status.
const COLOURS: Record<HoldingClass, string> = {
  A1: '#2f9e44',
  A2: '#37b24d',
  A2A: '#40c057',
  A2NA: '#69db7c',
  A3: '#1c7ed6',
  A4: '#f08c00',
  A4S: '#f59f00',
  A5: '#e03131',
  A5S: '#c92a2a',
  SC: '#868e96',
};

/** The class of a holding's `classificacao`, SC when missing or unknown. */
export function holdingClass(value: unknown): HoldingClass {
  return (HOLDING_CLASSES as readonly unknown[]).includes(value) ? (value as HoldingClass) : 'SC';
}

/** The SVG of a marker: a pin in the class colour with the class written in it. */
export function markerSvg(label: string, colour: string): string {
  const size = label.length > 3 ? 8 : label.length > 2 ? 9 : 11;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40" viewBox="0 0 30 40" aria-hidden="true">` +
    `<path d="M15 39C15 39 2 23 2 14a13 13 0 0 1 26 0c0 9-13 25-13 25z" fill="${colour}" stroke="#fff" stroke-width="2"/>` +
    `<text x="15" y="18" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="#fff">${label}</text>` +
    `</svg>`
  );
}

const icons = new Map<string, L.DivIcon>();

/** The Leaflet icon of a class (`null`: the generic point marker). */
export function markerIcon(markerClass: string | null): L.DivIcon {
  const key = markerClass ?? '';
  let icon = icons.get(key);
  if (!icon) {
    const klass = markerClass === null ? null : holdingClass(markerClass);
    icon = L.divIcon({
      html: markerSvg(klass ?? '', klass ? COLOURS[klass] : '#1c7ed6'),
      className: 'sigsa-map-marker',
      iconSize: [30, 40],
      iconAnchor: [15, 39],
      popupAnchor: [0, -34],
    });
    icons.set(key, icon);
  }
  return icon;
}
