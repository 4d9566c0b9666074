import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs } from '../../db/schema/clubs';
import { courses } from '../../db/schema/courses';

/** The names of these courses, by id (an unknown id is left out). */
export async function findCourseNames(
  db: DbOrTx,
  courseIds: readonly number[],
): Promise<Map<number, string>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(inArray(courses.id, [...new Set(courseIds)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The names of these clubs, by id (an unknown id is left out). */
export async function findClubNames(db: DbOrTx, clubIds: readonly number[]): Promise<Map<number, string>> {
  if (clubIds.length === 0) return new Map();
  const rows = await db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(inArray(clubs.id, [...new Set(clubIds)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
