import { describe, expect, it } from 'vitest';
import { planLotSpending, planPayment, spendable } from './payment';

const now = new Date('2026-05-10T00:00:00Z');
const lot = (id: number, expires: string, remaining: number) => ({
  id,
  expiresAt: new Date(expires),
  remaining,
});
const lots = [lot(1, '2026-12-01', 50), lot(2, '2026-06-01', 10), lot(3, '2026-04-01', 99)];

describe('lot spending', () => {
  it('spends the lot expiring first, then the next, skipping expired lots', () => {
    expect(planLotSpending(lots, 25, now)).toEqual([
      { lotId: 2, points: 10 },
      { lotId: 1, points: 15 },
    ]);
  });

  it('returns null when lots cannot cover the amount', () => {
    expect(planLotSpending(lots, 60, now)).not.toBeNull();
    expect(planLotSpending(lots, 61, now)).toBeNull();
  });

  it('never plans a spend of zero from an empty lot', () => {
    const withEmpty = [lot(4, '2026-05-20', 0), ...lots];
    expect(planLotSpending(withEmpty, 5, now)).toEqual([{ lotId: 2, points: 5 }]);
  });

  it('treats a lot expiring at this very instant as expired', () => {
    const atNow = [lot(5, '2026-05-10T00:00:00Z', 40), lot(6, '2026-05-10T00:00:00.001Z', 3)];
    expect(planLotSpending(atNow, 3, now)).toEqual([{ lotId: 6, points: 3 }]);
    expect(planLotSpending(atNow, 4, now)).toBeNull();
    const wallet = { atHomeClub: false, homePoints: 0, flexiAllowed: true, clubAcceptsOpenPlay: true };
    expect(spendable({ ...wallet, lots: atNow }, now)).toBe(3);
  });

  it('spends lots with the same expiry in id order, whatever order they come in', () => {
    const tied = [lot(9, '2026-08-01', 5), lot(7, '2026-08-01', 5), lot(8, '2026-08-01', 5)];
    expect(planLotSpending(tied, 12, now)).toEqual([
      { lotId: 7, points: 5 },
      { lotId: 8, points: 5 },
      { lotId: 9, points: 2 },
    ]);
  });
});

describe('payment plan', () => {
  const wallet = { atHomeClub: true, homePoints: 12, flexiAllowed: true, clubAcceptsOpenPlay: false, lots };

  it('uses home points first at the home club, then Open Play', () => {
    expect(planPayment(wallet, 10, now)).toEqual({ home: 10, lots: [] });
    expect(planPayment(wallet, 20, now)).toEqual({ home: 12, lots: [{ lotId: 2, points: 8 }] });
  });

  it('pays from home points alone without needing Open Play', () => {
    const homeOnly = { ...wallet, flexiAllowed: false };
    expect(planPayment(homeOnly, 12, now)).toEqual({ home: 12, lots: [] });
    expect(planPayment(homeOnly, 13, now)).toBeNull();
  });

  it('never uses home points away from the home club', () => {
    const away = { ...wallet, atHomeClub: false, clubAcceptsOpenPlay: true };
    expect(planPayment(away, 10, now)).toEqual({ home: 0, lots: [{ lotId: 2, points: 10 }] });
    expect(spendable(away, now)).toBe(60);
  });

  it('refuses Open Play when the member is not allowed it or the club does not accept it', () => {
    expect(planPayment({ ...wallet, flexiAllowed: false }, 20, now)).toBeNull();
    expect(planPayment({ ...wallet, atHomeClub: false, clubAcceptsOpenPlay: false }, 5, now)).toBeNull();
    expect(spendable({ ...wallet, flexiAllowed: false }, now)).toBe(12);
  });
});
