// Owner: modules/ballots/ (owners.cjs). Other code reaches these tables only through modules/ballots/index.ts.
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

/**
 * One ballot: the window's starts of one course-day, released by a draw (ballots, issue 22 §1). The
 * seed is drawn when the row is made (entries open) and kept secret until the draw; its commitment is
 * public from the start. `state` goes Open → Drawing (one drawer claimed it) → Drawn.
 */
export const ballots = pgTable(
  'ballots',
  {
    id: serial().primaryKey(),
    clubId: integer()
      .notNull()
      .references(() => clubs.id),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    /** The club-local date released. */
    localDate: text().notNull(),
    /** The window's starts that day (`HH:mm`), fixed when the ballot opens. */
    times: text().array().notNull(),
    state: text().$type<'Open' | 'Drawing' | 'Drawn'>().notNull().default('Open'),
    seed: text().notNull(),
    commitment: text().notNull(),
    opensAt: timestamp({ withTimezone: true }).notNull(),
    drawAt: timestamp({ withTimezone: true }).notNull(),
    /** Free places per time when the draw claimed the ballot: the audit's input. */
    capacity: jsonb().$type<Record<string, number>>(),
    /** The draw order (EntryIds), written with the claim so a resumed draw books the same way. */
    drawOrder: text().array(),
    drawingSince: timestamp({ withTimezone: true }),
    drawnAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ballots_course_date_uq').on(t.courseId, t.localDate),
    index('ballots_state_draw_idx').on(t.state, t.drawAt),
    check('ballots_state', sql`${t.state} in ('Open', 'Drawing', 'Drawn')`),
  ],
);

/** A party's entry. `id` is the public EntryId: random, never derived from the member. */
export const ballotEntries = pgTable(
  'ballot_entries',
  {
    id: text().primaryKey(),
    ballotId: integer()
      .notNull()
      .references(() => ballots.id, { onDelete: 'cascade' }),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    players: smallint().notNull(),
    juniors: smallint().notNull(),
    preferences: text().array().notNull(),
    /** Set by the draw: the weight it used, the time won (null: lost), and the booking made. */
    weight: smallint(),
    /**
     * `Forfeited`: given a time but its booking was refused (not counted as a loss); `NotDrawn`: a buddy
     * who asked to be asked had not accepted being in it when the draw claimed the ballot.
     */
    outcome: text().$type<'Won' | 'Lost' | 'Forfeited' | 'NotDrawn'>(),
    time: text(),
    bookingId: integer().references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ballot_entries_ballot_idx').on(t.ballotId)],
);

/**
 * Everyone in an entry, the entrant (position 0) and their buddies: the primary key makes "one entry per
 * member per ballot, counting parties" a constraint, safe under concurrent entries.
 */
export const ballotEntrants = pgTable(
  'ballot_entrants',
  {
    ballotId: integer()
      .notNull()
      .references(() => ballots.id, { onDelete: 'cascade' }),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    entryId: text()
      .notNull()
      .references(() => ballotEntries.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    /**
     * A buddy who asked to be asked (AskBeforeBookingMeIn) when the entry was made or changed is
     * `pending` until they accept being in it (then `accepted`; declining withdraws the entry); everyone
     * else `not_asked`. The draw leaves out an entry with anyone still `pending`.
     */
    consent: text().$type<'not_asked' | 'pending' | 'accepted'>().notNull().default('not_asked'),
  },
  (t) => [
    primaryKey({ columns: [t.ballotId, t.memberId] }),
    check('ballot_entrants_consent', sql`${t.consent} in ('not_asked', 'pending', 'accepted')`),
    index('ballot_entrants_entry_idx').on(t.entryId),
  ],
);

/** A member's run of lost ballots at a club: their next weight is 1 + it (at most 4); a win resets it. */
export const ballotStandings = pgTable(
  'ballot_standings',
  {
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    clubId: integer()
      .notNull()
      .references(() => clubs.id),
    consecutiveLosses: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.clubId] })],
);
