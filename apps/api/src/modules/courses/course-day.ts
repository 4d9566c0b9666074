import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isValidDate, localParts } from '../../lib/time';
import type { PriceBand } from '../bookings/rules/pricing';
import { type Season, seasonOf } from '../bookings/rules/pricing';
import { bookingTypeOf, type Schedule } from '../bookings/rules/schedule';
import {
  type ClubRules,
  type CourseRow,
  findClubRules,
  findCourse,
  findPriceBands,
  findSchedule,
} from './repository';

export type CourseDay = {
  club: ClubRules;
  course: CourseRow;
  bookingType: 0 | 1 | 2 | 4;
  date: string;
  season: Season;
  dayOfWeek: number;
  /** Null when the course is closed that day. */
  schedule: Schedule | null;
  bands: PriceBand[];
};

/** Club and bookable course, checked to belong together; 404 for an unknown or another club's course. */
export async function loadClubCourse(db: DbOrTx, clubId: number, courseId: number) {
  const club = await findClubRules(db, clubId);
  if (!club) throw notFound('We could not find that club.');
  const course = await findCourse(db, courseId);
  if (!course || course.clubId !== clubId) {
    throw new AppError('NOT_FOUND', 'We could not find that course at this club.', {
      fields: { courseId: 'Unknown course for this club.' },
    });
  }
  const bookingType = bookingTypeOf(course.facilityType);
  if (bookingType === null) {
    throw new AppError('BUSINESS_RULE', `${course.name} cannot be booked online.`);
  }
  return { club, course, bookingType };
}

/** Everything needed to price and list one course-day (not for use inside a transaction: reads in parallel): schedule and matrix of the date's season and weekday. */
export async function loadCourseDay(
  db: DbOrTx,
  clubId: number,
  courseId: number,
  date: string,
): Promise<CourseDay> {
  if (!isValidDate(date)) {
    throw new AppError('VALIDATION', 'That is not a valid date.', {
      fields: { date: 'Use the format YYYY-MM-DD.' },
    });
  }
  const { club, course, bookingType } = await loadClubCourse(db, clubId, courseId);
  // Noon avoids any DST edge when asking which weekday and month a local date is.
  const { dayOfWeek, month } = localParts(new Date(`${date}T12:00:00Z`), 'UTC');
  const season = seasonOf(month);
  const [schedule, bands] = await Promise.all([
    findSchedule(db, courseId, season, dayOfWeek),
    findPriceBands(db, courseId, season, dayOfWeek),
  ]);
  return { club, course, bookingType, date, season, dayOfWeek, schedule, bands };
}
