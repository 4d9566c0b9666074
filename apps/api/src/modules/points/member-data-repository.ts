// What the points module holds about one member, for their data export (your-data): ledger, Open Play
// lots and what each booking took. The erasure keeps all three (the club's accounts).
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingDebits } from '../../db/schema/booking-debits';
import { flexiLots, pointsLedger } from '../../db/schema/points';

/** The member's ledger and Open Play lots, each in id order. */
export async function findPointsForExport(db: DbOrTx, memberId: string) {
  return {
    ledger: await db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.memberId, memberId))
      .orderBy(asc(pointsLedger.id)),
    lots: await db
      .select()
      .from(flexiLots)
      .where(eq(flexiLots.memberId, memberId))
      .orderBy(asc(flexiLots.id)),
  };
}

/** What the member paid for each booking (points, the lot it came from, a refund), in id order. */
export function findDebitsForExport(db: DbOrTx, memberId: string) {
  return db
    .select({
      bookingId: bookingDebits.bookingId,
      points: bookingDebits.points,
      openPlayLot: bookingDebits.lotId,
      refundedAt: bookingDebits.refundedAt,
    })
    .from(bookingDebits)
    .where(eq(bookingDebits.memberId, memberId))
    .orderBy(asc(bookingDebits.id));
}
