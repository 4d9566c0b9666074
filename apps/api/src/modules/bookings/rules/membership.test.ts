import { MEMBERSHIP_EXPIRED_MESSAGE } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { membershipRefusal, membershipRefusalMessage } from './membership';

const now = new Date('2026-05-10T09:00:00Z');

describe('membership standing', () => {
  it('lets a paid, unexpired member book', () => {
    const m = { completedFirstPayment: true, membershipExpires: new Date('2026-05-10T09:00:01Z') };
    expect(membershipRefusal(m, now)).toBeNull();
  });
  it('treats a membership without an expiry date as not expired', () => {
    expect(membershipRefusal({ completedFirstPayment: true, membershipExpires: null }, now)).toBeNull();
  });
  it('refuses once the membership has expired', () => {
    const m = { completedFirstPayment: true, membershipExpires: new Date('2026-05-10T08:59:59Z') };
    expect(membershipRefusal(m, now)).toBe('membership_expired');
    expect(membershipRefusalMessage('membership_expired')).toBe(MEMBERSHIP_EXPIRED_MESSAGE);
  });
  it('refuses until the first payment is complete, even with a future expiry', () => {
    const m = { completedFirstPayment: false, membershipExpires: new Date('2027-05-10T00:00:00Z') };
    expect(membershipRefusal(m, now)).toBe('payment_incomplete');
    expect(membershipRefusalMessage('payment_incomplete')).toMatch(/first payment/);
  });
});
