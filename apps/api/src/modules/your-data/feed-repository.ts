import { and, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { calendarFeeds } from '../../db/schema/calendar-feeds';
import { type BookingView, findBookingViews, visibleTo } from '../bookings';

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

export type FeedBooking = BookingView & { sequence: number; updatedAt: Date };

/** The most a feed lists: calendar apps time out on huge feeds, and nobody has this many live bookings. */
const FEED_LIMIT = 500;

/**
 * The bookings a member's feed shows: those they are on that start after `since`, a cancelled one only
 * while its cancellation is more recent than `since` (so calendar apps see the CANCELLED state, then it
 * goes). Oldest first.
 */
export async function findFeedBookings(db: DbOrTx, memberId: string, since: Date): Promise<FeedBooking[]> {
  const views = await findBookingViews(
    db,
    and(
      visibleTo(memberId),
      gte(bookings.startsAt, since),
      or(isNull(bookings.cancelledAt), gte(bookings.cancelledAt, since)),
    ),
    { limit: FEED_LIMIT },
  );
  if (views.length === 0) return [];
  const revisions = await db
    .select({ id: bookings.id, sequence: bookings.sequence, updatedAt: bookings.updatedAt })
    .from(bookings)
    .where(
      inArray(
        bookings.id,
        views.map((v) => v.id),
      ),
    );
  const byId = new Map(revisions.map((r) => [r.id, r]));
  return views.map((v) => ({
    ...v,
    sequence: byId.get(v.id)?.sequence ?? 0,
    updatedAt: byId.get(v.id)?.updatedAt ?? v.startsAt,
  }));
}
