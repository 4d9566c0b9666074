// What checkout holds about one member, for their data export and their account's erasure (your-data):
// payments, the saved card and the basket.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { baskets, payments } from '../../db/schema/commerce';
import { savedPaymentMethods } from '../../db/schema/subscriptions';

/** The member's payments (oldest first), their saved card (never its gateway reference) and their basket. */
export async function findMembershipForExport(db: DbOrTx, memberId: string) {
  return {
    payments: await db
      .select()
      .from(payments)
      .where(eq(payments.memberId, memberId))
      .orderBy(asc(payments.createdAt)),
    savedCard:
      (
        await db
          .select({
            gateway: savedPaymentMethods.gateway,
            cardLast4: savedPaymentMethods.cardLast4,
            createdAt: savedPaymentMethods.createdAt,
          })
          .from(savedPaymentMethods)
          .where(eq(savedPaymentMethods.memberId, memberId))
      )[0] ?? null,
    basket: (await db.select().from(baskets).where(eq(baskets.memberId, memberId)))[0] ?? null,
  };
}

/** Deletes the member's basket and saved card; their payments stay (the club's accounts). */
export async function eraseCheckoutRowsOf(tx: Tx, memberId: string): Promise<void> {
  await tx.delete(baskets).where(eq(baskets.memberId, memberId));
  await tx.delete(savedPaymentMethods).where(eq(savedPaymentMethods.memberId, memberId));
}
