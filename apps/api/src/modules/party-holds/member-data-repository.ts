// What the party-holds module holds about one member, for their data export and their account's erasure
// (your-data): the held party bookings they made and those that asked them.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { partyHoldBuddies, partyHolds } from '../../db/schema/party-holds';

/**
 * Held party bookings the member made (their party's answers by position; other members are not named)
 * and those that asked them, with their own answer.
 */
export async function findPartyHoldsForExport(db: DbOrTx, memberId: string) {
  const hold = {
    id: partyHolds.id,
    clubId: partyHolds.clubId,
    courseId: partyHolds.courseId,
    startsAt: partyHolds.startsAt,
    places: partyHolds.places,
    cost: partyHolds.cost,
    costUnit: partyHolds.costUnit,
    expiresAt: partyHolds.expiresAt,
    state: partyHolds.state,
    failureCode: partyHolds.failureCode,
    bookingId: partyHolds.bookingId,
    createdAt: partyHolds.createdAt,
  };
  const made = await db
    .select({ ...hold, notes: sql<string>`${partyHolds.request}->>'notes'` })
    .from(partyHolds)
    .where(eq(partyHolds.bookerId, memberId))
    .orderBy(asc(partyHolds.id));
  const answers = made.length
    ? await db
        .select({ holdId: partyHoldBuddies.holdId, answer: partyHoldBuddies.answer })
        .from(partyHoldBuddies)
        .where(
          inArray(
            partyHoldBuddies.holdId,
            made.map((h) => h.id),
          ),
        )
        .orderBy(asc(partyHoldBuddies.holdId), asc(partyHoldBuddies.position))
    : [];
  const asked = await db
    .select({ ...hold, myAnswer: partyHoldBuddies.answer, answeredAt: partyHoldBuddies.answeredAt })
    .from(partyHoldBuddies)
    .innerJoin(partyHolds, eq(partyHolds.id, partyHoldBuddies.holdId))
    .where(eq(partyHoldBuddies.memberId, memberId))
    .orderBy(asc(partyHolds.id));
  return [
    ...made.map((h) => ({
      role: 'booker',
      ...h,
      buddyAnswers: answers.filter((a) => a.holdId === h.id).map((a) => a.answer),
    })),
    ...asked.map((h) => ({ role: 'buddy', ...h })),
  ];
}

/**
 * The account's deletion: held party bookings the member made go, places and all; a hold still waiting
 * for them ends (expired); their answers go.
 */
export async function erasePartyHoldsOf(tx: Tx, memberId: string): Promise<void> {
  await tx.delete(partyHolds).where(eq(partyHolds.bookerId, memberId));
  const askedMe = tx
    .select({ id: partyHoldBuddies.holdId })
    .from(partyHoldBuddies)
    .where(eq(partyHoldBuddies.memberId, memberId));
  await tx
    .update(partyHolds)
    .set({ state: 'expired', settledAt: sql`now()` })
    .where(and(eq(partyHolds.state, 'open'), inArray(partyHolds.id, askedMe)));
  await tx.delete(partyHoldBuddies).where(eq(partyHoldBuddies.memberId, memberId));
}
