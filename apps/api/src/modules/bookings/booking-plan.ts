import type { StoredBookingDetails } from '../../db/schema/bookings';
import { isRestricted, restrictionFrom } from '../../domain/booking-rules/restriction';
import { AppError } from '../../lib/app-error';
import { shortCode } from '../../lib/codes';
import { checkStanding, lockedPayer, notEnoughPoints } from './booking-checks';
import type { BookingCommand } from './booking-command';
import type { BookingQuote } from './booking-quote';
import type { LockedPayer } from './booking-store';
import { slotFull } from './errors';
import {
  type Debit,
  type PartyMember,
  type PartyPlayer,
  partyPlayers,
  payerDebits,
  payerShares,
} from './party';
import type { BookingView } from './repository';

/*
 * What both of a booking's paths share (booking-pipeline.ts, the transaction; book-alone.ts, a member alone
 * in one statement): the member-dependent rules, the row written and the view answered.
 */

/** What the member-dependent rules read: the request, the party and every member player, read or locked. */
export type PlanInput = Pick<BookingCommand, 'request' | 'memberId'> & {
  party: readonly PartyMember[];
  now: Date;
  /** The booker and every member player. */
  locked: Map<string, LockedPayer>;
  /** The booker's count against the club's no-show rule. */
  restrictionCount: number;
  /** Every member player's count against it: a party member under the rule is not booked in either. */
  restrictionCounts: Map<string, number>;
};

/**
 * The member-dependent rules: each player's standing, day limits and the club's no-show rule, then who
 * spends what. `expireDue` runs first for a payer with lots past their expiry (they must not be spent).
 */
export async function planPlace(
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
export function bookingOf(
  input: Pick<BookingCommand, 'request' | 'random' | 'memberId' | 'idempotencyKey'> & {
    startsAt: Date;
    now: Date;
  },
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
export function viewOf(
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

/** What the booking keeps of the choice: the treatment as it was when booked, or the nights. */
export function storedDetails({ choice }: Pick<BookingQuote, 'choice'>): StoredBookingDetails | null {
  if (choice.treatment) {
    const { id, name, minutes } = choice.treatment;
    return { treatment: { id, name, minutes } };
  }
  return choice.nights === undefined ? null : { nights: choice.nights };
}
