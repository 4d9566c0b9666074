import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { cancellationRequests } from '../../db/schema/staff';

/**
 * The cancellation requests (staff's table), and the conditions the staff queue asks the bookings module's
 * `findBookingViews` for (over the bookings' columns, as that front door takes them).
 */

export type CancellationRequestRow = typeof cancellationRequests.$inferSelect;

/** A new open request for the booking; null when one is open already. */
export async function insertCancellationRequest(
  db: DbOrTx,
  input: { bookingId: number; memberId: string; createdAt: Date },
): Promise<CancellationRequestRow | null> {
  const [row] = await db.insert(cancellationRequests).values(input).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findCancellationRequest(
  db: DbOrTx,
  id: number,
): Promise<CancellationRequestRow | null> {
  const [row] = await db.select().from(cancellationRequests).where(eq(cancellationRequests.id, id));
  return row ?? null;
}

/** The open requests, of one club's bookings when `clubId` is given, oldest first. */
export function findOpenRequests(db: DbOrTx, clubId: number | null, limit: number) {
  return db
    .select({
      id: cancellationRequests.id,
      bookingId: cancellationRequests.bookingId,
      memberId: cancellationRequests.memberId,
      status: cancellationRequests.status,
      createdAt: cancellationRequests.createdAt,
    })
    .from(cancellationRequests)
    .innerJoin(bookings, eq(bookings.id, cancellationRequests.bookingId))
    .where(
      and(eq(cancellationRequests.status, 'open'), clubId === null ? undefined : eq(bookings.clubId, clubId)),
    )
    .orderBy(asc(cancellationRequests.createdAt), asc(cancellationRequests.id))
    .limit(limit);
}

/** The request's club (its booking's), for the caller's reach; null when there is no such request. */
export async function findRequestClub(tx: Tx, id: number): Promise<number | null> {
  const [row] = await tx
    .select({ clubId: bookings.clubId })
    .from(cancellationRequests)
    .innerJoin(bookings, eq(bookings.id, cancellationRequests.bookingId))
    .where(eq(cancellationRequests.id, id));
  return row?.clubId ?? null;
}

/** Moves an open request to approved or declined, once: null when it was decided already. */
export async function decideRequest(
  tx: Tx,
  input: { id: number; approve: boolean; staffId: string; now: Date },
): Promise<CancellationRequestRow | null> {
  const [moved] = await tx
    .update(cancellationRequests)
    .set({ status: input.approve ? 'approved' : 'declined', decidedAt: input.now, decidedBy: input.staffId })
    .where(and(eq(cancellationRequests.id, input.id), eq(cancellationRequests.status, 'open')))
    .returning();
  return moved ?? null;
}

const inClub = (clubId: number | null) => (clubId === null ? undefined : eq(bookings.clubId, clubId));

/** The staff queue's selections of bookings, for the bookings module's `findBookingViews`. */
export const queueConditions = {
  byId: (bookingId: number): SQL => eq(bookings.id, bookingId),
  /** Upcoming, not cancelled, awaiting the club's confirmation. */
  awaitingConfirmation: (clubId: number | null, now: Date) =>
    and(
      eq(bookings.confirmationStatus, 'NotConfirmed'),
      isNull(bookings.cancelledAt),
      sql`${bookings.startsAt} > ${now.toISOString()}`,
      inClub(clubId),
    ),
  /** Extras (booking type 2) not fulfilled yet, not cancelled. */
  extrasToFulfil: (clubId: number | null) =>
    and(
      eq(bookings.bookingType, 2),
      eq(bookings.fulfilled, false),
      isNull(bookings.cancelledAt),
      inClub(clubId),
    ),
};
