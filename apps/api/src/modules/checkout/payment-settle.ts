import { NOTIFICATION_TYPES } from '@fairway/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Notify } from '../notifications';
import type { GatewayOutcome } from '../payments';
import { attachPayment } from './basket-repository';
import { type Buyer, lockBuyer } from './buyer-repository';
import { releasePromoUse } from './catalogue-repository';
import { fulfil } from './fulfilment';
import { findPayment, type PaymentRow, setPaymentExpiries, settlePayment } from './payment-repository';
import { findOffer } from './quote';
import { type Receipt, receiptFacts } from './receipt';
import { oweReceipt } from './receipt-outbox';
import { notificationDescription, notificationTitle } from './receipt-texts';
import { saveMethod } from './saved-method-repository';

/** How a charged payment was settled. */
export type Settled =
  | { kind: 'fulfilled'; payment: PaymentRow; receipt: Receipt | null }
  | { kind: 'already'; payment: PaymentRow }
  | {
      kind: 'requires_action';
      payment: PaymentRow;
      actionType: 'sandbox_challenge' | 'stripe_sdk';
      clientSecret: string;
    }
  | { kind: 'declined'; payment: PaymentRow };

/**
 * The settling transaction (step 3 of `payBasket` when it cannot be one call): the payment leaves its open
 * state by a conditional update, so of several drivers of one payment only one fulfils; a decline gives the
 * promo use back and frees the basket.
 */
export async function settle(
  tx: Tx,
  notify: Notify,
  payment: PaymentRow,
  outcome: GatewayOutcome,
  now: Date,
): Promise<Settled> {
  const buyer = await lockBuyer(tx, payment.memberId, now);
  if (!buyer) throw new AppError('MEMBER_NOT_FOUND');
  const open: PaymentRow['status'][] = ['pending', 'requires_action'];
  if (outcome.status === 'succeeded') {
    const row = await settlePayment(tx, payment.id, open, {
      status: 'succeeded',
      gatewayRef: outcome.reference,
      cardLast4: outcome.last4,
      completedAt: now,
    });
    if (!row) return { kind: 'already', payment: (await findPayment(tx, payment.id)) ?? payment };
    if (outcome.savedMethod) {
      await saveMethod(tx, {
        memberId: row.memberId,
        gateway: row.gateway,
        reference: outcome.savedMethod,
        cardLast4: outcome.last4,
        createdAt: now,
      });
    }
    return { kind: 'fulfilled', ...(await fulfilPayment(tx, notify, row, buyer, now)) };
  }
  if (outcome.status === 'requires_action') {
    const row = await settlePayment(tx, payment.id, ['pending'], {
      status: 'requires_action',
      gatewayRef: outcome.reference,
      cardLast4: outcome.last4,
    });
    const current = row ?? (await findPayment(tx, payment.id)) ?? payment;
    if (current.status !== 'requires_action') return { kind: 'already', payment: current };
    return {
      kind: 'requires_action',
      payment: current,
      actionType: outcome.actionType,
      clientSecret: outcome.clientSecret,
    };
  }
  const row = await settlePayment(tx, payment.id, open, {
    status: 'failed',
    gatewayRef: outcome.reference,
    cardLast4: outcome.last4,
    failureCode: outcome.reason,
    completedAt: now,
  });
  if (!row) return { kind: 'already', payment: (await findPayment(tx, payment.id)) ?? payment };
  // The attempt is over: the promo use goes back and the basket can be paid again with another card.
  if (row.promoCodeId !== null) await releasePromoUse(tx, row.promoCodeId);
  if (row.purpose === 'basket') await attachPayment(tx, row.memberId, null);
  return { kind: 'declined', payment: row };
}

/**
 * Gives what was paid for, owes the receipt e-mail and tells the payer (type 5, no destination), all in the
 * settling transaction.
 */
async function fulfilPayment(
  tx: Tx,
  notify: Notify,
  payment: PaymentRow,
  buyer: Buyer,
  now: Date,
): Promise<{ payment: PaymentRow; receipt: Receipt | null }> {
  const offer = await findOffer(tx, payment.bundleId, { includeInactive: true });
  const expiries = await fulfil(tx, {
    buyer,
    pkg: offer.pkg,
    club: offer.club,
    now,
    emptyBasket: payment.purpose === 'basket',
  });
  await setPaymentExpiries(tx, payment.id, expiries);
  // Its receipt e-mail is owed with it, and sent after the commit (receipt-outbox.ts).
  await oweReceipt(tx, payment.id);
  const facts = await receiptFacts(tx, payment.id);
  if (facts) {
    await notify(facts.memberId, {
      type: NOTIFICATION_TYPES.payment,
      title: notificationTitle(facts),
      description: notificationDescription(facts),
    });
  }
  return { payment: { ...payment, newExpires: expiries.newExpires }, receipt: facts };
}
