import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { members } from '../../db/schema/members';
import { openPlayBalance } from '../../domain/open-play';

export type Buyer = {
  id: string;
  homeClubId: number;
  completedFirstPayment: boolean;
  membershipExpires: Date | null;
  flexiPointsAllowed: boolean;
  homePoints: number;
  flexiPoints: number;
};

function selectBuyer(db: DbOrTx, memberId: string, now: Date) {
  return db
    .select({
      id: members.id,
      homeClubId: members.homeClubId,
      completedFirstPayment: members.completedFirstPayment,
      membershipExpires: members.membershipExpires,
      flexiPointsAllowed: members.flexiPointsAllowed,
      homePoints: members.homePoints,
      // Qualified by hand (drizzle leaves a bare "id" in a scalar subquery).
      flexiPoints: openPlayBalance(sql`members.id`, now),
    })
    .from(members)
    .where(eq(members.id, memberId));
}

export async function findBuyer(db: DbOrTx, memberId: string, now: Date): Promise<Buyer | null> {
  const [row] = await selectBuyer(db, memberId, now).limit(1);
  return row ?? null;
}

/**
 * Locks the buyer for the rest of the transaction, the same lock every points change takes first
 * (`FOR NO KEY UPDATE`, see lockMember): one member's checkout, bookings and credits queue up.
 */
export async function lockBuyer(tx: Tx, memberId: string, now: Date): Promise<Buyer | null> {
  const [row] = await selectBuyer(tx, memberId, now).for('no key update', { of: members });
  return row ?? null;
}
