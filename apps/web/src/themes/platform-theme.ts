import type { ClubTheme } from '@fairway/contracts';
import { SYSTEM_FONT_STACK } from '@fairway/contracts/constants';

/**
 * The platform layer under every club document, worn only when no document could be had at all (the
 * API is unreachable). Every club's look, the default club 0's included, is its document.
 */
export const PLATFORM_THEME: ClubTheme = {
  primaryColor: '#334155',
  accentColor: '#334155',
  fontFamily: SYSTEM_FONT_STACK,
  fonts: [],
  radius: 'md',
  logoUrl: null,
  faviconUrl: null,
  buddiesText: 'Buddy',
  buddiesTextPlural: 'Buddies',
};
