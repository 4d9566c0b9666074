import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { flexiLots, pointsLedger } from '../../db/schema/points';

/** Puts points back into a lot that has not been expired yet; false when it already lapsed. */
export async function creditLot(tx: Tx, lotId: number, points: number): Promise<boolean> {
  const rows = await tx
    .update(flexiLots)
    .set({ remaining: sql`${flexiLots.remaining} + ${points}` })
    .where(
      and(
        eq(flexiLots.id, lotId),
        isNull(flexiLots.expiredAt),
        sql`${flexiLots.remaining} + ${points} <= ${flexiLots.original}`,
      ),
    )
    .returning({ id: flexiLots.id });
  return rows.length === 1;
}

export type LotState = { original: number; remaining: number; expiredAt: Date | null };

/** One Open Play lot as it stands (in a transaction, as the caller's locks left it); null when unknown. */
export async function findLot(db: DbOrTx, lotId: number): Promise<LotState | null> {
  const [row] = await db
    .select({ original: flexiLots.original, remaining: flexiLots.remaining, expiredAt: flexiLots.expiredAt })
    .from(flexiLots)
    .where(eq(flexiLots.id, lotId));
  return row ?? null;
}

/**
 * Empties an untouched, live lot (closed as expired so nothing credits it again), in the caller's
 * transaction: its points, or null when it was spent from or has lapsed.
 */
export async function takeBackLot(tx: Tx, lotId: number, now: Date): Promise<number | null> {
  const [row] = await tx
    .update(flexiLots)
    .set({ remaining: 0, expiredAt: now })
    .where(
      and(
        eq(flexiLots.id, lotId),
        isNull(flexiLots.expiredAt),
        sql`${flexiLots.remaining} = ${flexiLots.original}`,
      ),
    )
    .returning({ points: flexiLots.original });
  return row?.points ?? null;
}

export async function insertLot(
  tx: Tx,
  lot: { memberId: string; points: number; purchasedAt: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await tx
    .insert(flexiLots)
    .values({ ...lot, original: lot.points, remaining: lot.points })
    .returning({ id: flexiLots.id });
  return row!.id;
}

export type LedgerEntry = typeof pointsLedger.$inferInsert;

/** The entries that change a balance: the ledger keeps no row of nothing. */
export const ledgerRows = (entries: LedgerEntry[]): LedgerEntry[] =>
  entries.filter((e) => (e.homeDelta ?? 0) !== 0 || (e.flexiDelta ?? 0) !== 0);

export async function insertLedger(tx: Tx, entries: LedgerEntry[]): Promise<void> {
  const rows = ledgerRows(entries);
  if (rows.length) await tx.insert(pointsLedger).values(rows);
}
