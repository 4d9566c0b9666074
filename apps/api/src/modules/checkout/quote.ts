import { PACKAGE_TYPES } from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Buyer } from './buyer-repository';
import {
  type CatalogueBundle,
  type CataloguePackage,
  type CommerceClub,
  findBundle,
  type StoredPromo,
} from './catalogue-repository';
import { priceFor } from './mapper';
import { checkoutDisabled } from './packages-service';
import { type BundlePrice, joinerFeeMinor, renewalDate } from './pricing';

export type Quote = {
  bundle: CatalogueBundle;
  pkg: CataloguePackage;
  club: CommerceClub;
  promo: StoredPromo | null;
  price: BundlePrice;
  /** The renewal date once a membership package is paid; null for top-ups. */
  extendedRenewal: Date | null;
};

/** The bundle, its package and club (one statement), or BUNDLE_NOT_FOUND. */
export async function findOffer(db: DbOrTx, bundleId: number, options: { includeInactive?: boolean } = {}) {
  const found = await findBundle(db, bundleId, options);
  if (!found) throw new AppError('BUNDLE_NOT_FOUND');
  return found;
}

/** Every rule that decides whether this buyer may buy this package now; throws the refusal. */
export function checkBuyable(buyer: Buyer, pkg: CataloguePackage, club: CommerceClub, now: Date): void {
  if (checkoutDisabled(club)) throw new AppError('CHECKOUT_DISABLED', { params: { clubName: club.name } });
  if (pkg.packageType === PACKAGE_TYPES.membership) {
    // A full package stays open to members renewing it (first payment done), as the screens offer it.
    if (pkg.isFull && !buyer.completedFirstPayment) {
      throw new AppError('PACKAGE_FULL', { params: { packageName: pkg.name } });
    }
    return;
  }
  if (pkg.clubId !== buyer.homeClubId) throw new AppError('BASKET_CLUB_MISMATCH');
  if (!buyer.completedFirstPayment) throw new AppError('FIRST_PAYMENT_DUE');
  if (buyer.membershipExpires && buyer.membershipExpires.getTime() <= now.getTime()) {
    throw new AppError('MEMBERSHIP_EXPIRED');
  }
  if (pkg.packageType === PACKAGE_TYPES.openPlayTopUp && !buyer.flexiPointsAllowed) {
    throw new AppError('OPEN_PLAY_NOT_ALLOWED');
  }
}

/** What this buyer pays for this bundle now, and what a membership package's renewal date becomes. */
export function quoteFor(
  buyer: Buyer,
  offer: { bundle: CatalogueBundle; pkg: CataloguePackage; club: CommerceClub },
  promo: StoredPromo | null,
  now: Date,
): Quote {
  const { bundle, pkg, club } = offer;
  const price = priceFor(bundle, pkg, {
    currency: club.currency,
    promo,
    joinerFee: joinerFeeMinor(club.content.joinerFee),
    completedFirstPayment: buyer.completedFirstPayment,
    balances: { home: buyer.homePoints, flexi: buyer.flexiPoints },
  });
  const extendedRenewal =
    pkg.packageType === PACKAGE_TYPES.membership
      ? renewalDate({
          current: buyer.membershipExpires,
          completedFirstPayment: buyer.completedFirstPayment,
          now,
          timeZone: club.timeZone,
        })
      : null;
  return { ...offer, promo, price, extendedRenewal };
}
