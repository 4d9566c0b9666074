import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type PaymentPurpose, payments } from '../../db/schema/commerce';

/** The member's payments of one purpose still open (pending, or waiting for the extra step). */
export async function findOpenPayments(
  db: DbOrTx,
  memberId: string,
  purpose: PaymentPurpose,
): Promise<{ id: string; status: string }[]> {
  return db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(
      and(
        eq(payments.memberId, memberId),
        eq(payments.purpose, purpose),
        inArray(payments.status, ['pending', 'requires_action']),
      ),
    );
}
