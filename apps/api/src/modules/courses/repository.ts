import type {
  BallotWindow,
  ClubContent,
  ExtraForm,
  FacilityTypeValue,
  ReleaseEntry,
  SpaTreatment,
} from '@fairway/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs } from '../../db/schema/clubs';
import { coursePrices, courseSchedules, courses } from '../../db/schema/courses';

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
  /** The club's no-show rule (content `booking.restriction`), if it has one. */
  restriction: { limit: number; days: number } | null;
  /** What the spa offers and how each extra books (content `booking`): issue 11 §1. */
  spaTreatments: SpaTreatment[];
  extraForms: ExtraForm[];
  /** The restaurant's table sizes (content `booking.diningTableSizes`); null: any size up to MAX_COVERS. */
  diningTableSizes: number[] | null;
  /** The spa takes no juniors (content `booking.spaAdultsOnly`). */
  spaAdultsOnly: boolean;
  /** The club's ballot windows (content `ballots`): starts released by a draw. */
  ballots: BallotWindow[];
  /** The club's releases (content `release`): per course, when the window's last day opens, through a line. */
  releases: ReleaseEntry[];
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
    restriction: content.booking?.restriction ?? null,
    spaTreatments: content.booking?.spaTreatments ?? [],
    extraForms: content.booking?.extraForms ?? [],
    diningTableSizes: content.booking?.diningTableSizes ?? null,
    spaAdultsOnly: content.booking?.spaAdultsOnly === true,
    ballots: content.ballots ?? [],
    releases: content.release ?? [],
  };
}

export type CourseRow = { id: number; clubId: number; name: string; facilityType: FacilityTypeValue };

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

const coursesOfClub = (db: DbOrTx, clubId: number) =>
  db.select({ id: courses.id }).from(courses).where(eq(courses.clubId, clubId));

/** Every tee sheet of every course of a club (the reference cache loads them at once). */
export function findSchedulesOfClub(db: DbOrTx, clubId: number) {
  return db
    .select({
      courseId: courseSchedules.courseId,
      season: courseSchedules.season,
      dayOfWeek: courseSchedules.dayOfWeek,
      firstStartMinute: courseSchedules.firstStartMinute,
      lastStartMinute: courseSchedules.lastStartMinute,
      intervalMinutes: courseSchedules.intervalMinutes,
      capacity: courseSchedules.capacity,
    })
    .from(courseSchedules)
    .where(inArray(courseSchedules.courseId, coursesOfClub(db, clubId)));
}

/** Every price band of every course of a club, each day's bands ordered by their first minute. */
export function findPriceBandsOfClub(db: DbOrTx, clubId: number) {
  return db
    .select({
      courseId: coursePrices.courseId,
      season: coursePrices.season,
      dayOfWeek: coursePrices.dayOfWeek,
      fromMinute: coursePrices.fromMinute,
      adultCost: coursePrices.adultCost,
      juniorCost: coursePrices.juniorCost,
    })
    .from(coursePrices)
    .where(inArray(coursePrices.courseId, coursesOfClub(db, clubId)))
    .orderBy(asc(coursePrices.courseId), asc(coursePrices.fromMinute));
}

/**
 * A course of a club by name, with the club's name, zone and content document: what a notice about one of
 * its starts names, and where the club's hold and offer minutes are read. Null when the course is not the
 * club's.
 */
export async function findCourseOfClub(
  db: DbOrTx,
  clubId: number,
  courseId: number,
): Promise<{ clubName: string; courseName: string; timeZone: string; content: ClubContent } | null> {
  const [row] = await db
    .select({
      clubName: clubs.name,
      courseName: courses.name,
      timeZone: clubs.timeZone,
      content: clubs.content,
    })
    .from(courses)
    .innerJoin(clubs, eq(clubs.id, courses.clubId))
    .where(and(eq(courses.id, courseId), eq(clubs.id, clubId)));
  return row ?? null;
}

/** The time zone of a course's club (a start's tee sheet is named by its local date); null for no such course. */
export async function findTimeZoneOfCourse(db: DbOrTx, courseId: number): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: clubs.timeZone })
    .from(courses)
    .innerJoin(clubs, eq(clubs.id, courses.clubId))
    .where(eq(courses.id, courseId));
  return row?.timeZone ?? null;
}

/** The ids of the clubs that have a course, as a subquery (a club with no course has nothing to book). */
export const clubIdsWithCourses = (): SQL => sql`(select ${courses.clubId} from ${courses})`;

/** Clubs whose content declares releases (a release line's clock): their id, zone, window and releases. */
export async function findClubsWithReleases(db: DbOrTx) {
  return db
    .select({
      id: clubs.id,
      timeZone: clubs.timeZone,
      bookingWindowDays: clubs.bookingWindowDays,
      content: clubs.content,
    })
    .from(clubs)
    .where(sql`${clubs.content} ? 'release'`);
}
