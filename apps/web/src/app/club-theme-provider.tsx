import { MantineProvider } from '@mantine/core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useClubTheme } from '../features/clubs';
import { applyClubClass, applyFavicon, faviconHref, loadFonts } from '../themes/club-branding';
import { accessibleCssVariables, buildMantineTheme } from '../themes/mantine-theme';

/**
 * Where the theme's CSS variables are written: `html:root` outranks the `:root` defaults of Mantine's
 * stylesheet, which comes after this element in the page (the stylesheet follows #root, so the server's
 * top bar paints before it loads: build/stylesheets-after-root.ts). The server's theme uses it too.
 */
export const CSS_VARIABLES_SELECTOR = 'html:root';

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
      cssVariablesSelector={CSS_VARIABLES_SELECTOR}
    >
      {children}
    </MantineProvider>
  );
}
