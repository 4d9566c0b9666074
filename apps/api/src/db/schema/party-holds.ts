// Owner: modules/party-holds/ (owners.cjs). Other code reaches these tables only through modules/party-holds/index.ts.
import type { CreateBooking } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import {
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
import { bookings } from './bookings';
import { clubs } from './clubs';
import { courses } from './courses';
import { members } from './members';

export type PartyHoldState = 'open' | 'booked' | 'declined' | 'expired' | 'failed';
export type PartyHoldAnswerState = 'not_asked' | 'pending' | 'accepted' | 'declined';

/** The booking request a hold commits when its buddies have accepted: the slot, party size and choices. */
export type HeldRequest = Omit<CreateBooking, 'buddies' | 'buddiesPaidByMe'>;

/**
 * A party booking waiting for the buddies who asked to be asked (issue 22 §3). While `open` and
 * unexpired its places count against the start's capacity exactly as a waitlist offer's do (the
 * `held_places` view, read by fairway_write_booking and every availability read); past `expires_at` they
 * count nowhere, whether or not the sweep has marked it `expired`. `booked` when the last buddy accepted
 * and the booking write took the places (in the statement that marks it); `declined`, `expired` or
 * `failed` (a payer could not pay then: `failure_code`) release them. The booker's Idempotency-Key is
 * the hold's own, so a retried request answers the same hold.
 */
export const partyHolds = pgTable(
  'party_holds',
  {
    id: serial().primaryKey(),
    bookerId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    requestHash: text().notNull(),
    clubId: integer()
      .notNull()
      .references(() => clubs.id),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    places: smallint().notNull(),
    request: jsonb().$type<HeldRequest>().notNull(),
    /** The party's cost when held, for the invitations (each payer pays when it commits). */
    cost: integer().notNull(),
    costUnit: text().$type<'points' | 'rounds'>().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    state: text().$type<PartyHoldState>().notNull().default('open'),
    failureCode: text(),
    bookingId: integer().references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('party_holds_booker_key').on(t.bookerId, t.idempotencyKey),
    index('party_holds_slot_open').on(t.courseId, t.startsAt).where(sql`${t.state} = 'open'`),
    index('party_holds_expiry_open').on(t.expiresAt).where(sql`${t.state} = 'open'`),
    check('party_holds_places', sql`${t.places} >= 1`),
  ],
);

/** The held party's buddies in position order, each asked (`pending` until answered) or not. */
export const partyHoldBuddies = pgTable(
  'party_hold_buddies',
  {
    holdId: integer()
      .notNull()
      .references(() => partyHolds.id, { onDelete: 'cascade' }),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    paidBy: text().$type<'self' | 'booker'>().notNull(),
    answer: text().$type<PartyHoldAnswerState>().notNull(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.holdId, t.memberId] }),
    index('party_hold_buddies_member').on(t.memberId, t.answer),
  ],
);
