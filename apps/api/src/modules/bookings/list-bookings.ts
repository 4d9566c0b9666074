import { type Booking, type BookingPage, BookingType, PREVIOUS_BOOKINGS_PAGE_SIZE } from '@fairway/contracts';
import { and, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema';
import { toBooking } from './mapper';
import { findBookingViews, visibleTo } from './repository';

/**
 * Upcoming bookings, soonest first. Hidden (member-area §5): fulfilled extras, and type-2 bookings once
 * cancelled; other cancelled bookings stay with their Cancelled badge.
 */
export async function listUpcoming(db: DbOrTx, memberId: string, now = new Date()): Promise<Booking[]> {
  const rows = await findBookingViews(
    db,
    and(
      visibleTo(memberId),
      gt(bookings.startsAt, now),
      or(isNull(bookings.fulfilled), sql`${bookings.fulfilled} = false`),
      or(ne(bookings.bookingType, BookingType.Extra), isNull(bookings.cancelledAt)),
    ),
    { order: 'asc', limit: 200 },
  );
  return rows.map((r) => toBooking(r, now));
}

/** Bookings whose time has passed, most recent first, 5 a page. */
export async function listPrevious(
  db: DbOrTx,
  memberId: string,
  page: number,
  now = new Date(),
): Promise<BookingPage> {
  const rows = await findBookingViews(db, and(visibleTo(memberId), lte(bookings.startsAt, now)), {
    order: 'desc',
    limit: PREVIOUS_BOOKINGS_PAGE_SIZE + 1,
    offset: (page - 1) * PREVIOUS_BOOKINGS_PAGE_SIZE,
  });
  return {
    items: rows.slice(0, PREVIOUS_BOOKINGS_PAGE_SIZE).map((r) => toBooking(r, now)),
    page,
    pageSize: PREVIOUS_BOOKINGS_PAGE_SIZE,
    hasMore: rows.length > PREVIOUS_BOOKINGS_PAGE_SIZE,
  };
}
