import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { members } from './members';

export type CancellationRequestStatus = 'open' | 'approved' | 'declined';

/**
 * A member's request that the club cancel a booking inside its cut-off (club-discovery §9: Golf
 * Management approves cancellations inside the window). One open request per booking.
 */
export const cancellationRequests = pgTable(
  'cancellation_requests',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text().$type<CancellationRequestStatus>().notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: uuid().references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('cancellation_requests_one_open').on(t.bookingId).where(sql`${t.status} = 'open'`),
    index('cancellation_requests_status_idx').on(t.status, t.createdAt),
  ],
);
