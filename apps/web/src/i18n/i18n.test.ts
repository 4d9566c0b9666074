import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import accountEn from './account.en.json';
import accountEnUS from './account.en-US.json';
import accountFr from './account.fr.json';
import { apiErrorCatalogue } from './api-error-catalogue';
import ballotsEn from './ballots.en.json';
import ballotsFr from './ballots.fr.json';
import bookingsEn from './bookings.en.json';
import bookingsEnUS from './bookings.en-US.json';
import bookingsFr from './bookings.fr.json';
import buddiesEn from './buddies.en.json';
import buddiesFr from './buddies.fr.json';
import checkoutEn from './checkout.en.json';
import checkoutFr from './checkout.fr.json';
import clubPagesEn from './club-pages.en.json';
import clubPagesFr from './club-pages.fr.json';
import enBase from './en.json';
import enUSBase from './en-US.json';
import exploreEn from './explore.en.json';
import exploreEnUS from './explore.en-US.json';
import exploreFr from './explore.fr.json';
import exploreMapEn from './explore-map.en.json';
import exploreMapFr from './explore-map.fr.json';
import frBase from './fr.json';
import i18n, { pickLocale } from './index';
import integrationsEn from './integrations.en.json';
import integrationsFr from './integrations.fr.json';
import notificationsEn from './notifications.en.json';
import notificationsFr from './notifications.fr.json';
import releaseLinesEn from './release-lines.en.json';
import releaseLinesFr from './release-lines.fr.json';
import staffConsoleEn from './staff-console.en.json';
import staffConsoleFr from './staff-console.fr.json';
import teeTimeSearchEn from './tee-time-search.en.json';
import teeTimeSearchFr from './tee-time-search.fr.json';
import { loadTexts } from './texts';
import waitlistEn from './waitlist.en.json';
import waitlistFr from './waitlist.fr.json';

// Feature catalogues (bookings.*.json) are merged into the main ones, as in ./index.ts.
const en = {
  ...apiErrorCatalogue,
  ...enBase,
  ...accountEn,
  ...ballotsEn,
  ...bookingsEn,
  ...buddiesEn,
  ...checkoutEn,
  ...clubPagesEn,
  ...exploreMapEn,
  ...notificationsEn,
  ...exploreEn,
  ...waitlistEn,
  ...teeTimeSearchEn,
  ...staffConsoleEn,
  ...integrationsEn,
  ...releaseLinesEn,
};
const enUS = { ...enUSBase, ...accountEnUS, ...bookingsEnUS, ...exploreEnUS };
const fr = {
  ...frBase,
  ...accountFr,
  ...ballotsFr,
  ...bookingsFr,
  ...buddiesFr,
  ...checkoutFr,
  ...clubPagesFr,
  ...notificationsFr,
  ...exploreFr,
  ...exploreMapFr,
  ...waitlistFr,
  ...teeTimeSearchFr,
  ...staffConsoleFr,
  ...integrationsFr,
  ...releaseLinesFr,
};
const SRC = join(import.meta.dirname, '..');
const enKeys = new Set(Object.keys(en));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A key exists in `en` directly or as the plural forms i18next picks with `count`. */
function inEnglish(key: string): boolean {
  return enKeys.has(key) || (enKeys.has(`${key}_one`) && enKeys.has(`${key}_other`));
}

const namespaces = new Set([...enKeys].map((k) => k.split('.')[0]));

describe('i18n catalogues', () => {
  const files = sourceFiles(SRC);

  it('has every t() key used in src in en', () => {
    const missing: string[] = [];
    for (const file of files) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*['"]([^'"]+)['"]/g)) {
        if (!inEnglish(m[1]!)) missing.push(`${m[1]} (${file.slice(SRC.length)})`);
      }
    }
    expect(files.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('has every key-like literal (route titles, menu labels) in en', () => {
    const missing: string[] = [];
    for (const file of files) {
      for (const m of readFileSync(file, 'utf8').matchAll(/['"]([a-z][a-zA-Z]*\.[a-zA-Z_]+)['"]/g)) {
        const key = m[1]!;
        if (namespaces.has(key.split('.')[0]) && !inEnglish(key))
          missing.push(`${key} (${file.slice(SRC.length)})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('overrides only existing keys in en-US', () => {
    for (const key of Object.keys(enUS)) expect(enKeys.has(key), key).toBe(true);
    expect(enUS['validation.surname' as keyof typeof enUS]).toBe('Last Name required');
  });

  it('has every en key in fr, as the English text with a " fr" suffix', () => {
    for (const [key, value] of Object.entries(en)) {
      expect((fr as Record<string, string>)[key], key).toBe(`${value} fr`);
    }
  });

  it('falls back to en and reads US wording in en-US', async () => {
    expect(pickLocale(['de-DE'])).toBe('en');
    expect(pickLocale(['en-US'])).toBe('en-US');
    expect(pickLocale(['fr-FR'])).toBe('fr');
    await i18n.changeLanguage('en-US');
    expect(i18n.t('register.surname')).toBe('Last Name');
    expect(i18n.t('logout.title')).toBe('Logout');
    await i18n.changeLanguage('en');
    expect(i18n.t('register.surname')).toBe('Surname');
  });

  it('loads a catalogue only when its language is in use', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(false);
    await i18n.changeLanguage('fr');
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(true);
    expect(i18n.t('logout.title')).toBe(`${en['logout.title']} fr`);
    await i18n.changeLanguage('en');
  });

  // After the test above: French is in use from here on (the test files share one page).
  it('loads the feature catalogues asked for before again in the language the reader switches to', async () => {
    const key = 'bookings.upcomingTitle' as const;
    await loadTexts(['bookings']);
    const english = i18n.t(key);
    try {
      await i18n.changeLanguage('fr');
      // No screen asks again: the switch alone brings the French catalogue of a part asked for before.
      await waitFor(() => expect(i18n.t(key)).toBe(bookingsFr[key]));
      expect(bookingsFr[key]).not.toBe(english);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('loads the feature catalogues only some screens read apart from en, US wording included', async () => {
    const core: Record<string, string> = (await import('./locales/en')).default;
    expect(core['explore.sort.4']).toBeUndefined();
    expect(core['title.exploreClubs']).toBe('Explore Clubs');
    await i18n.changeLanguage('en-US');
    await loadTexts(['explore']);
    expect(i18n.t('explore.sort.4')).toBe('Favorites');
    await i18n.changeLanguage('en');
    expect(i18n.t('explore.sort.4')).toBe(exploreEn['explore.sort.4']);
  });

  it('counts through plural rules: no text puts a number before a plural noun but an _other form (issue 44 §6)', () => {
    const countedNoun =
      /\{\{\w+\}\} ?(points|minutes|days|hours|players|nights|places|rounds|guests|people|times|entries)\b/i;
    // Where the number is never 1: a club's look-back window in days; a ballot's players beside its entries.
    // The API's error texts (errors.*) name their numbers by their own params, from the contracts.
    const neverOne = new Set(['teeTimes.rulesRestriction', 'staffConsole.ballots.entries_one']);
    const bare = Object.entries(en).filter(
      ([key, text]) =>
        !/_(other|many)$/.test(key) &&
        !key.startsWith('errors.') &&
        !neverOne.has(key) &&
        countedNoun.test(String(text)),
    );
    expect(bare).toEqual([]);
    expect(i18n.t('explore.card.avgPrice', { count: 1 })).toBe('Average 1 point');
    expect(i18n.t('explore.card.avgPrice', { count: 12 })).toBe('Average 12 points');
    expect(i18n.t('bookings.treatmentValue', { name: 'Massage', count: 1 })).toBe('Massage, 1 minute');
  });

  it('keeps the spec texts verbatim', () => {
    expect(en['notFound.title']).toBe('Oops! Error 404');
    expect(en['logout.message']).toBe('Are you sure you want to logout?');
    expect(en['banner.lowPointsTitle']).toBe("You're Running Low on Points");
    expect(en['buddies.find.notFound']).toBe(
      "Sorry, we couldn't find anyone using that share code or email address.",
    );
    expect(en['buddies.decline.title']).toBe('Decline {{word}} request');
    expect(en['buddies.decline.message']).toBe(
      'Are you sure you want to decline your {{word}} request from {{name}}?',
    );
    expect(en['buddies.accept.message']).toBe(
      'Are you sure you want to accept this buddy invitation from {{name}}?',
    );
  });
});
