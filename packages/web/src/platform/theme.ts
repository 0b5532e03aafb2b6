import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A sober dark teal-green, the product's institutional colour (shade 7 is the primary). */
const sigsa: MantineColorsTuple = [
  '#e6f5f2',
  '#cde9e3',
  '#9dd3c7',
  '#6abcaa',
  '#42a892',
  '#2a9a83',
  '#1b8a74',
  '#0f6e5c',
  '#0a5a4b',
  '#03463a',
];

/** The Mantine theme of the product. */
export const theme = createTheme({
  colors: { sigsa },
  primaryColor: 'sigsa',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  focusRing: 'auto',
  cursorType: 'pointer',
  // Users who ask their system for less motion get menus and modals without animation (WCAG 2.3.3).
  respectReducedMotion: true,
});

/**
 * Mantine's environment. Under Vitest transitions and portals are off, so a menu or modal is in the document
 * the moment it opens and gone the moment it closes: jsdom's transition timers, on a loaded CPU, outlasted
 * the tests' waits and made menu and modal tests fail at random.
 */
export const MANTINE_ENV: 'default' | 'test' = import.meta.env.MODE === 'test' ? 'test' : 'default';
