// Owner: modules/bookings/ (owners.cjs). Other code reaches these tables only through modules/bookings/index.ts.
import type { BookingTypeValue, ConfirmationStatus, CostUnit } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** bookings.details: the treatment chosen (as it was when booked), or a stay's nights. */
export type StoredBookingDetails = {
  treatment?: { id: string; name: string; minutes: number };
  nights?: number;
};

import { members } from './members';

/**
 * A start is a whole minute. The slot's identity is (course, start), so a start with seconds or
 * milliseconds would be a second slot for the same tee time. `AT TIME ZONE 'UTC'` keeps the check
 * immutable (independent of the session's zone); zone offsets are whole minutes.
 */
const wholeMinute = (column: AnyPgColumn) =>
  sql`date_trunc('minute', ${column} at time zone 'UTC') = (${column} at time zone 'UTC')`;

export const bookings = pgTable(
  'bookings',
  {
    id: serial().primaryKey(),
    bookingType: smallint().$type<BookingTypeValue>().notNull(),
    bookedBy: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /**
     * The club and the course, without foreign keys (migration 0056): both are the quote's, read from the
     * course's row in the same request, and no club or course is ever deleted (nothing in the API deletes
     * either: a club closes through its switches). A key check locked the club's and the course's one row
     * in every booking's transaction, shared by twenty bookings at once through multixacts: 4.5–6.6 % of
     * the database's CPU a booking (issue 45 §3).
     */
    clubId: integer().notNull(),
    courseId: integer().notNull(),
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
    /** Staff marked that nobody came (a past booking only). */
    noShowAt: timestamp({ withTimezone: true }),
    /** What was booked beyond the slot: the spa treatment, or a stay's nights (issue 11 §1). */
    details: jsonb().$type<StoredBookingDetails>(),
    cost: integer().notNull(),
    costUnit: text().$type<CostUnit>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Calendar revision (iCalendar SEQUENCE) and when it last changed (DTSTAMP): bumped by a trigger
     * (migration booking_sequence) whenever something a calendar shows changes, whichever code path
     * changed it, so a subscribed calendar app replaces its copy.
     */
    sequence: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_ref_unique').on(t.bookingRef),
    uniqueIndex('bookings_confirmation_code_unique').on(t.confirmationCode),
    // A member's bookings by day (the per-day limits), and the only index led by the booker: the account's
    // deletion (their bookings to come), the no-show rule and the staff checks read its first column. A
    // second index on (booker, start) was written by every booking and read by none of the hot reads.
    index('bookings_booker_day_idx').on(t.bookedBy, t.localDate),
    // A club's bookings by start: the v1 API's pages and the staff CSV export (keyset on start, id).
    index('bookings_club_start_idx').on(t.clubId, t.startsAt, t.id),
    // A club's no-show rule counts the member's no-shows there on every booking and tee sheet they ask
    // for (domain/booking-rules/restriction.ts): only the rare no-shows are in it, so the count reads the
    // member's own few entries, not the club's or the member's whole history.
    index('bookings_no_show_idx').on(t.bookedBy, t.clubId, t.noShowAt).where(sql`${t.noShowAt} is not null`),
    check(
      'bookings_party',
      sql`${t.numberOfPeople} >= 1 and ${t.ofWhichJuniors} between 0 and ${t.numberOfPeople}`,
    ),
    check('bookings_starts_whole_minute', wholeMinute(t.startsAt)),
  ],
);

/**
 * The people on a booking, each with a payer. The booker pays for themselves, guests and juniors; a
 * `member` player (a buddy) is another member, who pays their own share (`payerId` = their id) or has
 * it paid by the booker.
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
    /**
     * The booking's start, kept equal to it by the database (triggers of migration 0041: set on insert,
     * followed when a start moves), so a member's bookings by time are one range of the index below:
     * upcoming and previous read the member's entries around now, not their whole history.
     */
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * The booking's club, kept the same way (migration 0042): the clubs a member has played at are a few
     * index probes (trophies' `clubs`), not a read of every booking they were on.
     */
    clubId: integer().notNull(),
    /**
     * When its booking was cancelled, kept the same way (migration 0044): a member's live bookings by club
     * are one index range (explore's rounds and last booking per club), read without visiting a booking.
     */
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('booking_players_position_unique').on(t.bookingId, t.position),
    index('booking_players_member_start_idx').on(t.memberId, t.startsAt, t.bookingId),
    // The member's bookings not cancelled, by club and start: per club, their count and latest start.
    index('booking_players_member_club_live_idx')
      .on(t.memberId, t.clubId, t.startsAt, t.bookingId)
      .where(sql`${t.cancelledAt} is null`),
    // A member's day usage counts the bookings they were booked onto by others.
    index('booking_players_member_player_idx').on(t.memberId).where(sql`${t.kind} = 'member'`),
  ],
);

/** Places taken per course slot; changed only by conditional updates inside the booking transaction. */
export const slotOccupancy = pgTable(
  'slot_occupancy',
  {
    /**
     * No foreign key, as `bookings.courseId`: a row is made by a start's first booking or hold, from the
     * quote's course (a waitlist entry's and a hold's come from one too).
     */
    courseId: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    capacity: smallint().notNull(),
    placesTaken: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.startsAt] }),
    check('slot_occupancy_range', sql`${t.placesTaken} >= 0 and ${t.placesTaken} <= ${t.capacity}`),
    check('slot_occupancy_starts_whole_minute', wholeMinute(t.startsAt)),
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
