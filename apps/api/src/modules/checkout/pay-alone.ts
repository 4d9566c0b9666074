import { NOTIFICATION_TYPES, PACKAGE_TYPES } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { paymentsSettled } from '../../lib/metrics';
import { type Notifier, notificationValues, writtenNotification } from '../notifications';
import type { GatewayOutcome, PaymentGateway } from '../payments';
import { ledgerRows } from '../points';
import { takeBasketInputs } from './basket-inputs-kept';
import { planFulfilment } from './fulfilment-plan';
import type { PaymentRow } from './payment-repository';
import {
  claimPaymentAlone,
  type PaymentInputs,
  parseInputs,
  readPaymentInputs,
  settleBasketAlone,
} from './payment-store';
import { checkBuyable, quoteFor } from './quote';
import { type Receipt, receiptOf } from './receipt';
import { receiptLeasedAtBirth } from './receipt-outbox';
import { notificationDescription, notificationTitle } from './receipt-texts';

/** A payment claimed alone, with the read it was decided on: its settling call checks that read again. */
export type AloneClaim = {
  payment: PaymentRow;
  inputs: string;
  buyer: PaymentInputs['buyer'];
  offer: NonNullable<PaymentInputs['offer']>;
};

/**
 * Issue 24 §2: a basket's payment claimed in two statements and no transaction of its own (issue 45 §3: in
 * one, on the read the basket was set on, when this instance set it and that read still stands). The rules
 * (quote.ts: checkBuyable, quoteFor) decide on an unlocked read; one call then locks the buyer, checks
 * that read still stands, and inserts the pending payment and attaches it to the basket. A refusal the read
 * shows is answered from it, as the transaction would answer it. Null hands the claim to the transaction
 * (payment-claim.ts claimPayment), which decides again from scratch: the key was used before (a replay), the
 * basket carries a promo code (its use is taken in the transaction) or a payment waiting for the card
 * holder, the read went stale under the lock, the call was lost, or the member is unknown.
 */
export async function claimAlone(
  db: Db,
  gateway: PaymentGateway,
  input: { memberId: string; idempotencyKey: string },
  now: Date,
): Promise<AloneClaim | null> {
  // The inputs this instance set the basket on: claimed on them without a read when they still stand.
  const kept = takeBasketInputs(input.memberId);
  if (kept) {
    const claimed = await claimOnKept(db, gateway, input, now, kept);
    if (claimed) return claimed;
  }
  const read = await readPaymentInputs(db, { memberId: input.memberId, key: input.idempotencyKey, now });
  if (!read || read.inputs === null || read.keyUsed) return null;
  const { basket } = read;
  if (!basket) throw new AppError('BASKET_EMPTY');
  if (basket.paymentId !== null) {
    if (basket.paymentStatus === 'pending') throw new AppError('PAYMENT_IN_PROGRESS');
    return null;
  }
  if (basket.promoCodeId !== null) return null;
  const { buyer, offer } = parseInputs(read.inputs);
  if (!offer?.active) throw new AppError('BUNDLE_NOT_FOUND');
  checkBuyable(buyer, offer.pkg, offer.club, now);
  const claimed = await claimOn(db, gateway, input, now, { inputs: read.inputs, buyer, offer });
  return claimed?.kind === 'claimed' ? claimed.claim : null;
}

/**
 * The claim on the inputs kept from the basket's setting (basket-inputs-kept.ts), or null to read them
 * as usual. Never a refusal: the rules refusing on a kept read, the read gone stale, the basket changed
 * since, the key used before or the call lost all hand over to the read, which answers as it always did.
 */
async function claimOnKept(
  db: Db,
  gateway: PaymentGateway,
  input: { memberId: string; idempotencyKey: string },
  now: Date,
  kept: { bundleId: number; inputs: string },
): Promise<AloneClaim | null> {
  const { buyer, offer } = parseInputs(kept.inputs);
  if (!offer?.active || offer.bundle.id !== kept.bundleId) return null;
  try {
    checkBuyable(buyer, offer.pkg, offer.club, now);
  } catch {
    return null;
  }
  const claimed = await claimOn(db, gateway, input, now, { inputs: kept.inputs, buyer, offer });
  return claimed?.kind === 'claimed' ? claimed.claim : null;
}

/** Prices the basket on `read` and claims it in one call (fairway_claim_payment); null when the call was lost. */
async function claimOn(
  db: Db,
  gateway: PaymentGateway,
  input: { memberId: string; idempotencyKey: string },
  now: Date,
  read: Omit<AloneClaim, 'payment'>,
): Promise<{ kind: 'claimed'; claim: AloneClaim } | { kind: 'stale' | 'replayed' } | null> {
  const { buyer, offer } = read;
  const { price } = quoteFor(buyer, offer, null, now);
  const claimed = await claimPaymentAlone(db, {
    memberId: input.memberId,
    key: input.idempotencyKey,
    bundleId: offer.bundle.id,
    now,
    inputs: read.inputs,
    clubId: offer.club.id,
    packageType: offer.pkg.packageType,
    amount: price.cost,
    joinerFee: price.joinerFee,
    currency: offer.club.currency,
    gateway: gateway.name,
  });
  if (claimed?.kind !== 'claimed') return claimed;
  const payment: PaymentRow = {
    id: claimed.paymentId,
    memberId: input.memberId,
    idempotencyKey: input.idempotencyKey,
    clubId: offer.club.id,
    bundleId: offer.bundle.id,
    packageType: offer.pkg.packageType,
    purpose: 'basket',
    promoCodeId: null,
    amount: price.cost,
    joinerFee: price.joinerFee,
    currency: offer.club.currency,
    status: 'pending',
    gateway: gateway.name,
    gatewayRef: null,
    cardLast4: null,
    failureCode: null,
    newExpires: null,
  };
  return { kind: 'claimed', claim: { payment, ...read } };
}

/**
 * A basket claimed alone and charged at once, settled and fulfilled in one call on the read it was claimed
 * with (still standing under the buyer's lock): the payment out of its open state once, what the package
 * gives (fulfilment-plan.ts planFulfilment, as the transaction writes it: a membership's fields, a
 * top-up's credit, the lot, the ledger rows), the basket emptied and the payer's notification, published
 * once the call has returned. Null hands the settling to the transaction (pay-service.ts conclude): not a
 * success (a decline, an extra step), a card to keep, a membership that moves the member to another club
 * (the club's systems are told of a joiner in that transaction), a stale read, a payment another driver
 * settled first, or a lost call.
 */
export async function settleAlone(
  db: Db,
  notifier: Notifier,
  claim: AloneClaim,
  outcome: GatewayOutcome,
  now: Date,
): Promise<{ payment: PaymentRow; receipt: Receipt } | null> {
  const { payment, buyer, offer } = claim;
  if (outcome.status !== 'succeeded' || outcome.savedMethod) return null;
  const membership = offer.pkg.packageType === PACKAGE_TYPES.membership;
  if (membership && buyer.previous.homeClubId !== offer.pkg.clubId) return null;
  const plan = planFulfilment({
    buyer,
    pkg: offer.pkg,
    club: offer.club,
    now,
    previousMembership: membership ? buyer.previous : null,
  });
  const receipt = receiptOf(
    {
      memberId: buyer.id,
      email: buyer.email,
      forename: buyer.forename,
      clubName: offer.club.name,
      clubEmail: offer.clubEmail,
      timeZone: offer.club.timeZone,
      packageName: offer.pkg.name,
      packageType: offer.pkg.packageType,
      awayPoints: offer.pkg.awayPoints,
      renewal: plan.result.renewal,
      amount: payment.amount,
      currency: payment.currency,
      cardLast4: outcome.last4,
      newExpires: plan.result.newExpires,
      homePoints: plan.result.homePointsCredited,
      openPlayLot: plan.lot !== null,
      completedAt: now,
    },
    payment.id,
  );
  const note = notificationValues({
    type: NOTIFICATION_TYPES.payment,
    title: notificationTitle(receipt),
    description: notificationDescription(receipt),
  });
  const settled = await settleBasketAlone(db, {
    paymentId: payment.id,
    memberId: buyer.id,
    bundleId: offer.bundle.id,
    now,
    inputs: claim.inputs,
    gatewayRef: outcome.reference,
    cardLast4: outcome.last4,
    plan,
    ledger: ledgerRows(plan.ledger),
    notification: note,
    receiptLeasedUntil: receiptLeasedAtBirth(),
  });
  if (settled?.kind !== 'fulfilled') return null;
  notifier.publish([writtenNotification(buyer.id, note, settled.notification)]);
  paymentsSettled.inc({ outcome: 'fulfilled' });
  return {
    payment: {
      ...payment,
      status: 'succeeded',
      gatewayRef: outcome.reference,
      cardLast4: outcome.last4,
      newExpires: plan.result.newExpires,
    },
    receipt,
  };
}
