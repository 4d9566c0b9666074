import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the few Stripe API endpoints the adapter uses, answering the real SDK with
 * Stripe-shaped JSON: create (and confirm) a payment intent, retrieve one, create a refund, create,
 * retrieve and search customers (by metadata). Like Stripe, a POST repeated with the same Idempotency-Key gets the first answer
 * again and creates nothing. The PaymentMethod ids are Stripe's documented test ones. Saved cards behave
 * as Stripe's do: a payment with `customer` and `setup_future_usage` attaches its card to the Customer
 * when it succeeds, and an `off_session` charge is only possible for a card attached to its Customer;
 * `pm_card_authenticationRequired` always needs 3-D Secure, so off-session it fails with
 * `authentication_required`. Stripe itself cannot be reached from CI.
 */
export const TEST_METHODS = {
  success: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  insufficientFunds: 'pm_card_chargeDeclinedInsufficientFunds',
  requiresAction: 'pm_card_threeDSecure2Required',
  /** 3-D Secure on every payment, even off-session once saved (Stripe's 4000 0027 6000 3184). */
  authenticationRequired: 'pm_card_authenticationRequired',
} as const;

const LAST4: Record<string, string> = {
  pm_card_visa: '4242',
  pm_card_chargeDeclined: '0002',
  pm_card_chargeDeclinedInsufficientFunds: '9995',
  pm_card_threeDSecure2Required: '3155',
  pm_card_authenticationRequired: '3184',
};

type Intent = Record<string, unknown> & { id: string; status: string };
type Answer = { status: number; body: unknown };
export type SeenRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  form: URLSearchParams;
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export class StripeStandIn {
  readonly intents = new Map<string, Intent>();
  readonly refunds: Record<string, unknown>[] = [];
  readonly customers = new Map<string, Record<string, unknown> & { id: string }>();
  /** `<Customer id>/<PaymentMethod id>` of every card attached to a Customer. */
  readonly attached = new Set<string>();
  /** Search has not indexed new Customers yet (Stripe's search may lag up to a minute behind writes). */
  searchLags = false;
  /** Customers whose bank now refuses every charge (a card cancelled since it was saved). */
  readonly refusedCustomers = new Set<string>();
  readonly requests: SeenRequest[] = [];
  private readonly byKey = new Map<string, Answer>();
  private server: http.Server | null = null;
  /** The next POST is answered 500 before anything is created (a Stripe hiccup the SDK retries). */
  failNextPost = false;

  constructor(readonly secretKey: string) {}

  /** Listens on `port` (0: any free one) and answers with the port. */
  async start(port = 0): Promise<number> {
    this.server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        const answer = this.answer(req, raw);
        res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Stripe forgets an Idempotency-Key after 24 hours: a later POST with it is a new request. */
  forgetIdempotencyKeys() {
    this.byKey.clear();
  }

  /** Payment intents created (each idempotency key once). */
  get created(): Intent[] {
    return [...this.intents.values()];
  }

  /** The card holder answered the 3-D Secure step: the intent succeeds, or fails with a decline. */
  completeAction(intentId: string, result: 'succeeded' | 'failed') {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    intent.next_action = null;
    if (result === 'succeeded') {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.latest_charge = id('ch');
      this.attachIfSaving(intent);
    } else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message: 'The provided PaymentMethod has failed authentication.',
      };
    }
    return intent;
  }

  private answer(req: http.IncomingMessage, raw: string): Answer {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form = new URLSearchParams(req.method === 'GET' ? url.search : raw);
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    this.requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey, form });
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      return stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
    }
    if (req.method === 'POST' && this.failNextPost) {
      this.failNextPost = false;
      return stripeError(500, { type: 'api_error', message: 'An unknown error occurred' });
    }
    if (req.method === 'POST' && idempotencyKey) {
      const earlier = this.byKey.get(idempotencyKey);
      if (earlier) return earlier;
    }
    const answer = this.route(req.method ?? '', url.pathname, form);
    if (req.method === 'POST' && idempotencyKey) this.byKey.set(idempotencyKey, answer);
    return answer;
  }

  private route(method: string, path: string, form: URLSearchParams): Answer {
    if (method === 'POST' && path === '/v1/payment_intents') return this.createIntent(form);
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        description: form.get('description'),
        email: form.get('email'),
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        metadata: metadataOf(form),
      };
      this.customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'GET' && path === '/v1/customers/search') {
      // Only the query the adapter makes: metadata['key']:'value'.
      const query = /^metadata\['([^']+)'\]:'([^']+)'$/.exec(form.get('query') ?? '');
      if (!query) return stripeError(400, { type: 'invalid_request_error', message: 'Unsupported query' });
      const data = [...(this.searchLags ? [] : this.customers.values())].filter(
        (c) => (c.metadata as Record<string, string>)[query[1]!] === query[2],
      );
      return {
        status: 200,
        body: { object: 'search_result', url: path, has_more: false, next_page: null, data },
      };
    }
    const customer = /^\/v1\/customers\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === 'GET' && customer) {
      const found = this.customers.get(customer[1]!);
      return found ? { status: 200, body: found } : missing('customer', customer[1]!);
    }
    const retrieve = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === 'GET' && retrieve) {
      const intent = this.intents.get(retrieve[1]!);
      if (!intent) return missing('payment_intent', retrieve[1]!);
      return { status: 200, body: this.view(intent, form) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = this.intents.get(form.get('payment_intent') ?? '');
      if (!intent) return missing('payment_intent', form.get('payment_intent') ?? '');
      const refund = {
        id: id('re'),
        object: 'refund',
        amount: Number(form.get('amount') ?? intent.amount),
        currency: intent.currency,
        payment_intent: intent.id,
        charge: intent.latest_charge,
        status: 'succeeded',
        created: Math.floor(Date.now() / 1000),
        metadata: {},
      };
      this.refunds.push(refund);
      return { status: 200, body: refund };
    }
    return stripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` });
  }

  private createIntent(form: URLSearchParams): Answer {
    const method = form.get('payment_method') ?? '';
    const last4 = LAST4[method];
    if (!last4) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_method',
        message: `No such PaymentMethod: '${method}'`,
      });
    }
    const customer = form.get('customer');
    if (customer !== null && !this.customers.has(customer)) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'customer',
        message: `No such customer: '${customer}'`,
      });
    }
    const offSession = form.get('off_session') === 'true';
    if (offSession && !(customer && this.attached.has(`${customer}/${method}`))) {
      return stripeError(400, {
        type: 'invalid_request_error',
        param: 'payment_method',
        message:
          'The provided PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
      });
    }
    const metadata = metadataOf(form);
    const intentId = id('pi');
    const intent: Intent = {
      id: intentId,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      amount_received: 0,
      currency: form.get('currency'),
      description: form.get('description'),
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      confirmation_method: 'automatic',
      capture_method: 'automatic',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      metadata,
      payment_method: method,
      customer,
      setup_future_usage: form.get('setup_future_usage'),
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      status: 'requires_confirmation',
    };
    this.intents.set(intentId, intent);
    if (form.get('confirm') !== 'true') return { status: 200, body: this.view(intent, form) };
    const needsAuthentication =
      method === TEST_METHODS.authenticationRequired ||
      (method === TEST_METHODS.requiresAction && !offSession);
    if (offSession && (needsAuthentication || this.refusedCustomers.has(customer ?? ''))) {
      // Off-session Stripe cannot ask for 3-D Secure: the charge fails, the intent waits for a new method.
      const error = needsAuthentication
        ? {
            type: 'card_error',
            code: 'authentication_required',
            decline_code: 'authentication_required',
            message: 'Your card was declined. This transaction requires authentication.',
          }
        : {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          };
      intent.status = 'requires_payment_method';
      intent.last_payment_error = error;
      return stripeError(402, { ...error, payment_intent: this.view(intent, form) });
    }
    if (method === TEST_METHODS.success || (method === TEST_METHODS.requiresAction && offSession)) {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.latest_charge = id('ch');
      this.attachIfSaving(intent);
    } else if (needsAuthentication) {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
    } else {
      const declineCode = method === TEST_METHODS.declined ? 'generic_decline' : 'insufficient_funds';
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: declineCode,
        message: 'Your card was declined.',
        charge: id('ch'),
      };
      intent.status = 'requires_payment_method';
      intent.last_payment_error = error;
      return stripeError(402, { ...error, payment_intent: this.view(intent, form) });
    }
    return { status: 200, body: this.view(intent, form) };
  }

  /** A succeeded intent with a Customer and `setup_future_usage` leaves its card attached to the Customer. */
  private attachIfSaving(intent: Intent) {
    if (intent.customer && intent.setup_future_usage) {
      this.attached.add(`${intent.customer}/${intent.payment_method}`);
    }
  }

  /** The intent as the API returns it, with `payment_method` expanded when asked for. */
  private view(intent: Intent, form: URLSearchParams): Intent {
    const expand = [...form.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
    if (!expand.includes('payment_method')) return structuredClone(intent);
    const pm = intent.payment_method as string;
    return {
      ...structuredClone(intent),
      payment_method: {
        id: pm,
        object: 'payment_method',
        type: 'card',
        card: { brand: 'visa', last4: LAST4[pm], exp_month: 12, exp_year: 2034, country: 'GB' },
      },
    };
  }
}

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [k, v] of form) {
    const m = /^metadata\[(.+)\]$/.exec(k);
    if (m) metadata[m[1]!] = v;
  }
  return metadata;
}

function stripeError(status: number, error: Record<string, unknown>): Answer {
  return { status, body: { error } };
}

function missing(kind: string, value: string): Answer {
  return stripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${value}'`,
  });
}

/** A Stripe event as a webhook delivers it. */
export function stripeEvent(type: string, object: unknown) {
  return JSON.stringify({
    id: id('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}
