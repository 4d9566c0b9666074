import type { Booking, CreateBooking, PartyHeld } from '@fairway/contracts';
import type { Db, Tx } from '../../db/client';
import type { StoredBookingDetails } from '../../db/schema';
import { isRestricted, restrictionFrom, restrictionSince } from '../../domain/booking-rules/restriction';
import { laterNights } from '../../domain/booking-rules/stay';
import { AppError } from '../../lib/app-error';
import { type RandomInt, shortCode } from '../../lib/codes';
import { bookingsCommitted } from '../../lib/metrics';
import { inTransaction } from '../../lib/transaction';
import { recordBookingEvent } from '../integrations';
import type { Notifier, Notify } from '../notifications';
import { expireMemberLots } from '../points';
import {
  checkStanding,
  checkTreatmentAge,
  lockedPayer,
  notEnoughPoints,
  tellBookedBuddies,
} from './booking-checks';
import { type BookingQuote, quoteBooking } from './booking-quote';
import {
  bookAlone,
  type LockedPayer,
  lockPartyAndClaimKey,
  readAloneInputs,
  writeBooking,
} from './booking-store';
import { slotFull } from './errors';
import { findClaimedBooking, requestHash } from './idempotency';
import { toBooking } from './mapper';
import {
  type Debit,
  type PartyMember,
  type PartyPlayer,
  partyPlayers,
  payerDebits,
  payerShares,
} from './party';
import type { BookOrHoldResult, PartyHoldWriter } from './party-hold-plan';
import { type BookingView, findBookingView, setBookingDetails } from './repository';
import { takePlaces } from './slot-repository';

export type CreateBookingInput = {
  memberId: string;
  idempotencyKey: string;
  request: CreateBooking;
  /**
   * Other members playing in the party (not on the wire yet: the buddies work fills it after checking
   * consent). Each takes one adult place after the booker's.
   */
  party?: readonly PartyMember[];
  /**
   * Runs inside the booking transaction once every member is locked, before anything is written: the
   * buddies module checks consent there (an accepted link, share-locked until commit) and throws to refuse.
   */
  checkParty?: (tx: Tx, memberIds: readonly string[]) => Promise<void>;
  now?: Date;
  random?: RandomInt;
  /** When given, each buddy in the party is told they were booked in, in the booking transaction. */
  notifier?: Notifier;
  /** The ballot's draw booking a winner: the ballot's hold and the booking window do not apply. */
  fromBallot?: boolean;
  /**
   * Accepting this waitlist offer of the booker's: the booking takes the places it holds, in the same
   * statement that marks it accepted; an offer no longer open at `now` refuses with OFFER_EXPIRED.
   */
  offerId?: number;
  /**
   * Committing this party hold of the booker's (its last buddy accepted): the booking takes the places it
   * holds, in the same statement that marks it booked; a hold no longer open at `now` refuses with
   * HOLD_EXPIRED.
   */
  holdId?: number;
  /** Runs in the booking transaction after the write (a committed hold tells its booker there). */
  onBooked?: (tx: Tx, notify: Notify | null) => Promise<void>;
};

export type CreateBookingResult = { booking: Booking; replayed: boolean };

/** The random booking codes repeated another booking's: the whole transaction is rolled back and retried. */
class CodeCollision extends Error {}
type Outcome =
  | { kind: 'booked'; view: BookingView }
  | { kind: 'replayed'; id: number }
  | { kind: 'held'; held: PartyHeld; replayed: boolean };
const CODE_ATTEMPTS = 5;

/**
 * Books a slot in one transaction: lock the member, claim the Idempotency-Key, check every rule, take
 * the places, take the points. Lock order everywhere: member(s) by id → idempotency key → slot → lots.
 * The checks that need no member data run first, on cached club data, but their verdict is only given
 * once the key is claimed, so a retry of a booking that succeeded earlier still gets that booking.
 */
export async function createBooking(db: Db, input: CreateBookingInput): Promise<CreateBookingResult> {
  const result = await bookOrHold(db, input);
  if (result.kind !== 'booked') throw new Error('a booking without party holds was held');
  return result;
}

/**
 * `createBooking`, or with `holds`, a hold of the places when the party includes a buddy who asked to be
 * asked: every rule is checked as for the booking (so a hold that cannot be booked now is refused now),
 * then the hold is written in place of the booking (nothing is paid until it commits).
 */
export async function bookOrHold(
  db: Db,
  input: CreateBookingInput & { holds?: PartyHoldWriter },
): Promise<BookOrHoldResult> {
  const now = input.now ?? new Date();
  const startsAt = new Date(input.request.time);
  const party = input.party ?? [];
  const memberIds = party.map((m) => m.memberId);
  const hash = requestHash(input.request, startsAt, party);
  const quote = await quoteBooking(db, input.request, startsAt, now, { fromBallot: input.fromBallot })
    .then(async (q) => {
      await checkTreatmentAge(db, input.memberId, q);
      return q;
    })
    .then(
      (q) => ({ ok: true as const, q }),
      (error: unknown) => ({ ok: false as const, error }),
    );
  if (quote.ok && aloneEligible(input, quote.q)) {
    const alone = await bookAloneFast(db, input, quote.q, { startsAt, now, requestHash: hash });
    if (alone) return alone;
  }
  const run = (fn: (tx: Tx, notify: Notify | null) => Promise<Outcome>) =>
    input.notifier ? input.notifier.transaction(db, fn) : inTransaction(db, (tx) => fn(tx, null));
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await run(async (tx, notify): Promise<Outcome> => {
        const locked = await lockPartyAndClaimKey(tx, {
          bookerId: input.memberId,
          memberIds,
          key: input.idempotencyKey,
          requestHash: hash,
          localDate: quote.ok ? quote.q.local.date : '',
          now,
          restriction:
            quote.ok && quote.q.club.restriction
              ? { clubId: quote.q.club.id, since: restrictionSince(quote.q.club.restriction, now) }
              : null,
        });
        if (!locked) throw new AppError('MEMBER_NOT_FOUND');
        if (!locked.claimed) {
          const held = await input.holds?.replay(tx, input.memberId, input.idempotencyKey, hash);
          if (held) return { kind: 'held', held, replayed: true };
          const id = await findClaimedBooking(tx, input.memberId, input.idempotencyKey, hash);
          return { kind: 'replayed', id };
        }
        if (!quote.ok) throw quote.error;
        if (input.checkParty && party.length > 0) await input.checkParty(tx, memberIds);
        // Read under the party's locks: a buddy turning the preference on now is either asked or after.
        const askFirst = input.holds && party.length > 0 ? await input.holds.askFirst(tx, memberIds) : [];
        const placed = await placeBooking(
          tx,
          {
            ...input,
            party,
            startsAt,
            now,
            locked: locked.members,
            restrictionCount: locked.restrictionCount,
            restrictionCounts: locked.restrictionCounts,
            hold:
              input.holds && askFirst.length > 0
                ? { writer: input.holds, askFirst, requestHash: hash, notify }
                : undefined,
          },
          quote.q,
        );
        if (placed.kind === 'held') return placed;
        if (notify) await tellBookedBuddies(notify, party, placed.view);
        await input.onBooked?.(tx, notify);
        return placed;
      });
      if (result.kind === 'held') return result;
      if (result.kind === 'booked') {
        bookingsCommitted.inc({ event: 'created' });
        return {
          kind: 'booked',
          booking: toBooking(result.view, now),
          replayed: false,
          timeZone: result.view.timeZone,
        };
      }
      const view = await findBookingView(db, result.id, input.memberId);
      if (!view) throw new AppError('BOOKING_NOT_FOUND');
      return { kind: 'booked', booking: toBooking(view, now), replayed: true, timeZone: view.timeZone };
    } catch (error) {
      if (!(error instanceof CodeCollision)) throw error;
      if (attempt >= CODE_ATTEMPTS) throw new AppError('TRY_AGAIN');
    }
  }
}

type PlaceInput = CreateBookingInput & {
  party: readonly PartyMember[];
  startsAt: Date;
  now: Date;
  /** The booker and every member player, locked. */
  locked: Map<string, LockedPayer>;
  /** The booker's count against the club's no-show rule, read with the locks. */
  restrictionCount: number;
  /** Every locked member's count against it: a party member under the rule is not booked in either. */
  restrictionCounts: Map<string, number>;
  /** Members of the party asked to be asked: the places are held for their answers instead. */
  hold?: {
    writer: PartyHoldWriter;
    askFirst: readonly string[];
    requestHash: string;
    notify: Notify | null;
  };
};

type PlanInput = Pick<
  PlaceInput,
  'request' | 'memberId' | 'party' | 'now' | 'locked' | 'restrictionCount' | 'restrictionCounts'
>;

/**
 * The member-dependent rules: each player's standing, day limits and the club's no-show rule, then who
 * spends what. `expireDue` runs first for a payer with lots past their expiry (they must not be spent).
 */
async function planPlace(
  input: PlanInput,
  quote: BookingQuote,
  expireDue: (payerId: string) => Promise<unknown>,
) {
  const { request: req, now, memberId, locked } = input;
  const { club, bookingType, schedule, costs, unit } = quote;
  const players = partyPlayers(memberId, input.party, costs, req.juniors);
  if (!players) throw new AppError('VALIDATION');
  const booker = lockedPayer(locked, memberId);
  checkStanding(booker, bookingType, req.players, now);
  const restriction = restrictionFrom(club.restriction, input.restrictionCount);
  if (isRestricted(restriction)) {
    throw new AppError('BOOKING_RESTRICTED', {
      params: { limit: club.restriction?.limit ?? 0, days: club.restriction?.days ?? 0 },
    });
  }
  for (const m of input.party) {
    checkStanding(lockedPayer(locked, m.memberId), bookingType, 1, now);
    if (isRestricted(restrictionFrom(club.restriction, input.restrictionCounts.get(m.memberId) ?? 0))) {
      throw new AppError('BUDDY_BOOKING_RESTRICTED', {
        params: {
          name: m.name ?? '',
          limit: club.restriction?.limit ?? 0,
          days: club.restriction?.days ?? 0,
        },
      });
    }
  }

  const debits: Debit[] = [];
  for (const [payerId, share] of payerShares(players)) {
    const { member: payer, wallet } = lockedPayer(locked, payerId);
    if (wallet.dueLots > 0) await expireDue(payerId);
    const spend = payerDebits(payerId, { ...payer, lots: wallet.lots }, club, share, now);
    if (!spend) throw notEnoughPoints(input.party, payerId, unit, share);
    debits.push(...spend);
  }
  if (req.players > schedule.capacity) throw slotFull();
  return { players, booker, debits };
}

/** The booking's own row as it is written (new codes each call) and as the write function takes it. */
function bookingOf(
  input: Pick<PlaceInput, 'request' | 'random' | 'memberId' | 'idempotencyKey' | 'startsAt' | 'now'>,
  quote: BookingQuote,
  players: readonly PartyPlayer[],
  debits: readonly Debit[],
) {
  const { club, course, bookingType, cost, unit, local, schedule } = quote;
  const booking = {
    bookingType,
    clubId: club.id,
    courseId: course.id,
    startsAt: input.startsAt,
    numberOfPeople: players.length,
    ofWhichJuniors: players.filter((p) => p.isJunior).length,
    bookingRef: `FW${shortCode(6, input.random)}`,
    confirmationCode: shortCode(6, input.random),
    confirmationStatus: club.manualConfirmation ? ('NotConfirmed' as const) : ('ManualConfirmed' as const),
    notes: input.request.notes ?? '',
    extraTitle: bookingType === 2 ? course.name : null,
    fulfilled: bookingType === 2 ? false : null,
    cost,
    costUnit: unit,
  };
  const write = {
    ...booking,
    bookerId: input.memberId,
    idempotencyKey: input.idempotencyKey,
    localDate: local.date,
    capacity: schedule.capacity,
    players,
    debits,
    description: `${course.name}, ${club.name}`,
    now: input.now,
  };
  return { booking, write };
}

/** The new booking as the response shows it. */
function viewOf(
  booking: ReturnType<typeof bookingOf>['booking'],
  id: number,
  quote: BookingQuote,
  booker: LockedPayer,
  details: StoredBookingDetails | null,
): BookingView {
  const { club, course } = quote;
  return {
    ...booking,
    id,
    bookedBy: booker.member.id,
    clubName: club.name,
    cancellationCutoffHours: club.cancellationCutoffHours,
    timeZone: club.timeZone,
    address: club.address,
    courseName: course.name,
    bookedByUsername: booker.member.email,
    bookedByName: booker.member.name,
    cancellationNotes: null,
    cancelledAt: null,
    noShowAt: null,
    details,
  };
}

/**
 * The member-dependent rules and the writes; returns the new booking as the response shows it, or the
 * hold written in its place.
 */
async function placeBooking(
  tx: Tx,
  input: PlaceInput,
  quote: BookingQuote,
): Promise<{ kind: 'booked'; view: BookingView } | { kind: 'held'; held: PartyHeld; replayed: false }> {
  const { request: req, startsAt, now, memberId } = input;
  const { players, booker, debits } = await planPlace(input, quote, (payerId) =>
    expireMemberLots(tx, payerId, now),
  );
  if (input.hold) {
    const { writer, askFirst, requestHash, notify } = input.hold;
    const plan = { bookerId: memberId, idempotencyKey: input.idempotencyKey, requestHash, request: req };
    const held = await writer.write(
      tx,
      { ...plan, quote, startsAt, players, party: input.party, askFirst, now },
      notify,
    );
    return { kind: 'held', held, replayed: false };
  }

  const { booking, write } = bookingOf(input, quote, players, debits);
  const outcome = await writeBooking(tx, { ...write, offerId: input.offerId, holdId: input.holdId });
  if (outcome.kind === 'offer_expired') throw new AppError('OFFER_EXPIRED');
  if (outcome.kind === 'hold_expired') throw new AppError('HOLD_EXPIRED');
  if (outcome.kind === 'full') throw slotFull();
  if (outcome.kind === 'code_collision') throw new CodeCollision();
  if (outcome.kind === 'points_changed') {
    throw new AppError('POINTS_CHANGED');
  }
  if (quote.choice.nights !== undefined && quote.choice.nights > 1) {
    await takeLaterNights(tx, quote, startsAt, players.length, now);
  }
  const details = storedDetails(quote);
  if (details) await setBookingDetails(tx, outcome.id, details);
  // The club's webhooks hear of it if and only if this transaction commits (the outbox); the write said
  // whether the club has any that want to.
  if (outcome.webhooks)
    await recordBookingEvent(tx, { bookingId: outcome.id, event: 'booking.created', now });
  return { kind: 'booked', view: viewOf(booking, outcome.id, quote, booker, details) };
}

/**
 * Whether a booking can be made alone (`bookAloneFast`): the member books for themselves only, nothing
 * but the booking is written with it (no party, hold, offer, later nights or stored details), and the
 * quote stands. Everything else, and anything the alone path finds unusual, goes through the transaction.
 */
function aloneEligible(input: CreateBookingInput, quote: BookingQuote): boolean {
  return (
    (input.party?.length ?? 0) === 0 &&
    input.offerId === undefined &&
    input.holdId === undefined &&
    input.onBooked === undefined &&
    !(quote.choice.nights !== undefined && quote.choice.nights > 1) &&
    storedDetails(quote) === null
  );
}

/**
 * The 07:00 path (issue 24 §2): a member booking alone in two statements and no transaction of its own.
 * The rules decide on an unlocked read; one call then locks the member, checks that read still stands,
 * claims the key and writes, all or nothing; a start the read saw full is refused after the member's
 * own rules, in that one statement. Null hands the booking to the transaction, which decides
 * again from scratch: the key was used before (a replay), the read went stale under the lock, lots are
 * due to expire, the club's webhooks want the event (written in the booking's transaction), the codes
 * collided, or the member is unknown. Refusals are the transaction's own, from the same rules.
 */
async function bookAloneFast(
  db: Db,
  input: CreateBookingInput,
  quote: BookingQuote,
  at: { startsAt: Date; now: Date; requestHash: string },
): Promise<BookOrHoldResult | null> {
  const { now } = at;
  const read = await readAloneInputs(db, {
    bookerId: input.memberId,
    key: input.idempotencyKey,
    localDate: quote.local.date,
    now,
    clubId: quote.club.id,
    restrictionSince: quote.club.restriction ? restrictionSince(quote.club.restriction, now) : null,
    start: {
      courseId: quote.course.id,
      startsAt: at.startsAt,
      people: quote.costs.length,
      capacity: quote.schedule.capacity,
    },
  });
  if (!read || read.keyUsed || read.webhooks || read.payer.wallet.dueLots > 0) return null;
  const locked = new Map([[input.memberId, read.payer]]);
  const place = { ...input, party: [], startsAt: at.startsAt, now };
  const { players, booker, debits } = await planPlace(
    { ...place, locked, restrictionCount: read.restrictionCount, restrictionCounts: new Map() },
    quote,
    () => Promise.reject(new Error('due lots are expired in the transaction')),
  );
  // Full already (most answers when a sheet opens): refused after the member's own rules, as the write
  // would refuse it, without a lock or a second statement.
  if (read.startFull) throw slotFull();
  const { booking, write } = bookingOf(place, quote, players, debits);
  const outcome = await bookAlone(db, { ...write, requestHash: at.requestHash, inputs: read.inputs });
  if (outcome.kind === 'full') throw slotFull();
  if (outcome.kind === 'points_changed') throw new AppError('POINTS_CHANGED');
  if (outcome.kind !== 'booked') return null;
  bookingsCommitted.inc({ event: 'created' });
  const view = viewOf(booking, outcome.id, quote, booker, null);
  return {
    kind: 'booked',
    booking: toBooking(view, now),
    replayed: false,
    timeZone: view.timeZone,
    trophies: outcome.trophies,
  };
}

/** A stay holds its room on every night: each later night's start, within that night's capacity. */
async function takeLaterNights(
  tx: Tx,
  quote: BookingQuote,
  startsAt: Date,
  places: number,
  now: Date,
): Promise<void> {
  const { club, course, reference } = quote;
  for (const night of laterNights(startsAt, club.timeZone, quote.choice.nights ?? 1)) {
    const capacity = reference.schedule(course.id, night.season, night.dayOfWeek)?.capacity;
    const taken =
      capacity !== undefined &&
      (await takePlaces(tx, { courseId: course.id, startsAt: night.startsAt, capacity, places, now }));
    if (!taken) throw slotFull();
  }
}

/** What the booking keeps of the choice: the treatment as it was when booked, or the nights. */
function storedDetails({ choice }: BookingQuote): StoredBookingDetails | null {
  if (choice.treatment) {
    const { id, name, minutes } = choice.treatment;
    return { treatment: { id, name, minutes } };
  }
  return choice.nights === undefined ? null : { nights: choice.nights };
}
