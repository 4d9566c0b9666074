import { and, asc, eq, gt, gte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ballotEntrants, ballotEntries, ballots } from '../../db/schema/ballots';
import { bookings } from '../../db/schema/bookings';
import { courses } from '../../db/schema/courses';
import { findMemberNames } from '../members';

/** What the staff console reads of ballots: the only code of these views that knows Drizzle. */

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
export async function findEntriesWithNames(db: DbOrTx, ballotId: number) {
  const rows = await db
    .select({ entry: ballotEntries, bookingRef: bookings.bookingRef })
    .from(ballotEntries)
    .leftJoin(bookings, eq(bookings.id, ballotEntries.bookingId))
    .where(eq(ballotEntries.ballotId, ballotId))
    .orderBy(asc(ballotEntries.createdAt), asc(ballotEntries.id));
  const names = await findMemberNames(
    db,
    rows.map((r) => r.entry.memberId),
  );
  return rows.flatMap((r) => {
    const memberName = names.get(r.entry.memberId);
    return memberName === undefined ? [] : [{ ...r, memberName }];
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
