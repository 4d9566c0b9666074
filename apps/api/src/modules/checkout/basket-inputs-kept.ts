/**
 * The payment inputs a basket was just set on (basket-service.ts setBasketAlone: fairway_payment_inputs'
 * text, read for that bundle), kept by this instance for the member's next pay call, which then claims on
 * them without reading them again (pay-alone.ts claimAlone): one round trip fewer a payment. Nothing is
 * decided on them alone: the claim's call compares them with the inputs read again under the buyer's lock,
 * and the basket as set (its bundle, no promo code, no payment), so a kept read that no longer stands only
 * costs the read it spared. Taken once; forgotten whenever the basket changes another way on this instance.
 * Per process and bounded: an instance that did not set the basket reads the inputs as before.
 */
const MAX_KEPT = 10_000;

type Kept = { bundleId: number; inputs: string };

const kept = new Map<string, Kept>();

export function keepBasketInputs(memberId: string, bundleId: number, inputs: string): void {
  if (kept.size >= MAX_KEPT && !kept.has(memberId)) kept.clear();
  kept.set(memberId, { bundleId, inputs });
}

/** The inputs kept for the member's basket, once: a second call answers null. */
export function takeBasketInputs(memberId: string): Kept | null {
  const found = kept.get(memberId);
  if (!found) return null;
  kept.delete(memberId);
  return found;
}

export function forgetBasketInputs(memberId: string): void {
  kept.delete(memberId);
}
