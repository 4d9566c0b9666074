import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PaymentGateway, PaymentMethodInput } from '../payments';
import { attachPayment, cancelWaitingPayment, findBasket } from './basket-repository';
import { lockBuyer } from './buyer-repository';
import { claimPromoUse, findPromoById, releasePromoUse } from './catalogue-repository';
import { findPaymentByKey, insertPayment, type PaymentRow } from './payment-repository';
import { promoRefusal } from './pricing';
import { checkBuyable, findOffer, quoteFor } from './quote';

/** A pay call's request (pay-service.ts `payBasket`). */
export type PayInput = {
  memberId: string;
  idempotencyKey: string;
  method: PaymentMethodInput | null;
  /** Keep the card at the gateway for automatic renewal (stored as the member's saved method). */
  saveMethod?: boolean;
  now?: Date;
};

/**
 * The claim's outcome: a payment to drive (charge and settle), or one already settled that a replayed
 * key answers again.
 */
export type Claim = { kind: 'settled' | 'drive'; payment: PaymentRow; replayed: boolean };

/**
 * The claiming transaction (step 1 of `payBasket` when it cannot be one call, pay-alone.ts): the buyer
 * locked, the key and the basket claimed by a pending payment, the promo use taken; every refusal here
 * writes nothing.
 */
export async function claimPayment(
  tx: Tx,
  gateway: PaymentGateway,
  input: PayInput,
  now: Date,
): Promise<Claim> {
  const buyer = await lockBuyer(tx, input.memberId, now);
  if (!buyer) throw new AppError('MEMBER_NOT_FOUND');
  const earlier = await findPaymentByKey(tx, input.memberId, input.idempotencyKey);
  if (earlier) {
    // Its basket changed while it waited for the extra step: a new key pays the basket as it is now.
    if (earlier.status === 'canceled') throw new AppError('PAYMENT_CANCELED');
    const open = earlier.status === 'pending' || earlier.status === 'requires_action';
    return { kind: open ? 'drive' : 'settled', payment: earlier, replayed: true };
  }
  const basket = await findBasket(tx, input.memberId);
  if (!basket) throw new AppError('BASKET_EMPTY');
  if (basket.paymentId && basket.paymentStatus === 'pending') throw new AppError('PAYMENT_IN_PROGRESS');
  if (basket.paymentId && basket.paymentStatus === 'requires_action') {
    const promoId = await cancelWaitingPayment(tx, basket.paymentId, now);
    if (promoId !== null) await releasePromoUse(tx, promoId);
  }
  const offer = await findOffer(tx, basket.bundleId);
  checkBuyable(buyer, offer.pkg, offer.club, now);
  const promo = await takePromo(tx, basket.promoCodeId, offer.club.id, now);
  const quote = quoteFor(buyer, offer, promo, now);
  const payment = await insertPayment(tx, {
    memberId: input.memberId,
    idempotencyKey: input.idempotencyKey,
    clubId: offer.club.id,
    bundleId: offer.bundle.id,
    packageType: offer.pkg.packageType,
    promoCodeId: promo?.id ?? null,
    amount: quote.price.cost,
    joinerFee: quote.price.joinerFee,
    currency: offer.club.currency,
    gateway: gateway.name,
    createdAt: now,
  });
  await attachPayment(tx, input.memberId, payment.id);
  return { kind: 'drive', payment, replayed: false };
}

/** The basket's promo code, still valid, with one use taken atomically (PROMO_CODE_USED_UP when none left). */
async function takePromo(tx: Tx, promoId: number | null, clubId: number, now: Date) {
  if (promoId === null) return null;
  const promo = await findPromoById(tx, promoId);
  if (!promo) throw new AppError('PROMO_CODE_INVALID');
  const refusal = promoRefusal(promo, clubId, now);
  if (refusal) throw new AppError(refusal, { params: { code: promo.code } });
  if (!(await claimPromoUse(tx, promo.id)))
    throw new AppError('PROMO_CODE_USED_UP', { params: { code: promo.code } });
  return promo;
}
