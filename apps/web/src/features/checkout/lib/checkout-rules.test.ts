import { afterEach, describe, expect, it } from 'vitest';
import { destinationAfterPayment, displayedCost, formatPrice, offersWaitingList } from './checkout-rules';

const GBP = { CurrencyCode: 'GBP' as const, CurrencySymbol: '£' };

describe('checkout rules', () => {
  afterEach(() => localStorage.clear());

  it('formats whole and fractional prices', () => {
    expect(formatPrice(3450, GBP, 'en-GB')).toBe('£3,450');
    expect(formatPrice(12.5, GBP, 'en-GB')).toBe('£12.50');
  });

  it('sends the first membership payment to /Welcome, renewals to /RenewalComplete, top-ups to /TopupComplete', () => {
    expect(destinationAfterPayment({ PackageType: 0 }, false)).toBe('/Welcome');
    expect(destinationAfterPayment({ PackageType: 0 }, true)).toBe('/RenewalComplete');
    expect(destinationAfterPayment({ PackageType: 1 }, true)).toBe('/TopupComplete');
    expect(destinationAfterPayment({ PackageType: 2 }, true)).toBe('/TopupComplete');
  });

  it('offers the waiting list for a full package unless showFullPackages or first payment done', () => {
    expect(offersWaitingList(false, false)).toBe(false);
    expect(offersWaitingList(true, false)).toBe(true);
    expect(offersWaitingList(true, true)).toBe(false);
    localStorage.setItem('showFullPackages', 'true');
    expect(offersWaitingList(true, false)).toBe(false);
  });

  it('shows the cost less the joiner fee when one is due', () => {
    expect(displayedCost(3700, 250)).toBe(3450);
    expect(displayedCost(3450, null)).toBe(3450);
  });
});
