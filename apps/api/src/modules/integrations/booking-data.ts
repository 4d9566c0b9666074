import type { V1Booking } from '@fairway/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { clubs } from '../../db/schema/clubs';
import { courses } from '../../db/schema/courses';
import { members } from '../../db/schema/members';
import { isoString, localParts } from '../../lib/time';

/** The columns a v1 booking (and a booking event's payload) is made of, one place for both. */
const columns = {
  id: bookings.id,
  ref: bookings.bookingRef,
  clubId: bookings.clubId,
  courseId: bookings.courseId,
  courseName: courses.name,
  bookingType: bookings.bookingType,
  startsAt: bookings.startsAt,
  timeZone: clubs.timeZone,
  players: bookings.numberOfPeople,
  juniors: bookings.ofWhichJuniors,
  confirmationStatus: bookings.confirmationStatus,
  cancelledAt: bookings.cancelledAt,
  noShowAt: bookings.noShowAt,
  bookedBy: bookings.bookedBy,
  bookedByName: sql<string>`${members.forename} || ' ' || ${members.surname}`,
  notes: bookings.notes,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
};

export function selectBookingData(db: DbOrTx) {
  return db
    .select(columns)
    .from(bookings)
    .innerJoin(courses, eq(courses.id, bookings.courseId))
    .innerJoin(clubs, eq(clubs.id, bookings.clubId))
    .innerJoin(members, eq(members.id, bookings.bookedBy));
}
export type BookingDataRow = Awaited<ReturnType<typeof selectBookingData>>[number];

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
