import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { clubs } from '../../db/schema/clubs';
import { courses } from '../../db/schema/courses';
import { members } from '../../db/schema/members';

export type MemberExportRow = {
  id: string;
  forename: string;
  surname: string;
  email: string;
  phone: string | null;
  packageName: string | null;
  expires: Date | null;
  homePoints: number;
};

/**
 * One page of the club's members by surname, forename, id, after the last row of the previous page
 * (keyset: each page is as cheap as the first, and rows added meanwhile cannot shift a page).
 */
export async function findClubMembersPage(
  db: DbOrTx,
  clubId: number,
  after: MemberExportRow | null,
  limit: number,
): Promise<MemberExportRow[]> {
  return db
    .select({
      id: members.id,
      forename: members.forename,
      surname: members.surname,
      email: members.email,
      phone: members.phone,
      packageName: members.packageName,
      expires: members.membershipExpires,
      homePoints: members.homePoints,
    })
    .from(members)
    .where(
      and(
        eq(members.homeClubId, clubId),
        after
          ? sql`(${members.surname}, ${members.forename}, ${members.id}) > (${after.surname}, ${after.forename}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(members.surname), asc(members.forename), asc(members.id))
    .limit(limit);
}

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

const localStart = sql`(${bookings.startsAt} at time zone ${clubs.timeZone})`;

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
      courseName: courses.name,
      bookedByName: sql<string>`${members.forename} || ' ' || ${members.surname}`,
      bookedByEmail: members.email,
      numberOfPeople: bookings.numberOfPeople,
      ofWhichJuniors: bookings.ofWhichJuniors,
      status: sql<string>`case when ${bookings.cancelledAt} is not null then 'Cancelled'
        when ${bookings.confirmationStatus} = 'NotConfirmed' then 'Pending' else 'Confirmed' end`,
      cost: bookings.cost,
      costUnit: bookings.costUnit,
      notes: bookings.notes,
    })
    .from(bookings)
    .innerJoin(clubs, eq(clubs.id, bookings.clubId))
    .innerJoin(courses, eq(courses.id, bookings.courseId))
    .innerJoin(members, eq(members.id, bookings.bookedBy))
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
