import type { ApiTokenScope } from '@fairway/contracts';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { clubApiTokens } from '../../db/schema/integrations';

const listed = {
  id: clubApiTokens.id,
  name: clubApiTokens.name,
  scopes: clubApiTokens.scopes,
  hint: clubApiTokens.hint,
  createdAt: clubApiTokens.createdAt,
  lastUsedAt: clubApiTokens.lastUsedAt,
};
export type TokenRow = {
  id: number;
  name: string;
  scopes: string[];
  hint: string;
  createdAt: Date;
  lastUsedAt: Date | null;
};

export async function countActiveTokens(db: DbOrTx, clubId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(clubApiTokens)
    .where(and(eq(clubApiTokens.clubId, clubId), isNull(clubApiTokens.revokedAt)));
  return row?.n ?? 0;
}

export async function insertToken(
  tx: Tx,
  token: {
    clubId: number;
    name: string;
    scopes: ApiTokenScope[];
    tokenHash: string;
    hint: string;
    now: Date;
  },
): Promise<TokenRow> {
  const [row] = await tx
    .insert(clubApiTokens)
    .values({
      clubId: token.clubId,
      name: token.name,
      scopes: token.scopes,
      tokenHash: token.tokenHash,
      hint: token.hint,
      createdAt: token.now,
    })
    .returning(listed);
  return row!;
}

/** The club's live tokens, oldest first. */
export function findActiveTokens(db: DbOrTx, clubId: number): Promise<TokenRow[]> {
  return db
    .select(listed)
    .from(clubApiTokens)
    .where(and(eq(clubApiTokens.clubId, clubId), isNull(clubApiTokens.revokedAt)))
    .orderBy(asc(clubApiTokens.createdAt), asc(clubApiTokens.id));
}

/** Revokes one live token of the club: false when there is none (unknown, another club's, or revoked). */
export async function revokeToken(db: DbOrTx, clubId: number, tokenId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(clubApiTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(clubApiTokens.id, tokenId), eq(clubApiTokens.clubId, clubId), isNull(clubApiTokens.revokedAt)),
    )
    .returning({ id: clubApiTokens.id });
  return rows.length === 1;
}

export type LiveToken = { id: number; clubId: number; scopes: string[]; lastUsedAt: Date | null };

/** The live token with this digest, read from the database on every call (a revocation counts at once). */
export async function findLiveToken(db: DbOrTx, tokenHash: string): Promise<LiveToken | null> {
  const [row] = await db
    .select({
      id: clubApiTokens.id,
      clubId: clubApiTokens.clubId,
      scopes: clubApiTokens.scopes,
      lastUsedAt: clubApiTokens.lastUsedAt,
    })
    .from(clubApiTokens)
    .where(and(eq(clubApiTokens.tokenHash, tokenHash), isNull(clubApiTokens.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** Notes a use, at most once a minute per token: a busy integration does not write on every call. */
export async function touchToken(db: DbOrTx, tokenId: number, now: Date): Promise<void> {
  await db
    .update(clubApiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(clubApiTokens.id, tokenId),
        sql`(${clubApiTokens.lastUsedAt} is null or ${clubApiTokens.lastUsedAt} < ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz)`,
      ),
    );
}
