import type { V1Booking } from '@fairway/contracts';
import { isoString, localParts } from '../../lib/time';
import type { BookingDataRow } from './booking-reads-port';

/** A minute of the day as the wall clock `HH:mm`. */
export const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export function bookingStatus(row: Pick<BookingDataRow, 'cancelledAt' | 'confirmationStatus'>) {
  if (row.cancelledAt) return 'Cancelled' as const;
  return row.confirmationStatus === 'NotConfirmed' ? ('Pending' as const) : ('Confirmed' as const);
}

/** The v1 wire shape of a booking (versioned: fields are only ever added). */
export function toV1Booking(row: BookingDataRow): V1Booking {
  const local = localParts(row.startsAt, row.timeZone);
  return {
    Id: row.id,
    Ref: row.ref,
    ClubId: row.clubId,
    CourseId: row.courseId,
    CourseName: row.courseName,
    BookingType: row.bookingType,
    Start: isoString(row.startsAt),
    LocalDate: local.date,
    LocalTime: hhmm(local.minuteOfDay),
    Players: row.players,
    Juniors: row.juniors,
    Status: bookingStatus(row),
    NoShow: row.noShowAt !== null,
    BookedBy: { MemberId: row.bookedBy, Name: row.bookedByName },
    Notes: row.notes,
    CreatedAt: isoString(row.createdAt),
    UpdatedAt: isoString(row.updatedAt),
    CancelledAt: row.cancelledAt ? isoString(row.cancelledAt) : null,
  };
}
