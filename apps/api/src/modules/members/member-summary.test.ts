import { ZMemberSummary } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import type { MemberProfileRow } from './member-repository';
import { toMemberSummary } from './member-summary';

const now = new Date('2026-03-01T12:00:00Z');
const profile: MemberProfileRow = {
  id: '6f1c1c6e-0000-4000-8000-000000000001',
  email: 'member@example.com',
  forename: 'Alex',
  surname: 'Morgan',
  phone: '07700 900001',
  homeClubId: 151,
  homeClubName: 'Foxhill Heath Golf Club',
  membershipType: 0,
  completedFirstPayment: true,
  membershipExpires: new Date('2026-11-01T00:00:00Z'),
  isCorporate: false,
  companyName: null,
  bannerUrl: null,
  thumbUrl: null,
  autoRenew: true,
  isAdmin: false,
  staffClubId: null,
  isInArrears: false,
  flexiPointsAllowed: true,
  packageName: 'Hyde',
};
const balances = { homePoints: 420, flexiPoints: 150 };

describe('toMemberSummary', () => {
  it('maps every field to its wire name', () => {
    const summary = toMemberSummary(profile, balances, { impersonatorName: null }, now);
    expect(ZMemberSummary.strict().parse(summary)).toEqual(summary);
    expect(summary).toMatchObject({
      UserGuid: profile.id,
      Username: 'member@example.com',
      ContactNumber: '07700 900001',
      HomePoints: 420,
      AwayPoints: 150,
      MembershipExpires: '2026-11-01T00:00:00.000Z',
      AutoRenewOn: true,
      IsExpired: false,
      IsImpersonating: false,
    });
  });

  it('is expired once the expiry is past, and not before the membership starts', () => {
    const past = { ...profile, membershipExpires: new Date('2026-02-28T00:00:00Z') };
    expect(toMemberSummary(past, balances, { impersonatorName: null }, now).IsExpired).toBe(true);
    const notStarted = { ...profile, membershipExpires: null };
    const summary = toMemberSummary(notStarted, balances, { impersonatorName: null }, now);
    expect(summary).toMatchObject({ IsExpired: false, MembershipExpires: null });
  });

  it('shows who is impersonating', () => {
    const summary = toMemberSummary(profile, balances, { impersonatorName: 'Pat Staff' }, now);
    expect(summary).toMatchObject({ IsImpersonating: true, ImpersonatorName: 'Pat Staff' });
  });
});
