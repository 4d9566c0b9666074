import type { PayRequest } from '@fairway/contracts';
/**
 * The one seam between checkout and a card processor. Two adapters: the embedded sandbox (default) and
 * Stripe Payment Intents (stripe-gateway.ts, when STRIPE_SECRET_KEY is set). Card data passes through
 * `createPayment` to the processor and is never stored or logged: checkout keeps the reference and the
 * last four digits only.
 */
export type CardInput = { number: string; expMonth: number; expYear: number; cvc: string };

/** Sandbox: the card itself; Stripe: a PaymentMethod id created by Stripe.js in the browser. */
export type PaymentMethodInput = { kind: 'card'; card: CardInput } | { kind: 'token'; token: string };

/**
 * The member paying with "save my card": their id and the card they already keep at this gateway
 * (`savedMethod` of an earlier outcome, or null), from which Stripe reuses the member's Customer.
 */
export type Payer = { memberId: string; savedMethod: string | null };

/** The pay body's card (sandbox) or PaymentMethod id (Stripe.js) as the gateway takes it; null when neither. */
export function paymentMethodOf(
  body: Pick<PayRequest, 'Card' | 'PaymentMethodId'>,
): PaymentMethodInput | null {
  const { Card, PaymentMethodId } = body;
  if (Card) {
    return {
      kind: 'card',
      card: { number: Card.Number, expMonth: Card.ExpMonth, expYear: Card.ExpYear, cvc: Card.Cvc },
    };
  }
  return PaymentMethodId ? { kind: 'token', token: PaymentMethodId } : null;
}

export type DeclineReason = 'card_declined' | 'insufficient_funds' | 'invalid_card';

export type GatewayOutcome =
  | {
      status: 'succeeded';
      reference: string;
      last4: string | null;
      /** When the payment asked to save the card: the gateway's reusable reference for it. */
      savedMethod?: string;
    }
  | {
      /** The card holder must complete an extra authentication step (3-D Secure). */
      status: 'requires_action';
      reference: string;
      last4: string | null;
      actionType: 'sandbox_challenge' | 'stripe_sdk';
      /** What the browser needs to run the step (the sandbox challenge page or Stripe.js). */
      clientSecret: string;
    }
  | { status: 'declined'; reference: string | null; last4: string | null; reason: DeclineReason };

/**
 * A verified webhook event: a payment's final state as the processor reports it. `ignored`: a genuine
 * event checkout has no use for (acknowledged, so the processor stops sending it).
 */
export type GatewayEvent = {
  type: 'payment.succeeded' | 'payment.failed' | 'refund.succeeded' | 'ignored';
  reference: string;
  /** The idempotency key the payment was created with (checkout: the payment's id). */
  idempotencyKey: string | null;
  /** The card's last four digits when the event carries them (else the payment keeps what it has). */
  last4?: string | null;
  /** A succeeded payment that asked to save its card: the gateway's reusable reference for it. */
  savedMethod?: string;
  /** Why a `payment.failed` failed. */
  reason?: DeclineReason;
  /**
   * What the processor says was charged, in minor units and its currency code (any case): a
   * `payment.succeeded` settles its payment only when both match the payment's own.
   */
  amount?: number;
  currency?: string;
};

export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe';
  /**
   * Checks what can be known before anything is written (card number, expiry, CVC for the sandbox);
   * throws AppError CARD_INVALID (or VALIDATION when the method is missing).
   */
  checkMethod(method: PaymentMethodInput | null, now: Date): PaymentMethodInput;
  /**
   * Charges `amount` (minor units). The same idempotency key always returns the first outcome and
   * never charges twice, so a crashed or concurrent attempt can simply be driven again.
   */
  createPayment(input: {
    amount: number;
    currency: string;
    idempotencyKey: string;
    method: PaymentMethodInput;
    description: string;
    /** Keep the card at the gateway for later off-session charges (automatic renewal). */
    saveMethod?: boolean;
    /** Who pays, when the card is to be saved (Stripe keeps saved cards under one Customer per member). */
    payer?: Payer;
  }): Promise<GatewayOutcome>;
  /**
   * Charges a saved method (`savedMethod` of an earlier outcome) with the card holder absent, as an
   * automatic renewal does; idempotent by key like createPayment. A card that would need the holder's
   * extra authentication step is declined: nobody is there to answer it.
   */
  chargeSavedMethod(input: {
    amount: number;
    currency: string;
    idempotencyKey: string;
    savedMethod: string;
    description: string;
  }): Promise<GatewayOutcome>;
  /** The outcome once the card holder completed (or failed) the extra step of a `requires_action`. */
  confirmPayment(input: { reference: string; idempotencyKey: string }): Promise<GatewayOutcome>;
  /** Refunds (part of) a succeeded payment, once per idempotency key. */
  refund(input: {
    reference: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ reference: string }>;
  /** The event of a webhook delivery whose signature is valid, else null (the route answers 400). */
  verifyWebhook(rawBody: string, signature: string | undefined): GatewayEvent | null;
}
