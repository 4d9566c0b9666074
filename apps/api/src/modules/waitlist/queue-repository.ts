import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type WaitlistState, waitlistEntries, waitlistOffers } from '../../db/schema/waitlist';
import type { WaitlistQueuePort } from '../bookings';

/**
 * The waitlist rows a freed start writes in the freeing transaction (bookings' waitlist-pass-on.ts, through
 * WaitlistQueuePort, wired in modules/index.ts): the waiting parties in join order, the offer, and an
 * entry's move from one state to the next (this module moves entries through the same function).
 */

/** Moves an entry from one of `from` to `to`; false when it was in none of them (someone moved it first). */
export async function moveEntry(
  tx: Tx,
  entryId: number,
  from: WaitlistState[],
  to: WaitlistState,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(waitlistEntries)
    .set({ state: to, updatedAt: now })
    .where(and(eq(waitlistEntries.id, entryId), inArray(waitlistEntries.state, from)))
    .returning({ id: waitlistEntries.id });
  return rows.length === 1;
}

/** The start's waiting parties (no offer yet) in join order, locked. */
export function findWaitingEntries(tx: Tx, courseId: number, startsAt: Date) {
  return tx
    .select({
      id: waitlistEntries.id,
      memberId: waitlistEntries.memberId,
      clubId: waitlistEntries.clubId,
      players: waitlistEntries.players,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.courseId, courseId),
        eq(waitlistEntries.startsAt, startsAt),
        eq(waitlistEntries.state, 'waiting'),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .for('update');
}

export async function insertOffer(
  tx: Tx,
  offer: {
    entryId: number;
    memberId: string;
    courseId: number;
    startsAt: Date;
    places: number;
    expiresAt: Date;
    now: Date;
  },
): Promise<number> {
  const { now, ...values } = offer;
  const [row] = await tx
    .insert(waitlistOffers)
    .values({ ...values, createdAt: now })
    .returning({ id: waitlistOffers.id });
  return row!.id;
}

/** What bookings' pass-on takes from this module (see WaitlistQueuePort). */
export const waitlistQueue: WaitlistQueuePort = { findWaitingEntries, moveEntry, insertOffer };
