/**
 * The feature catalogues loaded with the screens that read them (./texts.ts), and the module of each one's
 * `en` catalogue: the web build preloads those with a screen's chunks (build/route-chunks.ts). No imports:
 * the build reads it through Vite's SSR loader.
 */
export const TEXT_FILES = {
  ballots: 'src/i18n/ballots.en.json',
  bookings: 'src/i18n/bookings.en.json',
  clubPages: 'src/i18n/club-pages.en.json',
  explore: 'src/i18n/explore.en.json',
  integrations: 'src/i18n/integrations.en.json',
  teeTimeSearch: 'src/i18n/tee-time-search.en.json',
  releaseLines: 'src/i18n/release-lines.en.json',
  waitlist: 'src/i18n/waitlist.en.json',
} as const;

export type TextPart = keyof typeof TEXT_FILES;
