import type { Booking, CreateBooking, PartyHeld } from '@fairway/contracts';
import type { Tx } from '../../db/client';
import type { Notify } from '../notifications';
import type { BookingQuote } from './booking-quote';
import type { PartyMember, PartyPlayer } from './party';

/** What a party hold needs once every rule has passed: the plan of the booking it stands for. */
export type HoldPlan = {
  bookerId: string;
  idempotencyKey: string;
  requestHash: string;
  request: CreateBooking;
  quote: BookingQuote;
  startsAt: Date;
  /** The party in position order (booker, buddies, guests, juniors). */
  players: readonly PartyPlayer[];
  party: readonly PartyMember[];
  /** The party members who asked to be asked. */
  askFirst: readonly string[];
  now: Date;
};

/**
 * Party holds (the party-holds module): which party members asked to be asked (read under the party's
 * locks), how a hold of the places is written in place of the booking once every rule has passed, and
 * which hold an earlier request with the same key made.
 */
export type PartyHoldWriter = {
  askFirst: (tx: Tx, memberIds: readonly string[]) => Promise<readonly string[]>;
  write: (tx: Tx, plan: HoldPlan, notify: Notify | null) => Promise<PartyHeld>;
  replay: (tx: Tx, bookerId: string, key: string, requestHash: string) => Promise<PartyHeld | null>;
};

export type BookOrHoldResult =
  /** `timeZone`: the club's, naming the booking's course-day for its live tee sheet. */
  | {
      kind: 'booked';
      booking: Booking;
      replayed: boolean;
      timeZone: string;
    }
  | { kind: 'held'; held: PartyHeld; replayed: boolean };
