import type { PartyHeld } from '@fairway/contracts';
import type { Tx } from '../../db/client';
import { laterNights } from '../../domain/booking-rules/stay';
import { AppError } from '../../lib/app-error';
import { recordBookingEvent } from '../integrations';
import type { Notify } from '../notifications';
import { expireMemberLots } from '../points';
import type { BookingCommand } from './booking-command';
import { bookingOf, type PlanInput, planPlace, storedDetails, viewOf } from './booking-plan';
import type { BookingQuote } from './booking-quote';
import { writeBooking } from './booking-store';
import { slotFull } from './errors';
import type { PartyHoldWriter } from './party-hold-plan';
import { type BookingView, setBookingDetails } from './repository';
import { takePlaces } from './slot-repository';

/*
 * The booking pipeline's write stage (booking-pipeline.ts), in the booking's transaction once every member
 * is locked and the key claimed: the member rules on what the lock read, then the hold or the booking.
 */

/** The random booking codes repeated another booking's: the whole transaction is rolled back and retried. */
export class CodeCollision extends Error {}

/** The transaction's input to the rules and the writes: every member player locked. */
export type PlaceInput = BookingCommand &
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
export async function placeBooking(
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
  const { places } = input;
  const outcome = await writeBooking(tx, {
    ...write,
    offerId: places.from === 'offer' ? places.offerId : null,
    holdId: places.from === 'hold' ? places.holdId : null,
  });
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
