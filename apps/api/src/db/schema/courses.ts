// Owner: modules/courses/ (owners.cjs). Other code reaches these tables only through modules/courses/index.ts.
import type { FacilityTypeValue } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';

export const SEASONS = ['summer', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

/** A bookable or listed facility of a club: golf course, spa, gym, misc (extras) or restaurant. */
export const courses = pgTable(
  'courses',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    clubId: integer()
      .notNull()
      .references(() => clubs.id),
    name: text().notNull(),
    facilityType: smallint().$type<FacilityTypeValue>().notNull(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [
    index('courses_club_idx').on(t.clubId, t.sortOrder),
    check('courses_facility_type_range', sql`${t.facilityType} between 0 and 4`),
  ],
);

/** Tee sheet per season and day of week (0 Sunday … 6 Saturday); times are minutes after local midnight. */
export const courseSchedules = pgTable(
  'course_schedules',
  {
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    season: text().$type<Season>().notNull(),
    dayOfWeek: smallint().notNull(),
    firstStartMinute: smallint().notNull(),
    lastStartMinute: smallint().notNull(),
    intervalMinutes: smallint().notNull(),
    capacity: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.season, t.dayOfWeek] }),
    check('course_schedules_day_range', sql`${t.dayOfWeek} between 0 and 6`),
    check(
      'course_schedules_times',
      sql`${t.firstStartMinute} >= 0 and ${t.lastStartMinute} >= ${t.firstStartMinute} and ${t.lastStartMinute} < 1440 and ${t.intervalMinutes} > 0`,
    ),
    check('course_schedules_capacity', sql`${t.capacity} > 0`),
  ],
);

/**
 * Points matrix: season × day of week × time band → cost per adult and per junior. A band starts at
 * `fromMinute` and runs until the next band of the same day. Rounds clubs hold rounds here.
 */
export const coursePrices = pgTable(
  'course_prices',
  {
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    season: text().$type<Season>().notNull(),
    dayOfWeek: smallint().notNull(),
    fromMinute: smallint().notNull(),
    adultCost: integer().notNull(),
    juniorCost: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.season, t.dayOfWeek, t.fromMinute] }),
    check('course_prices_non_negative', sql`${t.adultCost} >= 0 and ${t.juniorCost} >= 0`),
  ],
);

/** E-commerce categories (spec: additional bookers); each books through a misc course. */
export const additionalBookers = pgTable(
  'additional_bookers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    clubId: integer()
      .notNull()
      .references(() => clubs.id),
    categoryId: integer().notNull(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    descriptiveTitle: text().notNull(),
    description: text().notNull(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index('additional_bookers_club_idx').on(t.clubId, t.categoryId, t.sortOrder)],
);
