import { describe, expect, it } from 'vitest';
import { coolingOffEnds, insideCoolingOff, pointsUnspent } from './cooling-off';

describe('renewal cooling-off window (14 days, club time)', () => {
  it('runs to the end of the 14th day after the day of payment in the club’s zone', () => {
    // Paid 1 June 2026 10:00 London (BST, UTC+1) → cancellable until 15 June 23:59:59.999 London.
    const paid = new Date('2026-06-01T09:00:00Z');
    expect(coolingOffEnds(paid, 'Europe/London').toISOString()).toBe('2026-06-15T23:00:00.000Z');
    expect(insideCoolingOff(paid, new Date('2026-06-15T22:59:59.999Z'), 'Europe/London')).toBe(true);
    expect(insideCoolingOff(paid, new Date('2026-06-15T23:00:00.000Z'), 'Europe/London')).toBe(false);
  });

  it('counts the day of payment in the club’s zone, not UTC', () => {
    // 23:30 UTC on 1 June is already 2 June in London: the window ends at the end of 16 June London.
    const paid = new Date('2026-06-01T23:30:00Z');
    expect(coolingOffEnds(paid, 'Europe/London').toISOString()).toBe('2026-06-16T23:00:00.000Z');
    // The same instant is still 1 June in New York.
    expect(coolingOffEnds(paid, 'America/New_York').toISOString()).toBe('2026-06-16T04:00:00.000Z');
  });

  it('keeps whole local days across a clock change (London, end of March)', () => {
    const paid = new Date('2026-03-20T12:00:00Z'); // GMT
    expect(coolingOffEnds(paid, 'Europe/London').toISOString()).toBe('2026-04-03T23:00:00.000Z'); // BST
  });
});

describe('points of a renewal still unspent', () => {
  it('needs the whole Home credit still on the balance and the Open Play lot untouched', () => {
    expect(pointsUnspent({ homeBalance: 800, homeCredited: 800, lot: null })).toBe(true);
    expect(pointsUnspent({ homeBalance: 799, homeCredited: 800, lot: null })).toBe(false);
    expect(
      pointsUnspent({
        homeBalance: 900,
        homeCredited: 800,
        lot: { original: 50, remaining: 50, expired: false },
      }),
    ).toBe(true);
    expect(
      pointsUnspent({
        homeBalance: 900,
        homeCredited: 800,
        lot: { original: 50, remaining: 49, expired: false },
      }),
    ).toBe(false);
    expect(
      pointsUnspent({
        homeBalance: 900,
        homeCredited: 800,
        lot: { original: 50, remaining: 50, expired: true },
      }),
    ).toBe(false);
  });
});
