import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { flexiLots, members } from '../../db/schema';

export type Balances = { homePoints: number; flexiPoints: number };

/** Home balance and the Open Play balance (remaining points of lots not yet expired) of one member. */
export async function findBalances(db: DbOrTx, memberId: string, now = new Date()): Promise<Balances | null> {
  const [row] = await db
    .select({
      homePoints: members.homePoints,
      flexiPoints: sql<number>`coalesce((
        select sum(${flexiLots.remaining}) from ${flexiLots}
        where ${and(eq(flexiLots.memberId, members.id), gt(flexiLots.expiresAt, now))}
      ), 0)::int`,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row ?? null;
}
