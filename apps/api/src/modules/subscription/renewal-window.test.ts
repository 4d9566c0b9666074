import { describe, expect, it } from 'vitest';
import { isRenewalDue, LATE_RENEWAL_DAYS, renewalKey, renewalWindow } from './renewal-window';

const now = new Date('2026-03-10T09:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

describe('renewal window', () => {
  it('renews dates up to N days ahead, inclusive', () => {
    expect(isRenewalDue(days(7), now, 7)).toBe(true);
    expect(isRenewalDue(days(1), now, 7)).toBe(true);
    expect(isRenewalDue(new Date(days(7).getTime() + 1), now, 7)).toBe(false);
    expect(isRenewalDue(days(30), now, 7)).toBe(false);
  });

  it('follows the configured number of days', () => {
    expect(isRenewalDue(days(10), now, 14)).toBe(true);
    expect(isRenewalDue(days(1), now, 0)).toBe(false);
    expect(isRenewalDue(now, now, 0)).toBe(true);
  });

  it('still renews a date that lapsed recently, not one long gone', () => {
    expect(isRenewalDue(days(-2), now, 7)).toBe(true);
    expect(isRenewalDue(days(-LATE_RENEWAL_DAYS), now, 7)).toBe(false);
    expect(isRenewalDue(days(-400), now, 7)).toBe(false);
  });

  it('has nothing to renew without a date', () => {
    expect(isRenewalDue(null, now, 7)).toBe(false);
  });

  it('spans calendar days across a month end and a leap day', () => {
    const leap = new Date('2028-02-25T12:00:00Z');
    expect(renewalWindow(leap, 7).until.toISOString()).toBe('2028-03-03T12:00:00.000Z');
  });
});

describe('renewal key', () => {
  it('is the same for every run renewing one period', () => {
    const date = new Date('2026-03-15T00:00:00Z');
    expect(renewalKey('m1', date)).toBe(renewalKey('m1', new Date(date.getTime())));
    expect(renewalKey('m1', date)).toBe('renewal:m1:2026-03-15T00:00:00.000Z');
  });

  it('differs by member and by period', () => {
    const date = new Date('2026-03-15T00:00:00Z');
    expect(renewalKey('m1', date)).not.toBe(renewalKey('m2', date));
    expect(renewalKey('m1', date)).not.toBe(renewalKey('m1', new Date('2027-03-15T00:00:00Z')));
  });

  it('fits the Idempotency-Key pattern payments are keyed by', () => {
    const key = renewalKey('0d3f5e1c-8a9b-4c2d-9e8f-1a2b3c4d5e6f', new Date('2026-03-15T00:00:00Z'));
    expect(key).toMatch(/^[\x21-\x7e]{1,255}$/);
  });
});
