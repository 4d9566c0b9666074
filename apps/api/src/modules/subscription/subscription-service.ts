import type { Subscription } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findBuyer,
  findOffer,
  findRenewalBundleId,
  findSavedMethod,
  quoteFor,
  toCurrency,
  toMajor,
} from '../checkout';
import { findSubscriptionProfile, setAutoRenew } from '../members';

/** The member's subscription as `GET /api/payment/subscription` answers it. */
export async function getSubscription(db: Db, memberId: string, now = new Date()): Promise<Subscription> {
  const profile = await findSubscriptionProfile(db, memberId);
  const buyer = await findBuyer(db, memberId, now);
  if (!profile || !buyer) throw new AppError('MEMBER_NOT_FOUND');
  const saved = await findSavedMethod(db, memberId);
  const bundleId = await findRenewalBundleId(db, profile);
  let price: Pick<Subscription, 'Amount' | 'Currency'> = { Amount: null, Currency: null };
  if (bundleId !== null) {
    const offer = await findOffer(db, bundleId);
    const quote = quoteFor(buyer, offer, null, now);
    price = {
      Amount: toMajor(quote.price.cost),
      Currency: toCurrency(offer.club.currency as Parameters<typeof toCurrency>[0]),
    };
  }
  const expires = profile.membershipExpires;
  const running = profile.completedFirstPayment && expires !== null && expires.getTime() > now.getTime();
  return {
    Status: profile.isInArrears ? 'Arrears' : running ? 'Active' : 'None',
    AutoRenewOn: profile.autoRenew,
    PackageName: profile.packageName,
    BundleId: bundleId,
    NextRenewalDate: expires ? expires.toISOString() : null,
    ...price,
    CardLast4: saved?.cardLast4 ?? null,
  };
}

/** Turns automatic renewal on or off; on needs a saved card (SAVED_CARD_REQUIRED, nothing written). */
export async function updateSubscription(
  db: Db,
  input: { memberId: string; autoRenewOn: boolean; now?: Date },
): Promise<Subscription> {
  if (input.autoRenewOn && !(await findSavedMethod(db, input.memberId))) {
    throw new AppError('SAVED_CARD_REQUIRED');
  }
  await setAutoRenew(db, input.memberId, input.autoRenewOn);
  return getSubscription(db, input.memberId, input.now);
}
