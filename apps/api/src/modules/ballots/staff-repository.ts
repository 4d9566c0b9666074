import { and, asc, eq, gt, gte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ballotEntrants, ballotEntries, ballots } from '../../db/schema/ballots';
import { bookings } from '../../db/schema/bookings';
import { courses } from '../../db/schema/courses';
import { members } from '../../db/schema/members';

/** What the staff console reads of ballots: the only code of these views that knows Drizzle. */

const memberName = sql<string>`${members.forename} || ' ' || ${members.surname}`;

const summaryColumns = {
  ballot: ballots,
  courseName: courses.name,
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
    .innerJoin(courses, eq(courses.id, ballots.courseId))
    .leftJoin(ballotEntries, eq(ballotEntries.ballotId, ballots.id));
}

/** The club's ballots not yet drawn, and those of dates from `since` on, by date and course order. */
export async function findClubBallotSummaries(
  db: DbOrTx,
  clubId: number,
  since: string,
): Promise<BallotSummaryRow[]> {
  return summaries(db)
    .where(and(eq(ballots.clubId, clubId), or(ne(ballots.state, 'Drawn'), gte(ballots.localDate, since))))
    .groupBy(ballots.id, courses.name, courses.sortOrder)
    .orderBy(asc(ballots.localDate), asc(courses.sortOrder), asc(ballots.id));
}

export async function findBallotSummary(db: DbOrTx, ballotId: number): Promise<BallotSummaryRow | null> {
  const [row] = await summaries(db).where(eq(ballots.id, ballotId)).groupBy(ballots.id, courses.name);
  return row ?? null;
}

/** The ballot's entries with the entrant's name and the booking a win made. */
export function findEntriesWithNames(db: DbOrTx, ballotId: number) {
  return db
    .select({
      entry: ballotEntries,
      memberName,
      bookingRef: bookings.bookingRef,
    })
    .from(ballotEntries)
    .innerJoin(members, eq(members.id, ballotEntries.memberId))
    .leftJoin(bookings, eq(bookings.id, ballotEntries.bookingId))
    .where(eq(ballotEntries.ballotId, ballotId))
    .orderBy(asc(ballotEntries.createdAt), asc(ballotEntries.id));
}

/** The buddies of each entry (entrants after the first), by entry, in party order. */
export async function findBuddyNames(db: DbOrTx, ballotId: number): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ entryId: ballotEntrants.entryId, name: memberName })
    .from(ballotEntrants)
    .innerJoin(members, eq(members.id, ballotEntrants.memberId))
    .where(and(eq(ballotEntrants.ballotId, ballotId), gt(ballotEntrants.position, 0)))
    .orderBy(asc(ballotEntrants.entryId), asc(ballotEntrants.position));
  const byEntry = new Map<string, string[]>();
  for (const r of rows) byEntry.set(r.entryId, [...(byEntry.get(r.entryId) ?? []), r.name]);
  return byEntry;
}
