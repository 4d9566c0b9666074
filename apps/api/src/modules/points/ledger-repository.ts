import { TRANSACTIONS_PAGE_SIZE, type Transaction } from '@fairway/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pointsLedger, type TransactionType } from '../../db/schema/points';

/** One page of a member's ledger, newest first; fetches one extra row to know whether more follow. */
export async function findLedgerPage(db: DbOrTx, memberId: string, page: number) {
  const rows = await db
    .select({
      id: pointsLedger.id,
      type: pointsLedger.type,
      homeDelta: pointsLedger.homeDelta,
      flexiDelta: pointsLedger.flexiDelta,
      description: pointsLedger.description,
      bookingId: pointsLedger.bookingId,
      createdAt: pointsLedger.createdAt,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.memberId, memberId))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(TRANSACTIONS_PAGE_SIZE + 1)
    .offset((page - 1) * TRANSACTIONS_PAGE_SIZE);
  const items: Transaction[] = rows.slice(0, TRANSACTIONS_PAGE_SIZE).map((r) => ({
    Id: r.id,
    Type: r.type,
    HomePoints: r.homeDelta,
    OpenPlayPoints: r.flexiDelta,
    Description: r.description,
    BookingId: r.bookingId,
    Date: r.createdAt.toISOString(),
  }));
  return { items, page, pageSize: TRANSACTIONS_PAGE_SIZE, hasMore: rows.length > TRANSACTIONS_PAGE_SIZE };
}

/** Whether the member's ledger holds a row of this type written at exactly this instant. */
export async function hasLedgerEntry(
  db: DbOrTx,
  input: { memberId: string; type: TransactionType; at: Date },
): Promise<boolean> {
  const [entry] = await db
    .select({ id: pointsLedger.id })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.memberId, input.memberId),
        eq(pointsLedger.type, input.type),
        eq(pointsLedger.createdAt, input.at),
      ),
    )
    .limit(1);
  return Boolean(entry);
}
