import { describe, expect, it } from 'vitest';
import { renewalNote } from './renewal-note';

const now = new Date('2026-11-26T12:00:00Z');
const item = (date: string | null) => ({
  MembershipExtension: date ? { ExtendedRenewalDate: date } : null,
});

describe('renewalNote: the end date a basket leads to', () => {
  it('says the date for an active member renewing early, and nothing for a top-up', () => {
    const member = { CompletedFirstPayment: true, MembershipExpires: '2027-03-01T10:00:00Z' };
    expect(renewalNote(item('2028-03-01T10:00:00Z'), member, now)).toEqual({
      kind: 'until',
      date: '2028-03-01T10:00:00Z',
    });
    expect(renewalNote(item(null), member, now)).toBeNull();
  });

  it('tells a lapsed member the renewal runs from the old expiry (26 Oct → 26 Oct next year)', () => {
    const member = { CompletedFirstPayment: true, MembershipExpires: '2026-10-26T10:00:00Z' };
    expect(renewalNote(item('2027-10-26T10:00:00Z'), member, now)).toEqual({
      kind: 'lapsed',
      expired: '2026-10-26T10:00:00Z',
      date: '2027-10-26T10:00:00Z',
    });
  });

  it('is a plain date for a joiner and for a renewal restarted from today', () => {
    const joiner = { CompletedFirstPayment: false, MembershipExpires: null };
    expect(renewalNote(item('2027-11-26T12:00:00Z'), joiner, now)?.kind).toBe('until');
    const longGone = { CompletedFirstPayment: true, MembershipExpires: '2024-01-10T10:00:00Z' };
    expect(renewalNote(item('2027-11-26T12:00:00Z'), longGone, now)?.kind).toBe('until');
  });
});
