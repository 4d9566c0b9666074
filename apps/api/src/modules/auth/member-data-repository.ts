// What the auth module holds about one member, for their data export and their account's erasure (your-data).
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { accountTokens, recoveryCodes } from '../../db/schema/account-tokens';

/** The member's sign-in tokens (kind and times, never a digest) and how many recovery codes are left. */
export async function findSignInForExport(db: DbOrTx, memberId: string) {
  const [codes] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.memberId, memberId), isNull(recoveryCodes.usedAt)));
  return {
    recoveryCodesLeft: codes?.left ?? 0,
    signInTokens: await db
      .select({
        kind: accountTokens.kind,
        createdAt: accountTokens.createdAt,
        expiresAt: accountTokens.expiresAt,
        usedAt: accountTokens.usedAt,
      })
      .from(accountTokens)
      .where(eq(accountTokens.memberId, memberId))
      .orderBy(asc(accountTokens.createdAt)),
  };
}

/** Deletes the member's sign-in tokens and recovery codes (their account is being deleted). */
export async function eraseSignInOf(tx: Tx, memberId: string): Promise<void> {
  await tx.delete(accountTokens).where(eq(accountTokens.memberId, memberId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.memberId, memberId));
}
