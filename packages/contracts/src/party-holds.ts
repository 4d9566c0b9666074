import { z } from 'zod';
import { ZBuddyTarget } from './buddies';
import { idParam } from './primitives';

/** The club content's `booking.holdMinutes`: 1 minute to a day. */
export const ZHoldMinutes = z.number().int().min(1).max(1440);

/**
 * The member's booking preferences (ARCHITECTURE "Party holds and consent"). `AskBeforeBookingMeIn`:
 * a buddy who books me in holds the places until I accept, instead of booking me at once.
 */
export const ZAccountPreferences = z.object({
  AskBeforeBookingMeIn: z.boolean(),
});
export type AccountPreferences = z.infer<typeof ZAccountPreferences>;

/**
 * 202 of a booking whose party includes a buddy who asked to be asked: nothing is booked yet; the places
 * are held until `ExpiresAt` while the buddies named in `Pending` (their public ids) answer.
 */
export const ZPartyHeld = z.object({
  HoldId: z.number().int(),
  ExpiresAt: z.string(),
  Pending: z.array(ZBuddyTarget),
});
export type PartyHeld = z.infer<typeof ZPartyHeld>;

/** Open until every asked buddy accepts (Booked), one declines (Declined), it runs out or cannot be paid. */
export const PARTY_HOLD_STATES = ['Open', 'Booked', 'Declined', 'Expired', 'Failed'] as const;
export type PartyHoldState = (typeof PARTY_HOLD_STATES)[number];

/** A buddy in the held party: NotAsked for one who lets buddies book them in without asking. */
export const PARTY_HOLD_ANSWERS = ['NotAsked', 'Pending', 'Accepted', 'Declined'] as const;
export type PartyHoldAnswer = (typeof PARTY_HOLD_ANSWERS)[number];

export const ZPartyHoldBuddy = z.object({
  Target: ZBuddyTarget,
  Name: z.string(),
  Answer: z.enum(PARTY_HOLD_ANSWERS),
  /** The booker pays this buddy's share; otherwise it comes from the buddy's own points. */
  PaidByBooker: z.boolean(),
});
export type PartyHoldBuddy = z.infer<typeof ZPartyHoldBuddy>;

/** A held party as its booker and its buddies see it. */
export const ZPartyHold = z.object({
  HoldId: z.number().int(),
  State: z.enum(PARTY_HOLD_STATES),
  ExpiresAt: z.string(),
  ClubId: z.number().int(),
  ClubName: z.string(),
  CourseId: z.number().int(),
  CourseName: z.string(),
  /** The club's time zone: the start is shown on its wall clock. */
  TimeZone: z.string(),
  /** The slot's ISO start. */
  Time: z.string(),
  /** The party's places, juniors included. */
  Players: z.number().int(),
  Juniors: z.number().int(),
  /** The party's cost when held (every payer pays when the booking commits). */
  Cost: z.number().int(),
  Unit: z.enum(['points', 'rounds']),
  BookerName: z.string(),
  /** The caller is the booker (else one of the buddies). */
  IsBooker: z.boolean(),
  Buddies: z.array(ZPartyHoldBuddy),
  /** The caller's own place among `Buddies` (null for the booker). */
  You: ZPartyHoldBuddy.nullable(),
  /** Public ids of the buddies still to answer. */
  Pending: z.array(ZBuddyTarget),
  /** The booking once committed. */
  BookingId: z.number().int().nullable(),
  /** Why a Failed hold could not be booked: the booking write's error code (e.g. BUDDY_NOT_ENOUGH_POINTS). */
  FailureCode: z.string().nullable(),
});
export type PartyHold = z.infer<typeof ZPartyHold>;

/** The caller's open invitations (holds waiting for their answer) and their own recent holds. */
export const ZPartyHolds = z.object({
  Invitations: z.array(ZPartyHold),
  Mine: z.array(ZPartyHold),
});
export type PartyHolds = z.infer<typeof ZPartyHolds>;

export const ZPartyHoldIdParams = z.object({ id: idParam() });

/** The action of a type-8 notification: `party-hold:{HoldId}:{ExpiresAt}`. */
export const partyHoldAction = (holdId: number, expiresAt: Date | string) =>
  `party-hold:${holdId}:${typeof expiresAt === 'string' ? expiresAt : expiresAt.toISOString()}`;
