import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema/members';

export type StaffContact = { id: string; email: string };

/** Who hears of a club's operational problems: its own staff, else network staff (erased accounts never). */
export async function findStaffContacts(db: DbOrTx, clubId: number): Promise<StaffContact[]> {
  const clubStaff = await db
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(and(eq(members.staffClubId, clubId), isNull(members.deletedAt)));
  if (clubStaff.length > 0) return clubStaff;
  return db
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(and(eq(members.isAdmin, true), isNull(members.deletedAt)));
}

/** Where a member's own mail goes (a receipt): their address and forename; null when unknown. */
export async function findMemberAddress(
  db: DbOrTx,
  memberId: string,
): Promise<{ email: string; forename: string } | null> {
  const [row] = await db
    .select({ email: members.email, forename: members.forename })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row ?? null;
}
