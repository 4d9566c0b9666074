import type { BookingTypeValue, ConfirmationStatus, CostUnit } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { courses } from './courses';
import { members } from './members';
import { flexiLots } from './points';

export const bookings = pgTable(
  'bookings',
  {
    id: serial().primaryKey(),
    bookingType: smallint().$type<BookingTypeValue>().notNull(),
    bookedBy: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    clubId: integer()
      .notNull()
      .references(() => clubs.id),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** The club-local date of the start, for the per-day package limits. */
    localDate: text().notNull(),
    numberOfPeople: smallint().notNull(),
    ofWhichJuniors: smallint().notNull(),
    bookingRef: text().notNull(),
    confirmationCode: text().notNull(),
    confirmationStatus: text().$type<ConfirmationStatus>().notNull(),
    notes: text().notNull().default(''),
    cancellationNotes: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    /** Extras (type 2): the title shown on the card, and whether staff fulfilled it. */
    extraTitle: text(),
    fulfilled: boolean(),
    cost: integer().notNull(),
    costUnit: text().$type<CostUnit>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_ref_unique').on(t.bookingRef),
    uniqueIndex('bookings_confirmation_code_unique').on(t.confirmationCode),
    index('bookings_booker_idx').on(t.bookedBy, t.startsAt),
    index('bookings_booker_day_idx').on(t.bookedBy, t.localDate),
    check(
      'bookings_party',
      sql`${t.numberOfPeople} >= 1 and ${t.ofWhichJuniors} between 0 and ${t.numberOfPeople}`,
    ),
  ],
);

/**
 * The people on a booking. The booker pays for guests and juniors; a `member` player (buddies issue)
 * is another member who pays with their own points (`payerId` = their id).
 */
export const bookingPlayers = pgTable(
  'booking_players',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    kind: text().$type<'booker' | 'guest' | 'member'>().notNull(),
    isJunior: boolean().notNull().default(false),
    memberId: uuid().references(() => members.id, { onDelete: 'set null' }),
    payerId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    cost: integer().notNull(),
  },
  (t) => [
    uniqueIndex('booking_players_position_unique').on(t.bookingId, t.position),
    index('booking_players_member_idx').on(t.memberId),
  ],
);

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

/** Places taken per course slot; changed only by conditional updates inside the booking transaction. */
export const slotOccupancy = pgTable(
  'slot_occupancy',
  {
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    capacity: smallint().notNull(),
    placesTaken: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.startsAt] }),
    check('slot_occupancy_range', sql`${t.placesTaken} >= 0 and ${t.placesTaken} <= ${t.capacity}`),
  ],
);

/** One row per (member, Idempotency-Key): a retry finds the booking its first attempt made. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    requestHash: text().notNull(),
    bookingId: integer().references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key] })],
);
