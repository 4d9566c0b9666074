import { randomBytes } from 'node:crypto';
import type { Ballot, BallotEntry, BallotsQuery, EnterBallot } from '@fairway/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { isoString } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { checkBuddyConsent, ensureHandle, findMemberByPublicId, resolveBookingParty } from '../buddies';
import { loadCourseDay } from '../courses';
import { type Notifier, type Notify, notificationTexts } from '../notifications';
import { partyHoldWriter } from '../party-holds';
import { ballotOfDay } from './ballot-day';
import { assertEntryCanBook } from './eligibility';
import {
  acceptEntry,
  type BallotRow,
  type Consent,
  countEntries,
  deleteEntry,
  type EntryRow,
  findBallot,
  findEntryOfMember,
  insertEntry,
  lockBallot,
  partyConsents,
} from './repository';
import type { SeedBox } from './seed';

export type EntryDeps = { db: Db; notifier: Notifier };

/** A new EntryId: 16 random bytes, hex. Opaque: nothing about the member can be read from it. */
const newEntryId = () => randomBytes(16).toString('hex');

/** The course-day's ballot (made once its entries open), as a one-item list; empty when it has none. */
export async function listBallots(
  db: Db,
  input: { memberId: string; query: BallotsQuery; seeds: SeedBox; now?: Date },
): Promise<Ballot[]> {
  const now = input.now ?? new Date();
  const { clubId, courseId, date } = input.query;
  const day = await loadCourseDay(db, clubId, courseId, date);
  const row = await ballotOfDay(db, day, now, input.seeds);
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
    MyEntry: mine ? await entryView(db, mine.entry, await partyConsents(db, mine.entry.id), memberId) : null,
    Times: row.times,
  };
}

const ANSWERS: Record<Consent, BallotEntry['Buddies'][number]['Answer']> = {
  not_asked: 'NotAsked',
  pending: 'Pending',
  accepted: 'Accepted',
};

async function entryView(
  db: DbOrTx,
  entry: EntryRow,
  party: readonly { memberId: string; consent: Consent }[],
  memberId: string,
): Promise<BallotEntry> {
  const buddies: BallotEntry['Buddies'] = [];
  for (const { memberId: id, consent } of party.slice(1)) {
    const { publicId } = await ensureHandle(db, id);
    buddies.push({
      Target: publicId,
      Name: (await findMemberByPublicId(db, publicId))?.name ?? '',
      Answer: ANSWERS[consent],
    });
  }
  return {
    EntryId: entry.id,
    IsMine: entry.memberId === memberId,
    AwaitingMe: party.some((m) => m.memberId === memberId && m.consent === 'pending'),
    Players: entry.players,
    Juniors: entry.juniors,
    Buddies: buddies,
    Preferences: entry.preferences,
    Outcome: entry.outcome ?? 'Pending',
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
 * for a booking), and nobody may be in two entries of one ballot (409 BALLOT_ALREADY_ENTERED). Every
 * member of the party must be able to be booked as the draw will book them (`assertEntryCanBook`: the
 * booking's codes). A buddy who asked to be asked (AskBeforeBookingMeIn) is asked now (notification):
 * the entry waits for their accept, and is not drawn without it (issue 46 §2).
 * `replace`: the member's own entry is withdrawn in the same transaction (a change keeps its EntryId,
 * and asks such buddies again: what they accepted has changed).
 */
export async function enterBallot(deps: EntryDeps, input: EntryInput, replace = false): Promise<BallotEntry> {
  const { db } = deps;
  const now = input.now ?? new Date();
  const ballot = await findBallot(db, input.ballotId);
  if (!ballot) throw notFound('BALLOT_NOT_FOUND');
  assertOpen(ballot, now);
  assertPreferences(ballot, input.request.preferences);
  const party = await resolveBookingParty(db, input.memberId, { buddies: input.request.buddies });
  const members = [input.memberId, ...party.map((m) => m.memberId)];
  await assertEntryCanBook(db, {
    ballot,
    memberId: input.memberId,
    partyIds: members.slice(1),
    request: input.request,
    now,
  });
  return deps.notifier.transaction(db, async (tx, notify) => {
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
    // Read under the buddy links' locks, as the booking write reads it.
    const askFirst = new Set(party.length > 0 ? await partyHoldWriter.askFirst(tx, members.slice(1)) : []);
    const entry = {
      id: entryId,
      ballotId: ballot.id,
      memberId: input.memberId,
      players: input.request.players,
      juniors: input.request.juniors,
      preferences: input.request.preferences,
    };
    if (!(await insertEntry(tx, entry, members, askFirst))) throw new AppError('BALLOT_ALREADY_ENTERED');
    if (askFirst.size > 0) await askBuddies(tx, notify, locked, input.memberId, askFirst);
    const row = { ...entry, weight: null, outcome: null, time: null, bookingId: null, createdAt: now };
    const consents = members.map((memberId) => ({
      memberId,
      consent: askFirst.has(memberId) ? ('pending' as const) : ('not_asked' as const),
    }));
    return entryView(tx, row, consents, input.memberId);
  });
}

async function ballotPlace(db: DbOrTx, ballot: BallotRow) {
  const day = await loadCourseDay(db, ballot.clubId, ballot.courseId, ballot.localDate);
  return {
    courseName: day.course.name,
    clubName: day.club.name,
    date: ballot.localDate,
    ballotId: ballot.id,
  };
}

async function nameOf(db: DbOrTx, memberId: string): Promise<string> {
  const { publicId } = await ensureHandle(db, memberId);
  return (await findMemberByPublicId(db, publicId))?.name ?? '';
}

/** Each buddy who asked to be asked hears they were entered, and that the entry waits for their answer. */
async function askBuddies(
  tx: Tx,
  notify: Notify,
  ballot: BallotRow,
  entrantId: string,
  askFirst: ReadonlySet<string>,
): Promise<void> {
  const text = notificationTexts.ballotEntryInvitation({
    ...(await ballotPlace(tx, ballot)),
    entrantName: await nameOf(tx, entrantId),
  });
  for (const memberId of askFirst) await notify(memberId, text);
}

/**
 * A buddy's answer to being in an entry before the draw: accept (the entry is drawn once nobody in it is
 * still to answer), or decline (the entry is withdrawn and its entrant told, free to enter without them).
 * Only a buddy the entry waits for may answer (403 BALLOT_NOT_ASKED).
 */
export async function answerEntry(
  deps: EntryDeps,
  input: { memberId: string; ballotId: number; accept: boolean; now?: Date },
): Promise<BallotEntry | null> {
  const now = input.now ?? new Date();
  return deps.notifier.transaction(deps.db, async (tx, notify) => {
    const locked = await lockBallot(tx, input.ballotId);
    if (!locked) throw notFound('BALLOT_NOT_FOUND');
    assertOpen(locked, now);
    const found = await findEntryOfMember(tx, locked.id, input.memberId);
    if (!found) throw notFound('BALLOT_ENTRY_NOT_FOUND');
    const party = await partyConsents(tx, found.entry.id);
    const me = party.find((m) => m.memberId === input.memberId);
    if (found.entry.memberId === input.memberId || me?.consent !== 'pending') {
      throw new AppError('BALLOT_NOT_ASKED');
    }
    if (input.accept) {
      if (!(await acceptEntry(tx, locked.id, input.memberId))) throw new AppError('BALLOT_NOT_ASKED');
      const answered = party.map((m) =>
        m.memberId === input.memberId ? { ...m, consent: 'accepted' as const } : m,
      );
      return entryView(tx, found.entry, answered, input.memberId);
    }
    await deleteEntry(tx, found.entry.id);
    await notify(
      found.entry.memberId,
      notificationTexts.ballotEntryDeclined({
        ...(await ballotPlace(tx, locked)),
        buddyName: await nameOf(tx, input.memberId),
      }),
    );
    return null;
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
