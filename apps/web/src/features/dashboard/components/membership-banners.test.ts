import { describe, expect, it } from 'vitest';
import { type BannerInput, bannerTarget, membershipBanner } from './membership-banners';

const now = new Date('2026-05-01T12:00:00Z');
const active = {
  IsExpired: false,
  MembershipExpires: '2027-03-01T00:00:00Z',
  CompletedFirstPayment: true,
  MembershipType: 0,
};

function input(overrides: Partial<BannerInput> = {}): BannerInput {
  return {
    member: active,
    totalPoints: 100,
    lowPointsNoticeEligible: true,
    checkoutDisabled: false,
    now,
    ...overrides,
  };
}

describe('membershipBanner', () => {
  it('shows nothing for an active member with points', () => {
    expect(membershipBanner(input())).toBeNull();
  });

  it('shows the expired banner when the membership has expired', () => {
    expect(membershipBanner(input({ member: { ...active, IsExpired: true } }))).toEqual({
      kind: 'expired',
      speakToTeam: false,
    });
  });

  it('shows renewal due when less than a month remains', () => {
    const member = { ...active, MembershipExpires: '2026-05-20T00:00:00Z' };
    expect(membershipBanner(input({ member }))?.kind).toBe('renewalDue');
  });

  it('shows low points under 20, unless the club is not eligible', () => {
    expect(membershipBanner(input({ totalPoints: 19 }))?.kind).toBe('lowPoints');
    expect(membershipBanner(input({ totalPoints: 20 }))).toBeNull();
    expect(membershipBanner(input({ totalPoints: 5, lowPointsNoticeEligible: false }))).toBeNull();
  });

  it('asks to speak to the team when checkout is disabled and the first payment is complete', () => {
    expect(membershipBanner(input({ totalPoints: 5, checkoutDisabled: true }))).toEqual({
      kind: 'lowPoints',
      speakToTeam: true,
    });
    const expired = { ...active, IsExpired: true, MembershipType: 1 };
    expect(membershipBanner(input({ member: expired, checkoutDisabled: true }))?.speakToTeam).toBe(false);
  });
});

describe('the banner thresholds', () => {
  it('low points: 19 in all shows, 20 does not; Open Play counts only when the member may hold it', () => {
    expect(membershipBanner(input({ totalPoints: 0 }))?.kind).toBe('lowPoints');
    expect(membershipBanner(input({ totalPoints: 19 }))?.kind).toBe('lowPoints');
    expect(membershipBanner(input({ totalPoints: 20 }))).toBeNull();
    expect(membershipBanner(input({ totalPoints: 21 }))).toBeNull();
  });

  it('renewal due: a full month or more to go is not due; less than a month is', () => {
    const expiring = (iso: string) => ({ ...active, MembershipExpires: iso });
    // now is 2026-05-01T12:00Z: a month later is 2026-06-01T12:00Z.
    expect(membershipBanner(input({ member: expiring('2026-06-02T12:00:00Z') }))).toBeNull();
    expect(membershipBanner(input({ member: expiring('2026-06-01T12:00:00Z') }))).toBeNull();
    expect(membershipBanner(input({ member: expiring('2026-06-01T11:59:00Z') }))?.kind).toBe('renewalDue');
    expect(membershipBanner(input({ member: expiring('2026-05-01T12:00:01Z') }))?.kind).toBe('renewalDue');
  });

  it('expired wins over renewal due and low points; renewal due over low points', () => {
    const expired = { ...active, IsExpired: true, MembershipExpires: '2026-04-30T00:00:00Z' };
    expect(membershipBanner(input({ member: expired, totalPoints: 0 }))?.kind).toBe('expired');
    const due = { ...active, MembershipExpires: '2026-05-10T00:00:00Z' };
    expect(membershipBanner(input({ member: due, totalPoints: 0 }))?.kind).toBe('renewalDue');
  });

  it('each banner leads to the tab that answers it', () => {
    expect(bannerTarget('expired')).toBe('renew');
    expect(bannerTarget('renewalDue')).toBe('renew');
    expect(bannerTarget('lowPoints')).toBe('topup');
  });
});
