import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { members } from '../../db/schema/members';

/** The member's own booking preference (issue 22 §3); null when there is no such member. */
export async function findAskBeforeBookingMeIn(db: DbOrTx, memberId: string): Promise<boolean | null> {
  const [row] = await db
    .select({ ask: members.askBeforeBookingMeIn })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.ask ?? null;
}

/** Saves it (the row's update locks it, as a booking of the member does); null when there is no such member. */
export async function setAskBeforeBookingMeIn(
  db: DbOrTx,
  memberId: string,
  ask: boolean,
): Promise<boolean | null> {
  const [row] = await db
    .update(members)
    .set({ askBeforeBookingMeIn: ask })
    .where(eq(members.id, memberId))
    .returning({ ask: members.askBeforeBookingMeIn });
  return row?.ask ?? null;
}

/** The details a member edits on their account page (names only when given). */
export type ContactDetails = Partial<
  Pick<
    typeof members.$inferInsert,
    | 'forename'
    | 'surname'
    | 'address1'
    | 'address2'
    | 'town'
    | 'postcode'
    | 'dateOfBirth'
    | 'gender'
    | 'handicap'
    | 'phone'
    | 'otherPhone'
  >
>;

export async function updateContactDetails(
  db: DbOrTx,
  memberId: string,
  details: ContactDetails,
): Promise<void> {
  await db.update(members).set(details).where(eq(members.id, memberId));
}

/** What a password change checks the current password and the new one's policy against. */
export async function findPasswordOwner(
  db: DbOrTx,
  memberId: string,
): Promise<{ passwordHash: string; email: string; firstName: string; surname: string } | null> {
  const [row] = await db
    .select({
      passwordHash: members.passwordHash,
      email: members.email,
      firstName: members.forename,
      surname: members.surname,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row ?? null;
}

export async function setPasswordHash(tx: Tx, memberId: string, passwordHash: string): Promise<void> {
  await tx.update(members).set({ passwordHash }).where(eq(members.id, memberId));
}

/** The member's sealed authenticator secret; null when two-factor sign-in is off or the member unknown. */
export async function findTotpSecret(db: DbOrTx, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ totpSecret: members.totpSecret })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row?.totpSecret ?? null;
}

/** Turns two-factor sign-in on with this sealed secret, or off with null. */
export async function setTotpSecret(tx: Tx, memberId: string, sealed: string | null): Promise<void> {
  await tx.update(members).set({ totpSecret: sealed }).where(eq(members.id, memberId));
}

/** What a sign-in step needs of the member: the address, the sealed authenticator secret, the home club. */
export async function findSignInFacts(
  db: DbOrTx,
  memberId: string,
): Promise<{ email: string; totpSecret: string | null; homeClubId: number } | null> {
  const [row] = await db
    .select({ email: members.email, totpSecret: members.totpSecret, homeClubId: members.homeClubId })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row ?? null;
}
