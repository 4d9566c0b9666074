import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { flexiLots } from '../../db/schema/points';
import { spendableLot } from '../../domain/open-play';
import { findHomeAccount, type HomeAccount } from './home-balance-port';

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
export type Wallet = HomeAccount & {
  lots: { id: number; expiresAt: Date; remaining: number }[];
};

/** One member's wallet as a booking would spend it now (unlocked: a quote, not the write); null when unknown. */
export async function findWallet(db: DbOrTx, memberId: string, now: Date): Promise<Wallet | null> {
  const member = await findHomeAccount(db, memberId);
  if (!member) return null;
  const lots = await db
    .select({ id: flexiLots.id, expiresAt: flexiLots.expiresAt, remaining: flexiLots.remaining })
    .from(flexiLots)
    .where(spendableLot('flexi_lots', sql`${memberId}::uuid`, now));
  return { ...member, lots };
}
