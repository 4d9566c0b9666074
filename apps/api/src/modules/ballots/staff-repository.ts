import { and, asc, eq, gt, gte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ballotEntrants, ballotEntries, ballots } from '../../db/schema/ballots';
import { findBookingRefs } from '../bookings';
import { findCoursesOfClubs } from '../courses';
import { findMemberNames } from '../members';

/** What the staff console reads of ballots: the only code of these views that knows Drizzle. */

const summaryColumns = {
  ballot: ballots,
  entries: sql<number>`count(${ballotEntries.id})::int`,
  players: sql<number>`coalesce(sum(${ballotEntries.players}), 0)::int`,
  won: sql<number>`(count(*) filter (where ${ballotEntries.outcome} = 'Won'))::int`,
  lost: sql<number>`(count(*) filter (where ${ballotEntries.outcome} in ('Lost', 'Forfeited')))::int`,
};

export type BallotSummaryRow = {
  ballot: typeof ballots.$inferSelect;
  courseName: string;
  entries: number;
  players: number;
  won: number;
  lost: number;
};

function summaries(db: DbOrTx) {
  return db
    .select(summaryColumns)
    .from(ballots)
    .leftJoin(ballotEntries, eq(ballotEntries.ballotId, ballots.id));
}

/**
 * Each summary with its course's name (the courses module's), in the order asked for with the course's
 * display order between the date and the id; a ballot whose course is gone is left out.
 */
async function withCourseNames(
  db: DbOrTx,
  rows: Omit<BallotSummaryRow, 'courseName'>[],
  order: 'dateCourseId' | 'none',
): Promise<BallotSummaryRow[]> {
  if (rows.length === 0) return [];
  const courseRows = await findCoursesOfClubs(db, [...new Set(rows.map((r) => r.ballot.clubId))]);
  const course = new Map(courseRows.map((c, rank) => [c.id, { name: c.name, rank }]));
  const named = rows.flatMap((r) => {
    const c = course.get(r.ballot.courseId);
    return c ? [{ row: { ...r, courseName: c.name }, rank: c.rank }] : [];
  });
  if (order === 'dateCourseId') {
    named.sort(
      (x, y) =>
        (x.row.ballot.localDate < y.row.ballot.localDate
          ? -1
          : x.row.ballot.localDate > y.row.ballot.localDate
            ? 1
            : 0) ||
        x.rank - y.rank ||
        x.row.ballot.id - y.row.ballot.id,
    );
  }
  return named.map((n) => n.row);
}

/** The club's ballots not yet drawn, and those of dates from `since` on, by date and course order. */
export async function findClubBallotSummaries(
  db: DbOrTx,
  clubId: number,
  since: string,
): Promise<BallotSummaryRow[]> {
  const rows = await summaries(db)
    .where(and(eq(ballots.clubId, clubId), or(ne(ballots.state, 'Drawn'), gte(ballots.localDate, since))))
    .groupBy(ballots.id);
  return withCourseNames(db, rows, 'dateCourseId');
}

export async function findBallotSummary(db: DbOrTx, ballotId: number): Promise<BallotSummaryRow | null> {
  const rows = await summaries(db).where(eq(ballots.id, ballotId)).groupBy(ballots.id);
  const [row] = await withCourseNames(db, rows, 'none');
  return row ?? null;
}

/** The ballot's entries with the entrant's name and the booking a win made. */
export async function findEntriesWithNames(db: DbOrTx, ballotId: number) {
  const rows = await db
    .select({ entry: ballotEntries })
    .from(ballotEntries)
    .where(eq(ballotEntries.ballotId, ballotId))
    .orderBy(asc(ballotEntries.createdAt), asc(ballotEntries.id));
  const names = await findMemberNames(
    db,
    rows.map((r) => r.entry.memberId),
  );
  const refs = await findBookingRefs(
    db,
    rows.flatMap((r) => (r.entry.bookingId === null ? [] : [r.entry.bookingId])),
  );
  return rows.flatMap((r) => {
    const memberName = names.get(r.entry.memberId);
    const bookingRef = r.entry.bookingId === null ? null : (refs.get(r.entry.bookingId) ?? null);
    return memberName === undefined ? [] : [{ ...r, bookingRef, memberName }];
  });
}

/** The buddies of each entry (entrants after the first), by entry, in party order. */
export async function findBuddyNames(db: DbOrTx, ballotId: number): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ entryId: ballotEntrants.entryId, memberId: ballotEntrants.memberId })
    .from(ballotEntrants)
    .where(and(eq(ballotEntrants.ballotId, ballotId), gt(ballotEntrants.position, 0)))
    .orderBy(asc(ballotEntrants.entryId), asc(ballotEntrants.position));
  const names = await findMemberNames(
    db,
    rows.map((r) => r.memberId),
  );
  const byEntry = new Map<string, string[]>();
  for (const r of rows) {
    const name = names.get(r.memberId);
    if (name !== undefined) byEntry.set(r.entryId, [...(byEntry.get(r.entryId) ?? []), name]);
  }
  return byEntry;
}
