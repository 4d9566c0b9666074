import { randomBytes } from 'node:crypto';
import type { Ballot, BallotEntry, BallotsQuery, EnterBallot } from '@fairway/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { isoString } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { checkBuddyConsent, ensureHandle, findMemberByPublicId, resolveBookingParty } from '../buddies';
import { loadCourseDay } from '../courses';
import { ballotOfDay } from './ballot-day';
import {
  type BallotRow,
  countEntries,
  deleteEntry,
  type EntryRow,
  findBallot,
  findEntryOfMember,
  insertEntry,
  lockBallot,
} from './repository';

/** A new EntryId: 16 random bytes, hex. Opaque: nothing about the member can be read from it. */
const newEntryId = () => randomBytes(16).toString('hex');

/** The course-day's ballot (made once its entries open), as a one-item list; empty when it has none. */
export async function listBallots(
  db: Db,
  input: { memberId: string; query: BallotsQuery; now?: Date },
): Promise<Ballot[]> {
  const now = input.now ?? new Date();
  const { clubId, courseId, date } = input.query;
  const day = await loadCourseDay(db, clubId, courseId, date);
  const row = await ballotOfDay(db, day, now);
  return row ? [await ballotView(db, row, input.memberId)] : [];
}

export async function ballotView(db: DbOrTx, row: BallotRow, memberId: string): Promise<Ballot> {
  const mine = await findEntryOfMember(db, row.id, memberId);
  return {
    Id: row.id,
    ClubId: row.clubId,
    CourseId: row.courseId,
    Date: row.localDate,
    State: row.state === 'Drawn' ? 'Drawn' : 'Open',
    DrawAt: isoString(row.drawAt),
    Commitment: row.commitment,
    Seed: row.state === 'Drawn' ? row.seed : null,
    Entries: await countEntries(db, row.id),
    MyEntry: mine ? await entryView(db, mine.entry, mine.party, memberId) : null,
    Times: row.times,
  };
}

async function entryView(
  db: DbOrTx,
  entry: EntryRow,
  party: string[],
  memberId: string,
): Promise<BallotEntry> {
  const buddies: BallotEntry['Buddies'] = [];
  for (const id of party.slice(1)) {
    const { publicId } = await ensureHandle(db, id);
    buddies.push({ Target: publicId, Name: (await findMemberByPublicId(db, publicId))?.name ?? '' });
  }
  return {
    EntryId: entry.id,
    IsMine: entry.memberId === memberId,
    Players: entry.players,
    Juniors: entry.juniors,
    Buddies: buddies,
    Preferences: entry.preferences,
    Outcome: entry.outcome === null ? 'Pending' : entry.outcome === 'Won' ? 'Won' : 'Lost',
    Time: entry.time,
  };
}

/** Entries are taken while the ballot is Open and before its draw time. */
function assertOpen(ballot: BallotRow, now: Date): void {
  if (ballot.state !== 'Open' || now >= ballot.drawAt) throw new AppError('BALLOT_CLOSED');
}

/** Preferences name starts of the window, each once (the contract checks the count and repeats). */
function assertPreferences(ballot: BallotRow, preferences: readonly string[]): void {
  if (preferences.some((t) => !ballot.times.includes(t))) {
    throw new AppError('VALIDATION', { fields: { preferences: fieldError('validation.ballotTime') } });
  }
}

type EntryInput = { memberId: string; ballotId: number; request: EnterBallot; now?: Date };

/**
 * Enters the member's party: buddies must name members who accepted the entrant (checked under lock, as
 * for a booking), and nobody may be in two entries of one ballot (409 BALLOT_ALREADY_ENTERED).
 * `replace`: the member's own entry is withdrawn in the same transaction (a change keeps its EntryId).
 */
export async function enterBallot(db: Db, input: EntryInput, replace = false): Promise<BallotEntry> {
  const now = input.now ?? new Date();
  const ballot = await findBallot(db, input.ballotId);
  if (!ballot) throw notFound('BALLOT_NOT_FOUND');
  assertOpen(ballot, now);
  assertPreferences(ballot, input.request.preferences);
  const party = await resolveBookingParty(db, input.memberId, { buddies: input.request.buddies });
  const members = [input.memberId, ...party.map((m) => m.memberId)];
  return inTransaction(db, async (tx) => {
    const locked = await lockBallot(tx, ballot.id);
    if (!locked) throw notFound('BALLOT_NOT_FOUND');
    assertOpen(locked, now);
    let entryId = newEntryId();
    if (replace) {
      const mine = await ownEntry(tx, ballot.id, input.memberId);
      entryId = mine.id;
      await deleteEntry(tx, mine.id);
    }
    if (party.length > 0) await checkBuddyConsent(input.memberId)(tx, members.slice(1));
    const entry = {
      id: entryId,
      ballotId: ballot.id,
      memberId: input.memberId,
      players: input.request.players,
      juniors: input.request.juniors,
      preferences: input.request.preferences,
    };
    if (!(await insertEntry(tx, entry, members))) throw new AppError('BALLOT_ALREADY_ENTERED');
    const row = { ...entry, weight: null, outcome: null, time: null, bookingId: null, createdAt: now };
    return entryView(tx, row, members, input.memberId);
  });
}

/** Withdraws the member's own entry (a buddy in someone's entry asks the entrant). */
export async function withdrawEntry(db: Db, input: { memberId: string; ballotId: number; now?: Date }) {
  const now = input.now ?? new Date();
  await inTransaction(db, async (tx) => {
    const locked = await lockBallot(tx, input.ballotId);
    if (!locked) throw notFound('BALLOT_NOT_FOUND');
    assertOpen(locked, now);
    const mine = await ownEntry(tx, locked.id, input.memberId);
    await deleteEntry(tx, mine.id);
  });
}

async function ownEntry(tx: Tx, ballotId: number, memberId: string): Promise<EntryRow> {
  const found = await findEntryOfMember(tx, ballotId, memberId);
  if (!found || found.entry.memberId !== memberId) throw notFound('BALLOT_ENTRY_NOT_FOUND');
  return found.entry;
}
