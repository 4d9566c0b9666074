import { and, asc, desc, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import type { StoredBookingDetails } from '../../db/schema';
import { bookingPlayers, bookings, clubs, courses, members } from '../../db/schema';
import { arrayRow } from '../../lib/rows';

export type NewBooking = typeof bookings.$inferInsert;
export type NewPlayer = Omit<typeof bookingPlayers.$inferInsert, 'bookingId' | 'startsAt' | 'clubId'>;

const view = {
  id: bookings.id,
  bookingType: bookings.bookingType,
  bookedBy: bookings.bookedBy,
  clubId: bookings.clubId,
  clubName: clubs.name,
  cancellationCutoffHours: clubs.cancellationCutoffHours,
  timeZone: clubs.timeZone,
  address: sql<string[]>`${clubs.content} -> 'address'`,
  courseId: bookings.courseId,
  courseName: courses.name,
  startsAt: bookings.startsAt,
  numberOfPeople: bookings.numberOfPeople,
  ofWhichJuniors: bookings.ofWhichJuniors,
  bookedByUsername: members.email,
  bookedByName: sql<string>`${members.forename} || ' ' || ${members.surname}`,
  bookingRef: bookings.bookingRef,
  notes: bookings.notes,
  cancellationNotes: bookings.cancellationNotes,
  confirmationCode: bookings.confirmationCode,
  confirmationStatus: bookings.confirmationStatus,
  cancelledAt: bookings.cancelledAt,
  extraTitle: bookings.extraTitle,
  fulfilled: bookings.fulfilled,
  noShowAt: bookings.noShowAt,
  details: bookings.details,
  cost: bookings.cost,
  costUnit: bookings.costUnit,
};

export function selectViews(db: DbOrTx) {
  return db
    .select(view)
    .from(bookings)
    .innerJoin(clubs, eq(clubs.id, bookings.clubId))
    .innerJoin(courses, eq(courses.id, bookings.courseId))
    .innerJoin(members, eq(members.id, bookings.bookedBy));
}
export type BookingView = Awaited<ReturnType<typeof selectViews>>[number];

/** What the wire mapping (mapper.ts) reads of a booking. */
export type BookingRow = Omit<BookingView, 'bookedBy' | 'timeZone' | 'address'>;

/**
 * A BookingRow for reads that take rows as arrays (lib/array-query): the same fields, declared once
 * (lib/rows.ts: timestamps travel as epoch milliseconds and come back as Dates, so both drivers agree).
 */
const bookingRow = arrayRow({
  id: bookings.id,
  bookingType: bookings.bookingType,
  clubId: bookings.clubId,
  clubName: clubs.name,
  cancellationCutoffHours: clubs.cancellationCutoffHours,
  courseId: bookings.courseId,
  courseName: courses.name,
  startsAt: bookings.startsAt,
  numberOfPeople: bookings.numberOfPeople,
  ofWhichJuniors: bookings.ofWhichJuniors,
  bookedByUsername: members.email,
  bookedByName: view.bookedByName,
  bookingRef: bookings.bookingRef,
  notes: bookings.notes,
  cancellationNotes: bookings.cancellationNotes,
  confirmationCode: bookings.confirmationCode,
  confirmationStatus: bookings.confirmationStatus,
  cancelledAt: bookings.cancelledAt,
  extraTitle: bookings.extraTitle,
  fulfilled: bookings.fulfilled,
  noShowAt: bookings.noShowAt,
  details: bookings.details,
  cost: bookings.cost,
  costUnit: bookings.costUnit,
});

/**
 * The same joins as selectViews, each row one JSON array of bookingRow's fields: one column to describe
 * and parse per row instead of two dozen (measurably less client CPU). Build an arrayQuery from it.
 */
export function selectRows(db: DbOrTx) {
  return db
    .select({ row: bookingRow.select })
    .from(bookings)
    .innerJoin(clubs, eq(clubs.id, bookings.clubId))
    .innerJoin(courses, eq(courses.id, bookings.courseId))
    .innerJoin(members, eq(members.id, bookings.bookedBy));
}

/** A row of selectRows (an arrayQuery row), by name. */
export function bookingRowOf(queryRow: unknown[]): BookingRow {
  return bookingRow.decode(queryRow);
}

/** Bookings the member is on (as booker or player). */
export const visibleTo = (memberId: string | Placeholder) =>
  sql`${bookings.id} in (select ${bookingPlayers.bookingId} from ${bookingPlayers} where ${bookingPlayers.memberId} = ${memberId})`;

/**
 * Bookings the member is on that start after `after`: the member's index entries from then on
 * (`booking_players.starts_at` is its booking's), however long their history.
 */
export const visibleAfter = (memberId: string | Placeholder, after: SQL) =>
  sql`${bookings.id} in (select ${bookingPlayers.bookingId} from ${bookingPlayers}
    where ${bookingPlayers.memberId} = ${memberId} and ${bookingPlayers.startsAt} > ${after})`;

/**
 * The `count` latest bookings the member is on that start at or before `upTo` (latest first, by start
 * then id, as the previous bookings' pages go): the member's index entries read backwards from then.
 */
export const latestVisibleUpTo = (memberId: string, upTo: Date, count: number) =>
  sql`${bookings.id} in (select q.booking_id from (
    select distinct ${bookingPlayers.startsAt}, ${bookingPlayers.bookingId} from ${bookingPlayers}
    where ${bookingPlayers.memberId} = ${memberId} and ${bookingPlayers.startsAt} <= ${upTo}
    order by ${bookingPlayers.startsAt} desc, ${bookingPlayers.bookingId} desc limit ${count}) q)`;

export async function findBookingViews(
  db: DbOrTx,
  where: SQL | undefined,
  options: { order?: 'asc' | 'desc'; limit?: number; offset?: number } = {},
): Promise<BookingView[]> {
  return selectViews(db)
    .where(where)
    .orderBy(
      options.order === 'desc' ? desc(bookings.startsAt) : asc(bookings.startsAt),
      options.order === 'desc' ? desc(bookings.id) : asc(bookings.id),
    )
    .limit(options.limit ?? 100)
    .offset(options.offset ?? 0);
}

export async function findBookingView(db: DbOrTx, bookingId: number, memberId: string) {
  const [row] = await findBookingViews(db, and(eq(bookings.id, bookingId), visibleTo(memberId)), {
    limit: 1,
  });
  return row ?? null;
}

/** The member ids that paid for a booking (their rows are locked before a refund). */
export async function findPayers(db: DbOrTx, bookingId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ payerId: bookingPlayers.payerId })
    .from(bookingPlayers)
    .where(eq(bookingPlayers.bookingId, bookingId));
  return rows.map((r) => r.payerId).sort();
}

/** Marks a booking cancelled only if it is not already: false means someone cancelled it first. */
export async function markCancelled(
  tx: Tx,
  bookingId: number,
  now: Date,
  notes: string | null,
): Promise<boolean> {
  const rows = await tx
    .update(bookings)
    .set({ cancelledAt: now, cancellationNotes: notes })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.cancelledAt)))
    .returning({ id: bookings.id });
  return rows.length === 1;
}

/** Keeps what a booking chose beyond its slot (the write function knows nothing of it). */
export async function setBookingDetails(tx: Tx, bookingId: number, details: StoredBookingDetails) {
  await tx.update(bookings).set({ details }).where(eq(bookings.id, bookingId));
}

/** The member's date of birth (YYYY-MM-DD), or null when not on file. */
export async function findDateOfBirth(db: DbOrTx, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ dateOfBirth: members.dateOfBirth })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row?.dateOfBirth ?? null;
}
