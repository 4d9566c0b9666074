import Stripe from 'stripe';
import type { StripeApiBase } from '../../config';
import { AppError, fieldError } from '../../lib/app-error';
import type {
  DeclineReason,
  GatewayEvent,
  GatewayOutcome,
  Payer,
  PaymentGateway,
  PaymentMethodInput,
} from './gateway';

/** A PaymentMethod id as Stripe.js creates it. */
const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{1,250}$/;
/** The intent metadata field that carries the payment's id (also the Stripe idempotency key). */
export const PAYMENT_ID_METADATA = 'fairway_payment_id';
/** The Customer metadata field that carries the member's id. */
export const MEMBER_ID_METADATA = 'fairway_member_id';

/** Stripe error codes that mean the card details themselves are wrong, not that the bank said no. */
const INVALID_CARD_CODES = new Set([
  'incorrect_number',
  'invalid_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_cvc',
  'incorrect_cvc',
  'expired_card',
  'incorrect_zip',
]);

/** A Stripe `code` / `decline_code` pair as checkout's decline reason. */
export function declineReasonOf(code: string | null | undefined, declineCode?: string | null): DeclineReason {
  if (declineCode === 'insufficient_funds' || code === 'insufficient_funds') return 'insufficient_funds';
  if (code && INVALID_CARD_CODES.has(code)) return 'invalid_card';
  if (declineCode && INVALID_CARD_CODES.has(declineCode)) return 'invalid_card';
  return 'card_declined';
}

export type StripeGatewayOptions = {
  secretKey: string;
  webhookSecret: string | null;
  /** A local stand-in instead of api.stripe.com (tests only). */
  apiBase?: StripeApiBase | null;
};

/**
 * Stripe Payment Intents through the official SDK. The browser turns the card into a PaymentMethod with
 * Stripe.js (card data never reaches Fairway); the intent is created and confirmed at once, keyed by the
 * payment's id (Stripe's Idempotency-Key, and the intent's metadata, which is how a webhook finds the
 * payment). Only the intent id and the card's last four digits come back.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  readonly client: Stripe;
  private readonly webhookSecret: string | null;

  constructor(options: StripeGatewayOptions) {
    this.webhookSecret = options.webhookSecret;
    const base = options.apiBase;
    this.client = new Stripe(options.secretKey, {
      // Our own retries drive the same idempotency key; the SDK's one retry keeps that key too.
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
      ...(base ? { host: base.host, port: base.port, protocol: base.protocol } : {}),
    });
  }

  checkMethod(method: PaymentMethodInput | null): PaymentMethodInput {
    if (method?.kind !== 'token' || !PAYMENT_METHOD_ID.test(method.token)) {
      throw new AppError('VALIDATION', { fields: { PaymentMethodId: fieldError('validation.required') } });
    }
    return method;
  }

  async createPayment(input: Parameters<PaymentGateway['createPayment']>[0]): Promise<GatewayOutcome> {
    if (input.method.kind !== 'token') {
      return { status: 'declined', reference: null, last4: null, reason: 'invalid_card' };
    }
    // Saving the card: the intent is made for the member's Customer, and Stripe attaches the card to it
    // once the payment succeeds (`setup_future_usage`), so renewals can charge it off-session.
    const customer = input.saveMethod && input.payer ? await this.customerFor(input.payer) : null;
    try {
      const intent = await this.client.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          payment_method: input.method.token,
          ...(customer ? { customer, setup_future_usage: 'off_session' as const } : {}),
          confirm: true,
          // Cards only, answered in the page (3-D Secure through Stripe.js): no redirect URL needed.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: input.description,
          metadata: { [PAYMENT_ID_METADATA]: input.idempotencyKey },
          expand: ['payment_method'],
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return outcomeOf(intent);
    } catch (error) {
      const declined = declineOf(error);
      if (declined) return declined;
      throw error;
    }
  }

  /**
   * The member's Stripe Customer: the one their saved card belongs to; else one made for them before
   * (for a payment that saved nothing: declined, abandoned), found by its metadata; else a new one. It
   * is created with an Idempotency-Key of the member (and always the same parameters), so concurrent or
   * retried payments get the same Customer from Stripe, also within the minute Stripe's search may lag.
   */
  private async customerFor(payer: Payer): Promise<string> {
    const existing = payer.savedMethod ? splitSavedMethod(payer.savedMethod).customer : undefined;
    if (existing) return existing;
    const found = await this.client.customers
      .search({ query: `metadata['${MEMBER_ID_METADATA}']:'${payer.memberId}'`, limit: 1 })
      .then((result) => result.data[0]?.id)
      // Search is not offered to every Stripe account: then the idempotent create is the only guard.
      .catch(() => undefined);
    if (found) return found;
    const customer = await this.client.customers.create(
      { description: `Fairway member ${payer.memberId}`, metadata: { [MEMBER_ID_METADATA]: payer.memberId } },
      { idempotencyKey: `customer_${payer.memberId}` },
    );
    return customer.id;
  }

  /**
   * An off-session charge of a saved card: `savedMethod` is `<Customer id>/<PaymentMethod id>`, as a
   * payment with `setup_future_usage` saved it (a bare `<PaymentMethod id>` is accepted too). A card that
   * would need 3-D Secure is declined by Stripe (`authentication_required`, or an intent left in
   * `requires_action`): nobody is there to answer, so it counts as a decline.
   */
  async chargeSavedMethod(
    input: Parameters<PaymentGateway['chargeSavedMethod']>[0],
  ): Promise<GatewayOutcome> {
    const { customer, paymentMethod } = splitSavedMethod(input.savedMethod);
    try {
      const intent = await this.client.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          payment_method: paymentMethod,
          ...(customer ? { customer } : {}),
          off_session: true,
          confirm: true,
          description: input.description,
          metadata: { [PAYMENT_ID_METADATA]: input.idempotencyKey },
          expand: ['payment_method'],
        },
        { idempotencyKey: input.idempotencyKey },
      );
      const outcome = outcomeOf(intent);
      return outcome.status === 'requires_action'
        ? { status: 'declined', reference: outcome.reference, last4: outcome.last4, reason: 'card_declined' }
        : outcome;
    } catch (error) {
      const declined = declineOf(error);
      if (declined) return declined;
      throw error;
    }
  }

  async confirmPayment(input: { reference: string; idempotencyKey: string }): Promise<GatewayOutcome> {
    const intent = await this.client.paymentIntents.retrieve(input.reference, { expand: ['payment_method'] });
    if (intent.metadata?.[PAYMENT_ID_METADATA] !== input.idempotencyKey) {
      return { status: 'declined', reference: input.reference, last4: null, reason: 'card_declined' };
    }
    return outcomeOf(intent);
  }

  async refund(input: { reference: string; amount: number; idempotencyKey: string }) {
    const refund = await this.client.refunds.create(
      { payment_intent: input.reference, amount: input.amount },
      { idempotencyKey: `refund_${input.idempotencyKey}` },
    );
    return { reference: refund.id };
  }

  verifyWebhook(rawBody: string, signature: string | undefined): GatewayEvent | null {
    if (!signature || !this.webhookSecret) return null;
    let event: Stripe.Event;
    try {
      event = this.client.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      return null;
    }
    return eventOf(event);
  }
}

/** What a signed Stripe event means to checkout; events it does not use are acknowledged and ignored. */
export function eventOf(event: Stripe.Event): GatewayEvent {
  const object = event.data?.object as unknown as Record<string, unknown> | undefined;
  const id = typeof object?.id === 'string' ? object.id : '';
  const metadata = (object?.metadata ?? {}) as Record<string, unknown>;
  const paymentId = typeof metadata[PAYMENT_ID_METADATA] === 'string' ? metadata[PAYMENT_ID_METADATA] : null;
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const savedMethod = savedMethodOf(intent);
      return {
        type: 'payment.succeeded',
        reference: id,
        idempotencyKey: paymentId,
        last4: null,
        ...(savedMethod ? { savedMethod } : {}),
        ...chargedOf(intent),
      };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const error = intent.last_payment_error;
      return {
        type: 'payment.failed',
        reference: id,
        idempotencyKey: paymentId,
        last4: null,
        reason: declineReasonOf(error?.code, error?.decline_code),
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intent =
        typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      return {
        type: 'refund.succeeded',
        reference: intent ?? id,
        idempotencyKey: paymentId,
        last4: charge.payment_method_details?.card?.last4 ?? null,
      };
    }
    default:
      return { type: 'ignored', reference: id, idempotencyKey: paymentId };
  }
}

/** What a succeeded intent charged (amount_received; a stand-in or old API may only give amount). */
function chargedOf(intent: Stripe.PaymentIntent): { amount?: number; currency?: string } {
  const amount = typeof intent.amount_received === 'number' ? intent.amount_received : intent.amount;
  return {
    ...(typeof amount === 'number' ? { amount } : {}),
    ...(typeof intent.currency === 'string' ? { currency: intent.currency } : {}),
  };
}

function last4Of(intent: Stripe.PaymentIntent): string | null {
  const method = intent.payment_method;
  if (method && typeof method === 'object') return method.card?.last4 ?? null;
  return null;
}

/** A saved method reference `<Customer id>/<PaymentMethod id>` (or a bare PaymentMethod id) apart. */
export function splitSavedMethod(savedMethod: string): { customer?: string; paymentMethod: string } {
  const [first = '', second] = savedMethod.split('/');
  return second ? { customer: first, paymentMethod: second } : { paymentMethod: first };
}

/** What a succeeded intent that asked to keep its card saved: `<Customer id>/<PaymentMethod id>`. */
function savedMethodOf(intent: Stripe.PaymentIntent): string | undefined {
  if (intent.setup_future_usage !== 'off_session') return undefined;
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  const method =
    typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  return customer && method ? `${customer}/${method}` : undefined;
}

/** An intent's state as checkout's outcome. `processing` is not final: the webhook settles it. */
function outcomeOf(intent: Stripe.PaymentIntent): GatewayOutcome {
  const last4 = last4Of(intent);
  switch (intent.status) {
    case 'succeeded': {
      const savedMethod = savedMethodOf(intent);
      return { status: 'succeeded', reference: intent.id, last4, ...(savedMethod ? { savedMethod } : {}) };
    }
    case 'requires_action':
      return {
        status: 'requires_action',
        reference: intent.id,
        last4,
        actionType: 'stripe_sdk',
        clientSecret: intent.client_secret ?? '',
      };
    case 'requires_payment_method':
    case 'canceled': {
      const error = intent.last_payment_error;
      return {
        status: 'declined',
        reference: intent.id,
        last4,
        reason: declineReasonOf(error?.code, error?.decline_code),
      };
    }
    default:
      // processing, requires_confirmation, requires_capture: not an answer yet; the payment stays open.
      throw new Error(`Stripe payment intent ${intent.id} is ${intent.status}`);
  }
}

/** A card refusal (HTTP 402) or an unusable PaymentMethod as a decline; anything else is not one. */
function declineOf(error: unknown): GatewayOutcome | null {
  if (error instanceof Stripe.errors.StripeCardError) {
    const intent = error.payment_intent;
    return {
      status: 'declined',
      reference: intent?.id ?? null,
      last4: intent ? last4Of(intent) : null,
      reason: declineReasonOf(error.code, error.decline_code),
    };
  }
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === 'resource_missing' &&
    error.param === 'payment_method'
  ) {
    return { status: 'declined', reference: null, last4: null, reason: 'invalid_card' };
  }
  return null;
}
