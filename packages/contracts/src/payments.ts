import { z } from 'zod';
import { boundedString } from './primitives';

/** Which card form the browser shows: the sandbox's own, or Stripe Elements with this publishable key. */
export const ZCheckoutGateway = z.object({
  Gateway: z.enum(['sandbox', 'stripe']),
  /** Stripe's publishable key (`pk_…`); null with the sandbox. */
  PublishableKey: z.string().nullable(),
});
export type CheckoutGateway = z.infer<typeof ZCheckoutGateway>;

/** The processor's signature of a webhook delivery (`t=…,v1=…` for Stripe). */
export const ZWebhookHeaders = z.object({ 'stripe-signature': boundedString(2_000).optional() });

/** A webhook delivery's raw body, as the signature covers it (read as text, never re-serialised). */
export const ZWebhookBody = boundedString(256 * 1024);

/** Every verified delivery is acknowledged, also one for an unknown payment, so Stripe stops retrying. */
export const ZWebhookAck = z.object({ Received: z.literal(true) });
