import { describe, expect, it } from 'vitest';
import { holdIdOfAction, invitationFromAction, isHeld } from './party-hold';

describe('party hold actions', () => {
  it('reads an invitation’s hold and expiry, and nothing else', () => {
    expect(invitationFromAction('party-hold:42:2026-12-01T10:10:00.000Z')).toEqual({
      holdId: 42,
      expiresAt: '2026-12-01T10:10:00.000Z',
    });
    for (const action of [
      null,
      undefined,
      '',
      'party-hold:42',
      'party-hold:0:2026-12-01T10:10:00.000Z',
      'party-hold:x:2026-12-01T10:10:00.000Z',
      'party-hold:42:2026-13-45T99:99:99Z',
      'waitlist-offer:42:2026-12-01T10:10:00.000Z',
      'party-hold:42:2026-12-01T10:10:00.000Z trailing',
    ]) {
      expect(invitationFromAction(action)).toBeNull();
    }
  });

  it('finds the hold of the booker’s news and of an invitation', () => {
    expect(holdIdOfAction('party-hold:7')).toBe(7);
    expect(holdIdOfAction('party-hold:7:2026-12-01T10:10:00.000Z')).toBe(7);
    expect(holdIdOfAction('party-hold:07')).toBeNull();
    expect(holdIdOfAction('party-hold:7x')).toBeNull();
    expect(holdIdOfAction('ballot:7')).toBeNull();
    expect(holdIdOfAction(null)).toBeNull();
  });

  it('tells a 202 hold from a booking', () => {
    expect(isHeld({ HoldId: 1, ExpiresAt: '2026-12-01T10:10:00.000Z', Pending: [] })).toBe(true);
    expect(isHeld({ Id: 1, BookingRef: 'FW123456' })).toBe(false);
  });
});
