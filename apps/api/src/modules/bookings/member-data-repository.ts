// What the bookings module holds about one member, for their data export and their account's erasure
// (your-data): the bookings they made or play in, their parties, and what the erasure cancels or blanks.
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { bookingPlayers, bookings, idempotencyKeys } from '../../db/schema/bookings';
import { type BookingView, findBookingViews } from './repository';

/** Every booking the member made or plays in (or pays for), whole rows, by start then id. */
export async function findBookingsForExport(db: DbOrTx, memberId: string) {
  const onIt = db
    .select({ id: bookingPlayers.bookingId })
    .from(bookingPlayers)
    .where(or(eq(bookingPlayers.memberId, memberId), eq(bookingPlayers.payerId, memberId)));
  return db
    .select()
    .from(bookings)
    .where(or(eq(bookings.bookedBy, memberId), inArray(bookings.id, onIt)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/** The parties of those bookings: each player's place, kind and cost, and who they are and who pays (ids). */
export async function findPartiesForExport(db: DbOrTx, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: bookingPlayers.bookingId,
      position: bookingPlayers.position,
      kind: bookingPlayers.kind,
      isJunior: bookingPlayers.isJunior,
      cost: bookingPlayers.cost,
      memberId: bookingPlayers.memberId,
      payerId: bookingPlayers.payerId,
    })
    .from(bookingPlayers)
    .where(inArray(bookingPlayers.bookingId, [...bookingIds]))
    .orderBy(asc(bookingPlayers.bookingId), asc(bookingPlayers.position));
}

/** Bookings the member made that have not started and are not cancelled: the account's deletion cancels them. */
export function findFutureBookingsMadeBy(tx: Tx, memberId: string, now: Date): Promise<BookingView[]> {
  return findBookingViews(
    tx,
    and(eq(bookings.bookedBy, memberId), gt(bookings.startsAt, now), isNull(bookings.cancelledAt)),
    { limit: 10_000 },
  );
}

/**
 * The account's deletion: the member's retry keys go, and the notes they wrote on bookings they made are
 * blanked (free text; the bookings themselves stay for the club's accounts).
 */
export async function eraseBookingRowsOf(tx: Tx, memberId: string): Promise<void> {
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.memberId, memberId));
  await tx
    .update(bookings)
    .set({ notes: '', cancellationNotes: null })
    .where(eq(bookings.bookedBy, memberId));
}
