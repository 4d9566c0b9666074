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
    index('tee_time_alerts_date_idx').on(t.localDate),
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

/**
 * Course-days that may have opened as a whole (migration 0050): the last day of the booking window
 * released (at midnight or at a course's release time, written by the alerts job), a ballot drawn, or
 * staff changing what is bookable (schedules, prices, the club's window, switches, ballots, releases:
 * written by triggers in the changing transaction). A null date stands for every date of the course's
 * window (of `dayOfWeek` only, when set). The job takes those whose `notBefore` has come; a day opening
 * through a release line waits there until the line has served everyone.
 */
export const teeTimeDayOpenings = pgTable(
  'tee_time_day_openings',
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    localDate: text(),
    dayOfWeek: smallint(),
    /** 'released' (the window's day opened), 'drawn' (its ballot was drawn) or 'changed' (by staff). */
    reason: text().notNull(),
    notBefore: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tee_time_day_openings_due_idx').on(t.notBefore, t.id)],
);

/** How far the alerts job has looked for released days (one row): each opening instant is seen once. */
export const teeTimeAlertClock = pgTable(
  'tee_time_alert_clock',
  {
    id: smallint().primaryKey().default(1),
    releasedThrough: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('tee_time_alert_clock_one', sql`${t.id} = 1`)],
);
