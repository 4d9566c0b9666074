import type { Booking, ExtraForm } from '@fairway/contracts';
import { BookingType } from '@fairway/contracts/constants';
import type { TFunction } from 'i18next';

/**
 * A booking's party in its facility's own words (issue 11 §1), as the booking screen's `partyText` says
 * it: golf's Players and Juniors, the spa's Guests, a restaurant's Covers (a table for N), a stay's
 * Guests, guest passes and a training session. `extraForm` is the club's form for an extra's course.
 */
export function bookingParty(
  t: TFunction,
  b: Pick<Booking, 'BookingType' | 'NumberOfPeople' | 'OfWhichJuniors' | 'Details'>,
  extraForm?: ExtraForm['form'],
): { label: string; text: string } {
  const count = b.NumberOfPeople;
  const juniors = t('bookings.juniors', { count: b.OfWhichJuniors });
  switch (b.BookingType) {
    case BookingType.Golf:
      return { label: t('bookings.party'), text: `${t('bookings.players', { count })}, ${juniors}` };
    case BookingType.Dining:
      return { label: t('teeTimes.covers'), text: t('teeTimes.tableFor', { count }) };
    case BookingType.Spa: {
      const guests = t('teeTimes.guestCount', { count });
      return { label: t('teeTimes.guests'), text: b.OfWhichJuniors > 0 ? `${guests}, ${juniors}` : guests };
    }
  }
  if (extraForm === 'quantity') {
    return { label: t('teeTimes.passes'), text: t('teeTimes.passCount', { count }) };
  }
  if (extraForm === 'stay' || b.Details?.Nights !== undefined) {
    return { label: t('teeTimes.guests'), text: t('teeTimes.guestCount', { count }) };
  }
  return { label: t('teeTimes.people'), text: t('teeTimes.peopleCount', { count }) };
}
