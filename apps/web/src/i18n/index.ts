import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LOCALES = ['en', 'en-US', 'fr'] as const;

/**
 * Each catalogue is its own chunk, fetched when its language (or a fallback of it) is in use. The US
 * wording (a few hundred bytes) travels in the `en` chunk, which a US reader loads anyway as its fallback
 * and the page preloads (build/catalogue-preload.ts): no round trip of its own before the first screen.
 */
const catalogues: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import('./locales/en'),
  'en-US': () => import('./locales/en').then((catalogue) => ({ default: catalogue.enUS })),
  fr: () => import('./locales/fr'),
};

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const load = catalogues[language];
    if (!load) return callback(null, {});
    load().then(
      (catalogue) => callback(null, catalogue.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The browser's language when bundled, else English (member-area §9: locale falls back to en). */
export function pickLocale(languages: readonly string[]): string {
  for (const lang of languages) {
    const exact = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === lang.toLowerCase());
    if (exact) return exact;
    const base = lang.split('-')[0]?.toLowerCase();
    if (base === 'fr') return 'fr';
  }
  return 'en';
}

const browserLanguages =
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/** The languages whose catalogues the reader loads: theirs and its fallbacks (below), best first. */
export function readerLanguages(): string[] {
  if (i18n.languages?.length) return [...i18n.languages];
  const language = i18n.language ?? pickLocale(browserLanguages);
  return language === 'en' ? ['en'] : [language, 'en'];
}

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

/** Resolves once the reader's catalogue and its fallbacks are loaded: the app renders after it. */
export const i18nReady = i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: pickLocale(browserLanguages),
    fallbackLng: { 'en-US': ['en'], default: ['en'] },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export default i18n;
