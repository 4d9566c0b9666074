import type { Booking, ExtraForm } from '@fairway/contracts';
import { BookingType } from '@fairway/contracts';
import ical, { ICalEventStatus } from 'ical-generator';
import { localDateOf } from '../../lib/time';

/** How long each kind of booking lasts in the calendar (golf 4 h, spa 1 h, extras 1 h, dining 2 h). */
const DURATION_MINUTES: Record<Booking['BookingType'], number> = { 0: 240, 1: 60, 2: 60, 4: 120 };

/** Cancelled, or awaiting the club (TENTATIVE), or confirmed: the same state as the card's badge. */
export function calendarStatus(b: Pick<Booking, 'Cancelled' | 'ConfirmationStatus'>): ICalEventStatus {
  if (b.Cancelled) return ICalEventStatus.CANCELLED;
  return b.ConfirmationStatus === 'NotConfirmed' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED;
}

/**
 * The party in the facility's own word, as the booking screens say it (issue 11 §1): golf's Players,
 * the spa's and a stay's Guests, a restaurant's Covers, guest passes, and People for anything else.
 */
export function partyWord(
  b: Pick<Booking, 'BookingType' | 'Details'>,
  extraForm?: ExtraForm['form'],
): string {
  if (b.BookingType === BookingType.Golf) return 'Players';
  if (b.BookingType === BookingType.Dining) return 'Covers';
  if (b.BookingType === BookingType.Spa || extraForm === 'stay' || b.Details?.Nights !== undefined) {
    return 'Guests';
  }
  return extraForm === 'quantity' ? 'Guest passes' : 'People';
}

/** Where and for whom the file is written: the club's address, the host naming the event, the club's zone. */
export type CalendarContext = {
  location: string;
  host: string;
  timeZone: string;
  extraForm?: ExtraForm['form'];
};

/** A calendar date (YYYY-MM-DD) as the UTC midnight ical-generator writes an all-day date from. */
const dayOf = (date: string, plusDays = 0) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + plusDays * 86_400_000);

/**
 * When the event runs: a stay spans its nights (all-day, check-in day to check-out day, which an
 * all-day event's end excludes), a treatment its own minutes, anything else its facility's usual length.
 */
function eventTimes(booking: Booking, timeZone: string): { start: Date; end: Date; allDay: boolean } {
  const start = new Date(booking.Date);
  const nights = booking.Details?.Nights;
  if (nights !== undefined) {
    const checkIn = localDateOf(start, timeZone);
    return { start: dayOf(checkIn), end: dayOf(checkIn, nights), allDay: true };
  }
  const minutes = booking.Details?.Treatment?.Minutes ?? DURATION_MINUTES[booking.BookingType];
  return { start, end: new Date(start.getTime() + minutes * 60_000), allDay: false };
}

/** An RFC 5545 calendar with one event for the booking; times in UTC, a stay's dates as all-day. */
export function bookingCalendar(booking: Booking, ctx: CalendarContext): string {
  const title = booking.ExtraDetails?.TitleDesc ?? booking.CourseName;
  const calendar = ical({
    name: 'Fairway bookings',
    prodId: { company: 'Fairway', product: 'members-portal' },
  });
  const word = partyWord(booking, ctx.extraForm);
  calendar.createEvent({
    id: `booking-${booking.Id}@${ctx.host}`,
    ...eventTimes(booking, ctx.timeZone),
    summary: `${title} at ${booking.ClubName}`,
    description: [
      `Booking ref: ${booking.BookingRef}`,
      booking.Details?.Treatment &&
        `Treatment: ${booking.Details.Treatment.Name} (${booking.Details.Treatment.Minutes} min)`,
      booking.Details?.Nights !== undefined && `Nights: ${booking.Details.Nights}`,
      `${word}: ${booking.NumberOfPeople}${booking.OfWhichJuniors ? ` (${booking.OfWhichJuniors} juniors)` : ''}`,
      booking.Notes ? `Notes: ${booking.Notes}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    location: ctx.location,
    status: calendarStatus(booking),
  });
  return calendar.toString();
}
