import type { Currency, PaymentResult } from '@fairway/contracts';
import { PACKAGE_TYPES } from '@fairway/contracts/constants';
import { appPaths } from '../../../lib/paths';

/** A price in the club's currency, e.g. £3,450 or £12.50. */
export function formatPrice(amount: number, currency: Currency, locale: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.CurrencyCode,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/**
 * Where a paid basket leads (issue 7 §4, issue 26 §3): the first membership payment to /Welcome, a
 * top-up to /TopupComplete, a renewal to /RenewalComplete. Each page is shown only for the payment
 * named in the router state (PaidLocationState).
 */
export function destinationAfterPayment(
  result: Pick<PaymentResult, 'PackageType'>,
  completedFirstPayment: boolean,
): string {
  if (result.PackageType !== PACKAGE_TYPES.membership) return appPaths.topupComplete();
  return completedFirstPayment ? appPaths.renewalComplete() : appPaths.welcome();
}

/** The router state a confirmation page reads: which of the member's payments it confirms. */
export interface PaidLocationState {
  paymentId: string;
}

/**
 * A full package offers the waiting list instead of Add to basket, unless local storage
 * `showFullPackages` is true or the first payment is done (member-area §5).
 */
export function offersWaitingList(isFull: boolean, completedFirstPayment: boolean): boolean {
  if (!isFull || completedFirstPayment) return false;
  try {
    return localStorage.getItem('showFullPackages') !== 'true';
  } catch {
    return true;
  }
}

/** The displayed price of a bundle: with a joiner fee due, the cost less that fee (member-area §5). */
export function displayedCost(cost: number, joinerFee: number | null): number {
  return joinerFee ? cost - joinerFee : cost;
}
