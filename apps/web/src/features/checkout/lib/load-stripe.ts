import type { Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, fetched from js.stripe.com on first use only (the `pure` entry adds
 * no script until it is called), once per key. Only the Stripe card form calls it, so a server on the
 * sandbox never loads anything from Stripe.
 */
export function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey));
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}
