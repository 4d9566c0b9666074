import type { Booking, PartyHeld } from '@fairway/contracts';
import type { Db, Tx } from '../../db/client';
import { restrictionSince } from '../../domain/booking-rules/restriction';
import { laterNights } from '../../domain/booking-rules/stay';
import { AppError } from '../../lib/app-error';
import { bookingsCommitted } from '../../lib/metrics';
import { inTransaction } from '../../lib/transaction';
import { recordBookingEvent } from '../integrations';
import type { Notify } from '../notifications';
import { expireMemberLots } from '../points';
import { takeLineTurn } from '../release-lines';
import { aloneEligible, bookAloneFast } from './book-alone';
import { checkTreatmentAge, tellBookedBuddies } from './booking-checks';
import {
  bookingOf,
  type CreateBookingInput,
  type PlanInput,
  planPlace,
  storedDetails,
  viewOf,
} from './booking-plan';
import { type BookingQuote, quoteBooking } from './booking-quote';
import { lockPartyAndClaimKey, writeBooking } from './booking-store';
import { slotFull } from './errors';
import { findClaimedBooking, requestHash } from './idempotency';
import { toBooking } from './mapper';
import type { BookOrHoldResult, PartyHoldWriter } from './party-hold-plan';
import { type BookingView, findBookingView, setBookingDetails } from './repository';
import { takePlaces } from './slot-repository';

export type { CreateBookingInput } from './booking-plan';

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
        // A day opening through a line: only the booker's live turn books it (the ticket is Done with it).
        if (quote.q.line !== null) await takeLineTurn(tx, quote.q.line, input.memberId, now);
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

/** The transaction's input to the rules and the writes: every member player locked. */
type PlaceInput = CreateBookingInput &
  PlanInput & {
    startsAt: Date;
    /** Members of the party asked to be asked: the places are held for their answers instead. */
    hold?: {
      writer: PartyHoldWriter;
      askFirst: readonly string[];
      requestHash: string;
      notify: Notify | null;
    };
  };

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
