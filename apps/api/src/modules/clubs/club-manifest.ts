import type { ClubContent } from '@fairway/contracts';

/** The path of a club's web app manifest, which its pages link to (club-shell.ts). */
export function manifestHrefOf(clubId: number): string {
  return `/manifest/${clubId}.webmanifest`;
}

/** The path of a club's app icon: an SVG drawn from its colour, any size (club-branding-plugin.ts). */
export function appIconHrefOf(clubId: number): string {
  return `/img/icons/${clubId}.svg`;
}

/**
 * The web app manifest a member installs from a club's pages: the club's name, short name and brand
 * colour, and its icon (a white golf ball on a disc of that colour, as the favicon), so the installed app
 * on a phone's home screen is the club's, not the network's. One origin serves every club, so the scope
 * and start URL are the whole app; the `id` names the club, so two clubs' apps are two apps.
 */
export function clubManifest(document: ClubContent) {
  const { clubId, clubName, clubNameShort, theme } = document;
  const icon = appIconHrefOf(clubId);
  return {
    id: `/?club=${clubId}`,
    name: clubName,
    short_name: clubNameShort || clubName,
    description: `Book tee times and manage your membership of ${clubName}`,
    lang: 'en',
    theme_color: theme.primaryColor,
    background_color: '#ffffff',
    display: 'standalone',
    scope: '/',
    start_url: '/',
    icons: [
      { src: icon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: icon, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
}

/**
 * A club's app icon as SVG: a white golf ball on a full-bleed square of the club's colour (full bleed, so a
 * maskable icon's safe zone holds the whole ball). `hex` is a validated `#rrggbb` (ZHexColor).
 */
export function drawAppIcon(hex: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">',
    `<rect width="512" height="512" fill="${hex}"/>`,
    '<circle cx="256" cy="256" r="120" fill="#ffffff"/>',
    '<g fill="#d9d9d9">',
    '<circle cx="216" cy="226" r="12"/><circle cx="256" cy="210" r="12"/><circle cx="296" cy="226" r="12"/>',
    '<circle cx="236" cy="262" r="12"/><circle cx="276" cy="262" r="12"/><circle cx="256" cy="298" r="12"/>',
    '</g>',
    '</svg>',
  ].join('');
}
