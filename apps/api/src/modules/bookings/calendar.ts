import type { Booking } from '@fairway/contracts';
import ical, { ICalEventStatus } from 'ical-generator';

/** How long each kind of booking lasts in the calendar (golf 4 h, spa 1 h, extras 1 h, dining 2 h). */
const DURATION_MINUTES: Record<Booking['BookingType'], number> = { 0: 240, 1: 60, 2: 60, 4: 120 };

/** Cancelled, or awaiting the club (TENTATIVE), or confirmed: the same state as the card's badge. */
export function calendarStatus(b: Pick<Booking, 'Cancelled' | 'ConfirmationStatus'>): ICalEventStatus {
  if (b.Cancelled) return ICalEventStatus.CANCELLED;
  return b.ConfirmationStatus === 'NotConfirmed' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED;
}

/** An RFC 5545 calendar with one event for the booking; times in UTC. */
export function bookingCalendar(booking: Booking, location: string, host: string): string {
  const start = new Date(booking.Date);
  const end = new Date(start.getTime() + DURATION_MINUTES[booking.BookingType] * 60_000);
  const title = booking.ExtraDetails?.TitleDesc ?? booking.CourseName;
  const calendar = ical({
    name: 'Fairway bookings',
    prodId: { company: 'Fairway', product: 'members-portal' },
  });
  calendar.createEvent({
    id: `booking-${booking.Id}@${host}`,
    start,
    end,
    summary: `${title} at ${booking.ClubName}`,
    description: [
      `Booking ref: ${booking.BookingRef}`,
      `Players: ${booking.NumberOfPeople}${booking.OfWhichJuniors ? ` (${booking.OfWhichJuniors} juniors)` : ''}`,
      booking.Notes ? `Notes: ${booking.Notes}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    location,
    status: calendarStatus(booking),
  });
  return calendar.toString();
}
