import { and, gte, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { type BookingView, findBookingViews, visibleTo } from './repository';

/** A booking as a member's calendar feed shows it: the view, and the revision calendar apps compare. */
export type FeedBooking = BookingView & { sequence: number; updatedAt: Date };

/**
 * The bookings a member's calendar feed shows (at most `limit`): those they are on that start after
 * `since`, a cancelled one only while its cancellation is more recent than `since` (so calendar apps see
 * the CANCELLED state, then it goes). Oldest first.
 */
export async function findFeedBookings(
  db: DbOrTx,
  memberId: string,
  since: Date,
  limit: number,
): Promise<FeedBooking[]> {
  const views = await findBookingViews(
    db,
    and(
      visibleTo(memberId),
      gte(bookings.startsAt, since),
      or(isNull(bookings.cancelledAt), gte(bookings.cancelledAt, since)),
    ),
    { limit },
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
