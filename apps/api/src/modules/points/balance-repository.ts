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

/** What pays for a booking from one member: their home club, Home balance, whether Open Play may pay, its lots. */
export type Wallet = {
  homeClubId: number;
  homePoints: number;
  flexiPointsAllowed: boolean;
  lots: { id: number; expiresAt: Date; remaining: number }[];
};

/** One member's wallet as a booking would spend it now (unlocked: a quote, not the write); null when unknown. */
export async function findWallet(db: DbOrTx, memberId: string, now: Date): Promise<Wallet | null> {
  const [member] = await db
    .select({
      homeClubId: members.homeClubId,
      homePoints: members.homePoints,
      flexiPointsAllowed: members.flexiPointsAllowed,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  if (!member) return null;
  const lots = await db
    .select({ id: flexiLots.id, expiresAt: flexiLots.expiresAt, remaining: flexiLots.remaining })
    .from(flexiLots)
    .where(spendableLot('flexi_lots', sql`${memberId}::uuid`, now));
  return { ...member, lots };
}
