import type { Booking, CalendarWords, ExtraForm } from '@fairway/contracts';
import { BookingType, CALENDAR_WORDS } from '@fairway/contracts';
import ical, { type ICalCalendar, ICalEventStatus } from 'ical-generator';
import { localDateOf } from '../../lib/time';
import { vtimezone } from './vtimezone';
import { ZonedInstant } from './zoned-instant';

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
  words: CalendarWords = CALENDAR_WORDS.en,
): string {
  if (b.BookingType === BookingType.Golf) return words.players;
  if (b.BookingType === BookingType.Dining) return words.covers;
  if (b.BookingType === BookingType.Spa || extraForm === 'stay' || b.Details?.Nights !== undefined) {
    return words.guests;
  }
  return extraForm === 'quantity' ? words.guestPasses : words.people;
}

/** Where and for whom the file is written: the club's address, the host naming the event, the club's zone. */
export type CalendarContext = {
  location: string;
  host: string;
  timeZone: string;
  extraForm?: ExtraForm['form'];
  /** The words of the member's language (CALENDAR_WORDS); English when not given. */
  words?: CalendarWords;
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

/** What the facility is, in words, for the event's category and first line (issue 23 §1). */
export function facilityWord(
  b: Pick<Booking, 'BookingType' | 'Details'>,
  extraForm?: ExtraForm['form'],
  words: CalendarWords = CALENDAR_WORDS.en,
): string {
  if (b.BookingType === BookingType.Golf) return words.teeTime;
  if (b.BookingType === BookingType.Spa) return words.spaTreatment;
  if (b.BookingType === BookingType.Dining) return words.tableBooking;
  if (extraForm === 'stay' || b.Details?.Nights !== undefined) return words.stay;
  return words.booking;
}

/** A feed's extra facts about an event: its revision, when it last changed, and the page that shows it. */
export type FeedEventFacts = { sequence: number; updatedAt: Date; url: string };

/**
 * Adds the booking's event: the one writer of a booking in iCalendar, for the single file (times in
 * UTC) and the feed (`zoned`: times in the club's zone, which the feed describes as a VTIMEZONE).
 */
function addBookingEvent(
  calendar: ICalCalendar,
  booking: Booking,
  ctx: CalendarContext & { zoned?: boolean; feed?: FeedEventFacts },
): void {
  const title = booking.ExtraDetails?.TitleDesc ?? booking.CourseName;
  const w = ctx.words ?? CALENDAR_WORDS.en;
  const word = partyWord(booking, ctx.extraForm, w);
  const facility = facilityWord(booking, ctx.extraForm, w);
  const times = eventTimes(booking, ctx.timeZone);
  const zoned = ctx.zoned && !times.allDay;
  calendar.createEvent({
    id: `booking-${booking.Id}@${ctx.host}`,
    ...(zoned
      ? {
          start: new ZonedInstant(times.start),
          end: new ZonedInstant(times.end),
          allDay: false,
          timezone: ctx.timeZone,
        }
      : times),
    summary: w.summary.replace('{{title}}', title).replace('{{club}}', booking.ClubName),
    description: [
      facility,
      `${w.bookingRef}: ${booking.BookingRef}`,
      booking.Details?.Treatment &&
        `${w.treatment}: ${booking.Details.Treatment.Name} (${booking.Details.Treatment.Minutes} ${w.minutes})`,
      booking.Details?.Nights !== undefined && `${w.nights}: ${booking.Details.Nights}`,
      `${word}: ${booking.NumberOfPeople}${booking.OfWhichJuniors ? ` (${booking.OfWhichJuniors} ${w.juniors})` : ''}`,
      booking.Notes ? `${w.notes}: ${booking.Notes}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    location: ctx.location,
    categories: [{ name: facility }],
    status: calendarStatus(booking),
    ...(ctx.feed
      ? {
          sequence: ctx.feed.sequence,
          stamp: ctx.feed.updatedAt,
          lastModified: ctx.feed.updatedAt,
          url: ctx.feed.url,
        }
      : {}),
  });
}

/** RFC 5545 §3.1 ends every content line with CRLF, the last (END:VCALENDAR) too; strict readers ask it. */
const withFinalCrlf = (text: string) => (text.endsWith('\r\n') ? text : `${text}\r\n`);

const PRODUCT = { company: 'Fairway', product: 'members-portal' };

/** An RFC 5545 calendar with one event for the booking; times in UTC, a stay's dates as all-day. */
export function bookingCalendar(booking: Booking, ctx: CalendarContext): string {
  const calendar = ical({ name: (ctx.words ?? CALENDAR_WORDS.en).calendarName, prodId: PRODUCT });
  addBookingEvent(calendar, booking, ctx);
  return withFinalCrlf(calendar.toString());
}

export type FeedEntry = { booking: Booking; context: CalendarContext; facts: FeedEventFacts };

/**
 * The member's feed (issue 23 §1): every entry as an event in its club's zone, each zone described by a
 * VTIMEZONE covering the years the events fall in. DTSTAMP is when the booking last changed (RFC 5545
 * §3.8.7.2, no METHOD), so the same bookings always give the same bytes and the ETag holds.
 */
export function feedCalendar(entries: FeedEntry[], name: string): string {
  const years = entries.map((e) => new Date(e.booking.Date).getUTCFullYear());
  const span = { from: Math.min(...years) - 1, to: Math.max(...years) + 1 };
  const calendar = ical({
    name,
    prodId: PRODUCT,
    ttl: 60 * 60,
    timezone: { name: null, generator: (zone) => vtimezone(zone, span) },
  });
  for (const entry of entries) {
    addBookingEvent(calendar, entry.booking, { ...entry.context, zoned: true, feed: entry.facts });
  }
  return withFinalCrlf(calendar.toString());
}
