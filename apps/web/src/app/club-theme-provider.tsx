import { MantineProvider } from '@mantine/core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { applyClubClass, applyFavicon, loadFonts } from '../themes/club-branding';
import { accessibleCssVariables, buildMantineTheme } from '../themes/mantine-theme';
import { themeTokensFor } from '../themes/registry';
import { useShownClubId } from './use-shown-club';

/** Themes the whole app by the club shown: Mantine theme, root class, favicon and fonts. */
export function ClubThemeProvider({ children }: { children: ReactNode }) {
  const clubId = useShownClubId();
  const tokens = themeTokensFor(clubId);
  const theme = useMemo(() => buildMantineTheme(tokens), [tokens]);

  useEffect(() => {
    applyClubClass(document.documentElement, clubId);
    applyFavicon(document, clubId);
    loadFonts(tokens.fonts);
  }, [clubId, tokens]);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={accessibleCssVariables} forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}
