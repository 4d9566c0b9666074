import { PACKAGE_TYPES } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import type { Buyer } from './buyer-repository';
import type { CatalogueBundle, CataloguePackage, CommerceClub, StoredPromo } from './catalogue-repository';
import { checkBuyable, quoteFor } from './quote';

const now = new Date('2026-03-10T12:00:00Z');

const buyer = (over: Partial<Buyer> = {}): Buyer => ({
  id: 'm1',
  homeClubId: 1,
  completedFirstPayment: true,
  membershipExpires: new Date('2026-09-01T00:00:00Z'),
  flexiPointsAllowed: true,
  homePoints: 120,
  flexiPoints: 30,
  ...over,
});

const club = (over: Partial<CommerceClub> = {}): CommerceClub => ({
  id: 1,
  name: 'Oakmere',
  timeZone: 'Europe/London',
  currency: 'GBP',
  content: { joinerFee: 250, disableCheckout: false },
  hasSpa: false,
  ...over,
});

const pkg = (over: Partial<CataloguePackage> = {}): CataloguePackage => ({
  id: 7,
  clubId: 1,
  packageType: PACKAGE_TYPES.homeTopUp,
  name: 'Top-up 100',
  description: '',
  isCorporate: false,
  isFull: false,
  homePoints: 100,
  awayPoints: 20,
  playersPerDay: null,
  maxRounds: null,
  benefits: [],
  ...over,
});

const membership = (over: Partial<CataloguePackage> = {}) =>
  pkg({ packageType: PACKAGE_TYPES.membership, name: 'Full', ...over });

/** The refusal's code and params, or 'ok'. */
function verdict(b: Buyer, p: CataloguePackage, c: CommerceClub = club(), at: Date = now) {
  try {
    checkBuyable(b, p, c, at);
    return 'ok';
  } catch (error) {
    const e = error as { code: string; params?: unknown };
    return e.params === undefined ? e.code : { code: e.code, params: e.params };
  }
}

describe('checkBuyable', () => {
  it('lets a member in good standing buy a top-up of their home club', () => {
    expect(verdict(buyer(), pkg())).toBe('ok');
    expect(verdict(buyer({ membershipExpires: null }), pkg())).toBe('ok');
  });

  it('refuses everything at a club whose checkout is off or that has a spa, naming the club', () => {
    const refusal = { code: 'CHECKOUT_DISABLED', params: { clubName: 'Oakmere' } };
    expect(verdict(buyer(), pkg(), club({ content: { joinerFee: 0, disableCheckout: true } }))).toEqual(
      refusal,
    );
    expect(verdict(buyer(), membership(), club({ hasSpa: true }))).toEqual(refusal);
  });

  it('sells a membership package to anyone, from any club, unless it is full', () => {
    const stranger = buyer({
      homeClubId: 9,
      completedFirstPayment: false,
      membershipExpires: new Date('2020-01-01T00:00:00Z'),
      flexiPointsAllowed: false,
    });
    expect(verdict(stranger, membership())).toBe('ok');
    expect(verdict(stranger, membership({ isFull: true }))).toEqual({
      code: 'PACKAGE_FULL',
      params: { packageName: 'Full' },
    });
  });

  it('keeps a full membership package open to a member renewing it', () => {
    expect(verdict(buyer({ completedFirstPayment: true }), membership({ isFull: true }))).toBe('ok');
  });

  it('sells top-ups only at the home club, after the first payment, while the membership runs', () => {
    expect(verdict(buyer({ homeClubId: 2 }), pkg())).toBe('BASKET_CLUB_MISMATCH');
    expect(verdict(buyer({ completedFirstPayment: false }), pkg())).toBe('FIRST_PAYMENT_DUE');
    expect(verdict(buyer({ membershipExpires: new Date(now.getTime() - 1) }), pkg())).toBe(
      'MEMBERSHIP_EXPIRED',
    );
    // Expired at the very instant: refused; a millisecond later than now: still running.
    expect(verdict(buyer({ membershipExpires: new Date(now.getTime()) }), pkg())).toBe('MEMBERSHIP_EXPIRED');
    expect(verdict(buyer({ membershipExpires: new Date(now.getTime() + 1) }), pkg())).toBe('ok');
  });

  it('sells Open Play top-ups only to members allowed Open Play; home top-ups to anyone', () => {
    const openPlay = pkg({ packageType: PACKAGE_TYPES.openPlayTopUp });
    expect(verdict(buyer({ flexiPointsAllowed: false }), openPlay)).toBe('OPEN_PLAY_NOT_ALLOWED');
    expect(verdict(buyer({ flexiPointsAllowed: true }), openPlay)).toBe('ok');
    expect(verdict(buyer({ flexiPointsAllowed: false }), pkg())).toBe('ok');
  });

  it('checks the club before the member, and the home club before the first payment', () => {
    expect(verdict(buyer({ homeClubId: 2, completedFirstPayment: false }), pkg())).toBe(
      'BASKET_CLUB_MISMATCH',
    );
    expect(
      verdict(
        buyer({ completedFirstPayment: false, membershipExpires: new Date('2020-01-01T00:00:00Z') }),
        pkg(),
      ),
    ).toBe('FIRST_PAYMENT_DUE');
  });
});

describe('quoteFor', () => {
  const bundle: CatalogueBundle = { id: 3, packageId: 7, baselineCost: 12_000, cost: 10_000 };
  const promo: StoredPromo = {
    id: 5,
    clubId: 1,
    kind: 'percent',
    amount: 10,
    validFrom: new Date('2026-01-01T00:00:00Z'),
    validUntil: null,
    usageLimit: null,
    timesUsed: 0,
    code: 'SPRING',
  };

  it('prices a top-up with the promo and no joiner fee, and extends no renewal', () => {
    const offer = { bundle, pkg: pkg(), club: club() };
    const quote = quoteFor(buyer({ completedFirstPayment: false }), offer, promo, now);
    expect(quote).toEqual({
      ...offer,
      promo,
      price: { baseline: 12_000, cost: 9_000, joinerFee: 0, promoDiscount: 1_000 },
      extendedRenewal: null,
    });
  });

  it('adds the club joiner fee to a joiner’s membership and renews 12 months from now', () => {
    const quote = quoteFor(
      buyer({ completedFirstPayment: false }),
      { bundle, pkg: membership(), club: club() },
      null,
      now,
    );
    expect(quote.price).toEqual({ baseline: 37_000, cost: 35_000, joinerFee: 25_000, promoDiscount: 0 });
    expect(quote.promo).toBeNull();
    expect(quote.extendedRenewal?.toISOString()).toBe('2027-03-10T12:00:00.000Z');
  });

  it('renews a paying member’s membership from the current date, on the club’s calendar', () => {
    const member = buyer({ membershipExpires: new Date('2026-06-01T09:30:00Z') });
    const quote = quoteFor(member, { bundle, pkg: membership(), club: club() }, null, now);
    expect(quote.price).toEqual({ baseline: 12_000, cost: 10_000, joinerFee: 0, promoDiscount: 0 });
    expect(quote.extendedRenewal?.toISOString()).toBe('2027-06-01T09:30:00.000Z');
    // Months are added on the club's calendar: 29 February 2028, midnight in Sydney (28 February in UTC),
    // renews on 28 February 2029, midnight in Sydney — not on 28 February in UTC.
    const sydney = club({ timeZone: 'Australia/Sydney' });
    const leap = buyer({ membershipExpires: new Date('2028-02-28T13:00:00Z') });
    expect(quoteFor(leap, { bundle, pkg: membership(), club: sydney }, null, now).extendedRenewal).toEqual(
      new Date('2029-02-27T13:00:00Z'),
    );
  });
});
