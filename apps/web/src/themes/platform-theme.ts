import type { ClubTheme } from '@fairway/contracts';

/** The device's interface font first, as the demo clubs' documents have it (apps/api/src/seed/clubs.ts). */
const SYSTEM_FONTS =
  "system-ui, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * The platform layer under every club document, worn only when no document could be had at all (the
 * API is unreachable). Every club's look, the default club 0's included, is its document.
 */
export const PLATFORM_THEME: ClubTheme = {
  primaryColor: '#334155',
  accentColor: '#334155',
  fontFamily: SYSTEM_FONTS,
  fonts: [],
  radius: 'md',
  logoUrl: null,
  faviconUrl: null,
  buddiesText: 'Buddy',
  buddiesTextPlural: 'Buddies',
};
