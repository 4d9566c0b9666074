import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { accessibleShade, generatePalette } from './palette';
import type { ClubThemeTokens } from './types';

/** Mantine theme of one club: the brand palette plus the platform defaults. */
export function buildMantineTheme(tokens: ClubThemeTokens): MantineThemeOverride {
  const palette = generatePalette(tokens.brandColor);
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
    components: {
      // A <header> inside a dialog reads as a second banner landmark to axe; the top bar is the banner.
      ModalHeader: { defaultProps: { component: 'div' } },
      DrawerHeader: { defaultProps: { component: 'div' } },
    },
  });
}

/**
 * Mantine's default dimmed (gray 6), error (red 6) and placeholder colours fall below WCAG AA on white;
 * darker shades keep every screen clean under axe-core.
 */
export const accessibleCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7],
    '--mantine-color-error': theme.colors.red[9],
    '--mantine-color-placeholder': theme.colors.gray[7],
    '--mantine-color-anchor': 'var(--mantine-primary-color-filled)',
  },
  dark: {},
});
