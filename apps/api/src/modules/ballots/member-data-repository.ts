// What the ballots module holds about one member, for their data export and their account's erasure
// (your-data): the entries they are in and their standings.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { ballotEntrants, ballotEntries, ballotStandings, ballots } from '../../db/schema/ballots';

/** Ballot entries the member is in (their own or a buddy's party), without other entrants' identities. */
export async function findBallotsForExport(db: DbOrTx, memberId: string) {
  return {
    entries: await db
      .select({
        entryId: ballotEntries.id,
        clubId: ballots.clubId,
        courseId: ballots.courseId,
        date: ballots.localDate,
        state: ballots.state,
        myPosition: ballotEntrants.position,
        players: ballotEntries.players,
        juniors: ballotEntries.juniors,
        preferences: ballotEntries.preferences,
        outcome: ballotEntries.outcome,
        time: ballotEntries.time,
        bookingId: ballotEntries.bookingId,
        createdAt: ballotEntries.createdAt,
      })
      .from(ballotEntrants)
      .innerJoin(ballotEntries, eq(ballotEntries.id, ballotEntrants.entryId))
      .innerJoin(ballots, eq(ballots.id, ballotEntrants.ballotId))
      .where(eq(ballotEntrants.memberId, memberId))
      .orderBy(asc(ballots.localDate)),
    standings: await db
      .select({ clubId: ballotStandings.clubId, consecutiveLosses: ballotStandings.consecutiveLosses })
      .from(ballotStandings)
      .where(eq(ballotStandings.memberId, memberId)),
  };
}

/**
 * The account's deletion: the member's standings go, and their own entries in ballots not yet drawn
 * (their party's places go with them); entries in drawn ballots stay (the draw's record).
 */
export async function eraseBallotRowsOf(tx: Tx, memberId: string): Promise<void> {
  await tx.delete(ballotStandings).where(eq(ballotStandings.memberId, memberId));
  const open = tx.select({ id: ballots.id }).from(ballots).where(eq(ballots.state, 'Open'));
  await tx
    .delete(ballotEntries)
    .where(and(eq(ballotEntries.memberId, memberId), inArray(ballotEntries.ballotId, open)));
}
