import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import bookingsEn from './bookings.en.json';
import bookingsEnUS from './bookings.en-US.json';
import bookingsFr from './bookings.fr.json';
import en from './en.json';
import enUS from './en-US.json';
import fr from './fr.json';

export const SUPPORTED_LOCALES = ['en', 'en-US', 'fr'] as const;

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

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: { ...en, ...bookingsEn } },
    'en-US': { translation: { ...enUS, ...bookingsEnUS } },
    fr: { translation: { ...fr, ...bookingsFr } },
  },
  lng: pickLocale(browserLanguages),
  fallbackLng: { 'en-US': ['en'], default: ['en'] },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
