import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
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

/**
 * A magic link's token row, written only when the address is a member's, by one statement whatever the
 * address (so the answer's timing says little about it): whether it was written.
 */
export async function insertMagicLinkIfMember(
  db: DbOrTx,
  input: { id: string; email: string; now: Date; expiresAt: Date },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into account_tokens (id, kind, member_id, created_at, expires_at)
    select ${input.id}, 'magic-link', m.id, ${input.now.toISOString()}::timestamptz,
      ${input.expiresAt.toISOString()}::timestamptz
    from members m where m.email = ${input.email}
    returning member_id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Marks a live token of `kind` used (one conditional update: a second use finds nothing); its member. */
export async function consumeToken(
  db: DbOrTx,
  input: { id: string; kind: string; now: Date },
): Promise<{ memberId: string } | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(accountTokens.id, input.id),
        eq(accountTokens.kind, input.kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, input.now),
      ),
    )
    .returning({ memberId: accountTokens.memberId });
  return row ?? null;
}

export async function insertToken(
  db: DbOrTx,
  input: { id: string; kind: string; memberId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(accountTokens).values({
    id: input.id,
    kind: input.kind,
    memberId: input.memberId,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  });
}

/** Which live token of these kinds, with tries left: what a second-factor step reads of it. */
type LiveToken = { id: string; kinds: string[]; now: Date; maxAttempts: number };

const isLive = (input: LiveToken) =>
  and(
    eq(accountTokens.id, input.id),
    inArray(accountTokens.kind, input.kinds),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, input.now),
    lt(accountTokens.attempts, input.maxAttempts),
  );

export async function findLiveToken(
  db: DbOrTx,
  input: LiveToken,
): Promise<{ kind: string; memberId: string; codeHash: string | null } | null> {
  const [row] = await db
    .select({ kind: accountTokens.kind, memberId: accountTokens.memberId, codeHash: accountTokens.codeHash })
    .from(accountTokens)
    .where(isLive(input))
    .limit(1);
  return row ?? null;
}

/** Counts one try against the live token, atomically (one conditional update below `maxAttempts`). */
export async function countTokenAttempt(
  db: DbOrTx,
  input: LiveToken,
): Promise<{ kind: string; memberId: string; codeHash: string | null } | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ attempts: sql`${accountTokens.attempts} + 1` })
    .where(isLive(input))
    .returning({
      kind: accountTokens.kind,
      memberId: accountTokens.memberId,
      codeHash: accountTokens.codeHash,
    });
  return row ?? null;
}

export async function setTokenCodeHash(db: DbOrTx, id: string, codeHash: string): Promise<void> {
  await db.update(accountTokens).set({ codeHash }).where(eq(accountTokens.id, id));
}

/** Records a used TOTP step (its id names member, secret and step): false when it was used already. */
export async function insertUsedStep(
  db: DbOrTx,
  input: { id: string; memberId: string; now: Date; expiresAt: Date },
): Promise<boolean> {
  const used = await db
    .insert(accountTokens)
    .values({
      id: input.id,
      kind: 'totp-used',
      memberId: input.memberId,
      createdAt: input.now,
      expiresAt: input.expiresAt,
      usedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: accountTokens.id });
  return used.length === 1;
}

/** Uses up one unused recovery code of the member by its hash: false when there is none. */
export async function useRecoveryCode(
  db: DbOrTx,
  input: { memberId: string; codeHash: string; now: Date },
): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(recoveryCodes.memberId, input.memberId),
        eq(recoveryCodes.codeHash, input.codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}
