import type { ClubFaq, ClubTheme } from '@fairway/contracts';
import type { TFunction } from 'i18next';

/**
 * The help page's questions (club-discovery §2 Help and contact), in order: booking, buddy bookings,
 * cancelling, handicap, adding a buddy, card security, buying points, cancelling a renewal and Open Play
 * points. Each is `help.<id>.q` and `help.<id>.a` in the catalogue.
 */
export const FAQ_ITEMS = [
  'booking',
  'buddyBookings',
  'cancelling',
  'handicap',
  'addingBuddy',
  'cardSecurity',
  'buyingPoints',
  'cancellingRenewal',
  'openPlay',
] as const;

/** The words the standard answers use: the club's buddies word. */
export function faqWords(theme: Pick<ClubTheme, 'buddiesText' | 'buddiesTextPlural'>) {
  return {
    buddy: theme.buddiesText.toLowerCase(),
    buddies: theme.buddiesTextPlural.toLowerCase(),
    Buddies: theme.buddiesTextPlural,
  };
}

/**
 * The help page's questions: the club's own when its document has some, else the standard nine in the
 * club's words (also what the content editor starts a club's own list from).
 */
export function helpFaqs(
  t: TFunction,
  club: { faqs?: ClubFaq[] | undefined; theme: Pick<ClubTheme, 'buddiesText' | 'buddiesTextPlural'> },
): ClubFaq[] {
  if (club.faqs && club.faqs.length > 0) return club.faqs;
  const words = faqWords(club.theme);
  return FAQ_ITEMS.map((id) => ({ question: t(`help.${id}.q`, words), answer: t(`help.${id}.a`, words) }));
}
