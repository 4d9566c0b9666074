import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { members } from '../../db/schema/members';
import { openPlayBalance } from '../../domain/open-play';

/** A member as a payment reads them: standing, home club and both balances. */
export type Payer = {
  id: string;
  homeClubId: number;
  completedFirstPayment: boolean;
  membershipExpires: Date | null;
  flexiPointsAllowed: boolean;
  homePoints: number;
  flexiPoints: number;
};

function selectPayer(db: DbOrTx, memberId: string, now: Date) {
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

export async function findPayer(db: DbOrTx, memberId: string, now: Date): Promise<Payer | null> {
  const [row] = await selectPayer(db, memberId, now).limit(1);
  return row ?? null;
}

/**
 * Locks the payer for the rest of the transaction, the same lock every points change takes first
 * (`FOR NO KEY UPDATE`, see lockMember): one member's checkout, bookings and credits queue up.
 */
export async function lockPayer(tx: Tx, memberId: string, now: Date): Promise<Payer | null> {
  const [row] = await selectPayer(tx, memberId, now).for('no key update', { of: members });
  return row ?? null;
}
