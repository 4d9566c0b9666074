import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import {
  cancelWaitingPayment,
  chargePayment,
  checkBuyable,
  conclude,
  findOffer,
  findOpenPayments,
  findPaymentByKey,
  findRenewalBundleId,
  findSavedMethod,
  insertPayment,
  lockBuyer,
  type PayDeps,
  type PaymentRow,
  type PayOutcome,
  quoteFor,
} from '../checkout';
import { findSubscriptionProfile, listRenewalsDue, putInArrears } from '../members';
import type { GatewayOutcome, PaymentMethodInput } from '../payments';
import { isRenewalDue, renewalKey, renewalWindow } from './renewal-window';

export type RenewalOutcome = 'renewed' | 'declined' | 'skipped';
export type RenewalRun = { due: number; renewed: number; declined: number; skipped: number; errors: number };

const DECLINES = new Set(['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'CARD_INVALID']);

/**
 * The daily automatic renewal: every member with AutoRenewOn whose renewal date falls within the window
 * is renewed for their current package at its current price, charged to their saved card with them
 * absent. One member's failure never stops the others; a run can be repeated at will (see renewMember).
 */
export async function runRenewals(
  db: Db,
  deps: PayDeps,
  options: { now?: Date; daysBefore: number },
): Promise<RenewalRun> {
  const now = options.now ?? new Date();
  const due = await listRenewalsDue(db, renewalWindow(now, options.daysBefore));
  const run: RenewalRun = { due: due.length, renewed: 0, declined: 0, skipped: 0, errors: 0 };
  for (const memberId of due) {
    try {
      run[await renewMember(db, deps, { memberId, now, daysBefore: options.daysBefore })]++;
    } catch {
      // TRY_AGAIN (gateway unreachable): the payment stays pending and the next run drives it again.
      run.errors++;
    }
  }
  return run;
}

type RenewalClaim =
  | { kind: 'skip' }
  | { kind: 'settled'; payment: PaymentRow }
  | { kind: 'drive'; payment: PaymentRow; savedMethod: string | null };

/**
 * Renews one member through the checkout's claim → charge → settle path: the payment is keyed by
 * member and renewal date (renewalKey), so a rerun, a retry or a second instance running the same job
 * finds the same payment and never charges twice. A declined charge (or no saved card) puts the member
 * in arrears; a payment already settled is answered as it ended.
 */
export async function renewMember(
  db: Db,
  deps: PayDeps,
  input: { memberId: string; now: Date; daysBefore: number },
): Promise<RenewalOutcome> {
  const { memberId, now } = input;
  const claim = await inTransaction(db, (tx) => claimRenewal(tx, deps, input));
  if (claim.kind === 'skip') return 'skipped';
  if (claim.kind === 'settled') return settledOutcome(db, claim.payment);
  const { payment, savedMethod } = claim;
  if (!savedMethod && payment.amount > 0) {
    await putInArrears(db, memberId);
    return 'declined';
  }
  const outcome: GatewayOutcome =
    payment.amount === 0
      ? { status: 'succeeded', reference: `free_${payment.id}`, last4: null }
      : await deps.gateway
          .chargeSavedMethod({
            amount: payment.amount,
            currency: payment.currency,
            idempotencyKey: payment.id,
            savedMethod: savedMethod as string,
            description: `Fairway automatic renewal ${payment.bundleId}`,
          })
          .catch(() => {
            throw new AppError('TRY_AGAIN');
          });
  try {
    const { result } = await conclude(db, deps, { payment, outcome, now, replayed: false });
    if (result.Status === 'Succeeded') return 'renewed';
    // An off-session charge cannot answer an extra authentication step: the member pays on /Arrears.
    await putInArrears(db, memberId);
    return 'declined';
  } catch (error) {
    if (error instanceof AppError && DECLINES.has(error.code)) {
      await putInArrears(db, memberId);
      return 'declined';
    }
    throw error;
  }
}

async function settledOutcome(db: Db, payment: PaymentRow): Promise<RenewalOutcome> {
  if (payment.status === 'succeeded') return 'renewed';
  if (payment.status === 'failed') {
    // Settled as declined by a run that stopped before locking the account: finish its work.
    await putInArrears(db, payment.memberId);
    return 'declined';
  }
  return 'skipped';
}

async function claimRenewal(
  tx: Tx,
  deps: PayDeps,
  input: { memberId: string; now: Date; daysBefore: number },
): Promise<RenewalClaim> {
  const { memberId, now } = input;
  const buyer = await lockBuyer(tx, memberId, now);
  const profile = await findSubscriptionProfile(tx, memberId);
  if (!buyer || !profile?.membershipExpires) return { kind: 'skip' };
  const key = renewalKey(memberId, profile.membershipExpires);
  const saved = await findSavedMethod(tx, memberId);
  const earlier = await findPaymentByKey(tx, memberId, key);
  if (earlier) {
    if (earlier.purpose !== 'renewal') return { kind: 'skip' };
    if (earlier.status === 'pending') {
      return { kind: 'drive', payment: earlier, savedMethod: saved?.reference ?? null };
    }
    return { kind: 'settled', payment: earlier };
  }
  const eligible =
    profile.autoRenew &&
    !profile.isInArrears &&
    profile.completedFirstPayment &&
    isRenewalDue(profile.membershipExpires, now, input.daysBefore);
  if (!eligible) return { kind: 'skip' };
  const bundleId = await findRenewalBundleId(tx, profile);
  if (bundleId === null) return { kind: 'skip' };
  const offer = await findOffer(tx, bundleId);
  try {
    checkBuyable(buyer, offer.pkg, offer.club, now);
  } catch {
    // The club does not sell it online (checkout disabled): not the member's fault, nothing charged.
    return { kind: 'skip' };
  }
  const payment = await insertRenewalPayment(tx, deps, { buyer, offer, key, purpose: 'renewal', now });
  return { kind: 'drive', payment, savedMethod: saved?.reference ?? null };
}

export type PayArrearsInput = {
  memberId: string;
  idempotencyKey: string;
  method: PaymentMethodInput | null;
  saveMethod?: boolean;
  now?: Date;
};

/**
 * Pays the arrears of a member whose renewal failed: their current package at its current price, by
 * card, through the same claim → charge → settle path as the basket (same Idempotency-Key rules). On
 * success the membership is renewed from its renewal date and the account unlocked in one transaction.
 */
export async function payArrears(db: Db, deps: PayDeps, input: PayArrearsInput): Promise<PayOutcome> {
  const now = input.now ?? new Date();
  const method = deps.gateway.checkMethod(input.method, now);
  const claim = await inTransaction(db, (tx) => claimArrears(tx, deps, input, now));
  const { payment } = claim;
  if (claim.kind === 'settled')
    return conclude(db, deps, { payment, outcome: replay(payment), now, replayed: true });
  const outcome = await chargePayment(db, deps.gateway, {
    payment,
    method,
    memberId: input.memberId,
    saveMethod: input.saveMethod,
    description: `Fairway arrears ${payment.bundleId}`,
  });
  return conclude(db, deps, { payment, outcome, now, replayed: claim.replayed });
}

/** The outcome a settled payment ended with, so that replaying it answers the same (never re-settles). */
function replay(payment: PaymentRow): GatewayOutcome {
  if (payment.status === 'succeeded') {
    return { status: 'succeeded', reference: payment.gatewayRef ?? '', last4: payment.cardLast4 };
  }
  return {
    status: 'declined',
    reference: payment.gatewayRef,
    last4: payment.cardLast4,
    reason: (payment.failureCode ?? 'card_declined') as 'card_declined',
  };
}

async function claimArrears(
  tx: Tx,
  deps: PayDeps,
  input: PayArrearsInput,
  now: Date,
): Promise<{ kind: 'settled' | 'drive'; payment: PaymentRow; replayed: boolean }> {
  const buyer = await lockBuyer(tx, input.memberId, now);
  if (!buyer) throw new AppError('MEMBER_NOT_FOUND');
  const earlier = await findPaymentByKey(tx, input.memberId, input.idempotencyKey);
  if (earlier) {
    if (earlier.purpose !== 'arrears') throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (earlier.status === 'canceled') throw new AppError('PAYMENT_CANCELED');
    const open = earlier.status === 'pending' || earlier.status === 'requires_action';
    return { kind: open ? 'drive' : 'settled', payment: earlier, replayed: true };
  }
  const profile = await findSubscriptionProfile(tx, input.memberId);
  if (!profile?.isInArrears) throw new AppError('NOT_IN_ARREARS');
  for (const open of await findOpenPayments(tx, input.memberId, 'arrears')) {
    if (open.status === 'pending') throw new AppError('PAYMENT_IN_PROGRESS');
    // A payment still waiting for its extra step is abandoned: this new attempt replaces it.
    await cancelWaitingPayment(tx, open.id, now);
  }
  const bundleId = await findRenewalBundleId(tx, profile);
  if (bundleId === null) throw new AppError('NO_RENEWAL_PACKAGE');
  const offer = await findOffer(tx, bundleId);
  checkBuyable(buyer, offer.pkg, offer.club, now);
  const key = input.idempotencyKey;
  const payment = await insertRenewalPayment(tx, deps, { buyer, offer, key, purpose: 'arrears', now });
  return { kind: 'drive', payment, replayed: false };
}

/**
 * The one payment row of a renewal, the run's or the arrears': the member's current package at its
 * current price (no promotion), in the club's currency, through the configured gateway.
 */
async function insertRenewalPayment(
  tx: Tx,
  deps: PayDeps,
  input: {
    buyer: Parameters<typeof quoteFor>[0];
    offer: Parameters<typeof quoteFor>[1];
    key: string;
    purpose: 'renewal' | 'arrears';
    now: Date;
  },
): Promise<PaymentRow> {
  const { buyer, offer, now } = input;
  const quote = quoteFor(buyer, offer, null, now);
  return insertPayment(tx, {
    memberId: buyer.id,
    idempotencyKey: input.key,
    purpose: input.purpose,
    clubId: offer.club.id,
    bundleId: offer.bundle.id,
    packageType: offer.pkg.packageType,
    promoCodeId: null,
    amount: quote.price.cost,
    joinerFee: quote.price.joinerFee,
    currency: offer.club.currency,
    gateway: deps.gateway.name,
    createdAt: now,
  });
}
