import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { members } from '../../db/schema/members';

/** What a membership renewal changed on the member: its end and the Home balance it credited into. */
export type RenewalState = { homePoints: number; membershipExpires: Date | null };

/** The package fields a membership payment overwrites (a refund puts the earlier ones back). */
export type MembershipFields = {
  homeClubId: number;
  packageName: string | null;
  isCorporate: boolean;
  playersPerDay: number;
};

function selectRenewalState(db: DbOrTx, memberId: string) {
  return db
    .select({ homePoints: members.homePoints, membershipExpires: members.membershipExpires })
    .from(members)
    .where(eq(members.id, memberId));
}

export async function findRenewalState(db: DbOrTx, memberId: string): Promise<RenewalState | null> {
  const [row] = await selectRenewalState(db, memberId);
  return row ?? null;
}

/** The same, locked for the rest of the transaction as every points change locks the member (`lockMember`). */
export async function lockRenewalState(tx: Tx, memberId: string): Promise<RenewalState | null> {
  const [row] = await selectRenewalState(tx, memberId).for('no key update');
  return row ?? null;
}

/** Puts the membership's end and, when given, its earlier package back, in the caller's transaction. */
export async function restoreMembership(
  tx: Tx,
  memberId: string,
  input: { membershipExpires: Date | null; previous: MembershipFields | null },
): Promise<void> {
  await tx
    .update(members)
    .set({ ...(input.previous ?? {}), membershipExpires: input.membershipExpires })
    .where(eq(members.id, memberId));
}

/** The package fields of the member now (what a membership payment will overwrite); null when unknown. */
export async function findMembershipFields(db: DbOrTx, memberId: string): Promise<MembershipFields | null> {
  const [row] = await db
    .select({
      homeClubId: members.homeClubId,
      packageName: members.packageName,
      isCorporate: members.isCorporate,
      playersPerDay: members.playersPerDay,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row ?? null;
}

/**
 * A paid membership, in the paying transaction: its end and package (players per day only when the
 * package sets them); the first payment is done and any arrears are cleared.
 */
export async function startMembership(
  tx: Tx,
  memberId: string,
  input: Omit<MembershipFields, 'playersPerDay'> & { membershipExpires: Date; playersPerDay: number | null },
): Promise<void> {
  const { playersPerDay, ...fields } = input;
  await tx
    .update(members)
    .set({
      ...fields,
      completedFirstPayment: true,
      isInArrears: false,
      ...(playersPerDay !== null ? { playersPerDay } : {}),
    })
    .where(eq(members.id, memberId));
}

/** Each member's standing as the booking rules read it (domain/booking-rules/membership). */
export async function findStandings(db: DbOrTx, memberIds: readonly string[]) {
  const rows = await db
    .select({
      id: members.id,
      completedFirstPayment: members.completedFirstPayment,
      membershipExpires: members.membershipExpires,
    })
    .from(members)
    .where(inArray(members.id, [...memberIds]));
  return new Map(rows.map(({ id, ...standing }) => [id, standing]));
}
