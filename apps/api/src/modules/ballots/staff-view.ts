import type { StaffBallot, StaffBallotDetail, StaffBallotEntry } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { shiftDate } from '../../domain/ballot-windows';
import { notFound } from '../../lib/app-error';
import { isoString, localDateOf } from '../../lib/time';
import { clubReference } from '../courses';
import { openClubBallots } from './ballot-day';
import type { SeedBox } from './seed';
import {
  type BallotSummaryRow,
  findBallotSummary,
  findBuddyNames,
  findClubBallotSummaries,
  findEntriesWithNames,
} from './staff-repository';

/** How far back the console lists drawn ballots (their results stay a while for questions). */
const DRAWN_DAYS_SHOWN = 14;

function toStaffBallot(row: BallotSummaryRow): StaffBallot {
  const { ballot } = row;
  return {
    Id: ballot.id,
    ClubId: ballot.clubId,
    CourseId: ballot.courseId,
    CourseName: row.courseName,
    Date: ballot.localDate,
    State: ballot.state,
    OpensAt: isoString(ballot.opensAt),
    DrawAt: isoString(ballot.drawAt),
    DrawnAt: ballot.drawnAt ? isoString(ballot.drawnAt) : null,
    Times: ballot.times,
    Entries: row.entries,
    Players: row.players,
    Won: row.won,
    Lost: row.lost,
    Commitment: ballot.commitment,
    Seed: ballot.state === 'Drawn' ? ballot.seed : null,
  };
}

/**
 * The club's ballots for the console: every ballot whose entries are open now is opened first (as the
 * draw job does), so staff see today's ballots even before any member has looked at them.
 */
export async function listClubBallots(
  db: Db,
  clubId: number,
  seeds: SeedBox,
  now = new Date(),
): Promise<StaffBallot[]> {
  const reference = await clubReference(db, clubId);
  if (!reference) throw notFound('CLUB_NOT_FOUND');
  await openClubBallots(db, clubId, now, seeds);
  const since = shiftDate(localDateOf(now, reference.club.timeZone), -DRAWN_DAYS_SHOWN);
  return (await findClubBallotSummaries(db, clubId, since)).map(toStaffBallot);
}

/** One ballot with its entries as staff see them (names, parties, results); 404 for an unknown one. */
export async function ballotWithEntries(db: Db, ballotId: number): Promise<StaffBallotDetail> {
  const summary = await findBallotSummary(db, ballotId);
  if (!summary) throw notFound('BALLOT_NOT_FOUND');
  const [rows, buddies] = await Promise.all([
    findEntriesWithNames(db, ballotId),
    findBuddyNames(db, ballotId),
  ]);
  const drawn = summary.ballot.state === 'Drawn';
  const order = new Map((drawn ? (summary.ballot.drawOrder ?? []) : []).map((id, i) => [id, i + 1]));
  const entries: StaffBallotEntry[] = rows.map(({ entry, memberName, bookingRef }) => ({
    EntryId: entry.id,
    MemberGuid: entry.memberId,
    MemberName: memberName,
    Buddies: buddies.get(entry.id) ?? [],
    Players: entry.players,
    Juniors: entry.juniors,
    Preferences: entry.preferences,
    Weight: entry.weight,
    DrawPosition: order.get(entry.id) ?? null,
    Outcome: entry.outcome ?? 'Pending',
    Time: entry.time,
    BookingRef: bookingRef,
    EnteredAt: isoString(entry.createdAt),
  }));
  // Once drawn, in the order the draw took them; before, in the order they came.
  if (drawn) entries.sort((a, b) => (a.DrawPosition ?? Infinity) - (b.DrawPosition ?? Infinity));
  return { Ballot: toStaffBallot(summary), Entries: entries };
}
