import { describe, expect, it } from 'vitest';
import {
  applyPromo,
  joinerFeeApplies,
  joinerFeeMinor,
  type Promo,
  priceBundle,
  promoRefusal,
  renewalDate,
  sortTopUps,
  toMajor,
} from './pricing';

const promo = (over: Partial<Promo> = {}): Promo => ({
  id: 1,
  clubId: 151,
  kind: 'percent',
  amount: 10,
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validUntil: new Date('2027-01-01T00:00:00Z'),
  usageLimit: 5,
  timesUsed: 0,
  ...over,
});
const now = new Date('2026-06-01T12:00:00Z');
const UTC = 'UTC';
const LONDON = 'Europe/London';

describe('prices', () => {
  it('converts minor units to major and the joiner fee to minor', () => {
    expect(toMajor(320_000)).toBe(3200);
    expect(toMajor(1999)).toBe(19.99);
    expect(joinerFeeMinor(250)).toBe(25_000);
    expect(joinerFeeMinor(99.99)).toBe(9999);
    expect(joinerFeeMinor(null)).toBe(0);
    expect(joinerFeeMinor(0)).toBe(0);
  });

  it('applies percent and fixed promos, never below zero, rounding the discount', () => {
    expect(applyPromo(320_000, null)).toBe(320_000);
    expect(applyPromo(320_000, { kind: 'percent', amount: 10 })).toBe(288_000);
    expect(applyPromo(999, { kind: 'percent', amount: 15 })).toBe(849); // 149.85 off → 150
    expect(applyPromo(320_000, { kind: 'percent', amount: 100 })).toBe(0);
    expect(applyPromo(320_000, { kind: 'fixed', amount: 25_000 })).toBe(295_000);
    expect(applyPromo(10_000, { kind: 'fixed', amount: 25_000 })).toBe(0);
  });

  it('adds the joiner fee after the promo; the baseline carries it too', () => {
    const bundle = { baselineCost: 320_000, cost: 320_000 };
    expect(priceBundle(bundle, { promo: null, joinerFee: 0 })).toEqual({
      baseline: 320_000,
      cost: 320_000,
      joinerFee: 0,
      promoDiscount: 0,
    });
    expect(priceBundle(bundle, { promo: { kind: 'percent', amount: 10 }, joinerFee: 25_000 })).toEqual({
      baseline: 345_000,
      cost: 313_000,
      joinerFee: 25_000,
      promoDiscount: 32_000,
    });
  });

  it('charges the joiner fee on membership packages only, until the first payment is done', () => {
    expect(joinerFeeApplies(0, false)).toBe(true);
    expect(joinerFeeApplies(0, true)).toBe(false);
    expect(joinerFeeApplies(1, false)).toBe(false);
    expect(joinerFeeApplies(2, false)).toBe(false);
  });
});

describe('promo codes', () => {
  it('accepts a code of the club within its dates and usage', () => {
    expect(promoRefusal(promo(), 151, now)).toBeNull();
    expect(promoRefusal(promo({ usageLimit: null, timesUsed: 10_000 }), 151, now)).toBeNull();
    expect(promoRefusal(promo({ validUntil: null }), 151, now)).toBeNull();
  });

  it('refuses another club’s code, a code not yet valid or expired, and a used-up code', () => {
    expect(promoRefusal(promo(), 563, now)).toBe('PROMO_CODE_INVALID');
    expect(promoRefusal(promo({ validFrom: new Date('2026-06-02T00:00:00Z') }), 151, now)).toBe(
      'PROMO_CODE_INVALID',
    );
    expect(promoRefusal(promo({ validUntil: now }), 151, now)).toBe('PROMO_CODE_INVALID');
    expect(promoRefusal(promo({ usageLimit: 5, timesUsed: 5 }), 151, now)).toBe('PROMO_CODE_USED_UP');
  });
});

describe('renewal date', () => {
  const d = (iso: string) => new Date(iso);

  it('joining starts 12 months from now, whatever date is stored', () => {
    expect(renewalDate({ current: null, completedFirstPayment: false, now, timeZone: UTC })).toEqual(
      d('2027-06-01T12:00:00Z'),
    );
    expect(
      renewalDate({ current: d('2030-01-01T00:00:00Z'), completedFirstPayment: false, now, timeZone: UTC }),
    ).toEqual(d('2027-06-01T12:00:00Z'));
  });

  it('renewing early adds 12 months to the current renewal date, not to today', () => {
    expect(
      renewalDate({ current: d('2026-09-15T09:00:00Z'), completedFirstPayment: true, now, timeZone: UTC }),
    ).toEqual(d('2027-09-15T09:00:00Z'));
  });

  it('renewing late adds 12 months to the lapsed date; past even then, it restarts from now', () => {
    expect(
      renewalDate({ current: d('2026-05-01T09:00:00Z'), completedFirstPayment: true, now, timeZone: UTC }),
    ).toEqual(d('2027-05-01T09:00:00Z'));
    expect(
      renewalDate({ current: d('2024-01-01T00:00:00Z'), completedFirstPayment: true, now, timeZone: UTC }),
    ).toEqual(d('2027-06-01T12:00:00Z'));
  });

  it('leap years: 29 February renews to 28 February, and 28 February 2027 to 28 February 2028', () => {
    const leapNow = d('2028-01-10T00:00:00Z');
    expect(
      renewalDate({
        current: d('2028-02-29T10:00:00Z'),
        completedFirstPayment: true,
        now: leapNow,
        timeZone: UTC,
      }),
    ).toEqual(d('2029-02-28T10:00:00Z'));
    expect(
      renewalDate({ current: d('2027-02-28T10:00:00Z'), completedFirstPayment: true, now, timeZone: UTC }),
    ).toEqual(d('2028-02-28T10:00:00Z'));
  });

  it('keeps the club’s wall-clock time across summer time', () => {
    // 09:00 in London in winter (GMT) → 09:00 London a year later, still GMT.
    expect(
      renewalDate({ current: d('2026-12-01T09:00:00Z'), completedFirstPayment: true, now, timeZone: LONDON }),
    ).toEqual(d('2027-12-01T09:00:00Z'));
    // Joining in summer (BST, 13:00 local) for a club in London keeps 13:00 local next summer.
    expect(renewalDate({ current: null, completedFirstPayment: false, now, timeZone: LONDON })).toEqual(
      d('2027-06-01T12:00:00Z'),
    );
  });
});

describe('top-ups', () => {
  it('sort ascending by points, then price, then id', () => {
    const sorted = sortTopUps([
      { id: 3, points: 250, cost: 90_000 },
      { id: 1, points: 50, cost: 20_000 },
      { id: 4, points: 100, cost: 38_000 },
      { id: 2, points: 100, cost: 36_000 },
    ]);
    expect(sorted.map((t) => t.id)).toEqual([1, 2, 4, 3]);
  });
});
