import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema/members';
import { flexiLots } from '../../db/schema/points';
import { openPlayBalance, spendableLot } from '../../domain/open-play';

export type Balances = { homePoints: number; flexiPoints: number };

/** Home balance and the Open Play balance (domain/open-play) of one member. */
export async function findBalances(db: DbOrTx, memberId: string, now = new Date()): Promise<Balances | null> {
  const [row] = await db
    .select({
      homePoints: members.homePoints,
      flexiPoints: openPlayBalance(sql`members.id`, now),
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row ?? null;
}

/** The member's Open Play lots that can still be spent from (domain/open-play), soonest expiry first. */
export function findSpendableLots(db: DbOrTx, memberId: string, now: Date) {
  return db
    .select({
      id: flexiLots.id,
      remaining: flexiLots.remaining,
      original: flexiLots.original,
      expiresAt: flexiLots.expiresAt,
    })
    .from(flexiLots)
    .where(spendableLot('flexi_lots', sql`${memberId}::uuid`, now))
    .orderBy(asc(flexiLots.expiresAt), asc(flexiLots.id));
}
