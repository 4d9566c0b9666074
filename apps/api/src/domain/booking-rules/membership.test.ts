import { describe, expect, it } from 'vitest';
import { membershipRefusal, membershipRefusalCode } from './membership';

const now = new Date('2026-05-10T09:00:00Z');

describe('membership standing', () => {
  it('lets a paid, unexpired member book', () => {
    const m = { completedFirstPayment: true, membershipExpires: new Date('2026-05-10T09:00:01Z') };
    expect(membershipRefusal(m, now)).toBeNull();
  });
  it('treats a membership without an expiry date as not expired', () => {
    expect(membershipRefusal({ completedFirstPayment: true, membershipExpires: null }, now)).toBeNull();
  });
  it('counts the expiry instant itself as still valid, as the member summary does', () => {
    expect(membershipRefusal({ completedFirstPayment: true, membershipExpires: now }, now)).toBeNull();
  });
  it('refuses once the membership has expired', () => {
    const m = { completedFirstPayment: true, membershipExpires: new Date('2026-05-10T08:59:59Z') };
    expect(membershipRefusal(m, now)).toBe('membership_expired');
    expect(membershipRefusalCode('membership_expired')).toBe('MEMBERSHIP_EXPIRED');
  });
  it('refuses until the first payment is complete, even with a future expiry', () => {
    const m = { completedFirstPayment: false, membershipExpires: new Date('2027-05-10T00:00:00Z') };
    expect(membershipRefusal(m, now)).toBe('payment_incomplete');
    expect(membershipRefusalCode('payment_incomplete')).toBe('FIRST_PAYMENT_DUE');
  });
});
