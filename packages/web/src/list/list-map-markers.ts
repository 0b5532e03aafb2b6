import L from 'leaflet';
import type { EstadoTone } from '@sigsa/domain/records/estados';
import type { MarkerGlyph } from './list-map.ts';

// The list map's Leaflet icons: a pin per spot in its value's colour with a glyph (colour is never the only cue),
// and a circle per group with its count on a dark disc ringed by the shares of its values.

/** CSS class of a record's pin (tests and styles find the markers by it). */
export const POINT_MARKER_CLASS = 'sigsa-map-marker';

/** CSS class of a group's circle. */
export const GROUP_MARKER_CLASS = 'sigsa-map-group';

/** White strokes drawn inside a pin of 30 × 40, centred on (15, 14). */
const TONE_GLYPHS: Record<EstadoTone, string> = {
  // Not yet with anyone else: a plain disc.
  neutral: '<circle cx="15" cy="14" r="4.5" fill="#fff"/>',
  // Under way: a ring.
  progress: '<circle cx="15" cy="14" r="4.5" fill="none" stroke="#fff" stroke-width="2.5"/>',
  // Needs attention: an exclamation mark.
  attention:
    '<path d="M15 8.5v6.5" stroke="#fff" stroke-width="3" stroke-linecap="round"/><circle cx="15" cy="19" r="1.7" fill="#fff"/>',
  // Done: a tick.
  success:
    '<path d="M10.5 14.5l3.2 3.2 6-6.5" fill="none" stroke="#fff" stroke-width="2.8" stroke-linecap="round" stroke-linejoin="round"/>',
  // Refused: a cross.
  failure: '<path d="M11 10l8 8M19 10l-8 8" stroke="#fff" stroke-width="2.8" stroke-linecap="round"/>',
};

function glyphSvg(glyph: MarkerGlyph): string {
  switch (glyph.kind) {
    case 'tone':
      return TONE_GLYPHS[glyph.tone];
    case 'text': {
      const size = glyph.text.length > 3 ? 8 : glyph.text.length > 2 ? 9 : 11;
      return `<text x="15" y="18" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="#fff">${glyph.text}</text>`;
    }
    case 'dot':
      return '<circle cx="15" cy="14" r="3.5" fill="#fff"/>';
  }
}

/** The SVG of a pin: a drop in `colour`, its tip on the point, with the glyph of its value. */
export function pinSvg(colour: string, glyph: MarkerGlyph, size: { width: number; height: number }): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 30 40" aria-hidden="true" focusable="false">` +
    `<path d="M15 39C15 39 2 23 2 14a13 13 0 0 1 26 0c0 9-13 25-13 25z" fill="${colour}" stroke="#fff" stroke-width="2"/>` +
    glyphSvg(glyph) +
    `</svg>`
  );
}

/** Icons made so far, by what they show. */
const icons = new Map<string, L.DivIcon>();

/** Most icons kept: groups of every count over a long session are many; a full cache starts again. */
const MAX_ICONS = 2000;

/**
 * One icon object per look: react-leaflet replaces a marker's element when its icon object changes, and a
 * keyboard user's focus would go with it on every refetch of the same answer.
 */
function cached(key: string, make: () => L.DivIcon): L.DivIcon {
  let icon = icons.get(key);
  if (!icon) {
    if (icons.size >= MAX_ICONS) icons.clear();
    icon = make();
    icons.set(key, icon);
  }
  return icon;
}

/** The pin of a spot; with more than one record there, a badge with how many. */
export function pointIcon(colour: string, glyph: MarkerGlyph, count: number): L.DivIcon {
  const badge = count > 1 ? String(count > 99 ? '99+' : count) : '';
  return cached(`p|${colour}|${JSON.stringify(glyph)}|${badge}`, () =>
    L.divIcon({
      html:
        pinSvg(colour, glyph, { width: 30, height: 40 }) +
        (badge ? `<span class="sigsa-map-stack" aria-hidden="true">${badge}</span>` : ''),
      className: POINT_MARKER_CLASS,
      iconSize: [30, 40],
      iconAnchor: [15, 39],
      popupAnchor: [0, -34],
    }),
  );
}

const compact = new Intl.NumberFormat('pt-PT', { notation: 'compact', maximumSignificantDigits: 2 });

/** A group's count as its circle writes it: in full up to 9999, then "12 mil", "930 mil", "1,2 M" (the title says it all). */
export function groupCountText(count: number): string {
  return count < 10_000 ? String(count) : compact.format(count);
}

/**
 * The circle of a group: `diameter` pixels, a ring of `gradient` (the shares of its values), its count inside. The
 * drawing is hidden from assistive technology: the marker is named by its title, which says the count and states.
 */
export function groupIcon(count: number, diameter: number, gradient: string): L.DivIcon {
  const text = groupCountText(count);
  const font = text.length > 4 ? 10 : text.length > 3 ? 11 : 12;
  return cached(`g|${count}|${diameter}|${gradient}`, () =>
    L.divIcon({
      html:
        `<span class="sigsa-map-group-ring" aria-hidden="true" style="width:${diameter}px;height:${diameter}px;background:${gradient}">` +
        `<span class="sigsa-map-group-count" style="font-size:${font}px">${text}</span></span>`,
      className: GROUP_MARKER_CLASS,
      iconSize: [diameter, diameter],
      iconAnchor: [diameter / 2, diameter / 2],
    }),
  );
}
