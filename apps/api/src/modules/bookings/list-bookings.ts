import { type Booking, type BookingPage, PREVIOUS_BOOKINGS_PAGE_SIZE } from '@fairway/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { toBooking } from './mapper';
import { bookingRowOf, findPreviousViews, findUpcomingRows } from './repository';

/**
 * Upcoming bookings, soonest first. Hidden: fulfilled extras (member-area §5) and cancelled bookings,
 * which the history lists (issue 44 §4: a cancelled booking is no longer to come).
 */
export async function listUpcoming(db: Db, memberId: string, now = new Date()): Promise<Booking[]> {
  const rows = await findUpcomingRows(db, memberId, now);
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
  const rows = await findPreviousViews(db, memberId, now, { offset, limit });
  return {
    items: rows.slice(0, PREVIOUS_BOOKINGS_PAGE_SIZE).map((r) => toBooking(r, now)),
    page,
    pageSize: PREVIOUS_BOOKINGS_PAGE_SIZE,
    hasMore: rows.length > PREVIOUS_BOOKINGS_PAGE_SIZE,
  };
}
