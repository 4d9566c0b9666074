import type { FacilityTypeValue } from '@fairway/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, coursePrices, courseSchedules, courses, type Season } from '../../db/schema';
import type { PriceBand } from '../bookings/rules/pricing';
import type { Schedule } from '../bookings/rules/schedule';

export type ClubRules = {
  id: number;
  name: string;
  timeZone: string;
  customerServiceEmail: string;
  address: string[];
  bookingWindowDays: number;
  cancellationCutoffHours: number;
  manualConfirmation: boolean;
  acceptsOpenPlay: boolean;
  disablePoints: boolean;
  notesRequired: boolean;
  notesTitle: string;
};

/** The booking rules of a club, read from its columns and its content switches. */
export async function findClubRules(db: DbOrTx, clubId: number): Promise<ClubRules | null> {
  const [row] = await db
    .select({
      id: clubs.id,
      name: clubs.name,
      timeZone: clubs.timeZone,
      customerServiceEmail: clubs.customerServiceEmail,
      content: clubs.content,
      bookingWindowDays: clubs.bookingWindowDays,
      cancellationCutoffHours: clubs.cancellationCutoffHours,
      manualConfirmation: clubs.manualConfirmation,
      acceptsOpenPlay: clubs.acceptsOpenPlay,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  if (!row) return null;
  const { content, ...rules } = row;
  return {
    ...rules,
    address: content.address ?? [],
    disablePoints: content.disablePoints === true,
    notesRequired: content.notesRequired === true,
    notesTitle: content.notesTitle || 'Notes',
  };
}

export type CourseRow = { id: number; clubId: number; name: string; facilityType: FacilityTypeValue };

export async function findCourse(db: DbOrTx, courseId: number): Promise<CourseRow | null> {
  const [row] = await db
    .select({
      id: courses.id,
      clubId: courses.clubId,
      name: courses.name,
      facilityType: courses.facilityType,
    })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row ?? null;
}

export function findCoursesByClub(db: DbOrTx, clubId: number): Promise<CourseRow[]> {
  return db
    .select({
      id: courses.id,
      clubId: courses.clubId,
      name: courses.name,
      facilityType: courses.facilityType,
    })
    .from(courses)
    .where(eq(courses.clubId, clubId))
    .orderBy(asc(courses.sortOrder), asc(courses.id));
}

export async function findSchedule(
  db: DbOrTx,
  courseId: number,
  season: Season,
  dayOfWeek: number,
): Promise<Schedule | null> {
  const [row] = await db
    .select({
      firstStartMinute: courseSchedules.firstStartMinute,
      lastStartMinute: courseSchedules.lastStartMinute,
      intervalMinutes: courseSchedules.intervalMinutes,
      capacity: courseSchedules.capacity,
    })
    .from(courseSchedules)
    .where(
      and(
        eq(courseSchedules.courseId, courseId),
        eq(courseSchedules.season, season),
        eq(courseSchedules.dayOfWeek, dayOfWeek),
      ),
    )
    .limit(1);
  return row ?? null;
}

export function findPriceBands(
  db: DbOrTx,
  courseId: number,
  season: Season,
  dayOfWeek: number,
): Promise<PriceBand[]> {
  return db
    .select({
      fromMinute: coursePrices.fromMinute,
      adultCost: coursePrices.adultCost,
      juniorCost: coursePrices.juniorCost,
    })
    .from(coursePrices)
    .where(
      and(
        eq(coursePrices.courseId, courseId),
        eq(coursePrices.season, season),
        eq(coursePrices.dayOfWeek, dayOfWeek),
      ),
    )
    .orderBy(asc(coursePrices.fromMinute));
}
