import type { Booking, BookingDetails } from '@fairway/contracts';
import { BookingType } from '@fairway/contracts';
import type { StoredBookingDetails } from '../../db/schema/bookings';
import { isCancellable, isExpired } from '../../domain/booking-rules/cutoff';
import { isoString } from '../../lib/time';
import type { BookingRow } from './repository';

/** The one place database rows become the spec's wire names. */
export function toBooking(b: BookingRow, now: Date): Booking {
  const cancelled = b.cancelledAt !== null;
  return {
    Id: b.id,
    BookingType: b.bookingType,
    ClubId: b.clubId,
    ClubName: b.clubName,
    CourseId: b.courseId,
    CourseName: b.courseName,
    Date: isoString(b.startsAt),
    NumberOfPeople: b.numberOfPeople,
    OfWhichJuniors: b.ofWhichJuniors,
    BookedByUsername: b.bookedByUsername,
    BookedByName: b.bookedByName,
    BookingRef: b.bookingRef,
    Notes: b.notes,
    CancellationNotes: b.cancellationNotes,
    ConfirmationCode: b.confirmationCode,
    ConfirmationStatus: b.confirmationStatus,
    Cancelled: cancelled,
    Cancellable: isCancellable(
      { cancelled, startsAt: b.startsAt, cutoffHours: b.cancellationCutoffHours },
      now,
    ),
    Expired: isExpired(b.startsAt, now),
    NoShow: b.noShowAt !== null,
    ExtraDetails:
      b.bookingType === BookingType.Extra
        ? { TitleDesc: b.extraTitle ?? b.courseName, Fulfilled: b.fulfilled ?? false }
        : null,
    ...(b.details ? { Details: toDetails(b.details) } : {}),
    Cost: b.cost,
    CostUnit: b.costUnit,
  };
}

function toDetails(d: StoredBookingDetails): BookingDetails {
  return {
    ...(d.treatment ? { Treatment: { Name: d.treatment.name, Minutes: d.treatment.minutes } } : {}),
    ...(d.nights === undefined ? {} : { Nights: d.nights }),
  };
}
