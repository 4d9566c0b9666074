import type { Booking, CreateBooking, PartyHeld } from '@fairway/contracts';
import type { Tx } from '../../db/client';
import type { RandomInt } from '../../lib/codes';
import type { Notifier, Notify } from '../notifications';
import type { PartyMember } from './party';
import type { PartyHoldWriter } from './party-hold-plan';

/*
 * The booking write's callers, each a named command over one pipeline (`runBooking`, booking-pipeline.ts:
 * quote → lock and claim → write → after-commit). A command says, for its caller only, what the pipeline
 * does differently; the pipeline reads nothing else.
 */

/** Runs under the party's locks, before any rule: consent (the buddies' links, a hold's or an entry's). */
export type PartyConsent = (tx: Tx, memberIds: readonly string[]) => Promise<void>;

/** What committed, as the after-commit stage hears of it (never for a replay). */
export type Committed =
  | {
      kind: 'booked';
      booking: Booking;
      /** The club's, naming the booking's course-day for its live tee sheet. */
      timeZone: string;
      bookerId: string;
      party: readonly PartyMember[];
    }
  | { kind: 'held'; held: PartyHeld; slot: { courseId: number; startsAt: Date } };

/** The after-commit stage: what others hear once the booking (or its hold) committed. */
export type AfterCommit = (committed: Committed) => Promise<void>;

export type BookingCommand = {
  /** Which caller: the after-commit stage and the logs name it. */
  name: 'member' | 'party-hold' | 'waitlist-offer' | 'ballot-win' | 'quiet';
  memberId: string;
  idempotencyKey: string;
  request: CreateBooking;
  /** Other members playing in the party; each takes one adult place after the booker's. */
  party: readonly PartyMember[];
  now: Date;
  /** The booking codes' random source (a seeded one for the demo data). */
  random?: RandomInt;
  /** The ballot's draw books its winners: its window, not the booking window, and no ballot hold. */
  window: 'booking' | 'ballot';
  /** Places already held for this booking, taken in the write's statement; else the start's free ones. */
  places: { from: 'start' } | { from: 'offer'; offerId: number } | { from: 'hold'; holdId: number };
  consent: PartyConsent | null;
  /** A member's own booking: a buddy who asked to be asked makes it a hold of the places instead. */
  holds: PartyHoldWriter | null;
  /** Notices written in the booking's transaction (the buddies booked in, `told`); published on commit. */
  notices: { notifier: Notifier; told: ((tx: Tx, notify: Notify) => Promise<void>) | null } | null;
  afterCommit: AfterCommit | null;
};

type Basics = Pick<BookingCommand, 'memberId' | 'idempotencyKey' | 'request'> & { now?: Date };

/** A command that never turns into a hold: `bookNow` answers its booking. */
export type BookingOnlyCommand = BookingCommand & { holds: null };

type Mode = Omit<BookingCommand, keyof Basics | 'party' | 'random' | 'now'>;

const command = <M extends Mode>(
  basics: Basics & Partial<Pick<BookingCommand, 'party' | 'random'>>,
  mode: M,
): BookingCommand & M => ({
  memberId: basics.memberId,
  idempotencyKey: basics.idempotencyKey,
  request: basics.request,
  party: basics.party ?? [],
  now: basics.now ?? new Date(),
  ...(basics.random ? { random: basics.random } : {}),
  ...mode,
});

/**
 * `POST /api/bookings`: the member and their party (consent checked under the locks); a buddy who asked to
 * be asked turns it into a hold; the buddies booked in are told in the transaction, and `afterCommit`
 * tells the rest once it commits.
 */
export const bookAsMember = (
  input: Basics & {
    party: readonly PartyMember[];
    consent: PartyConsent;
    holds: PartyHoldWriter;
    notifier: Notifier;
    afterCommit: AfterCommit;
  },
): BookingCommand =>
  command(input, {
    name: 'member',
    window: 'booking',
    places: { from: 'start' },
    consent: input.consent,
    holds: input.holds,
    notices: { notifier: input.notifier, told: null },
    afterCommit: input.afterCommit,
  });

/**
 * The last buddy accepted a party hold: the booking takes the places the hold keeps (HOLD_EXPIRED once it
 * is no longer open); `consent` answers for the hold under the locks, `tellBooker` in the transaction.
 */
export const commitPartyHold = (
  input: Basics & {
    holdId: number;
    party: readonly PartyMember[];
    consent: PartyConsent;
    tellBooker: (tx: Tx, notify: Notify) => Promise<void>;
    notifier: Notifier;
  },
): BookingOnlyCommand =>
  command(input, {
    name: 'party-hold',
    window: 'booking',
    places: { from: 'hold', holdId: input.holdId },
    consent: input.consent,
    holds: null as null,
    notices: { notifier: input.notifier, told: input.tellBooker },
    afterCommit: null,
  });

/** A waitlist offer accepted: the booking takes the places it holds (OFFER_EXPIRED once it is not open). */
export const acceptWaitlistOffer = (
  input: Basics & { offerId: number; notifier: Notifier },
): BookingOnlyCommand =>
  command(input, {
    name: 'waitlist-offer',
    window: 'booking',
    places: { from: 'offer', offerId: input.offerId },
    consent: null,
    holds: null as null,
    notices: { notifier: input.notifier, told: null },
    afterCommit: null,
  });

/** A ballot's winner booked by its draw: the ballot is the window; the entry's consent under the locks. */
export const bookBallotWin = (
  input: Basics & { party: readonly PartyMember[]; consent: PartyConsent; notifier: Notifier },
): BookingOnlyCommand =>
  command(input, {
    name: 'ballot-win',
    window: 'ballot',
    places: { from: 'start' },
    consent: input.consent,
    holds: null as null,
    notices: { notifier: input.notifier, told: null },
    afterCommit: null,
  });

/**
 * A booking nobody hears of: no consent to ask, no notice, nothing after commit (the demo data, made with
 * a seeded `random`, and tests of the write itself).
 */
export const bookQuietly = (
  input: Basics & { party?: readonly PartyMember[]; random?: RandomInt },
): BookingOnlyCommand =>
  command(input, {
    name: 'quiet',
    window: 'booking',
    places: { from: 'start' },
    consent: null,
    holds: null as null,
    notices: null,
    afterCommit: null,
  });
