import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { coursePrices, courses, type Season } from '../../db/schema/courses';

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
