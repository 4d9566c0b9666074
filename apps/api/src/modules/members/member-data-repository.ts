// What the members module holds about one member, for their data export and their account's erasure
// (your-data): the member row itself, and the pseudonym it becomes.
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { members } from '../../db/schema/members';

/** The whole member row (the export leaves out the secrets); null when there is none. */
export async function findMemberForExport(db: DbOrTx, memberId: string) {
  const [row] = await db.select().from(members).where(eq(members.id, memberId));
  return row ?? null;
}

/** The password hash of a member not yet deleted; null for a deleted or unknown member. */
export async function findLivePasswordHash(db: DbOrTx, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(and(eq(members.id, memberId), isNull(members.deletedAt)));
  return row?.passwordHash ?? null;
}

/**
 * The row kept for the ledger, payments and past bookings: every personal field erased, the name a
 * pseudonym, the e-mail address freed (it may register again), no password, nothing renewing.
 */
export async function pseudonymiseMember(tx: Tx, memberId: string, now: Date): Promise<void> {
  await tx
    .update(members)
    .set({
      email: `deleted-${memberId}@deleted.invalid`,
      // Not an argon2 hash: no password verifies against it.
      passwordHash: '!deleted',
      forename: 'Former',
      surname: `member ${memberId.slice(0, 8)}`,
      phone: '',
      otherPhone: null,
      address1: null,
      address2: null,
      town: null,
      postcode: null,
      dateOfBirth: null,
      gender: null,
      handicap: null,
      referralEmail: null,
      companyName: null,
      bannerUrl: null,
      thumbUrl: null,
      totpSecret: null,
      autoRenew: false,
      isAdmin: false,
      staffClubId: null,
      deletedAt: now,
    })
    .where(eq(members.id, memberId));
}
