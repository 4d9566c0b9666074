import type { Basket, SetBasket } from '@fairway/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { forgetBasketInputs, keepBasketInputs } from './basket-inputs-kept';
import {
  type BasketRow,
  cancelWaitingPayment,
  deleteBasket,
  findBasket,
  upsertBasket,
} from './basket-repository';
import { type Buyer, findBuyer, lockBuyer } from './buyer-repository';
import { findBundle, findPromoById, releasePromoUse } from './catalogue-repository';
import { toBasketItem } from './mapper';
import { parseInputs, setBasketCall } from './payment-store';
import { resolvePromo } from './promo';
import { checkBuyable, findOffer, quoteFor } from './quote';

export const EMPTY_BASKET: Basket = { Items: [] };

/**
 * The basket may change unless a payment is charging it right now; a payment waiting for the card
 * holder's extra step is cancelled (its promo use given back) since the basket it was for is going.
 */
async function releaseBasket(tx: Tx, basket: BasketRow | null, now: Date): Promise<void> {
  if (!basket?.paymentId) return;
  if (basket.paymentStatus === 'pending') throw new AppError('PAYMENT_IN_PROGRESS');
  if (basket.paymentStatus === 'requires_action') {
    const promoId = await cancelWaitingPayment(tx, basket.paymentId, now);
    if (promoId !== null) await releasePromoUse(tx, promoId);
  }
}

async function lockedBuyer(tx: Tx, memberId: string, now: Date): Promise<Buyer> {
  const buyer = await lockBuyer(tx, memberId, now);
  if (!buyer) throw new AppError('MEMBER_NOT_FOUND');
  return buyer;
}

/**
 * Replaces the basket's one item: every rule is checked first, so a refusal leaves the basket as it was.
 * Answers with the basket priced from what the transaction read under the buyer's lock, as getBasket
 * would read it back.
 */
export async function setBasket(
  db: Db,
  input: { memberId: string; item: SetBasket; now?: Date },
): Promise<Basket> {
  const now = input.now ?? new Date();
  const { item } = input;
  const alone = await setBasketAlone(db, input.memberId, item, now);
  if (alone) return alone;
  forgetBasketInputs(input.memberId);
  return inTransaction(db, async (tx) => {
    const buyer = await lockedBuyer(tx, input.memberId, now);
    const offer = await findOffer(tx, item.BundleId);
    const newClubId = item.NewClubId ?? offer.pkg.clubId;
    if (newClubId !== offer.pkg.clubId) throw new AppError('BASKET_CLUB_MISMATCH');
    checkBuyable(buyer, offer.pkg, offer.club, now);
    const promo = await resolvePromo(tx, offer.club.id, item.PromoCode, now);
    await releaseBasket(tx, await findBasket(tx, input.memberId), now);
    await upsertBasket(tx, {
      memberId: input.memberId,
      bundleId: offer.bundle.id,
      promoCodeId: promo?.id ?? null,
      newClubId,
      now,
    });
    return { Items: [toBasketItem(buyer, quoteFor(buyer, offer, promo, now), newClubId)] };
  });
}

/**
 * Issue 24 §2: the basket set without a transaction of its own, in one round trip (issue 45 §3): one call
 * locks the buyer, reads the inputs (fairway_payment_inputs), checks the basket's rules on them and sets
 * the item unless a payment is attached to the basket (fairway_set_basket). The rules answered are these,
 * the same as the transaction's, on the inputs the call read: the function only decides whether to write,
 * in the same terms (fairway_basket_refused; basket-refused.int.test.ts holds the two together). Null hands
 * the change to the transaction, which decides again: a promo code (looked up and checked there), a payment
 * attached (charging, or waiting for the card holder's step, which the transaction cancels), an unknown
 * member or a lost call.
 */
async function setBasketAlone(db: Db, memberId: string, item: SetBasket, now: Date): Promise<Basket | null> {
  if (item.PromoCode) return null;
  const set = await setBasketCall(db, {
    memberId,
    bundleId: item.BundleId,
    now,
    newClubId: item.NewClubId ?? null,
  });
  if (!set?.inputs) return null;
  const { inputs } = set;
  const { buyer, offer } = parseInputs(inputs);
  if (!offer?.active) throw new AppError('BUNDLE_NOT_FOUND');
  const newClubId = item.NewClubId ?? offer.pkg.clubId;
  if (newClubId !== offer.pkg.clubId) throw new AppError('BASKET_CLUB_MISMATCH');
  checkBuyable(buyer, offer.pkg, offer.club, now);
  if (set.outcome !== 'set') return null;
  keepBasketInputs(memberId, offer.bundle.id, inputs);
  return { Items: [toBasketItem(buyer, quoteFor(buyer, offer, null, now), newClubId)] };
}

/**
 * The basket as the top bar and checkout show it, priced now. A bundle withdrawn since reads as empty.
 * The promo code is shown as stored; paying checks it is still valid (PROMO_CODE_INVALID otherwise).
 */
export async function getBasket(db: Db, input: { memberId: string; now?: Date }): Promise<Basket> {
  const now = input.now ?? new Date();
  const basket = await findBasket(db, input.memberId);
  if (!basket) return EMPTY_BASKET;
  const buyer = await findBuyer(db, input.memberId, now);
  const offer = buyer ? await findBundle(db, basket.bundleId) : null;
  if (!buyer || !offer) return EMPTY_BASKET;
  const promo = basket.promoCodeId === null ? null : await findPromoById(db, basket.promoCodeId);
  return { Items: [toBasketItem(buyer, quoteFor(buyer, offer, promo, now), basket.newClubId)] };
}

export async function emptyBasket(db: Db, input: { memberId: string; now?: Date }): Promise<Basket> {
  const now = input.now ?? new Date();
  forgetBasketInputs(input.memberId);
  await inTransaction(db, async (tx) => {
    await lockedBuyer(tx, input.memberId, now);
    await releaseBasket(tx, await findBasket(tx, input.memberId), now);
    await deleteBasket(tx, input.memberId);
  });
  return EMPTY_BASKET;
}
