import { describe, expect, it } from 'vitest';
import { contrastRatio, over, readableShade, TEXT_CONTRAST } from './contrast.ts';

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Mantine's gray 6 on white, the dimmed text axe-core flagged.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('lays a colour over a background', () => {
    expect(over('#000000', 0.5, '#ffffff')).toBe('#808080');
    expect(over('#123456', 1, '#ffffff')).toBe('#123456');
  });

  it('keeps a shade that already reads, and moves a pale one only as far as it must', () => {
    const shades = ['#eeeeee', '#868e96', '#495057', '#343a40'];
    expect(readableShade(shades, 2, ['#ffffff'])).toBe('#495057');
    const dimmed = readableShade(shades, 1, ['#ffffff', '#f8f9fa']);
    expect(contrastRatio(dimmed, '#f8f9fa')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // Lighter than the next shade: a tint between the two.
    expect(contrastRatio(dimmed, '#ffffff')).toBeLessThan(contrastRatio('#495057', '#ffffff'));
  });

  it('darkens past the darkest shade when no shade reads', () => {
    const yellows = ['#fff9db', '#fcc419', '#f08c00'];
    const text = readableShade(yellows, 1, ['#ffffff']);
    expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});

describe('the theme’s colours', () => {
  it('every filled, light, outline and text colour, and dimmed text, reads at 4.5:1', async () => {
    const { mergeMantineTheme, DEFAULT_THEME } = await import('@mantine/core');
    const { theme, accessibleColors } = await import('./theme.ts');
    const full = mergeMantineTheme(DEFAULT_THEME, theme);
    const { light } = accessibleColors(full);
    const failures: string[] = [];
    for (const name of Object.keys(full.colors)) {
      const filled = light[`--mantine-color-${name}-filled`] ?? '';
      const tint = over(full.colors[name]?.[7] ?? '', 0.12, '#ffffff');
      const checks: [string, string, string][] = [
        ['filled', filled, '#ffffff'],
        ['filled-hover', light[`--mantine-color-${name}-filled-hover`] ?? '', '#ffffff'],
        ['light-color', light[`--mantine-color-${name}-light-color`] ?? '', tint],
        ['text', light[`--mantine-color-${name}-text`] ?? '', '#f1f3f5'],
      ];
      for (const [what, fg, bg] of checks)
        if (contrastRatio(fg, bg) < TEXT_CONTRAST) failures.push(`${name} ${what} ${fg} on ${bg}`);
    }
    expect(contrastRatio(light['--mantine-color-dimmed'] ?? '', '#f1f3f5')).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
    expect(contrastRatio(light['--mantine-color-error'] ?? '', '#f1f3f5')).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
    expect(failures).toEqual([]);
    // The product's own green fills as it always did.
    expect(light['--mantine-color-sigsa-filled']).toBe('#0f6e5c');
  });
});
