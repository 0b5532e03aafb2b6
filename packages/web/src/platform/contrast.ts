// WCAG 2.1 contrast arithmetic for the theme: which shade of a colour reads on which background.

/** The minimum contrast of normal text against its background (WCAG 2.1, 1.4.3, level AA). */
export const TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG 2.1). */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` laid over `background` with opacity `alpha` (0–1), as the eye sees it. */
export function over(color: string, alpha: number, background: string): string {
  const fg = rgbOf(color);
  const bg = rgbOf(background);
  return hexOf(fg.map((v, i) => v * alpha + (bg[i] ?? 0) * (1 - alpha)) as Rgb);
}

/**
 * The lightest colour on the way from `shades[from]` to the darkest shade (through each shade and the tints
 * between two shades, then towards black) that reads on every one of `backgrounds` with at least `min`
 * contrast: a colour keeps its hue and moves only as far as legibility needs.
 */
export function readableShade(
  shades: readonly string[],
  from: number,
  backgrounds: readonly string[],
  min = TEXT_CONTRAST,
): string {
  const reads = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= min);
  const path = shades.slice(from);
  const darkest = path[path.length - 1] ?? '#000000';
  path.push('#000000');
  for (let i = 0; i < path.length - 1; i++) {
    const here = path[i] ?? darkest;
    const next = path[i + 1] ?? '#000000';
    for (let step = 0; step < 10; step++) {
      const candidate = over(next, step / 10, here);
      if (reads(candidate)) return candidate;
    }
  }
  return '#000000';
}
