import L from 'leaflet';

/** The SVG of the picker's pin: a blue drop with a white dot, its tip on the point. */
const PIN_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40" viewBox="0 0 30 40" aria-hidden="true">` +
  `<path d="M15 39C15 39 2 23 2 14a13 13 0 0 1 26 0c0 9-13 25-13 25z" fill="#1864ab" stroke="#fff" stroke-width="2"/>` +
  `<circle cx="15" cy="14" r="5" fill="#fff"/>` +
  `</svg>`;

let icon: L.DivIcon | null = null;

/** The Leaflet icon of a chosen location (one shared instance). */
export function pointIcon(): L.DivIcon {
  icon ??= L.divIcon({
    html: PIN_SVG,
    className: 'sigsa-map-point',
    iconSize: [30, 40],
    iconAnchor: [15, 39],
  });
  return icon;
}
