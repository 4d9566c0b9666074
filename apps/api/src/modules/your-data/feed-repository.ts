import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { calendarFeeds } from '../../db/schema/calendar-feeds';

export type FeedRow = { nonce: string; tokenHash: string };

export async function findFeed(db: DbOrTx, memberId: string): Promise<FeedRow | null> {
  const [row] = await db
    .select({ nonce: calendarFeeds.nonce, tokenHash: calendarFeeds.tokenHash })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.memberId, memberId))
    .limit(1);
  return row ?? null;
}

/** Creates the member's feed unless one exists (two first visits at once keep the first). */
export async function insertFeedIfAbsent(db: DbOrTx, memberId: string, row: FeedRow): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ memberId, ...row })
    .onConflictDoNothing({ target: calendarFeeds.memberId });
}

/** Replaces the member's feed secret: the old address stops working with this statement. */
export async function replaceFeed(db: DbOrTx, memberId: string, row: FeedRow): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ memberId, ...row })
    .onConflictDoUpdate({ target: calendarFeeds.memberId, set: { ...row, createdAt: new Date() } });
}

export async function findFeedOwner(db: DbOrTx, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ memberId: calendarFeeds.memberId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .limit(1);
  return row?.memberId ?? null;
}

/** When the member's calendar feed was made, for their data export; null when they have none. */
export async function findFeedForExport(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.memberId, memberId));
  return row ?? null;
}

/** Deletes the member's calendar feed (their account is being deleted): its address stops working. */
export async function eraseFeedOf(tx: Tx, memberId: string): Promise<void> {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.memberId, memberId));
}
