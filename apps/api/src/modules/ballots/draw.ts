import type { Db, Tx } from '../../db/client';
import { minutesOf } from '../../domain/ballot-windows';
import { AppError, notFound } from '../../lib/app-error';
import { instantAt, isoString } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { bookBallotWin, bookNow, placesTakenBetween } from '../bookings';
import { checkBuddyConsent } from '../buddies';
import { loadCourseDay } from '../courses';
import { recordClubEvent } from '../integrations';
import { type Notifier, notificationTexts } from '../notifications';
import { partyHoldWriter } from '../party-holds';
import { allocator, type DrawEntry, drawOrder, weightOf } from './draw-algorithm';
import { BALLOT_BOOKING_NOTES } from './eligibility';
import {
  type BallotRow,
  claimForDraw,
  type EntryRow,
  findBallot,
  findLosses,
  findUnconfirmedEntryIds,
  listEntries,
  lockBallot,
  markDrawn,
  partyConsents,
  partyOf,
  recordResult,
  setEntryResult,
} from './repository';
import { openSeed, type SeedBox } from './seed';

/** `seeds`: opens the sealed seed at the claim (see seed.ts). */
export type DrawDeps = { db: Db; notifier: Notifier; seeds: SeedBox };

/** A draw that has not finished this long after it was claimed is taken to have crashed, and resumed. */
export const STALE_DRAW_MS = 10 * 60_000;

export type DrawResult = { ballotId: number; won: number; lost: number };

/**
 * Draws a ballot once, however many instances or staff ask at the same moment:
 * 1. claim: under the ballot's row lock, Open → Drawing, with the free places per time, each entry's
 *    weight and the draw order written down (a second caller finds it no longer Open: 409 BALLOT_CLOSED);
 *    an entry with a buddy still to accept being in it is left out (NotDrawn: not an input of the draw);
 * 2. book: each entry in order through the ordinary booking write, idempotency key `ballot-{id}-{entry}`,
 *    so a resumed draw replays bookings already made instead of making them twice; an entry whose
 *    booking is refused (cannot pay, buddy withdrew consent, a buddy who asked to be asked and has not
 *    accepted this entry …) is Forfeited and takes no places;
 * 3. finish: Drawing → Drawn, the entrants' loss runs updated (a win resets, a loss adds one; a forfeit
 *    or an entry not drawn leaves the run as it was) and everyone told, in one transaction.
 */
export async function drawBallot(deps: DrawDeps, ballotId: number, now = new Date()): Promise<DrawResult> {
  const { db } = deps;
  const found = await findBallot(db, ballotId);
  if (!found) throw notFound('BALLOT_NOT_FOUND');
  // Read before the claim's transaction (PGlite runs one at a time): nobody books the held starts directly.
  const capacity = await freePlaces(db, found);
  const claimed = await inTransaction(db, async (tx) => {
    const ballot = await lockBallot(tx, ballotId);
    if (!ballot) throw notFound('BALLOT_NOT_FOUND');
    const stale =
      ballot.state === 'Drawing' && (ballot.drawingSince?.getTime() ?? 0) <= now.getTime() - STALE_DRAW_MS;
    if (ballot.state !== 'Open' && !stale) throw new AppError('BALLOT_CLOSED');
    if (stale) return ballot;
    const unconfirmed = await findUnconfirmedEntryIds(tx, ballot.id);
    for (const id of unconfirmed) {
      await setEntryResult(tx, id, { outcome: 'NotDrawn', time: null, bookingId: null });
    }
    const entries = (await listEntries(tx, ballot.id)).filter((e) => !unconfirmed.has(e.id));
    const losses = await findLosses(
      tx,
      ballot.clubId,
      entries.map((e) => e.memberId),
    );
    const weights = new Map(entries.map((e) => [e.id, weightOf(losses.get(e.memberId) ?? 0)]));
    const seed = openSeed(deps.seeds, ballot.seed);
    const order = drawOrder(
      seed,
      entries.map((e) => toDrawEntry(e, weights.get(e.id) ?? 1)),
    );
    await claimForDraw(tx, ballot.id, { seed, capacity, order, weights, now });
    return { ...ballot, seed, capacity, drawOrder: order };
  });
  const entries = (await listEntries(db, claimed.id)).filter((e) => e.outcome !== 'NotDrawn');
  await bookWinners(deps, claimed, entries, now);
  return finish(deps, claimed, now);
}

const toDrawEntry = (e: EntryRow, weight: number): DrawEntry => ({
  EntryId: e.id,
  Weight: weight,
  Players: e.players,
  Preferences: e.preferences,
});

/** Free places per window time now; nobody books them directly while the ballot holds them. */
async function freePlaces(db: Db, ballot: BallotRow): Promise<Record<string, number>> {
  const day = await loadCourseDay(db, ballot.clubId, ballot.courseId, ballot.localDate);
  const capacity = day.schedule?.capacity ?? 0;
  const instants = ballot.times.map((t) => instantAt(ballot.localDate, minutesOf(t), day.club.timeZone));
  const taken = await placesTakenBetween(
    db,
    ballot.courseId,
    instants[0] ?? new Date(0),
    instants.at(-1) ?? new Date(0),
  );
  return Object.fromEntries(
    ballot.times.map((t, i) => [t, Math.max(0, capacity - (taken.get(instants[i]!.getTime()) ?? 0))]),
  );
}

async function bookWinners(deps: DrawDeps, ballot: BallotRow, entries: EntryRow[], now: Date): Promise<void> {
  const order = ballot.drawOrder ?? [];
  const byId = new Map(entries.map((e) => [e.id, e]));
  // The allocation walks the order once: the entries before each one are settled, so its time follows
  // from them and the snapshot (as `allocate` over the order so far would give it).
  const places = allocator(
    entries.map((e) => toDrawEntry(e, e.weight ?? 1)),
    ballot.capacity ?? {},
  );
  const timeZone = (await loadCourseDay(deps.db, ballot.clubId, ballot.courseId, ballot.localDate)).club
    .timeZone;
  for (const id of order) {
    const entry = byId.get(id);
    if (!entry || entry.outcome === 'Forfeited') continue; // forfeited entries take no places
    const time = places.take(id);
    if (entry.outcome !== null) continue; // settled before a resume: its places stay taken
    if (time === null) {
      await setEntryResult(deps.db, entry.id, { outcome: 'Lost', time: null, bookingId: null });
      continue;
    }
    const party = await partyOf(deps.db, entry.id);
    try {
      const { booking } = await bookNow(
        deps.db,
        bookBallotWin({
          memberId: entry.memberId,
          idempotencyKey: `ballot-${ballot.id}-${entry.id}`,
          request: {
            clubId: ballot.clubId,
            courseId: ballot.courseId,
            time: instantAt(ballot.localDate, minutesOf(time), timeZone).toISOString(),
            players: entry.players,
            juniors: entry.juniors,
            notes: BALLOT_BOOKING_NOTES,
          },
          party: party.slice(1).map((memberId) => ({ memberId, paidBy: 'self' as const })),
          consent: entryConsent(entry),
          notifier: deps.notifier,
          now,
        }),
      );
      await setEntryResult(deps.db, entry.id, { outcome: 'Won', time, bookingId: booking.Id });
    } catch (error) {
      if (!(error instanceof AppError)) throw error; // the job retries and resumes here
      places.release(entry.id);
      await setEntryResult(deps.db, entry.id, { outcome: 'Forfeited', time: null, bookingId: null });
    }
  }
}

/**
 * Inside the winner's booking transaction, under the party's locks: every buddy still has an accepted
 * link with the entrant, and every buddy who asks to be asked now (even one who turned it on after the
 * entry was made) accepted this entry. Otherwise the booking is refused and the entry forfeits: nobody's
 * points are spent unasked.
 */
function entryConsent(entry: EntryRow) {
  return async (tx: Tx, memberIds: readonly string[]): Promise<void> => {
    await checkBuddyConsent(entry.memberId)(tx, memberIds);
    const askFirst = await partyHoldWriter.askFirst(tx, memberIds);
    if (askFirst.length === 0) return;
    const consents = new Map((await partyConsents(tx, entry.id)).map((m) => [m.memberId, m.consent]));
    if (askFirst.some((id) => consents.get(id) !== 'accepted')) throw new AppError('BUDDY_CONSENT_REQUIRED');
  };
}

async function finish(deps: DrawDeps, ballot: BallotRow, now: Date): Promise<DrawResult> {
  const day = await loadCourseDay(deps.db, ballot.clubId, ballot.courseId, ballot.localDate);
  const place = { courseName: day.course.name, clubName: day.club.name };
  return deps.notifier.transaction(deps.db, async (tx, notify) => {
    if (!(await markDrawn(tx, ballot.id, now))) throw new AppError('BALLOT_CLOSED');
    let won = 0;
    let lost = 0;
    for (const entry of await listEntries(tx, ballot.id)) {
      const isWin = entry.outcome === 'Won' && entry.time !== null;
      if (isWin) won++;
      else lost++;
      // Only a draw lost counts as a loss: a forfeit (won, but the booking was refused) or an entry not
      // drawn leaves the run as it was, so losing on purpose builds no weight (issue 46 §4).
      const settled = entry.outcome === 'Forfeited' || entry.outcome === 'NotDrawn';
      if (!settled) await recordResult(tx, ballot.clubId, entry.memberId, isWin);
      const about = { ...place, date: ballot.localDate, ballotId: ballot.id };
      const text = isWin
        ? notificationTexts.ballotWon({
            ...place,
            startsAt: instantAt(ballot.localDate, minutesOf(entry.time!), day.club.timeZone),
            timeZone: day.club.timeZone,
            ballotId: ballot.id,
          })
        : settled
          ? notificationTexts.ballotNotBooked({
              ...about,
              reason: entry.outcome === 'NotDrawn' ? 'not-drawn' : 'forfeited',
            })
          : notificationTexts.ballotLost(about);
      for (const memberId of await partyOf(tx, entry.id)) await notify(memberId, text);
    }
    await recordClubEvent(tx, {
      clubId: ballot.clubId,
      event: 'ballot.drawn',
      data: {
        Ballot: {
          Id: ballot.id,
          CourseId: ballot.courseId,
          CourseName: day.course.name,
          Date: ballot.localDate,
          DrawnAt: isoString(now),
          Commitment: ballot.commitment,
          Seed: ballot.seed,
          Won: won,
          Lost: lost,
        },
      },
      now,
    });
    return { ballotId: ballot.id, won, lost };
  });
}
