import { THEME_VARIABLES_SELECTOR } from '@fairway/contracts/constants';
import { MantineProvider } from '@mantine/core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useClubTheme } from '../features/clubs';
import { applyClubClass, applyFavicon, faviconHref, loadFonts } from '../themes/club-branding';
import { accessibleCssVariables, buildMantineTheme } from '../themes/mantine-theme';

/**
 * Themes the whole app by the shown club's document: Mantine theme, root class, favicon and fonts. The
 * server painted the same document into index.html, so the first render changes nothing on screen.
 */
export function ClubThemeProvider({ children }: { children: ReactNode }) {
  const { clubId, theme } = useClubTheme();
  const mantineTheme = useMemo(() => buildMantineTheme(theme), [theme]);

  useEffect(() => {
    applyClubClass(document.documentElement, clubId);
    applyFavicon(document, faviconHref(clubId, theme.faviconUrl));
    loadFonts(theme.fonts);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primaryColor);
  }, [clubId, theme]);

  return (
    <MantineProvider
      theme={mantineTheme}
      cssVariablesResolver={accessibleCssVariables}
      forceColorScheme="light"
      cssVariablesSelector={THEME_VARIABLES_SELECTOR}
    >
      {children}
    </MantineProvider>
  );
}
