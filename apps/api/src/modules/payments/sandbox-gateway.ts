import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError, fieldError } from '../../lib/app-error';
import type { CardInput, GatewayEvent, GatewayOutcome, PaymentGateway, PaymentMethodInput } from './gateway';

/**
 * Documented sandbox test cards (README): any expiry in the future, any 3–4 digit CVC. Any other number
 * that passes the Luhn check succeeds.
 */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  requiresAction: '4000002760003184',
} as const;

/** The Luhn check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[digits.length - 1 - i]);
    // Every second digit from the right is doubled, and a two-digit result counts as its digit sum.
    sum += i % 2 === 0 ? d : d < 5 ? d * 2 : d * 2 - 9;
  }
  return sum % 10 === 0;
}

/** A card is valid to the end of its expiry month. */
export function expiryInFuture(month: number, year: number, now: Date): boolean {
  if (month < 1 || month > 12) return false;
  return Date.UTC(year, month, 1) > now.getTime();
}

const cardInvalid = () => new AppError('CARD_INVALID');

export function checkCard(card: CardInput, now: Date): CardInput {
  const number = card.number.replace(/ /g, '');
  if (!luhnValid(number)) throw cardInvalid();
  if (!expiryInFuture(card.expMonth, card.expYear, now)) throw cardInvalid();
  if (!/^[0-9]{3,4}$/.test(card.cvc)) throw cardInvalid();
  return { ...card, number };
}

type Stored = { outcome: GatewayOutcome; amount: number };

/** What a saved sandbox card does when charged later: the outcome class of its test card, nothing more. */
export const SAVED_CARD_CLASSES = ['success', 'declined', 'insufficient', 'action'] as const;
export type SavedCardClass = (typeof SAVED_CARD_CLASSES)[number];

/**
 * A saved sandbox card is a token `pm_sandbox_<class>_<random>`: the class of its test card (what an
 * off-session charge answers) and nothing of the card itself. The class is in the token rather than in
 * this process's memory so that any API instance (the one the renewal job runs on) and a restarted one
 * can charge it, as a real gateway's stored method can be charged from anywhere.
 */
export function sandboxSavedMethod(cls: SavedCardClass, random = randomBytes(9).toString('hex')): string {
  return `pm_sandbox_${cls}_${random}`;
}

/** The class in a sandbox token (anything but `success` and `insufficient` charges as a plain decline). */
function savedClassOf(token: string): string | null {
  return /^pm_sandbox_([a-z]+)_[0-9a-f]{1,64}$/.exec(token)?.[1] ?? null;
}

/**
 * The embedded gateway: deterministic outcomes by card number, idempotent by key, no network. Its memory
 * (what each key returned, charges and refunds) is per process and exists so tests can count charges.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  private readonly byKey = new Map<string, Stored>();
  private readonly refunds = new Map<string, { reference: string; amount: number }>();

  constructor(private readonly webhookSecret = 'sandbox-webhook-secret') {}

  /** Charges that succeeded (each key once). */
  get charges(): { reference: string; amount: number }[] {
    return [...this.byKey.values()]
      .filter((s) => s.outcome.status === 'succeeded')
      .map((s) => ({ reference: s.outcome.reference as string, amount: s.amount }));
  }

  get refundList(): { reference: string; amount: number }[] {
    return [...this.refunds.values()];
  }

  checkMethod(method: PaymentMethodInput | null, now: Date): PaymentMethodInput {
    if (method?.kind !== 'card') {
      throw new AppError('VALIDATION', { fields: { Card: fieldError('validation.required') } });
    }
    return { kind: 'card', card: checkCard(method.card, now) };
  }

  async createPayment(input: Parameters<PaymentGateway['createPayment']>[0]): Promise<GatewayOutcome> {
    const earlier = this.byKey.get(input.idempotencyKey);
    if (earlier) return stripWaitingSave(earlier.outcome);
    let outcome = this.decide(input.method, input.idempotencyKey);
    if (input.saveMethod && outcome.status !== 'declined') {
      // Only a successful card or the extra-step card gets this far: declined ones are not saved.
      const savedMethod = sandboxSavedMethod(outcome.status === 'requires_action' ? 'action' : 'success');
      // Kept on the stored outcome: a confirmed extra step (requires_action) still saves the card.
      outcome = { ...outcome, savedMethod } as GatewayOutcome;
    }
    this.byKey.set(input.idempotencyKey, { outcome, amount: input.amount });
    return stripWaitingSave(outcome);
  }

  async chargeSavedMethod(
    input: Parameters<PaymentGateway['chargeSavedMethod']>[0],
  ): Promise<GatewayOutcome> {
    const earlier = this.byKey.get(input.idempotencyKey);
    if (earlier) return earlier.outcome;
    const reference = `sb_pi_${input.idempotencyKey}`;
    const cls = savedClassOf(input.savedMethod);
    const outcome: GatewayOutcome =
      cls === 'success'
        ? { status: 'succeeded', reference, last4: null }
        : {
            status: 'declined',
            reference,
            last4: null,
            reason: cls === 'insufficient' ? 'insufficient_funds' : 'card_declined',
          };
    this.byKey.set(input.idempotencyKey, { outcome, amount: input.amount });
    return outcome;
  }

  /** The sandbox challenge is answered by confirming: the waiting payment succeeds. */
  async confirmPayment(input: { reference: string; idempotencyKey: string }): Promise<GatewayOutcome> {
    const stored = this.byKey.get(input.idempotencyKey);
    if (!stored || stored.outcome.reference !== input.reference) {
      return { status: 'declined', reference: input.reference, last4: null, reason: 'card_declined' };
    }
    if (stored.outcome.status === 'requires_action') {
      const { savedMethod } = stored.outcome as { savedMethod?: string };
      stored.outcome = {
        status: 'succeeded',
        reference: input.reference,
        last4: stored.outcome.last4,
        ...(savedMethod ? { savedMethod } : {}),
      };
    }
    return stored.outcome;
  }

  async refund(input: { reference: string; amount: number; idempotencyKey: string }) {
    const earlier = this.refunds.get(input.idempotencyKey);
    if (earlier) return { reference: `sb_re_${input.idempotencyKey}` };
    this.refunds.set(input.idempotencyKey, { reference: input.reference, amount: input.amount });
    return { reference: `sb_re_${input.idempotencyKey}` };
  }

  /** Signature header: `sha256=<hex HMAC of the raw body with the webhook secret>`. */
  sign(rawBody: string): string {
    return `sha256=${createHmac('sha256', this.webhookSecret).update(rawBody).digest('hex')}`;
  }

  verifyWebhook(rawBody: string, signature: string | undefined): GatewayEvent | null {
    if (!signature) return null;
    const expected = Buffer.from(this.sign(rawBody));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const event = JSON.parse(rawBody) as Partial<GatewayEvent>;
      if (typeof event.reference !== 'string' || typeof event.type !== 'string') return null;
      return {
        type: event.type as GatewayEvent['type'],
        reference: event.reference,
        idempotencyKey: event.idempotencyKey ?? null,
      };
    } catch {
      return null;
    }
  }

  private decide(method: PaymentMethodInput, key: string): GatewayOutcome {
    if (method.kind !== 'card')
      return { status: 'declined', reference: null, last4: null, reason: 'invalid_card' };
    const number = method.card.number;
    const last4 = number.slice(-4);
    const reference = `sb_pi_${key}`;
    switch (number) {
      case SANDBOX_CARDS.declined:
        return { status: 'declined', reference, last4, reason: 'card_declined' };
      case SANDBOX_CARDS.insufficientFunds:
        return { status: 'declined', reference, last4, reason: 'insufficient_funds' };
      case SANDBOX_CARDS.requiresAction:
        return {
          status: 'requires_action',
          reference,
          last4,
          actionType: 'sandbox_challenge',
          clientSecret: `${reference}_secret`,
        };
      default:
        return luhnValid(number)
          ? { status: 'succeeded', reference, last4 }
          : { status: 'declined', reference: null, last4, reason: 'invalid_card' };
    }
  }
}

/** A saved card is only handed out once the payment succeeded. */
function stripWaitingSave(outcome: GatewayOutcome): GatewayOutcome {
  if (outcome.status !== 'requires_action' || !('savedMethod' in outcome)) return outcome;
  const { savedMethod: _saved, ...rest } = outcome as GatewayOutcome & { savedMethod?: string };
  return rest as GatewayOutcome;
}
