import { type Booking, type BookingPage, BookingType, PREVIOUS_BOOKINGS_PAGE_SIZE } from '@fairway/contracts';
import { and, asc, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
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
        or(ne(bookings.bookingType, BookingType.Extra), isNull(bookings.cancelledAt)),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(200),
);

/**
 * Upcoming bookings, soonest first. Hidden (member-area §5): fulfilled extras, and type-2 bookings once
 * cancelled; other cancelled bookings stay with their Cancelled badge.
 */
export async function listUpcoming(db: Db, memberId: string, now = new Date()): Promise<Booking[]> {
  const rows = await upcomingQuery(db, { memberId, now: now.toISOString() });
  return rows.map((r) => toBooking(bookingRowOf(r), now));
}

/** Bookings whose time has passed, most recent first, 5 a page. */
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
    and(latestVisibleUpTo(memberId, now, offset + limit), lte(bookings.startsAt, now)),
    { order: 'desc', limit, offset },
  );
  return {
    items: rows.slice(0, PREVIOUS_BOOKINGS_PAGE_SIZE).map((r) => toBooking(r, now)),
    page,
    pageSize: PREVIOUS_BOOKINGS_PAGE_SIZE,
    hasMore: rows.length > PREVIOUS_BOOKINGS_PAGE_SIZE,
  };
}
