import type { ErrorCode, PartyHoldAnswer, PartyHoldState } from '@fairway/contracts';
import type { PartyHoldAnswerState, PartyHoldState as StoredState } from '../../db/schema/party-holds';

/*
 * The rules of a party hold (issue 22 §3), as pure functions: how long it holds, who may answer it, when
 * an answer is refused, when it commits, and which refusals of the booking write end it.
 */

/** A hold runs for the club's minutes, and never past the start itself. */
export function holdExpiry(now: Date, minutes: number, startsAt: Date): Date {
  return new Date(Math.min(now.getTime() + minutes * 60_000, startsAt.getTime()));
}

/**
 * Whether a party of `places` fits a start: within the lesser of the start's capacity and the
 * schedule's, less the places booked and the places live holds keep.
 */
export function fitsPlaces(s: {
  capacity: number;
  scheduleCapacity: number;
  taken: number;
  held: number;
  places: number;
}): boolean {
  return s.taken + s.held + s.places <= Math.min(s.capacity, s.scheduleCapacity);
}

export type HoldBuddyAnswer = { memberId: string; answer: PartyHoldAnswerState };

/** Who the caller is to a hold: its booker, a buddy it asks, a buddy it books without asking, or no one. */
export type HoldRole = 'booker' | 'asked' | 'not-asked' | 'stranger';

export function roleOf(bookerId: string, buddies: readonly HoldBuddyAnswer[], callerId: string): HoldRole {
  if (callerId === bookerId) return 'booker';
  const buddy = buddies.find((b) => b.memberId === callerId);
  if (!buddy) return 'stranger';
  return buddy.answer === 'not_asked' ? 'not-asked' : 'asked';
}

/**
 * Who may see a hold (its party) and who may answer it (only a buddy it asks). A stranger is told it
 * does not exist, so a hold's id reveals nothing to someone outside the party.
 */
export function answerRefusalFor(role: HoldRole): 'HOLD_NOT_FOUND' | 'HOLD_NOT_INVITED' | null {
  if (role === 'stranger') return 'HOLD_NOT_FOUND';
  return role === 'asked' ? null : 'HOLD_NOT_INVITED';
}

/** The state a member sees: an open hold past its expiry has expired, whether or not the sweep has run. */
export function visibleState(state: StoredState, expiresAt: Date, now: Date): PartyHoldState {
  if (state === 'open') return expiresAt > now ? 'Open' : 'Expired';
  return STATE_NAMES[state];
}

const STATE_NAMES: Record<StoredState, PartyHoldState> = {
  open: 'Open',
  booked: 'Booked',
  declined: 'Declined',
  expired: 'Expired',
  failed: 'Failed',
};

export const ANSWER_NAMES: Record<PartyHoldAnswerState, PartyHoldAnswer> = {
  not_asked: 'NotAsked',
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** Why a hold no longer takes answers at `now`: it ran out, or it is settled (booked, declined, failed). */
export function answerRefusal(
  hold: { state: StoredState; expiresAt: Date },
  now: Date,
): 'HOLD_EXPIRED' | 'HOLD_CLOSED' | null {
  const state = visibleState(hold.state, hold.expiresAt, now);
  if (state === 'Open') return null;
  return state === 'Expired' ? 'HOLD_EXPIRED' : 'HOLD_CLOSED';
}

/** Buddies other than `memberId` still to answer: none left means this member's accept commits it. */
export function othersPending(buddies: readonly HoldBuddyAnswer[], memberId: string): number {
  return buddies.filter((b) => b.memberId !== memberId && b.answer === 'pending').length;
}

/**
 * Refusals of the booking write that end a hold when it tries to commit (a payer cannot pay, a member's
 * standing, a revoked buddy link, the start gone …): the hold fails with that code and its places are
 * released. The hold's own state refusals and the transient ones (a retry may succeed) leave it open.
 */
export function failsHold(code: ErrorCode): boolean {
  return !KEEPS_HOLD_OPEN.has(code);
}

const KEEPS_HOLD_OPEN = new Set<ErrorCode>([
  'HOLD_EXPIRED',
  'HOLD_CLOSED',
  'HOLD_NOT_FOUND',
  'HOLD_NOT_INVITED',
  'TRY_AGAIN',
  'POINTS_CHANGED',
  'REQUEST_IN_PROGRESS',
  'SERVICE_UNAVAILABLE',
  'RATE_LIMITED',
  'INTERNAL',
]);
