import { type Booking, type BookingPage, PREVIOUS_BOOKINGS_PAGE_SIZE } from '@fairway/contracts';
import { and, asc, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema';
import { arrayQuery } from '../../lib/array-query';
import { toBooking } from './mapper';
import { bookingRowOf, findBookingViews, latestVisibleUpTo, selectRows, visibleAfter } from './repository';

/** The dashboard asks for this on every visit: one prepared statement, its rows read as arrays. */
const upcomingQuery = arrayQuery<'memberId' | 'now'>('upcoming_bookings', (db) =>
  selectRows(db)
    .where(
      and(
        visibleAfter(sql.placeholder('memberId'), sql`${sql.placeholder('now')}::timestamptz`),
        gt(bookings.startsAt, sql`${sql.placeholder('now')}::timestamptz`),
        or(isNull(bookings.fulfilled), sql`${bookings.fulfilled} = false`),
        isNull(bookings.cancelledAt),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(200),
);

/**
 * Upcoming bookings, soonest first. Hidden: fulfilled extras (member-area §5) and cancelled bookings,
 * which the history lists (issue 44 §4: a cancelled booking is no longer to come).
 */
export async function listUpcoming(db: Db, memberId: string, now = new Date()): Promise<Booking[]> {
  const rows = await upcomingQuery(db, { memberId, now: now.toISOString() });
  return rows.map((r) => toBooking(bookingRowOf(r), now));
}

/**
 * The history, latest start first, 5 a page: bookings whose time has passed, and bookings cancelled
 * before their time (the upcoming list no longer shows them). Any page's rows are among all those
 * cancelled ones and the first `offset + limit` past ones, so the index's read-backwards stays bounded.
 */
export async function listPrevious(
  db: DbOrTx,
  memberId: string,
  page: number,
  now = new Date(),
): Promise<BookingPage> {
  const offset = (page - 1) * PREVIOUS_BOOKINGS_PAGE_SIZE;
  const limit = PREVIOUS_BOOKINGS_PAGE_SIZE + 1;
  const rows = await findBookingViews(
    db,
    or(
      and(latestVisibleUpTo(memberId, now, offset + limit), lte(bookings.startsAt, now)),
      and(visibleAfter(memberId, sql`${now.toISOString()}::timestamptz`), isNotNull(bookings.cancelledAt)),
    ),
    { order: 'desc', limit, offset },
  );
  return {
    items: rows.slice(0, PREVIOUS_BOOKINGS_PAGE_SIZE).map((r) => toBooking(r, now)),
    page,
    pageSize: PREVIOUS_BOOKINGS_PAGE_SIZE,
    hasMore: rows.length > PREVIOUS_BOOKINGS_PAGE_SIZE,
  };
}
