import type { Booking } from '@fairway/contracts';
import { BookingType } from '@fairway/contracts/constants';
import { appPaths } from '../../../lib/paths';
import { localDate } from '../../../lib/zoned-dates';

export type BookingBadge = 'cancelled' | 'pending' | 'confirmed' | 'played' | 'noShow';

/**
 * member-area §2: Cancelled takes precedence over Pending (NotConfirmed) and Confirmed (ManualConfirmed).
 * A past booking never stays Pending: it reads as what happened (played, or a no-show staff marked).
 */
export function bookingBadge(
  b: Pick<Booking, 'Cancelled' | 'ConfirmationStatus' | 'Expired' | 'NoShow'>,
): BookingBadge {
  if (b.Cancelled) return 'cancelled';
  if (b.NoShow) return 'noShow';
  if (b.Expired) return 'played';
  return b.ConfirmationStatus === 'ManualConfirmed' ? 'confirmed' : 'pending';
}

export function isDining(b: Pick<Booking, 'BookingType'>): boolean {
  return b.BookingType === BookingType.Dining;
}

/**
 * The card's line under its title: every card its date and time (issue 44 §4); an extra (personal
 * training, guest passes), whose title names no place, the club too.
 */
export function cardLine(b: Pick<Booking, 'BookingType' | 'ClubName'>, dateTime: string): string {
  return b.BookingType === BookingType.Extra ? `${dateTime} · ${b.ClubName}` : dateTime;
}

/** The banner title: the course name, or the extra's TitleDesc. */
export function bannerTitle(b: Pick<Booking, 'CourseName' | 'ExtraDetails'>): string {
  return b.ExtraDetails?.TitleDesc || b.CourseName;
}

/** Cancel booking is offered only when cancellable, not expired and not cancelled. */
export function canCancel(b: Pick<Booking, 'Cancellable' | 'Expired' | 'Cancelled'>): boolean {
  return b.Cancellable && !b.Expired && !b.Cancelled;
}

/**
 * Book again: the same club, course and party (and a stay's nights), on the booking's local date. The
 * course's URL sends a spa, restaurant or extra course on to its own screen.
 */
export function bookAgainUrl(
  b: Pick<Booking, 'ClubId' | 'CourseId' | 'Date' | 'NumberOfPeople' | 'OfWhichJuniors' | 'Details'>,
  timeZone: string | undefined,
): string {
  const url = appPaths.teeTimes(b.ClubId, b.CourseId, {
    date: localDate(b.Date, timeZone),
    players: b.NumberOfPeople,
    juniors: b.OfWhichJuniors,
    bookAgain: true,
  });
  return b.Details?.Nights ? `${url}&Nights=${b.Details.Nights}` : url;
}

/** member-area §5: upcoming shows only bookings without a fulfilled extra; cancelled type-2 bookings hide. */
export function isShownUpcoming(b: Pick<Booking, 'ExtraDetails' | 'BookingType' | 'Cancelled'>): boolean {
  if (b.ExtraDetails?.Fulfilled) return false;
  return !(b.BookingType === BookingType.Extra && b.Cancelled);
}
