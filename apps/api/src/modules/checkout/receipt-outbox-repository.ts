import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { receiptOutbox } from '../../db/schema/commerce';

/** The statements of the receipt outbox (receipt-outbox.ts holds its rules: lease, back-off, marking). */

/**
 * Writes the payment's receipt as owed, in the caller's transaction (once per payment), its first try
 * counted and holding the row until `leasedUntil` (fairway_settle_basket writes it the same way).
 */
export async function insertOwedReceipt(tx: DbOrTx, paymentId: string, leasedUntil: Date): Promise<void> {
  await tx.insert(receiptOutbox).values({ paymentId, attempts: 1, dueAt: leasedUntil }).onConflictDoNothing();
}

/** Claims up to `limit` owed receipts due at `now`: each leased until `leaseUntil`, its try counted. */
export async function claimDueReceipts(
  db: Db,
  input: { now: Date; limit: number; leaseUntil: Date },
): Promise<{ paymentId: string; attempts: number }[]> {
  const result = (await db.execute(sql`
    with due as (
      select payment_id from receipt_outbox
      where due_at <= ${input.now.toISOString()}::timestamptz
      order by due_at, payment_id
      limit ${input.limit}
      for update skip locked
    )
    update receipt_outbox r
    set attempts = r.attempts + 1,
      due_at = ${input.leaseUntil.toISOString()}::timestamptz
    from due where r.payment_id = due.payment_id
    returning r.payment_id as "paymentId", r.attempts`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({ paymentId: String(r.paymentId), attempts: Number(r.attempts) }));
}

/** When the receipt is tried again; null: given up (the row stays for an operator to see). */
export async function setReceiptDue(db: DbOrTx, paymentId: string, dueAt: Date | null): Promise<void> {
  await db.update(receiptOutbox).set({ dueAt }).where(eq(receiptOutbox.paymentId, paymentId));
}

/** Receipts no longer owed. */
export async function deleteOwedReceipts(db: DbOrTx, paymentIds: string[]): Promise<void> {
  await db.delete(receiptOutbox).where(inArray(receiptOutbox.paymentId, paymentIds));
}
