import type {
  BallotWindow,
  ClubContent,
  ExtraForm,
  FacilityTypeValue,
  ReleaseEntry,
  SpaTreatment,
} from '@fairway/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { clubs } from '../../db/schema/clubs';
import { coursePrices, courseSchedules, courses } from '../../db/schema/courses';
import { sqlArrayQuery } from '../../lib/array-query';

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
  return rulesOf(row);
}

type ClubRulesRow = Pick<
  ClubRules,
  | 'id'
  | 'name'
  | 'timeZone'
  | 'customerServiceEmail'
  | 'bookingWindowDays'
  | 'cancellationCutoffHours'
  | 'manualConfirmation'
  | 'acceptsOpenPlay'
> & { content: ClubContent };

/** A club's booking rules from its columns and its content document (one reading for every loader). */
function rulesOf(row: ClubRulesRow): ClubRules {
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

export type ScheduleRow = Awaited<ReturnType<typeof findSchedulesOfClub>>[number];
export type PriceBandRow = Awaited<ReturnType<typeof findPriceBandsOfClub>>[number];
/** What the reference cache holds of a club: its rules, courses, tee sheets and price bands. */
export type ClubReferenceRows = {
  club: ClubRules;
  courses: CourseRow[];
  schedules: ScheduleRow[];
  prices: PriceBandRow[];
};

/**
 * The reference rows of many clubs in one named statement (the network search loads a round's clubs at
 * once: four statements per club before). Courses, tee sheets and bands come as JSON arrays of arrays, in
 * the orders the per-club reads use.
 */
/** The statement's text, its club ids a placeholder (the named statement) or a value (in a transaction). */
const referenceSelect = (ids: SQL | ReturnType<typeof sql.placeholder>) =>
  sql`
    select c.id as c0, c.name as c1, c.time_zone as c2, c.customer_service_email as c3, c.content as c4,
      c.booking_window_days as c5, c.cancellation_cutoff_hours as c6, c.manual_confirmation as c7,
      c.accepts_open_play as c8,
      coalesce((select json_agg(json_build_array(co.id, co.name, co.facility_type) order by co.sort_order, co.id)
        from courses co where co.club_id = c.id), '[]') as c9,
      coalesce((select json_agg(json_build_array(s.course_id, s.season, s.day_of_week, s.first_start_minute,
          s.last_start_minute, s.interval_minutes, s.capacity))
        from course_schedules s join courses co on co.id = s.course_id where co.club_id = c.id), '[]') as c10,
      coalesce((select json_agg(json_build_array(p.course_id, p.season, p.day_of_week, p.from_minute,
          p.adult_cost, p.junior_cost) order by p.course_id, p.from_minute)
        from course_prices p join courses co on co.id = p.course_id where co.club_id = c.id), '[]') as c11
    from clubs c where c.id = any(${ids}::int[])`;
const REFERENCE_COLUMNS = 12;
const referenceRows = sqlArrayQuery<'ids'>('club_reference_rows', referenceSelect(sql.placeholder('ids')));

/**
 * The rows as arrays: the named statement on the pool; inside a transaction (a ballot entry's notification
 * names its course and club) the same statement through it, its columns in the same order.
 */
async function referenceRowsOf(db: DbOrTx, ids: number[]): Promise<unknown[][]> {
  if ('$client' in db) return referenceRows(db as Db, { ids });
  const result = await db.execute(referenceSelect(sql`${`{${ids.join(',')}}`}`));
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => Array.from({ length: REFERENCE_COLUMNS }, (_, i) => r[`c${i}`]));
}

const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The reference rows of each named club that exists, keyed by club id: one statement. */
export async function findClubReferenceRows(
  db: DbOrTx,
  clubIds: readonly number[],
): Promise<Map<number, ClubReferenceRows>> {
  const out = new Map<number, ClubReferenceRows>();
  if (clubIds.length === 0) return out;
  const rows = await referenceRowsOf(
    db,
    clubIds.map((id) => Math.trunc(id)),
  );
  for (const r of rows) {
    const [id, name, timeZone, email, content, windowDays, cutoffHours, manual, openPlay] = r;
    const clubId = Number(id);
    const club = rulesOf({
      id: clubId,
      name: String(name),
      timeZone: String(timeZone),
      customerServiceEmail: String(email),
      content: jsonOf<ClubContent>(content),
      bookingWindowDays: Number(windowDays),
      cancellationCutoffHours: Number(cutoffHours),
      manualConfirmation: Boolean(manual),
      acceptsOpenPlay: Boolean(openPlay),
    });
    const courseRows = jsonOf<[number, string, FacilityTypeValue][]>(r[9]);
    const scheduleRows = jsonOf<[number, ScheduleRow['season'], number, number, number, number, number][]>(
      r[10],
    );
    const priceRows = jsonOf<[number, PriceBandRow['season'], number, number, number, number][]>(r[11]);
    out.set(clubId, {
      club,
      courses: courseRows.map(([courseId, courseName, facilityType]) => ({
        id: courseId,
        clubId,
        name: courseName,
        facilityType,
      })),
      schedules: scheduleRows.map(([courseId, season, dayOfWeek, first, last, step, capacity]) => ({
        courseId,
        season,
        dayOfWeek,
        firstStartMinute: first,
        lastStartMinute: last,
        intervalMinutes: step,
        capacity,
      })),
      prices: priceRows.map(([courseId, season, dayOfWeek, fromMinute, adultCost, juniorCost]) => ({
        courseId,
        season,
        dayOfWeek,
        fromMinute,
        adultCost,
        juniorCost,
      })),
    });
  }
  return out;
}
