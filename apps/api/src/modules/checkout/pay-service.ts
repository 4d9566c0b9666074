import type { PaymentResult } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { paymentsSettled } from '../../lib/metrics';
import { inTransaction } from '../../lib/transaction';
import type { Notifier } from '../notifications';
import type { DeclineReason, GatewayEvent, GatewayOutcome, PaymentGateway } from '../payments';
import { chargePayment } from './charge';
import { chargeMismatch } from './charge-mismatch';
import { toCurrency } from './mapper';
import { claimAlone, settleAlone } from './pay-alone';
import { type Claim, claimPayment, type PayInput } from './payment-claim';
import { findPayment, type PaymentRow } from './payment-repository';
import { settle } from './payment-settle';
import { toMajor } from './pricing';
import type { FulfilledHook, Receipt } from './receipt';

/**
 * `notifier`: the type-5 payment notification is written in the fulfilling transaction (issue 8 §3: a
 * notification commits or rolls back with its cause) and pushed live once it commits.
 */
export type { FulfilledHook } from './receipt';
export type PayDeps = { gateway: PaymentGateway; onFulfilled: FulfilledHook[]; notifier: Notifier };
export type { PayInput } from './payment-claim';
export type PayOutcome = { result: PaymentResult; replayed: boolean };

const DECLINE_CODES = {
  card_declined: 'CARD_DECLINED',
  insufficient_funds: 'INSUFFICIENT_FUNDS',
  invalid_card: 'CARD_INVALID',
} as const satisfies Record<DeclineReason, string>;

const declineError = (reason: string | null) =>
  new AppError(DECLINE_CODES[(reason ?? 'card_declined') as DeclineReason] ?? 'CARD_DECLINED');

/**
 * Pays for the basket, at most once per basket and per Idempotency-Key, in three steps:
 * 1. claim (one call, else one transaction; buyer locked): the key and the basket are claimed by a pending payment and
 *    the promo use is taken; every refusal here writes nothing;
 * 2. charge through the gateway, keyed by the payment's id, outside any transaction;
 * 3. settle (one call, else one transaction): the payment leaves its open state by a conditional update, so of several
 *    drivers of one payment (double click, second tab, replay, webhook) only one fulfils.
 * A retry with the same key drives the same payment again; the gateway never charges a key twice.
 */
export { chargePayment };

export async function payBasket(db: Db, deps: PayDeps, input: PayInput): Promise<PayOutcome> {
  const now = input.now ?? new Date();
  const method = deps.gateway.checkMethod(input.method, now);
  // Claimed, and a top-up settled, each in one call where it can be (pay-alone.ts); else in a transaction.
  const alone = await claimAlone(db, deps.gateway, input, now);
  const claim: Claim = alone
    ? { kind: 'drive', payment: alone.payment, replayed: false }
    : await inTransaction(db, (tx) => claimPayment(tx, deps.gateway, input, now));
  if (claim.kind === 'settled') return finished(claim.payment, claim.replayed);
  const { payment } = claim;
  const outcome = await chargePayment(db, deps.gateway, {
    payment,
    method,
    memberId: input.memberId,
    saveMethod: input.saveMethod,
    description: `Fairway basket ${payment.bundleId}`,
  });
  const settled = alone && (await settleAlone(db, deps.notifier, alone, outcome, now));
  if (settled) {
    await runHooks(deps.onFulfilled, settled.payment, settled.receipt);
    return finished(settled.payment, false);
  }
  return conclude(db, deps, { payment, outcome, now, replayed: claim.replayed });
}

/**
 * The browser's call once the card holder has answered the extra authentication step of a payment that
 * was `RequiresAction`: the gateway says how it ended and the payment is settled as a pay call would.
 * Calling it again answers the same outcome.
 */
export async function confirmPayment(
  db: Db,
  deps: PayDeps,
  input: { memberId: string; paymentId: string; now?: Date },
): Promise<PayOutcome> {
  const now = input.now ?? new Date();
  const payment = await findPayment(db, input.paymentId);
  if (!payment || payment.memberId !== input.memberId) throw new AppError('PAYMENT_NOT_FOUND');
  if (payment.status === 'canceled') throw new AppError('PAYMENT_CANCELED');
  if (payment.status === 'pending') throw new AppError('PAYMENT_IN_PROGRESS');
  if (payment.status !== 'requires_action' || !payment.gatewayRef) return finished(payment, true);
  const outcome = await deps.gateway
    .confirmPayment({ reference: payment.gatewayRef, idempotencyKey: payment.id })
    .catch(() => {
      throw new AppError('TRY_AGAIN');
    });
  return conclude(db, deps, { payment, outcome, now, replayed: false });
}

/** What a verified webhook event did: for the log and the test; the route acknowledges every one. */
export type EventSettlement =
  | 'fulfilled'
  | 'failed'
  | 'already'
  | 'unknown_payment'
  | 'ignored'
  | 'refunded_after_cancel'
  | 'amount_mismatch'
  | 'currency_mismatch';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A processor's webhook event settles its payment through the same conditional update as pay and
 * confirm, so however many deliveries and browser calls race, one fulfils. The payment is found by its
 * id (the idempotency key it was charged with) and must carry the event's reference once it has one.
 * `payment.failed` ends a waiting payment like a decline (promo use back, basket payable again). A
 * payment cancelled while it waited (its basket changed) that the card holder then completed anyway is
 * refunded, once (the refund is keyed by the payment).
 */
export async function settleFromGatewayEvent(
  db: Db,
  deps: PayDeps,
  event: GatewayEvent,
  now: Date = new Date(),
): Promise<{ settlement: EventSettlement; paymentId: string | null }> {
  if (event.type !== 'payment.succeeded' && event.type !== 'payment.failed') {
    return { settlement: 'ignored', paymentId: null };
  }
  const id = event.idempotencyKey;
  const payment = id && UUID.test(id) ? await findPayment(db, id) : null;
  if (!payment || (payment.gatewayRef !== null && payment.gatewayRef !== event.reference)) {
    return { settlement: 'unknown_payment', paymentId: null };
  }
  if (event.type === 'payment.succeeded') {
    // A success settles only the charge that was asked for: an event for another amount or currency (a
    // tampered or misrouted payment) settles nothing, whatever its signature.
    const mismatch = chargeMismatch(event, payment);
    if (mismatch) return { settlement: mismatch, paymentId: payment.id };
  }
  if (event.type === 'payment.succeeded' && payment.status === 'canceled') {
    // Paid after its basket changed and it was cancelled: nothing is fulfilled, so the money goes back.
    await deps.gateway.refund({
      reference: event.reference,
      amount: payment.amount,
      idempotencyKey: `canceled_${payment.id}`,
    });
    return { settlement: 'refunded_after_cancel', paymentId: payment.id };
  }
  const last4 = event.last4 ?? payment.cardLast4;
  const outcome: GatewayOutcome =
    event.type === 'payment.succeeded'
      ? {
          status: 'succeeded',
          reference: event.reference,
          last4,
          ...(event.savedMethod ? { savedMethod: event.savedMethod } : {}),
        }
      : { status: 'declined', reference: event.reference, last4, reason: event.reason ?? 'card_declined' };
  const settled = await deps.notifier.transaction(db, (tx, notify) =>
    settle(tx, notify, payment, outcome, now),
  );
  paymentsSettled.inc({ outcome: settled.kind });
  if (settled.kind === 'fulfilled') await runHooks(deps.onFulfilled, settled.payment, settled.receipt);
  const settlement =
    settled.kind === 'fulfilled' ? 'fulfilled' : settled.kind === 'declined' ? 'failed' : 'already';
  return { settlement, paymentId: payment.id };
}

/** Settles a charged payment (any purpose) in one transaction and answers it as a pay call would. */
export async function conclude(
  db: Db,
  deps: PayDeps,
  input: { payment: PaymentRow; outcome: GatewayOutcome; now: Date; replayed: boolean },
): Promise<PayOutcome> {
  const settled = await deps.notifier.transaction(db, (tx, notify) =>
    settle(tx, notify, input.payment, input.outcome, input.now),
  );
  paymentsSettled.inc({ outcome: settled.kind });
  if (settled.kind === 'fulfilled') await runHooks(deps.onFulfilled, settled.payment, settled.receipt);
  if (settled.kind === 'requires_action') {
    return {
      result: toResult(settled.payment, { Type: settled.actionType, ClientSecret: settled.clientSecret }),
      replayed: input.replayed,
    };
  }
  return finished(settled.payment, input.replayed);
}

/** A payment in a final state as the pay call answers it: the result, or its decline as an error. */
function finished(payment: PaymentRow, replayed: boolean): PayOutcome {
  if (payment.status === 'succeeded') return { result: toResult(payment, null), replayed };
  if (payment.status === 'failed') throw declineError(payment.failureCode);
  // requires_action reached through another driver: the waiting step is answered by the first caller.
  if (payment.status === 'requires_action') throw new AppError('PAYMENT_IN_PROGRESS');
  throw new AppError('REQUEST_IN_PROGRESS');
}

function toResult(payment: PaymentRow, nextAction: PaymentResult['NextAction']): PaymentResult {
  return {
    PaymentId: payment.id,
    Status: nextAction ? 'RequiresAction' : 'Succeeded',
    PackageType: payment.packageType,
    Amount: toMajor(payment.amount),
    Currency: toCurrency(payment.currency as Parameters<typeof toCurrency>[0]),
    CardLast4: payment.cardLast4,
    NextAction: nextAction,
    MembershipExpires: payment.newExpires ? payment.newExpires.toISOString() : null,
  };
}

async function runHooks(hooks: FulfilledHook[], payment: PaymentRow, receipt: Receipt | null): Promise<void> {
  for (const hook of hooks) {
    await hook({
      receipt,
      paymentId: payment.id,
      memberId: payment.memberId,
      packageType: payment.packageType,
      amount: payment.amount,
      currency: payment.currency,
    }).catch(() => {
      // A receipt that fails must not turn a paid, fulfilled basket into an error.
    });
  }
}
