import type { FacilityTypeValue } from '@fairway/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { additionalBookers, coursePrices, courses, type Season } from '../../db/schema/courses';

/** What other modules list of the courses' tables: each query their pages and consoles show. */

/** A club's e-commerce items of one category (hotel stays, training, guest passes), in the club's order. */
export function findAdditionalBookers(db: DbOrTx, clubId: number, categoryId: number) {
  return db
    .select({
      Title: additionalBookers.title,
      Category: additionalBookers.courseId,
      DescriptiveTitle: additionalBookers.descriptiveTitle,
      Description: additionalBookers.description,
    })
    .from(additionalBookers)
    .where(and(eq(additionalBookers.clubId, clubId), eq(additionalBookers.categoryId, categoryId)))
    .orderBy(asc(additionalBookers.sortOrder), asc(additionalBookers.id));
}

export type MatrixRow = {
  courseId: number;
  courseName: string;
  season: Season | null;
  dayOfWeek: number | null;
  fromMinute: number | null;
  adultCost: number | null;
  juniorCost: number | null;
};

/** Every price band of a club's golf courses (courses without bands come once, with nulls), in order. */
export async function findGolfMatrixRows(db: DbOrTx, clubId: number): Promise<MatrixRow[]> {
  return db
    .select({
      courseId: courses.id,
      courseName: courses.name,
      season: coursePrices.season,
      dayOfWeek: coursePrices.dayOfWeek,
      fromMinute: coursePrices.fromMinute,
      adultCost: coursePrices.adultCost,
      juniorCost: coursePrices.juniorCost,
    })
    .from(courses)
    .leftJoin(coursePrices, eq(coursePrices.courseId, courses.id))
    .where(and(eq(courses.clubId, clubId), eq(courses.facilityType, 0)))
    .orderBy(
      asc(courses.sortOrder),
      asc(courses.id),
      asc(coursePrices.season),
      asc(coursePrices.dayOfWeek),
      asc(coursePrices.fromMinute),
    );
}

/** The courses of these clubs, by club, each club's in display order. */
export function findCoursesOfClubs(
  db: DbOrTx,
  clubIds: number[],
): Promise<{ id: number; clubId: number; name: string; facilityType: FacilityTypeValue }[]> {
  return db
    .select({
      id: courses.id,
      clubId: courses.clubId,
      name: courses.name,
      facilityType: courses.facilityType,
    })
    .from(courses)
    .where(inArray(courses.clubId, clubIds))
    .orderBy(asc(courses.clubId), asc(courses.sortOrder), asc(courses.id));
}
