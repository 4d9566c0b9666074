import type { CreateBooking } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import type { Notifier } from '../notifications';
import {
  acceptWaitlistOffer,
  bookAsMember,
  bookBallotWin,
  bookQuietly,
  commitPartyHold,
} from './booking-command';
import type { PartyHoldWriter } from './party-hold-plan';

const request: CreateBooking = {
  clubId: 151,
  courseId: 15101,
  time: '2026-12-20T10:00:00.000Z',
  players: 2,
  juniors: 0,
};
const basics = { memberId: 'm-1', idempotencyKey: 'k-1', request, now: new Date('2026-12-05T09:00:00Z') };
const party = [{ memberId: 'm-2', paidBy: 'self' as const }];
const notifier = {} as Notifier;
const holds = {} as PartyHoldWriter;
const consent = async () => {};
const afterCommit = async () => {};
const tellBooker = async () => {};

/** What each caller's command asks of the one pipeline: only its own differences, each stated once. */
describe('the booking write’s commands', () => {
  it('a member’s own booking: the booking window, a start’s free places, holds for who asked first, news after commit', () => {
    const command = bookAsMember({ ...basics, party, consent, holds, notifier, afterCommit });
    expect(command).toMatchObject({
      name: 'member',
      memberId: 'm-1',
      idempotencyKey: 'k-1',
      request,
      party,
      now: basics.now,
      window: 'booking',
      places: { from: 'start' },
      consent,
      holds,
      notices: { notifier, told: null },
      afterCommit,
    });
  });

  it('a party hold committed takes the hold’s places and tells the booker in the transaction', () => {
    const command = commitPartyHold({ ...basics, holdId: 7, party, consent, tellBooker, notifier });
    expect(command).toMatchObject({
      name: 'party-hold',
      window: 'booking',
      places: { from: 'hold', holdId: 7 },
      consent,
      holds: null,
      notices: { notifier, told: tellBooker },
      afterCommit: null,
    });
  });

  it('a waitlist offer accepted takes the offer’s places, alone', () => {
    expect(acceptWaitlistOffer({ ...basics, offerId: 9, notifier })).toMatchObject({
      name: 'waitlist-offer',
      party: [],
      window: 'booking',
      places: { from: 'offer', offerId: 9 },
      consent: null,
      holds: null,
      notices: { notifier, told: null },
    });
  });

  it('a ballot’s winner is booked in the ballot’s window, with the entry’s consent', () => {
    expect(bookBallotWin({ ...basics, party, consent, notifier })).toMatchObject({
      name: 'ballot-win',
      window: 'ballot',
      places: { from: 'start' },
      consent,
      holds: null,
    });
  });

  it('a quiet booking asks nobody and tells nobody; without a clock it is booked now', () => {
    const before = Date.now();
    const command = bookQuietly({ memberId: 'm-1', idempotencyKey: 'k-2', request });
    expect(command).toMatchObject({
      name: 'quiet',
      party: [],
      consent: null,
      holds: null,
      notices: null,
      afterCommit: null,
    });
    expect(command.now.getTime()).toBeGreaterThanOrEqual(before);
    expect(command.now.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
