import { describe, expect, it } from 'vitest';
import {
  answerRefusal,
  answerRefusalFor,
  failsHold,
  fitsPlaces,
  holdExpiry,
  othersPending,
  roleOf,
  visibleState,
} from './rules';

const at = (iso: string) => new Date(iso);

describe('party hold rules', () => {
  it('holds for the club’s minutes, never past the start', () => {
    const now = at('2026-12-01T09:00:00Z');
    expect(holdExpiry(now, 10, at('2026-12-01T12:00:00Z'))).toEqual(at('2026-12-01T09:10:00Z'));
    expect(holdExpiry(now, 1440, at('2026-12-01T12:00:00Z'))).toEqual(at('2026-12-01T12:00:00Z'));
    expect(holdExpiry(now, 10, at('2026-12-01T09:05:00Z'))).toEqual(at('2026-12-01T09:05:00Z'));
  });

  it('fits a party within the lesser capacity, less places taken and held', () => {
    const slot = { capacity: 4, scheduleCapacity: 4, taken: 1, held: 1, places: 2 };
    expect(fitsPlaces(slot)).toBe(true);
    expect(fitsPlaces({ ...slot, places: 3 })).toBe(false);
    expect(fitsPlaces({ ...slot, held: 2 })).toBe(false);
    expect(fitsPlaces({ ...slot, scheduleCapacity: 3 })).toBe(false);
    expect(fitsPlaces({ ...slot, capacity: 3, scheduleCapacity: 8 })).toBe(false);
    expect(fitsPlaces({ ...slot, taken: 0, held: 0, places: 4 })).toBe(true);
  });

  it('lets only an asked buddy answer; the booker and a buddy not asked are refused, anyone else never sees it', () => {
    const buddies = [
      { memberId: 'asked', answer: 'pending' as const },
      { memberId: 'accepted', answer: 'accepted' as const },
      { memberId: 'easy', answer: 'not_asked' as const },
    ];
    expect(roleOf('booker', buddies, 'booker')).toBe('booker');
    expect(roleOf('booker', buddies, 'asked')).toBe('asked');
    expect(roleOf('booker', buddies, 'accepted')).toBe('asked');
    expect(roleOf('booker', buddies, 'easy')).toBe('not-asked');
    expect(roleOf('booker', buddies, 'someone')).toBe('stranger');
    expect(answerRefusalFor('asked')).toBeNull();
    expect(answerRefusalFor('booker')).toBe('HOLD_NOT_INVITED');
    expect(answerRefusalFor('not-asked')).toBe('HOLD_NOT_INVITED');
    expect(answerRefusalFor('stranger')).toBe('HOLD_NOT_FOUND');
  });

  it('an open hold past its expiry reads as expired, swept or not, and takes no answer', () => {
    const expiresAt = at('2026-12-01T09:10:00Z');
    const before = at('2026-12-01T09:09:59.999Z');
    expect(visibleState('open', expiresAt, before)).toBe('Open');
    expect(visibleState('open', expiresAt, expiresAt)).toBe('Expired');
    expect(answerRefusal({ state: 'open', expiresAt }, before)).toBeNull();
    expect(answerRefusal({ state: 'open', expiresAt }, expiresAt)).toBe('HOLD_EXPIRED');
    expect(answerRefusal({ state: 'expired', expiresAt }, before)).toBe('HOLD_EXPIRED');
    for (const state of ['booked', 'declined', 'failed'] as const) {
      expect(answerRefusal({ state, expiresAt }, before)).toBe('HOLD_CLOSED');
    }
    expect(visibleState('failed', expiresAt, before)).toBe('Failed');
    expect(visibleState('booked', expiresAt, at('2027-01-01T00:00:00Z'))).toBe('Booked');
  });

  it('the last answer is the one with no other buddy pending', () => {
    const buddies = [
      { memberId: 'a', answer: 'pending' as const },
      { memberId: 'b', answer: 'accepted' as const },
      { memberId: 'c', answer: 'not_asked' as const },
    ];
    expect(othersPending(buddies, 'a')).toBe(0);
    expect(othersPending(buddies, 'b')).toBe(1);
    expect(othersPending([...buddies, { memberId: 'd', answer: 'pending' }], 'a')).toBe(1);
  });

  it('a refusal that no retry mends fails the hold; its own state and passing troubles keep it open', () => {
    for (const code of [
      'BUDDY_NOT_ENOUGH_POINTS',
      'NOT_ENOUGH_POINTS',
      'BUDDY_CONSENT_REQUIRED',
      'SLOT_FULL',
    ] as const) {
      expect(failsHold(code)).toBe(true);
    }
    for (const code of [
      'HOLD_EXPIRED',
      'HOLD_CLOSED',
      'TRY_AGAIN',
      'POINTS_CHANGED',
      'SERVICE_UNAVAILABLE',
    ] as const) {
      expect(failsHold(code)).toBe(false);
    }
  });
});
