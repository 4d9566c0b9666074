import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { cancellationRequests } from '../../db/schema/staff';
import { bookingIdsOfClub } from '../bookings';

/** The cancellation requests (staff's table); a request's club is its booking's (bookings' front door). */

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
    .where(
      and(
        eq(cancellationRequests.status, 'open'),
        clubId === null ? undefined : sql`${cancellationRequests.bookingId} in ${bookingIdsOfClub(clubId)}`,
      ),
    )
    .orderBy(asc(cancellationRequests.createdAt), asc(cancellationRequests.id))
    .limit(limit);
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
