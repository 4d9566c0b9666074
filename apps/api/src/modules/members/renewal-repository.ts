import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema/members';

export type SubscriptionProfile = {
  id: string;
  homeClubId: number;
  packageName: string | null;
  isCorporate: boolean;
  autoRenew: boolean;
  isInArrears: boolean;
  completedFirstPayment: boolean;
  membershipExpires: Date | null;
};

export async function findSubscriptionProfile(
  db: DbOrTx,
  memberId: string,
): Promise<SubscriptionProfile | null> {
  const [row] = await db
    .select({
      id: members.id,
      homeClubId: members.homeClubId,
      packageName: members.packageName,
      isCorporate: members.isCorporate,
      autoRenew: members.autoRenew,
      isInArrears: members.isInArrears,
      completedFirstPayment: members.completedFirstPayment,
      membershipExpires: members.membershipExpires,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row ?? null;
}

/** Members with automatic renewal on, not in arrears, whose renewal date lies in (from, until]. */
export async function listRenewalsDue(db: DbOrTx, window: { from: Date; until: Date }): Promise<string[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.autoRenew, true),
        eq(members.isInArrears, false),
        eq(members.completedFirstPayment, true),
        gt(members.membershipExpires, window.from),
        lte(members.membershipExpires, window.until),
      ),
    )
    .orderBy(asc(members.membershipExpires), asc(members.id));
  return rows.map((r) => r.id);
}

export async function setAutoRenew(db: DbOrTx, memberId: string, autoRenew: boolean): Promise<void> {
  await db.update(members).set({ autoRenew }).where(eq(members.id, memberId));
}

/** A renewal that could not be charged locks the account until the arrears are paid. */
export async function putInArrears(db: DbOrTx, memberId: string): Promise<void> {
  await db.update(members).set({ isInArrears: true }).where(eq(members.id, memberId));
}
