// Owner: modules/waitlist/ (owners.cjs). Other code reaches these tables only through modules/waitlist/index.ts.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { clubs } from './clubs';
import { courses } from './courses';
import { members } from './members';

export type WaitlistState = 'waiting' | 'offered' | 'booked' | 'left' | 'declined' | 'expired';
export type OfferState = 'open' | 'accepted' | 'declined' | 'expired';

/**
 * A party waiting for places on one start (waitlist, issue 22 §2). `waiting` until places free up and
 * an offer holds them (`offered`); then `booked`, or `declined`/`expired` (the place is given up, so
 * the same places never come back to the party that let them go). `left` when the member leaves.
 * Position is the order of `created_at, id` among the start's active (waiting or offered) parties.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial().primaryKey(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    clubId: integer()
      .notNull()
      .references(() => clubs.id),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    players: smallint().notNull(),
    juniors: smallint().notNull(),
    /** Kept for the booking an accepted offer makes (a club may require notes). */
    notes: text().notNull().default(''),
    state: text().$type<WaitlistState>().notNull().default('waiting'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One active place per member and start: WAITLIST_ALREADY_JOINED.
    uniqueIndex('waitlist_entries_member_slot_active')
      .on(t.memberId, t.courseId, t.startsAt)
      .where(sql`${t.state} in ('waiting', 'offered')`),
    index('waitlist_entries_slot_active')
      .on(t.courseId, t.startsAt, t.createdAt, t.id)
      .where(sql`${t.state} in ('waiting', 'offered')`),
    check('waitlist_entries_party', sql`${t.players} >= 1 and ${t.juniors} between 0 and ${t.players}`),
  ],
);

/**
 * Places held for a waiting party until `expires_at`. While `open` and unexpired they count against the
 * start's capacity in every read and in the booking write's claim (fairway_write_booking); past
 * `expires_at` they count nowhere, whether or not the sweep has marked the offer `expired` yet.
 * Anything that raises holds or bookings on a start locks its slot_occupancy row first.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: serial().primaryKey(),
    entryId: integer()
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    places: smallint().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    state: text().$type<OfferState>().notNull().default('open'),
    bookingId: integer().references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('waitlist_offers_slot_open').on(t.courseId, t.startsAt).where(sql`${t.state} = 'open'`),
    index('waitlist_offers_expiry_open').on(t.expiresAt).where(sql`${t.state} = 'open'`),
    uniqueIndex('waitlist_offers_entry_open').on(t.entryId).where(sql`${t.state} = 'open'`),
    check('waitlist_offers_places', sql`${t.places} >= 1`),
  ],
);
