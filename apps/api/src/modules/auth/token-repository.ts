import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { accountTokens, recoveryCodes } from '../../db/schema/account-tokens';

/** A member's pending authenticator setup (one per member: a new one replaces the last), its secret sealed. */
export async function saveTwoFactorSetup(
  db: DbOrTx,
  input: { id: string; memberId: string; sealedSecret: string; now: Date; expiresAt: Date },
): Promise<void> {
  const row = {
    kind: '2fa-setup',
    memberId: input.memberId,
    secret: input.sealedSecret,
    attempts: 0,
    createdAt: input.now,
    expiresAt: input.expiresAt,
    usedAt: null,
  };
  await db
    .insert(accountTokens)
    .values({ id: input.id, ...row })
    .onConflictDoUpdate({ target: accountTokens.id, set: row });
}

/**
 * Counts one try against a live setup (at most `maxAttempts`, one conditional update): its sealed secret,
 * or null when there is no live setup left to try.
 */
export async function countSetupAttempt(
  db: DbOrTx,
  input: { id: string; now: Date; maxAttempts: number },
): Promise<string | null> {
  const [pending] = await db
    .update(accountTokens)
    .set({ attempts: sql`${accountTokens.attempts} + 1` })
    .where(
      and(
        eq(accountTokens.id, input.id),
        eq(accountTokens.kind, '2fa-setup'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, input.now),
        lt(accountTokens.attempts, input.maxAttempts),
      ),
    )
    .returning({ secret: accountTokens.secret });
  return pending?.secret ?? null;
}

/** Marks the setup used (its secret dropped), once: false when it already was. */
export async function useSetup(tx: Tx, id: string, now: Date): Promise<boolean> {
  const [used] = await tx
    .update(accountTokens)
    .set({ usedAt: now, secret: null })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return Boolean(used);
}

/** The member's recovery codes become these (hashes); none when empty. */
export async function replaceRecoveryCodes(tx: Tx, memberId: string, codeHashes: string[]): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.memberId, memberId));
  if (codeHashes.length) {
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ memberId, codeHash })));
  }
}
