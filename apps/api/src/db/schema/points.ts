// Owner: modules/points/ (owners.cjs). Other code reaches these tables only through modules/points/index.ts.
import type { TransactionType } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Open Play points are held in lots that expire 12 months after purchase and are spent oldest first.
 * The member's Open Play balance is the sum of `remaining` over lots not yet expired.
 */
export const flexiLots = pgTable(
  'flexi_lots',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    purchasedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    original: integer().notNull(),
    remaining: integer().notNull(),
    /** Set by the expiry run, which writes the lapsed points to the ledger and zeroes `remaining`. */
    expiredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('flexi_lots_member_idx').on(t.memberId, t.expiresAt),
    // A member's live lots (every balance, booking and payment reads them): the member's rows only, whatever
    // the statistics say. Without it, on a table not yet analysed, the planner took the expiry run's index
    // and read every member's live lots for one (2,291 in the checkout bench: 0.2–0.3 ms a read, three reads
    // a payment).
    index('flexi_lots_live_idx').on(t.memberId, t.expiresAt).where(sql`${t.expiredAt} is null`),
    index('flexi_lots_due_idx').on(t.expiresAt).where(sql`${t.expiredAt} is null`),
    check('flexi_lots_remaining_range', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.original}`),
  ],
);

/** Transaction types, club-discovery §3: every balance change is one ledger row of one of these. */
export { TRANSACTION_TYPES, type TransactionType } from '@fairway/contracts';

export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text().$type<TransactionType>().notNull(),
    homeDelta: integer().notNull().default(0),
    flexiDelta: integer().notNull().default(0),
    description: text().notNull().default(''),
    bookingId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A member's ledger newest first, a page at a time (points/ledger-repository.ts): the page's rows
    // from the index in order, not every row the member ever had sorted.
    index('points_ledger_member_time_idx').on(t.memberId, t.createdAt, t.id),
    index('points_ledger_booking_idx').on(t.bookingId),
  ],
);
