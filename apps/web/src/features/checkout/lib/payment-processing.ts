import type { PaymentFailureCode, PaymentStatusView } from '@fairway/contracts';
import { PACKAGE_TYPES } from '@fairway/contracts/constants';
import { appPaths } from '../../../lib/paths';

/** How often /PaymentProcessing asks again, and how many times before it says it is still processing. */
export const POLL_INTERVAL_MS = 1500;
export const POLL_ATTEMPTS = 20;

/** Succeeded or Failed: nothing more will change, polling stops. */
export function isSettled(status: Pick<PaymentStatusView, 'Status'>): boolean {
  return status.Status === 'Succeeded' || status.Status === 'Failed';
}

/**
 * The payment a landing on /PaymentProcessing is about: `?payment=<id>` (ours), else Stripe's
 * `payment_intent` (added to its return_url), else none.
 */
export function paymentIdFromQuery(search: URLSearchParams): string | null {
  const id = search.get('payment') ?? search.get('payment_intent');
  return id && id.length <= 255 ? id : null;
}

/** Stripe came back from its authentication step (its return_url carries `redirect_status`). */
export function returnedFromAuthentication(search: URLSearchParams): boolean {
  return search.has('payment_intent') && search.get('redirect_status') !== 'failed';
}

export type ProcessingOutcome =
  | { kind: 'wait' }
  | { kind: 'go'; to: string }
  | { kind: 'failed'; code: PaymentFailureCode };

/**
 * Where a payment's state leads (issue 7 §4): a first membership payment to /Welcome, a top-up to
 * /TopupComplete, a renewal to /RenewalComplete; a failure back to /Checkout with the card's text.
 */
export function processingOutcome(status: PaymentStatusView): ProcessingOutcome {
  if (status.Status === 'Failed') return { kind: 'failed', code: status.FailureCode ?? 'CARD_DECLINED' };
  if (status.Status !== 'Succeeded') return { kind: 'wait' };
  if (status.PackageType !== PACKAGE_TYPES.membership) return { kind: 'go', to: appPaths.topupComplete() };
  return { kind: 'go', to: status.FirstPayment ? appPaths.welcome() : appPaths.renewalComplete() };
}

/** The router state /Checkout reads to show why the last payment did not go through. */
export interface CheckoutLocationState {
  paymentFailure?: PaymentFailureCode;
}
