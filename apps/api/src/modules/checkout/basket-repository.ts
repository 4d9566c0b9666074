import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { baskets, type PaymentStatus, payments } from '../../db/schema/commerce';

export type BasketRow = {
  memberId: string;
  bundleId: number;
  promoCodeId: number | null;
  newClubId: number;
  paymentId: string | null;
  paymentStatus: PaymentStatus | null;
};

export async function findBasket(db: DbOrTx, memberId: string): Promise<BasketRow | null> {
  const [row] = await db
    .select({
      memberId: baskets.memberId,
      bundleId: baskets.bundleId,
      promoCodeId: baskets.promoCodeId,
      newClubId: baskets.newClubId,
      paymentId: baskets.paymentId,
      paymentStatus: payments.status,
    })
    .from(baskets)
    .leftJoin(payments, eq(payments.id, baskets.paymentId))
    .where(eq(baskets.memberId, memberId))
    .limit(1);
  return row ?? null;
}

/** Replaces the member's one basket item. */
export async function upsertBasket(
  tx: Tx,
  item: { memberId: string; bundleId: number; promoCodeId: number | null; newClubId: number; now: Date },
): Promise<void> {
  const values = {
    bundleId: item.bundleId,
    promoCodeId: item.promoCodeId,
    newClubId: item.newClubId,
    paymentId: null,
    updatedAt: item.now,
  };
  await tx
    .insert(baskets)
    .values({ memberId: item.memberId, ...values })
    .onConflictDoUpdate({ target: baskets.memberId, set: values });
}

export async function deleteBasket(tx: Tx, memberId: string): Promise<void> {
  await tx.delete(baskets).where(eq(baskets.memberId, memberId));
}

/** Marks the basket as being charged by this payment. */
export async function attachPayment(tx: Tx, memberId: string, paymentId: string | null): Promise<void> {
  await tx.update(baskets).set({ paymentId }).where(eq(baskets.memberId, memberId));
}

/**
 * Cancels a payment waiting for the card holder's extra authentication step: the basket is being changed
 * or paid another way, so that attempt can no longer complete. Returns its promo code id (its use is
 * given back by the caller) when it was cancelled here.
 */
export async function cancelWaitingPayment(tx: Tx, paymentId: string, now: Date): Promise<number | null> {
  const rows = await tx
    .update(payments)
    .set({ status: 'canceled', completedAt: now })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['requires_action'])))
    .returning({ promoCodeId: payments.promoCodeId });
  return rows[0]?.promoCodeId ?? null;
}
