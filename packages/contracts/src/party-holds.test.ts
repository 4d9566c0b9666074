import { describe, expect, it } from 'vitest';
import { ZBookingContent } from './clubs';
import { partyHoldAction, ZAccountPreferences } from './party-holds';

describe('party hold contracts', () => {
  it('the preference is one boolean', () => {
    expect(ZAccountPreferences.safeParse({ AskBeforeBookingMeIn: true }).success).toBe(true);
    for (const value of ['true', 1, null, undefined]) {
      expect(ZAccountPreferences.safeParse({ AskBeforeBookingMeIn: value }).success).toBe(false);
    }
  });

  it('a club’s hold minutes are whole minutes from 1 to a day', () => {
    expect(ZBookingContent.safeParse({ holdMinutes: 10 }).success).toBe(true);
    expect(ZBookingContent.safeParse({}).success).toBe(true);
    for (const holdMinutes of [0, -5, 1.5, 1441, '10', null]) {
      expect(ZBookingContent.safeParse({ holdMinutes }).success).toBe(false);
    }
  });

  it('names an invitation’s hold and expiry in its action', () => {
    expect(partyHoldAction(42, new Date('2026-12-01T10:10:00Z'))).toBe(
      'party-hold:42:2026-12-01T10:10:00.000Z',
    );
    expect(partyHoldAction(42, '2026-12-01T10:10:00.000Z')).toBe('party-hold:42:2026-12-01T10:10:00.000Z');
  });
});
