import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { bookingDebits } from '../../db/schema/booking-debits';
import { flexiLots } from '../../db/schema/points';

/** Marks the booking's unrefunded debits refunded, once; what each took (home points when `lotId` is null). */
export function markDebitsRefunded(
  tx: Tx,
  bookingId: number,
  now: Date,
): Promise<{ memberId: string; lotId: number | null; points: number }[]> {
  return tx
    .update(bookingDebits)
    .set({ refundedAt: now })
    .where(and(eq(bookingDebits.bookingId, bookingId), isNull(bookingDebits.refundedAt)))
    .returning({
      memberId: bookingDebits.memberId,
      lotId: bookingDebits.lotId,
      points: bookingDebits.points,
    });
}

/** The member's live lots past their expiry, locked for the rest of the transaction. */
export function lockLapsedLots(tx: Tx, memberId: string, now: Date) {
  return tx
    .select({ id: flexiLots.id, remaining: flexiLots.remaining })
    .from(flexiLots)
    .where(and(eq(flexiLots.memberId, memberId), isNull(flexiLots.expiredAt), lte(flexiLots.expiresAt, now)))
    .for('update');
}

/** Closes these lots as expired at `now`: nothing is left in them. */
export async function closeLots(tx: Tx, lotIds: number[], now: Date): Promise<void> {
  await tx.update(flexiLots).set({ expiredAt: now, remaining: 0 }).where(inArray(flexiLots.id, lotIds));
}

/** The members who hold a live lot past its expiry. */
export async function findMembersWithLapsedLots(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ memberId: flexiLots.memberId })
    .from(flexiLots)
    .where(and(isNull(flexiLots.expiredAt), lte(flexiLots.expiresAt, now)));
  return rows.map((r) => r.memberId);
}
