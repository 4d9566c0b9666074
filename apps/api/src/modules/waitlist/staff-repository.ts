import { and, asc, eq, gt, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist';
import { findCoursesOfClubs } from '../courses';
import { findMemberNames } from '../members';
import { liveEntry } from './repository';

/** What the staff console reads of a club's waitlists: the only code of these views that knows Drizzle. */

/** Rows with their member's name (the members module's), leaving out any whose member is gone. */
async function withNames<T extends { memberId: string }>(db: DbOrTx, rows: T[]) {
  const names = await findMemberNames(
    db,
    rows.map((r) => r.memberId),
  );
  return rows.flatMap((r) => {
    const memberName = names.get(r.memberId);
    return memberName === undefined ? [] : [{ ...r, memberName }];
  });
}

/** The club's courses (the courses module's) in display order, by id with their names. */
async function clubCourses(db: DbOrTx, clubId: number) {
  const rows = await findCoursesOfClubs(db, [clubId]);
  return { ids: rows.map((c) => c.id), names: new Map(rows.map((c) => [c.id, c.name])) };
}

/** Rows with their course's name, leaving out any whose course is not the club's. */
const withCourseNames = <T extends { courseId: number }>(rows: T[], names: Map<number, string>) =>
  rows.flatMap((r) => {
    const courseName = names.get(r.courseId);
    return courseName === undefined ? [] : [{ ...r, courseName }];
  });

/** Bounds one answer: a club's busiest day has a few hundred parties waiting at most. */
const MAX_ROWS = 2_000;

export type StartsWithin = { from: Date; to: Date } | { after: Date };

const within = (
  column: typeof waitlistEntries.startsAt | typeof waitlistOffers.startsAt,
  range: StartsWithin,
) => ('after' in range ? gt(column, range.after) : and(gte(column, range.from), lt(column, range.to)));

/**
 * The club's live parties on starts within the range (a party whose offer ran out has left, swept or not:
 * what its member sees), by start, each with its position and open offer.
 */
export async function findActiveParties(db: DbOrTx, clubId: number, range: StartsWithin, now: Date) {
  const courses = await clubCourses(db, clubId);
  if (courses.ids.length === 0) return [];
  const rows = await db
    .select({
      id: waitlistEntries.id,
      memberId: waitlistEntries.memberId,
      courseId: waitlistEntries.courseId,
      startsAt: waitlistEntries.startsAt,
      players: waitlistEntries.players,
      juniors: waitlistEntries.juniors,
      joinedAt: waitlistEntries.createdAt,
      position: sql<number>`(row_number() over (partition by ${waitlistEntries.courseId}, ${waitlistEntries.startsAt} order by ${waitlistEntries.createdAt}, ${waitlistEntries.id}))::int`,
      offerId: waitlistOffers.id,
      offerPlaces: waitlistOffers.places,
      offerExpiresAt: waitlistOffers.expiresAt,
    })
    .from(waitlistEntries)
    .leftJoin(
      waitlistOffers,
      and(eq(waitlistOffers.entryId, waitlistEntries.id), eq(waitlistOffers.state, 'open')),
    )
    .where(
      and(
        eq(waitlistEntries.clubId, clubId),
        inArray(waitlistEntries.courseId, courses.ids),
        liveEntry('waitlist_entries', now),
        within(waitlistEntries.startsAt, range),
      ),
    )
    .orderBy(
      asc(waitlistEntries.startsAt),
      // The courses' display order, as the courses module gives it.
      sql`array_position(${sql.param(courses.ids)}::integer[], ${waitlistEntries.courseId})`,
      asc(waitlistEntries.courseId),
    )
    .limit(MAX_ROWS);
  return withNames(db, withCourseNames(rows, courses.names));
}

/** Offers made on the club's starts within the range, live or settled, oldest first. */
export async function findOffers(db: DbOrTx, clubId: number, range: StartsWithin, extra?: SQL) {
  const courses = await clubCourses(db, clubId);
  if (courses.ids.length === 0) return [];
  const rows = await db
    .select({
      id: waitlistOffers.id,
      memberId: waitlistOffers.memberId,
      courseId: waitlistOffers.courseId,
      startsAt: waitlistOffers.startsAt,
      places: waitlistOffers.places,
      state: waitlistOffers.state,
      expiresAt: waitlistOffers.expiresAt,
      settledAt: waitlistOffers.settledAt,
    })
    .from(waitlistOffers)
    .where(and(inArray(waitlistOffers.courseId, courses.ids), within(waitlistOffers.startsAt, range), extra))
    .orderBy(asc(waitlistOffers.startsAt), asc(waitlistOffers.createdAt), asc(waitlistOffers.id))
    .limit(MAX_ROWS);
  return withNames(db, withCourseNames(rows, courses.names));
}
