import { PACKAGE_TYPES } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import type { Buyer } from './buyer-repository';
import type { CataloguePackage, CommerceClub } from './catalogue-repository';
import { planFulfilment } from './fulfilment-plan';

const now = new Date('2026-06-01T12:00:00Z');
const club: CommerceClub = {
  id: 151,
  name: 'Foxhill Heath Golf Club',
  timeZone: 'Europe/London',
  currency: 'GBP',
  content: { joinerFee: null, disableCheckout: false },
  hasSpa: false,
};
const buyer = (over: Partial<Buyer> = {}): Buyer => ({
  id: 'member-1',
  homeClubId: 151,
  completedFirstPayment: true,
  membershipExpires: new Date('2026-09-01T00:00:00Z'),
  flexiPointsAllowed: true,
  homePoints: 40,
  flexiPoints: 0,
  ...over,
});
const pkg = (over: Partial<CataloguePackage> = {}): CataloguePackage => ({
  id: 9,
  clubId: 151,
  packageType: PACKAGE_TYPES.membership,
  name: 'Hyde',
  description: '',
  isCorporate: false,
  isFull: false,
  homePoints: 300,
  awayPoints: 0,
  playersPerDay: 4,
  maxRounds: null,
  benefits: [],
  ...over,
});
const previous = { homeClubId: 151, packageName: 'Villiers', isCorporate: true, playersPerDay: 8 };

describe('planFulfilment: what a paid package gives', () => {
  it('renews a membership 12 months from its renewal date, with its Home points in one Renewal row', () => {
    const plan = planFulfilment({ buyer: buyer(), pkg: pkg(), club, now, previousMembership: previous });
    expect(plan.membership).toEqual({
      newExpires: new Date('2027-09-01T00:00:00Z'),
      homeClubId: 151,
      packageName: 'Hyde',
      isCorporate: false,
      playersPerDay: 4,
    });
    expect(plan.homeCredit).toBe(0); // credited with the membership's fields, not on its own
    expect(plan.lot).toBeNull();
    expect(plan.ledger).toEqual([
      {
        memberId: 'member-1',
        type: 'Renewal',
        homeDelta: 300,
        description: 'Hyde package, Foxhill Heath Golf Club',
        createdAt: now,
      },
    ]);
    expect(plan.result).toEqual({
      previousExpires: new Date('2026-09-01T00:00:00Z'),
      newExpires: new Date('2027-09-01T00:00:00Z'),
      renewal: true,
      homePointsCredited: 300,
      previousMembership: previous,
    });
  });

  it('starts a first membership 12 months from now, as a New Customer, not a renewal', () => {
    const plan = planFulfilment({
      buyer: buyer({ completedFirstPayment: false, membershipExpires: null }),
      pkg: pkg({ clubId: 523, playersPerDay: null, isCorporate: true, name: 'Fox' }),
      club,
      now,
      previousMembership: null,
    });
    expect(plan.membership).toEqual({
      newExpires: new Date('2027-06-01T12:00:00Z'),
      homeClubId: 523,
      packageName: 'Fox',
      isCorporate: true,
      playersPerDay: null,
    });
    expect(plan.ledger.map((l) => [l.type, l.homeDelta])).toEqual([['New Customer', 300]]);
    expect(plan.result.renewal).toBe(false);
    expect(plan.result.previousExpires).toBeNull();
    expect(plan.result.previousMembership).toBeNull();
  });

  it('credits a Home points top-up on its own, with no membership change', () => {
    const plan = planFulfilment({
      buyer: buyer(),
      pkg: pkg({ packageType: PACKAGE_TYPES.homeTopUp, name: '50 Home points', homePoints: 50 }),
      club,
      now,
      previousMembership: previous,
    });
    expect(plan.membership).toBeNull();
    expect(plan.homeCredit).toBe(50);
    expect(plan.lot).toBeNull();
    expect(plan.ledger).toEqual([
      {
        memberId: 'member-1',
        type: 'Home Points Bundle',
        homeDelta: 50,
        description: '50 Home points',
        createdAt: now,
      },
    ]);
    expect(plan.result).toEqual({
      previousExpires: new Date('2026-09-01T00:00:00Z'),
      newExpires: null,
      renewal: false,
      homePointsCredited: 50,
      previousMembership: null,
    });
  });

  it('gives Open Play points as a lot valid 12 months from purchase, with its own row', () => {
    const plan = planFulfilment({
      buyer: buyer(),
      pkg: pkg({
        packageType: PACKAGE_TYPES.openPlayTopUp,
        name: '25 Open Play points',
        homePoints: 0,
        awayPoints: 25,
      }),
      club,
      now,
      previousMembership: null,
    });
    expect(plan.homeCredit).toBe(0);
    expect(plan.lot).toEqual({ points: 25, purchasedAt: now, expiresAt: new Date('2027-06-01T12:00:00Z') });
    expect(plan.ledger).toEqual([
      {
        memberId: 'member-1',
        type: 'Away Points Bundle',
        flexiDelta: 25,
        description: '25 Open Play points',
        createdAt: now,
      },
    ]);
    expect(plan.result.homePointsCredited).toBe(0);
  });

  it('gives a membership with Open Play points both, the membership row first', () => {
    const plan = planFulfilment({
      buyer: buyer(),
      pkg: pkg({ awayPoints: 10 }),
      club,
      now,
      previousMembership: previous,
    });
    expect(plan.ledger.map((l) => l.type)).toEqual(['Renewal', 'Away Points Bundle']);
    expect(plan.lot?.points).toBe(10);
    expect(plan.homeCredit).toBe(0);
  });

  it('writes no row and no lot for a package of no points', () => {
    const plan = planFulfilment({
      buyer: buyer(),
      pkg: pkg({ packageType: PACKAGE_TYPES.homeTopUp, homePoints: 0, awayPoints: 0 }),
      club,
      now,
      previousMembership: null,
    });
    expect(plan.ledger).toEqual([]);
    expect(plan.lot).toBeNull();
    expect(plan.homeCredit).toBe(0);
  });
});
