import {
  and,
  asc,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { StoredBookingDetails } from '../../db/schema/bookings';
import { bookingPlayers, bookings, idempotencyKeys } from '../../db/schema/bookings';
import { arrayQuery } from '../../lib/array-query';
import { arrayRow } from '../../lib/rows';
import { bookingClubs, courseNames } from '../courses';
import { bookerNames } from '../members';

export type NewBooking = typeof bookings.$inferInsert;
export type NewPlayer = Omit<typeof bookingPlayers.$inferInsert, 'bookingId' | 'startsAt' | 'clubId'>;

const view = {
  id: bookings.id,
  bookingType: bookings.bookingType,
  bookedBy: bookings.bookedBy,
  clubId: bookings.clubId,
  clubName: bookingClubs.name,
  cancellationCutoffHours: bookingClubs.cancellationCutoffHours,
  timeZone: bookingClubs.timeZone,
  address: bookingClubs.address,
  courseId: bookings.courseId,
  courseName: courseNames.name,
  startsAt: bookings.startsAt,
  numberOfPeople: bookings.numberOfPeople,
  ofWhichJuniors: bookings.ofWhichJuniors,
  bookedByUsername: bookerNames.email,
  bookedByName: bookerNames.name,
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
    .innerJoin(bookingClubs, eq(bookingClubs.id, bookings.clubId))
    .innerJoin(courseNames, eq(courseNames.id, bookings.courseId))
    .innerJoin(bookerNames, eq(bookerNames.id, bookings.bookedBy));
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
  clubName: bookingClubs.name,
  cancellationCutoffHours: bookingClubs.cancellationCutoffHours,
  courseId: bookings.courseId,
  courseName: courseNames.name,
  startsAt: bookings.startsAt,
  numberOfPeople: bookings.numberOfPeople,
  ofWhichJuniors: bookings.ofWhichJuniors,
  bookedByUsername: bookerNames.email,
  bookedByName: sql<string>`${bookerNames.name}`,
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
    .innerJoin(bookingClubs, eq(bookingClubs.id, bookings.clubId))
    .innerJoin(courseNames, eq(courseNames.id, bookings.courseId))
    .innerJoin(bookerNames, eq(bookerNames.id, bookings.bookedBy));
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

/** The dashboard asks for this on every visit: one prepared statement, its rows read as arrays. */
const upcomingQuery = arrayQuery<'memberId' | 'now'>('upcoming_bookings', (db) =>
  selectRows(db)
    .where(
      and(
        visibleAfter(sql.placeholder('memberId'), sql`${sql.placeholder('now')}::timestamptz`),
        gt(bookings.startsAt, sql`${sql.placeholder('now')}::timestamptz`),
        or(isNull(bookings.fulfilled), sql`${bookings.fulfilled} = false`),
        isNull(bookings.cancelledAt),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(200),
);

/**
 * The member's bookings to come, soonest first (rows of selectRows: read them with bookingRowOf), without
 * fulfilled extras and cancelled bookings.
 */
export function findUpcomingRows(db: Db, memberId: string, now: Date) {
  return upcomingQuery(db, { memberId, now: now.toISOString() });
}

/**
 * A page of the member's history, latest start first: bookings whose time has passed, and bookings
 * cancelled before their time. Any page's rows are among all those cancelled ones and the first
 * `offset + limit` past ones, so the index's read-backwards stays bounded.
 */
export function findPreviousViews(
  db: DbOrTx,
  memberId: string,
  now: Date,
  page: { offset: number; limit: number },
): Promise<BookingView[]> {
  return findBookingViews(
    db,
    or(
      and(latestVisibleUpTo(memberId, now, page.offset + page.limit), lte(bookings.startsAt, now)),
      and(visibleAfter(memberId, sql`${now.toISOString()}::timestamptz`), isNotNull(bookings.cancelledAt)),
    ),
    { order: 'desc', ...page },
  );
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

/** The member's claim of an idempotency key: the fingerprint it was claimed with and its booking, if any yet. */
export async function findIdempotencyKey(
  tx: Tx,
  memberId: string,
  key: string,
): Promise<{ requestHash: string; bookingId: number | null } | null> {
  const [row] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, bookingId: idempotencyKeys.bookingId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/** Every player on the booking but `memberId`, in id order. */
export async function findOtherPlayers(tx: DbOrTx, bookingId: number, memberId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ memberId: bookingPlayers.memberId })
    .from(bookingPlayers)
    .where(and(eq(bookingPlayers.bookingId, bookingId), ne(bookingPlayers.memberId, memberId)));
  return rows
    .map((r) => r.memberId)
    .filter((id): id is string => id !== null)
    .sort();
}
