import { and, asc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, slotOccupancy } from '../../db/schema/bookings';
import { bookingClubs, courseNames } from '../courses';
import type { BookingReadsPort } from '../integrations';
import { bookerNames } from '../members';

/**
 * What the club integrations read of bookings and places (integrations sits below bookings, so these reach
 * it as its BookingReadsPort, wired in modules/index.ts), with the course's name, the club's zone and the
 * booker's name through their owners' selections.
 */

/** The columns a v1 booking (and a booking event's payload) is made of, one place for both. */
const columns = {
  id: bookings.id,
  ref: bookings.bookingRef,
  clubId: bookings.clubId,
  courseId: bookings.courseId,
  courseName: courseNames.name,
  bookingType: bookings.bookingType,
  startsAt: bookings.startsAt,
  timeZone: bookingClubs.timeZone,
  players: bookings.numberOfPeople,
  juniors: bookings.ofWhichJuniors,
  confirmationStatus: bookings.confirmationStatus,
  cancelledAt: bookings.cancelledAt,
  noShowAt: bookings.noShowAt,
  bookedBy: bookings.bookedBy,
  bookedByName: bookerNames.name,
  notes: bookings.notes,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
};

function selectBookingData(db: DbOrTx) {
  return db
    .select(columns)
    .from(bookings)
    .innerJoin(courseNames, eq(courseNames.id, bookings.courseId))
    .innerJoin(bookingClubs, eq(bookingClubs.id, bookings.clubId))
    .innerJoin(bookerNames, eq(bookerNames.id, bookings.bookedBy));
}
type BookingDataRow = Awaited<ReturnType<typeof selectBookingData>>[number];

/** One booking as a booking event's payload names it; null when it is gone. */
export async function findBookingData(db: DbOrTx, bookingId: number): Promise<BookingDataRow | null> {
  const [row] = await selectBookingData(db).where(eq(bookings.id, bookingId));
  return row ?? null;
}

/**
 * The club's bookings (cancelled ones too) by start, then id, starting in [from, to) and after the
 * cursor's booking: `limit` of them and one more (whether a next page follows).
 */
export function findBookingsPage(
  db: DbOrTx,
  input: {
    clubId: number;
    from: Date | null;
    to: Date | null;
    after: { startsAt: number; id: number } | null;
    limit: number;
  },
): Promise<BookingDataRow[]> {
  const conditions: (SQL | undefined)[] = [eq(bookings.clubId, input.clubId)];
  if (input.from) conditions.push(gte(bookings.startsAt, input.from));
  if (input.to) conditions.push(lt(bookings.startsAt, input.to));
  if (input.after) {
    conditions.push(
      sql`(${bookings.startsAt}, ${bookings.id}) > (${new Date(input.after.startsAt).toISOString()}::timestamptz, ${input.after.id})`,
    );
  }
  return selectBookingData(db)
    .where(and(...conditions))
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(input.limit + 1);
}

/** Places taken at the courses' starts within [from, to). */
export function findPlacesTaken(db: DbOrTx, courseIds: number[], from: Date, to: Date) {
  return db
    .select({
      courseId: slotOccupancy.courseId,
      startsAt: slotOccupancy.startsAt,
      taken: slotOccupancy.placesTaken,
    })
    .from(slotOccupancy)
    .where(
      and(
        inArray(slotOccupancy.courseId, courseIds),
        gte(slotOccupancy.startsAt, from),
        lt(slotOccupancy.startsAt, to),
      ),
    );
}

/** The club's live bookings of one club-local date, by start. */
export function findLiveBookingsOfDay(
  db: DbOrTx,
  clubId: number,
  localDate: string,
): Promise<BookingDataRow[]> {
  return selectBookingData(db)
    .where(and(eq(bookings.clubId, clubId), eq(bookings.localDate, localDate), isNull(bookings.cancelledAt)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/** What integrations takes from this module (see BookingReadsPort; the offers come from waitlist). */
export const clubBookingReads: Omit<BookingReadsPort, 'findPlacesOnOffer'> = {
  findBookingData,
  findBookingsPage,
  findPlacesTaken,
  findLiveBookingsOfDay,
};
