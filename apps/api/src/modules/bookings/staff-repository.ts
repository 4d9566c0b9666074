import { and, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { type BookingView, findBookingViews, visibleTo } from './repository';

/**
 * What the staff console reads and marks of bookings (its queue, a member's page, its actions), each
 * selection named here so no other module builds SQL over the bookings' columns. `clubId` null: every club
 * (an administrator's reach).
 */

const inClub = (clubId: number | null) => (clubId === null ? undefined : eq(bookings.clubId, clubId));

/** Any booking by id, as staff see it (not limited to the bookings a member is on). */
export async function findAnyBookingView(db: DbOrTx, bookingId: number): Promise<BookingView | null> {
  const [row] = await findBookingViews(db, eq(bookings.id, bookingId), { limit: 1 });
  return row ?? null;
}

/** Upcoming, not cancelled, awaiting the club's confirmation: soonest first. */
export function findAwaitingConfirmation(db: DbOrTx, clubId: number | null, now: Date, limit: number) {
  return findBookingViews(
    db,
    and(
      eq(bookings.confirmationStatus, 'NotConfirmed'),
      isNull(bookings.cancelledAt),
      sql`${bookings.startsAt} > ${now.toISOString()}`,
      inClub(clubId),
    ),
    { limit },
  );
}

/** Extras (booking type 2) not fulfilled yet, not cancelled: soonest first. */
export function findExtrasToFulfil(db: DbOrTx, clubId: number | null, limit: number) {
  return findBookingViews(
    db,
    and(
      eq(bookings.bookingType, 2),
      eq(bookings.fulfilled, false),
      isNull(bookings.cancelledAt),
      inClub(clubId),
    ),
    { limit },
  );
}

/** The member's bookings that have started, of one club when `clubId` is given: latest first. */
export function findStartedViews(
  db: DbOrTx,
  memberId: string,
  clubId: number | null,
  now: Date,
  limit: number,
) {
  return findBookingViews(db, and(visibleTo(memberId), lte(bookings.startsAt, now), inClub(clubId)), {
    order: 'desc',
    limit,
  });
}

/** The ids of the club's bookings, as a subquery: a row of another table "of this club" through its booking. */
export const bookingIdsOfClub = (clubId: number): SQL =>
  sql`(select ${bookings.id} from ${bookings} where ${bookings.clubId} = ${clubId})`;

/** Members who booked at the club, as a condition on a member id column or value. */
export const bookedAtClub = (memberId: SQL | string, clubId: number): SQL =>
  sql`exists (select 1 from ${bookings} where ${bookings.bookedBy} = ${memberId} and ${bookings.clubId} = ${clubId})`;

/** The club of a booking; null when there is no such booking. */
export async function findBookingClub(db: DbOrTx, bookingId: number): Promise<number | null> {
  const [row] = await db.select({ clubId: bookings.clubId }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.clubId ?? null;
}

/** The references of these bookings, by id (an unknown id is left out). */
export async function findBookingRefs(
  db: DbOrTx,
  bookingIds: readonly number[],
): Promise<Map<number, string>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: bookings.id, ref: bookings.bookingRef })
    .from(bookings)
    .where(inArray(bookings.id, [...new Set(bookingIds)]));
  return new Map(rows.map((r) => [r.id, r.ref]));
}

/** Whether another booking than `bookingId` already has this confirmation code. */
export async function confirmationCodeTaken(tx: Tx, code: string, bookingId: number): Promise<boolean> {
  const [taken] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.confirmationCode, code), sql`${bookings.id} <> ${bookingId}`));
  return Boolean(taken);
}

/** A NotConfirmed booking confirmed by staff with the club's code, once: false when it was not NotConfirmed. */
export async function markConfirmed(tx: Tx, bookingId: number, code: string): Promise<boolean> {
  const updated = await tx
    .update(bookings)
    .set({ confirmationStatus: 'ManualConfirmed', confirmationCode: code })
    .where(and(eq(bookings.id, bookingId), eq(bookings.confirmationStatus, 'NotConfirmed')))
    .returning({ id: bookings.id });
  return updated.length === 1;
}

/** An extra marked fulfilled, once: false when it was fulfilled or cancelled already. */
export async function markFulfilled(tx: Tx, bookingId: number): Promise<boolean> {
  const updated = await tx
    .update(bookings)
    .set({ fulfilled: true })
    .where(and(eq(bookings.id, bookingId), eq(bookings.fulfilled, false), isNull(bookings.cancelledAt)))
    .returning({ id: bookings.id });
  return updated.length === 1;
}

/** A booking marked a no-show, once: false when it was marked or cancelled already. */
export async function markNoShow(tx: Tx, bookingId: number, now: Date): Promise<boolean> {
  const updated = await tx
    .update(bookings)
    .set({ noShowAt: now })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.noShowAt), isNull(bookings.cancelledAt)))
    .returning({ id: bookings.id });
  return updated.length === 1;
}
