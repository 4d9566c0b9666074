import type { ClubTheme } from '@fairway/contracts';
import { accessibleShade, generatePalette } from '@fairway/contracts/palette';
import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

/**
 * Mantine theme of one club document: the brand colour expanded into a contrast-checked palette, the
 * document's fonts and radius, over the platform defaults. The server writes the same colour, font and
 * radius variables into index.html (themeCssVariables), so this render changes nothing on screen.
 */
export function buildMantineTheme(tokens: ClubTheme): MantineThemeOverride {
  const palette = generatePalette(tokens.primaryColor);
  const shade = accessibleShade(palette) as 5 | 6 | 7 | 8 | 9;
  return createTheme({
    colors: { brand: palette as unknown as MantineColorsTuple },
    primaryColor: 'brand',
    primaryShade: { light: shade, dark: shade },
    fontFamily: tokens.fontFamily,
    headings: { fontFamily: tokens.headingFontFamily ?? tokens.fontFamily },
    defaultRadius: tokens.radius,
    focusRing: 'auto',
    // Members who ask their system for less motion get dialogs and menus without animations.
    respectReducedMotion: true,
    cursorType: 'pointer',
    // The club's accent: the rule under the top bar (a line, never text: no contrast to keep).
    other: { accentColor: tokens.accentColor },
    components: {
      // A <header> inside a dialog reads as a second banner landmark to axe; the top bar is the banner.
      ModalHeader: { defaultProps: { component: 'div' } },
      DrawerHeader: { defaultProps: { component: 'div' } },
      // Select and MultiSelect lists are mounted when opened. Combobox keeps them mounted (hidden) by
      // default, and floating-ui then positions each one on mount: a forced style and layout of the
      // whole screen, per field, before a booking screen's first paint.
      Combobox: { defaultProps: { keepMounted: false } },
    },
  });
}

/**
 * Mantine's default dimmed (gray 6), error (red 6) and placeholder colours fall below WCAG AA on white;
 * darker shades keep every screen clean under axe-core.
 */
export const accessibleCssVariables: CSSVariablesResolver = (theme) => ({
  variables: { '--fairway-accent': String(theme.other.accentColor ?? 'var(--mantine-color-gray-3)') },
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7],
    '--mantine-color-error': theme.colors.red[9],
    '--mantine-color-placeholder': theme.colors.gray[7],
    '--mantine-color-anchor': 'var(--mantine-primary-color-filled)',
  },
  dark: {},
});
