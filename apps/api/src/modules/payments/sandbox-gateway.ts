import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import type { CardInput, GatewayEvent, GatewayOutcome, PaymentGateway, PaymentMethodInput } from './gateway';
import {
  claimSandboxKey,
  completeSandboxChallenge,
  findSandboxKey,
  listSandboxCharges,
  listSandboxRefunds,
  recordSandboxRefund,
} from './sandbox-repository';

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

/** The sandbox's card check: the number, expiry and CVC (CARD_INVALID), or the missing card (VALIDATION). */
export function checkSandboxMethod(method: PaymentMethodInput | null, now: Date): PaymentMethodInput {
  if (method?.kind !== 'card') {
    throw new AppError('VALIDATION', { fields: { Card: fieldError('validation.required') } });
  }
  return { kind: 'card', card: checkCard(method.card, now) };
}

/** Signature header: `sha256=<hex HMAC of the raw body with the webhook secret>`. */
export function signSandboxWebhook(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** The event a delivery signed with `secret` carries; null when it is not signed so, or no secret is set. */
export function verifySandboxWebhook(
  secret: string | null,
  rawBody: string,
  signature: string | undefined,
): GatewayEvent | null {
  if (!signature || !secret) return null;
  const expected = Buffer.from(signSandboxWebhook(secret, rawBody));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const event = JSON.parse(rawBody) as Partial<GatewayEvent>;
    if (typeof event.reference !== 'string' || typeof event.type !== 'string') return null;
    return {
      type: event.type as GatewayEvent['type'],
      reference: event.reference,
      idempotencyKey: event.idempotencyKey ?? null,
      ...(typeof event.amount === 'number' ? { amount: event.amount } : {}),
      ...(typeof event.currency === 'string' ? { currency: event.currency } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * The embedded gateway: deterministic outcomes by card number, idempotent by key, no network. Its books
 * (what each key answered, refunds) are tables of the application's database (sandbox-repository.ts), so
 * every API instance sees the same payments: a 3-D Secure payment started on one is confirmed on another.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  private readonly refundsOnTheirWay = new Set<Promise<void>>();

  /**
   * `webhookSecret`: this install's own (sandboxWebhookKey), never a value written in the code (issue 46
   * §6: a delivery forged with the old fixed secret settled a payment waiting for 3-D Secure). Without
   * one, every delivery is refused.
   */
  constructor(
    private readonly db: Db,
    private readonly webhookSecret: string | null = null,
  ) {}

  /** Charges that succeeded (each key once), in the order they were made. */
  charges(): Promise<{ reference: string; amount: number }[]> {
    return listSandboxCharges(this.db);
  }

  async refundList(): Promise<{ reference: string; amount: number }[]> {
    await Promise.all(this.refundsOnTheirWay);
    return listSandboxRefunds(this.db);
  }

  checkMethod(method: PaymentMethodInput | null, now: Date): PaymentMethodInput {
    return checkSandboxMethod(method, now);
  }

  async createPayment(input: Parameters<PaymentGateway['createPayment']>[0]): Promise<GatewayOutcome> {
    // The outcome is decided from the card and the key alone; a key charged before keeps its own (the
    // claim's conflict answers it), so one conditional insert is the whole charge.
    let outcome = this.decide(input.method, input.idempotencyKey);
    if (input.saveMethod && outcome.status !== 'declined') {
      // Only a successful card or the extra-step card gets this far: declined ones are not saved.
      const savedMethod = sandboxSavedMethod(outcome.status === 'requires_action' ? 'action' : 'success');
      // Kept on the stored outcome: a confirmed extra step (requires_action) still saves the card.
      outcome = { ...outcome, savedMethod } as GatewayOutcome;
    }
    const stored = await claimSandboxKey(this.db, input.idempotencyKey, { outcome, amount: input.amount });
    return stripWaitingSave(stored.outcome);
  }

  async chargeSavedMethod(
    input: Parameters<PaymentGateway['chargeSavedMethod']>[0],
  ): Promise<GatewayOutcome> {
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
    return (await claimSandboxKey(this.db, input.idempotencyKey, { outcome, amount: input.amount })).outcome;
  }

  /** The sandbox challenge is answered by confirming: the waiting payment succeeds. */
  async confirmPayment(input: { reference: string; idempotencyKey: string }): Promise<GatewayOutcome> {
    const completed = await completeSandboxChallenge(this.db, input.idempotencyKey, input.reference);
    if (completed) return completed.outcome;
    const stored = await findSandboxKey(this.db, input.idempotencyKey);
    if (!stored || stored.outcome.reference !== input.reference) {
      return { status: 'declined', reference: input.reference, last4: null, reason: 'card_declined' };
    }
    return stored.outcome;
  }

  /**
   * The refund's reference depends on its key alone, so the answer needs no read. Its record is written
   * without being awaited: checkout refunds a renewal inside its own transaction (refund-service.ts), and
   * on the embedded database, one connection, a write of ours would wait for that transaction to end.
   * refundList waits for records still on their way.
   */
  async refund(input: { reference: string; amount: number; idempotencyKey: string }) {
    const write = recordSandboxRefund(this.db, input.idempotencyKey, {
      reference: input.reference,
      amount: input.amount,
    });
    this.refundsOnTheirWay.add(write);
    write.then(
      () => this.refundsOnTheirWay.delete(write),
      () => {}, // kept in the set: refundList rethrows it
    );
    return { reference: `sb_re_${input.idempotencyKey}` };
  }

  /** A delivery's signature, as a test or a developer's script sends it; none without a secret. */
  sign(rawBody: string): string {
    if (!this.webhookSecret) throw new Error('the sandbox gateway has no webhook secret');
    return signSandboxWebhook(this.webhookSecret, rawBody);
  }

  verifyWebhook(rawBody: string, signature: string | undefined): GatewayEvent | null {
    return verifySandboxWebhook(this.webhookSecret, rawBody, signature);
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
