import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { members, savedPaymentMethods } from '../src/db/schema';
import { type SavedCardClass, sandboxSavedMethod } from '../src/modules/payments/sandbox-gateway';
import { createMember } from './booking-fixtures';

/** A Hyde member of club 151 with automatic renewal on and a saved sandbox card of `card`'s class. */
export async function createRenewingMember(
  db: Db,
  input: { membershipExpires: Date; card?: SavedCardClass | null; autoRenew?: boolean; homePoints?: number },
) {
  const member = await createMember(db, {
    membershipExpires: input.membershipExpires,
    homePoints: input.homePoints ?? 100,
  });
  await db
    .update(members)
    .set({ packageName: 'Hyde', autoRenew: input.autoRenew ?? true })
    .where(eq(members.id, member.id));
  if (input.card !== null) {
    await db.insert(savedPaymentMethods).values({
      memberId: member.id,
      gateway: 'sandbox',
      reference: sandboxSavedMethod(input.card ?? 'success'),
      cardLast4: '4242',
    });
  }
  return member;
}

export async function memberState(db: Db, memberId: string) {
  const [row] = await db
    .select({
      membershipExpires: members.membershipExpires,
      isInArrears: members.isInArrears,
      autoRenew: members.autoRenew,
      homePoints: members.homePoints,
    })
    .from(members)
    .where(eq(members.id, memberId));
  if (!row) throw new Error(`no member ${memberId}`);
  return row;
}
