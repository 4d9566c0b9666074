import type { Db } from '../../db/client';
import type { PriceBand } from '../../domain/booking-rules/pricing';
import { type Season, seasonOf } from '../../domain/booking-rules/pricing';
import { bookingTypeOf, type Schedule } from '../../domain/booking-rules/schedule';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { isValidDate } from '../../lib/time';
import { type ClubReference, clubReference } from './reference-cache';
import type { ClubRules, CourseRow } from './repository';

export type ClubCourse = {
  club: ClubRules;
  course: CourseRow;
  bookingType: 0 | 1 | 2 | 4;
  reference: ClubReference;
};

export type CourseDay = ClubCourse & {
  date: string;
  season: Season;
  dayOfWeek: number;
  /** Null when the course is closed that day. */
  schedule: Schedule | null;
  bands: PriceBand[];
};

/**
 * Club and bookable course, checked to belong together; 404 for an unknown or another club's course.
 * Reads the club's cached reference data (see reference-cache.ts), never a member's.
 */
export async function loadClubCourse(db: Db, clubId: number, courseId: number): Promise<ClubCourse> {
  const reference = await clubReference(db, clubId);
  if (!reference) throw notFound('CLUB_NOT_FOUND');
  const course = reference.courses.find((c) => c.id === courseId);
  if (!course) {
    throw new AppError('COURSE_NOT_FOUND');
  }
  const bookingType = bookingTypeOf(course.facilityType);
  if (bookingType === null) {
    throw new AppError('NOT_BOOKABLE_ONLINE', { params: { courseName: course.name } });
  }
  return { club: reference.club, course, bookingType, reference };
}

/** Everything needed to price and list one course-day: schedule and matrix of the date's season and weekday. */
export async function loadCourseDay(
  db: Db,
  clubId: number,
  courseId: number,
  date: string,
): Promise<CourseDay> {
  if (!isValidDate(date)) {
    throw new AppError('VALIDATION', { fields: { date: fieldError('validation.date') } });
  }
  const clubCourse = await loadClubCourse(db, clubId, courseId);
  // The weekday and month of a calendar date do not depend on any zone.
  const calendar = new Date(`${date}T12:00:00Z`);
  const dayOfWeek = calendar.getUTCDay();
  const season = seasonOf(calendar.getUTCMonth() + 1);
  const { reference } = clubCourse;
  return {
    ...clubCourse,
    date,
    season,
    dayOfWeek,
    schedule: reference.schedule(courseId, season, dayOfWeek),
    bands: reference.bands(courseId, season, dayOfWeek),
  };
}
