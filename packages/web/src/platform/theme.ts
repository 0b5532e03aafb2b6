import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { over, readableShade } from './contrast.ts';

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

/** The shade Mantine fills with and writes in, in the light scheme (primaryShade.light below). */
const LIGHT_SHADE = 7;
const WHITE = '#ffffff';
/** The light grey of panels and table stripes that text also sits on. */
const PANEL = '#f1f3f5';

/**
 * Every colour's filled, light, outline and text variables, moved as far as needed to read (WCAG 2.1 AA,
 * 4.5:1): filled buttons and badges take white text; light badges and alerts write on their own tint; plain
 * coloured and dimmed text sits on white or a light panel. Mantine's own shades 7 of green, orange, red and
 * teal do not (2.7–3.8:1), nor its dimmed grey (3.3:1); here they keep their hue and get darker just enough.
 */
export const accessibleColors: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const filled = readableShade(shades, LIGHT_SHADE, [WHITE]);
    // Mantine's light background is the shade at 10 % over white, 12 % when hovered: text must read on both,
    // and on the darker, the hovered one, it reads on either.
    const tint = over(shades[LIGHT_SHADE] ?? filled, 0.12, WHITE);
    light[`--mantine-color-${name}-filled`] = filled;
    // Darker than the fill, so white still reads on it.
    light[`--mantine-color-${name}-filled-hover`] = over('#000000', 0.12, filled);
    light[`--mantine-color-${name}-light-color`] = readableShade(shades, LIGHT_SHADE, [WHITE, tint]);
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-text`] = readableShade(shades, LIGHT_SHADE, [WHITE, PANEL]);
  }
  light['--mantine-color-dimmed'] = readableShade(theme.colors.gray, 6, [WHITE, PANEL]);
  // A field's error text and red border (Mantine: red 6, 3.3:1).
  light['--mantine-color-error'] = readableShade(theme.colors.red, 6, [WHITE, PANEL]);
  return { variables: {}, light, dark: {} };
};

/**
 * The names of the ✕ buttons (the product speaks Portuguese only): not just "Fechar", which many dialogs
 * already have as a footer button.
 */
const CLOSE_WINDOW = 'Fechar janela';
const CLOSE_NOTICE = 'Fechar aviso';

/**
 * The scrolling frame of an option list: focusable, so a keyboard can scroll it (axe "scrollable-region-focusable"),
 * and a group of the list box, so the list box still holds only options and groups (axe "aria-required-children").
 */
const SCROLLABLE_BY_KEYBOARD = { viewportProps: { tabIndex: 0, role: 'group', 'aria-label': 'Opções' } };

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
  // The ✕ of a modal, drawer, toast or alert is a button like any other: a screen reader says what it does.
  // Plain objects, not Modal.extend(): importing the components here would put them in the sign-in page.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_WINDOW } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_WINDOW } } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': CLOSE_NOTICE } },
      // Mantine writes a titled toast's text in grey 6 (3.3:1); dimmed text reads.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    Alert: { defaultProps: { closeButtonLabel: CLOSE_NOTICE } },
    // A menu holds menu items only (ARIA): no focus placeholder before them; the first item takes the focus.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A long option list scrolls: its scrolling frame takes the focus too, so the keyboard can scroll it
    // (WCAG 2.1.1, axe "scrollable-region-focusable"); the arrows still move through the options from the field.
    Select: { defaultProps: { scrollAreaProps: SCROLLABLE_BY_KEYBOARD } },
    MultiSelect: { defaultProps: { scrollAreaProps: SCROLLABLE_BY_KEYBOARD } },
  },
});

/**
 * Mantine's environment. Under Vitest transitions and portals are off, so a menu or modal is in the document
 * the moment it opens and gone the moment it closes: jsdom's transition timers, on a loaded CPU, outlasted
 * the tests' waits and made menu and modal tests fail at random.
 */
export const MANTINE_ENV: 'default' | 'test' = import.meta.env.MODE === 'test' ? 'test' : 'default';
