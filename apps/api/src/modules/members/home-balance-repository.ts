import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { members } from '../../db/schema/members';
import { openPlayBalance } from '../../domain/open-play';
import type { HomeBalancePort } from '../points';

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

/** The member row's side of the points module's Home balance (wired by modules/index.ts). */
export const homeBalance: HomeBalancePort = {
  async findHomeAccount(db, memberId) {
    const [row] = await db
      .select({
        homeClubId: members.homeClubId,
        homePoints: members.homePoints,
        flexiPointsAllowed: members.flexiPointsAllowed,
      })
      .from(members)
      .where(eq(members.id, memberId))
      .limit(1);
    return row ?? null;
  },

  /**
   * `FOR NO KEY UPDATE`, not `FOR UPDATE`: foreign-key checks of rows pointing at the member (sessions,
   * idempotency keys, ledger) take KEY SHARE, which this lock lets through — so they cannot deadlock with it.
   */
  async lockMember(tx: Tx, memberId: string) {
    const rows = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, memberId))
      .for('no key update');
    return rows.length === 1;
  },

  async creditHome(tx: Tx, memberId: string, points: number) {
    await tx
      .update(members)
      .set({ homePoints: sql`${members.homePoints} + ${points}` })
      .where(eq(members.id, memberId));
  },
};
