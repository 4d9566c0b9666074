import { type Booking, type CreateBooking, NO_PLAYER_SLOTS_MESSAGE } from '@fairway/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type RandomInt, shortCode } from '../../lib/codes';
import { inTransaction } from '../../lib/transaction';
import { expireMemberLots } from '../points/service';
import { type BookingQuote, quoteBooking } from './booking-quote';
import { type LockedBooker, type LockedWallet, lockMemberAndClaimKey, writeBooking } from './booking-store';
import { slotFull } from './errors';
import { findClaimedBooking, requestHash } from './idempotency';
import { toBooking } from './mapper';
import { type BookingView, findBookingView } from './repository';
import { membershipRefusal, membershipRefusalMessage } from './rules/membership';
import { canUseOpenPlay, planPayment } from './rules/payment';
import { dayLimitRefusal } from './rules/player-slots';

export type CreateBookingInput = {
  memberId: string;
  idempotencyKey: string;
  request: CreateBooking;
  now?: Date;
  random?: RandomInt;
};

export type CreateBookingResult = { booking: Booking; replayed: boolean };

/** The random booking codes repeated another booking's: the whole transaction is rolled back and retried. */
class CodeCollision extends Error {}
type Outcome = { kind: 'booked'; view: BookingView } | { kind: 'replayed'; id: number };
const CODE_ATTEMPTS = 5;

/**
 * Books a slot in one transaction: lock the member, claim the Idempotency-Key, check every rule, take
 * the places, take the points. Lock order everywhere: member(s) by id → idempotency key → slot → lots.
 * The checks that need no member data run first, on cached club data, but their verdict is only given
 * once the key is claimed, so a retry of a booking that succeeded earlier still gets that booking.
 */
export async function createBooking(db: Db, input: CreateBookingInput): Promise<CreateBookingResult> {
  const now = input.now ?? new Date();
  const startsAt = new Date(input.request.time);
  const hash = requestHash(input.request, startsAt);
  const quote = await quoteBooking(db, input.request, startsAt, now).then(
    (q) => ({ ok: true as const, q }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await inTransaction(db, async (tx): Promise<Outcome> => {
        const locked = await lockMemberAndClaimKey(tx, {
          memberId: input.memberId,
          key: input.idempotencyKey,
          requestHash: hash,
          localDate: quote.ok ? quote.q.local.date : '',
          now,
        });
        if (!locked) throw new AppError('NOT_FOUND', 'Unknown member.');
        if (!locked.claimed) {
          const id = await findClaimedBooking(tx, input.memberId, input.idempotencyKey, hash);
          return { kind: 'replayed', id };
        }
        if (!quote.ok) throw quote.error;
        const { member, wallet } = locked;
        const view = await placeBooking(tx, { ...input, startsAt, now, member, wallet }, quote.q);
        return { kind: 'booked', view };
      });
      if (result.kind === 'booked') return { booking: toBooking(result.view, now), replayed: false };
      const view = await findBookingView(db, result.id, input.memberId);
      if (!view) throw new AppError('NOT_FOUND', 'We could not find that booking.');
      return { booking: toBooking(view, now), replayed: true };
    } catch (error) {
      if (!(error instanceof CodeCollision)) throw error;
      if (attempt >= CODE_ATTEMPTS) throw new AppError('CONFLICT', 'Please try again.');
    }
  }
}

type PlaceInput = CreateBookingInput & {
  startsAt: Date;
  now: Date;
  member: LockedBooker;
  wallet: LockedWallet;
};

/** The member-dependent rules and the writes; returns the new booking as the response shows it. */
async function placeBooking(tx: Tx, input: PlaceInput, quote: BookingQuote): Promise<BookingView> {
  const { request: req, startsAt, now, memberId, member, wallet } = input;
  const { club, course, bookingType, local, schedule, costs, cost, unit } = quote;
  const standing = membershipRefusal(member, now);
  if (standing) throw new AppError('BUSINESS_RULE', membershipRefusalMessage(standing));

  if (bookingType === 0) {
    const refusal = dayLimitRefusal(member, wallet.usage, req.players);
    if (refusal === 'no_player_slots') throw new AppError('BUSINESS_RULE', NO_PLAYER_SLOTS_MESSAGE);
    if (refusal) {
      throw new AppError('BUSINESS_RULE', `Your package allows ${member.bookingsPerDay} bookings a day.`);
    }
  }
  if (wallet.dueLots > 0) await expireMemberLots(tx, memberId, now);
  const terms = {
    atHomeClub: member.homeClubId === club.id,
    homePoints: member.homePoints,
    flexiAllowed: member.flexiPointsAllowed,
    clubAcceptsOpenPlay: club.acceptsOpenPlay,
  };
  const plan = planPayment({ ...terms, lots: canUseOpenPlay(terms) ? wallet.lots : [] }, cost, now);
  if (!plan) {
    throw new AppError(
      'BUSINESS_RULE',
      `You do not have enough ${unit} for this booking (it costs ${cost}).`,
    );
  }
  if (req.players > schedule.capacity) throw slotFull();

  const booking = {
    bookingType,
    clubId: club.id,
    courseId: course.id,
    startsAt,
    numberOfPeople: req.players,
    ofWhichJuniors: req.juniors,
    bookingRef: `FW${shortCode(6, input.random)}`,
    confirmationCode: shortCode(6, input.random),
    confirmationStatus: club.manualConfirmation ? ('NotConfirmed' as const) : ('ManualConfirmed' as const),
    notes: req.notes ?? '',
    extraTitle: bookingType === 2 ? course.name : null,
    fulfilled: bookingType === 2 ? false : null,
    cost,
    costUnit: unit,
  };
  const outcome = await writeBooking(tx, {
    ...booking,
    memberId,
    idempotencyKey: input.idempotencyKey,
    localDate: local.date,
    capacity: schedule.capacity,
    playerCosts: costs,
    plan,
    description: `${course.name}, ${club.name}`,
    now,
  });
  if (outcome.kind === 'full') throw slotFull();
  if (outcome.kind === 'code_collision') throw new CodeCollision();
  if (outcome.kind === 'points_changed') {
    throw new AppError('CONFLICT', 'Your points changed while booking. Please try again.');
  }
  return {
    ...booking,
    id: outcome.id,
    bookedBy: memberId,
    clubName: club.name,
    cancellationCutoffHours: club.cancellationCutoffHours,
    timeZone: club.timeZone,
    address: club.address,
    courseName: course.name,
    bookedByUsername: member.email,
    cancellationNotes: null,
    cancelledAt: null,
  };
}
