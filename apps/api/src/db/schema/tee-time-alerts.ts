// Owner: modules/tee-time-alerts/ (owners.cjs). Other code reaches these tables only through modules/tee-time-alerts/index.ts.
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses } from './courses';
import { members } from './members';

/**
 * "Tell me when a time like this opens" (ARCHITECTURE "Find a tee time anywhere"): a saved search of one
 * date. `place` is the alert's search area as a box (x = longitude + 360 × the date's day number, y =
 * latitude), so one GiST index answers "which alerts of this date cover this club" without reading the
 * alerts of other dates or places (migration 0045 adds the column and the index).
 */
export const teeTimeAlerts = pgTable(
  'tee_time_alerts',
  {
    id: serial().primaryKey(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The club-local date searched (YYYY-MM-DD). */
    localDate: text().notNull(),
    /** The window's first and last start, minutes after local midnight. */
    fromMinute: smallint().notNull(),
    toMinute: smallint().notNull(),
    players: smallint().notNull(),
    juniors: smallint().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    radiusKm: integer().notNull(),
    maxCost: integer(),
    lastNotifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tee_time_alerts_member_idx').on(t.memberId),
    check('tee_time_alerts_window', sql`${t.fromMinute} <= ${t.toMinute}`),
  ],
);

/**
 * Starts whose places were freed (a cancellation, an offer or party hold that ended), written by database
 * triggers in the freeing transaction; the alerts job reads and deletes them after the commit.
 */
export const teeTimeOpenings = pgTable(
  'tee_time_openings',
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tee_time_openings_created_idx').on(t.createdAt, t.id)],
);
