import i18n, { i18nReady, readerLanguages } from './index';
import type { TextPart } from './text-parts';

export { TEXT_FILES, type TextPart } from './text-parts';

type Catalogue = () => Promise<{ default: Record<string, string> }>;

/**
 * Feature catalogues that only some screens read: not in the `en` catalogue every page loads before its
 * first render (locales/en.ts), but loaded with the screens that need them, before they render (the
 * router table's `texts`; src/app/route-texts.test.ts checks that every screen names those it reads). The
 * page preloads a screen's `en` ones with its chunks (build/route-chunks.ts). Route titles stay in en.json.
 */
const TEXTS = {
  ballots: { en: () => import('./ballots.en.json'), fr: () => import('./ballots.fr.json') },
  bookings: { en: () => import('./bookings.en.json'), fr: () => import('./bookings.fr.json') },
  clubPages: { en: () => import('./club-pages.en.json'), fr: () => import('./club-pages.fr.json') },
  explore: {
    en: () => import('./explore.en.json'),
    'en-US': () => import('./explore.en-US.json'),
    fr: () => import('./explore.fr.json'),
  },
  integrations: { en: () => import('./integrations.en.json'), fr: () => import('./integrations.fr.json') },
  teeTimeSearch: {
    en: () => import('./tee-time-search.en.json'),
    fr: () => import('./tee-time-search.fr.json'),
  },
  releaseLines: {
    en: () => import('./release-lines.en.json'),
    fr: () => import('./release-lines.fr.json'),
  },
  waitlist: { en: () => import('./waitlist.en.json'), fr: () => import('./waitlist.fr.json') },
  // Only staff read it: the console's layout loads it (loadConsoleTexts), no member route names it.
  // en-US has no overrides of its own: its fallback, en, carries them.
  staffConsole: {
    en: () => import('./staff-console.en.json'),
    fr: () => import('./staff-console.fr.json'),
  },
} satisfies Record<TextPart | 'staffConsole', Partial<Record<string, Catalogue>>>;

type Part = keyof typeof TEXTS;

const loaded = new Map<string, Promise<void>>();

function load(part: Part, language: string): Promise<void> {
  const read = (TEXTS[part] as Partial<Record<string, Catalogue>>)[language];
  if (!read) return Promise.resolve();
  const key = `${part}:${language}`;
  let done = loaded.get(key);
  if (!done) {
    // Added once the main catalogue is in: a bundle already there would stop i18next loading it.
    done = Promise.all([read(), i18nReady]).then(
      ([catalogue]) => {
        i18n.addResourceBundle(language, 'translation', catalogue.default, true, false);
      },
      (error: unknown) => {
        loaded.delete(key);
        throw error;
      },
    );
    loaded.set(key, done);
  }
  return done;
}

/** Every part asked for so far: loaded again in a language the reader switches to. */
const wanted = new Set<Part>();

i18n.on('languageChanged', () => {
  if (wanted.size) void loadTexts([...wanted]).catch(() => undefined);
});

/** Loads these parts in the reader's language and its fallbacks; resolves once they are all there. */
export async function loadTexts(parts: readonly Part[] | undefined): Promise<void> {
  if (!parts?.length) return;
  for (const part of parts) wanted.add(part);
  const languages = readerLanguages();
  await Promise.all(parts.flatMap((part) => languages.map((language) => load(part, language))));
}

/** The staff console's texts, loaded with its layout. */
export const loadConsoleTexts = (): Promise<void> => loadTexts(['staffConsole']);
