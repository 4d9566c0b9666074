/**
 * The payment inputs a basket was just set on (basket-service.ts setBasketAlone: fairway_payment_inputs'
 * text, read for that bundle under the buyer's lock), kept by this instance for the member's next pay
 * call, which then claims on them without reading them again (pay-alone.ts claimAlone): one round trip
 * fewer a payment. Nothing is decided on them alone: the claim's call compares them with the inputs read
 * again under the buyer's lock, and attaches the payment only to the basket as set (its bundle, no promo
 * code, no payment), so a kept read that no longer stands only costs the read it spared. Taken once;
 * forgotten whenever the basket changes another way on this instance, and after KEPT_MS (they hold the
 * member's name and address). Per process and bounded: an instance that did not set the basket reads the
 * inputs as before.
 */
const MAX_KEPT = 10_000;
export const KEPT_MS = 15 * 60_000;

type Kept = { bundleId: number; inputs: string; at: number };

const kept = new Map<string, Kept>();

export function keepBasketInputs(memberId: string, bundleId: number, inputs: string, now = Date.now()): void {
  // Oldest first (a member's latest read moves to the end), so those past KEPT_MS are dropped from the front.
  kept.delete(memberId);
  for (const [id, entry] of kept) {
    if (now - entry.at < KEPT_MS && kept.size < MAX_KEPT) break;
    kept.delete(id);
  }
  kept.set(memberId, { bundleId, inputs, at: now });
}

/** The inputs kept for the member's basket, once: a second call answers null, as does one after KEPT_MS. */
export function takeBasketInputs(memberId: string, now = Date.now()): Omit<Kept, 'at'> | null {
  const found = kept.get(memberId);
  if (!found) return null;
  kept.delete(memberId);
  return now - found.at < KEPT_MS ? { bundleId: found.bundleId, inputs: found.inputs } : null;
}

export function forgetBasketInputs(memberId: string): void {
  kept.delete(memberId);
}
