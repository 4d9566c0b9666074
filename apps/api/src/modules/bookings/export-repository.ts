import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { bookingClubs, courseNames } from '../courses';
import { bookerNames } from '../members';

/**
 * The staff export's bookings.csv, read page by page (staff/export-service.ts streams it): one statement
 * joins the club's zone, the course's name and the booker's (their owners' selections), as the booking
 * views do (repository.ts).
 */

/**
 * A row of bookings.csv as the database writes it: the start's date and time already in the club's zone
 * and the status already worded, so the export does no work per row but quoting its cells (issue 46 §11:
 * a time-zone conversion per row made 20,500 bookings take 4.6–7.8 s). `startsAt` (the timestamp as
 * PostgreSQL writes it, exact to the microsecond) and `id` are the page's keyset.
 */
export type BookingExportRow = {
  id: number;
  startsAt: string;
  bookingRef: string;
  date: string;
  time: string;
  courseName: string;
  bookedByName: string;
  bookedByEmail: string;
  numberOfPeople: number;
  ofWhichJuniors: number;
  status: string;
  cost: number;
  costUnit: string;
  notes: string;
};

const localStart = sql`(${bookings.startsAt} at time zone ${bookingClubs.timeZone})`;

/**
 * One page of the club's bookings, oldest first, after the last row of the previous page (keyset on the
 * club's start index: each page is one range read, as cheap as the first).
 */
export async function findClubBookingsExportPage(
  db: DbOrTx,
  clubId: number,
  after: BookingExportRow | null,
  limit: number,
): Promise<BookingExportRow[]> {
  return db
    .select({
      id: bookings.id,
      startsAt: sql<string>`${bookings.startsAt}::text`,
      bookingRef: bookings.bookingRef,
      date: sql<string>`to_char(${localStart}, 'YYYY-MM-DD')`,
      time: sql<string>`to_char(${localStart}, 'HH24:MI')`,
      courseName: courseNames.name,
      bookedByName: bookerNames.name,
      bookedByEmail: bookerNames.email,
      numberOfPeople: bookings.numberOfPeople,
      ofWhichJuniors: bookings.ofWhichJuniors,
      status: sql<string>`case when ${bookings.cancelledAt} is not null then 'Cancelled'
        when ${bookings.confirmationStatus} = 'NotConfirmed' then 'Pending' else 'Confirmed' end`,
      cost: bookings.cost,
      costUnit: bookings.costUnit,
      notes: bookings.notes,
    })
    .from(bookings)
    .innerJoin(bookingClubs, eq(bookingClubs.id, bookings.clubId))
    .innerJoin(courseNames, eq(courseNames.id, bookings.courseId))
    .innerJoin(bookerNames, eq(bookerNames.id, bookings.bookedBy))
    .where(
      and(
        eq(bookings.clubId, clubId),
        after
          ? sql`(${bookings.startsAt}, ${bookings.id}) > (${after.startsAt}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(limit);
}
