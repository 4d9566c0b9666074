// Owner: modules/points/ (owners.cjs). Other code reaches these tables only through modules/points/index.ts.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { members } from './members';
import { flexiLots } from './points';

// The points module's: a booking's debits are the ledger's other half (which lot or balance paid), written
// by the booking's write (fairway_write_booking) as the lots and ledger rows are, and replayed by the
// points module's refundBooking.
/** What a booking took from whose balance: home points or one Open Play lot. Refunds replay these rows. */
export const bookingDebits = pgTable(
  'booking_debits',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    lotId: bigint({ mode: 'number' }).references(() => flexiLots.id),
    points: integer().notNull(),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('booking_debits_booking_idx').on(t.bookingId),
    check('booking_debits_positive', sql`${t.points} > 0`),
  ],
);
