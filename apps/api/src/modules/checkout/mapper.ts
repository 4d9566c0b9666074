import {
  type AvailablePackages,
  type BasketItem,
  CURRENCY_SYMBOLS,
  type Currency,
  type CurrencyCode,
  PACKAGE_TYPES,
  type Package,
  type TopUpPackage,
} from '@fairway/contracts';
import type { CatalogueBundle, CataloguePackage } from './catalogue-repository';
import { type BundlePrice, joinerFeeApplies, priceBundle, sortTopUps, toMajor } from './pricing';

/** Database rows and minor units → the spec's wire names and major units: the one place it happens. */
export const toCurrency = (code: CurrencyCode): Currency => ({
  CurrencyCode: code,
  CurrencySymbol: CURRENCY_SYMBOLS[code],
});

export type PricingContext = {
  currency: CurrencyCode;
  promo: { kind: 'percent' | 'fixed'; amount: number } | null;
  joinerFee: number;
  completedFirstPayment: boolean;
  /** The caller's balances (0 for visitors): top-ups show the balances once bought. */
  balances: { home: number; flexi: number };
};

export function priceFor(bundle: CatalogueBundle, pkg: CataloguePackage, ctx: PricingContext): BundlePrice {
  const joinerFee = joinerFeeApplies(pkg.packageType, ctx.completedFirstPayment) ? ctx.joinerFee : 0;
  return priceBundle(bundle, { promo: ctx.promo, joinerFee });
}

function toPackage(pkg: CataloguePackage, bundles: CatalogueBundle[], ctx: PricingContext): Package {
  return {
    Id: pkg.id,
    Name: pkg.name,
    Description: pkg.description,
    IsFull: pkg.isFull,
    IsCorporate: pkg.isCorporate,
    HomePoints: pkg.homePoints,
    PlayersPerDay: pkg.playersPerDay,
    MaxRounds: pkg.maxRounds,
    Benefits: pkg.benefits,
    Bundles: bundles.map((b) => {
      const price = priceFor(b, pkg, ctx);
      return {
        Id: b.id,
        BaselineCost: toMajor(price.baseline),
        Cost: toMajor(price.cost),
        Currency: toCurrency(ctx.currency),
      };
    }),
  };
}

function toTopUps(items: { pkg: CataloguePackage; bundles: CatalogueBundle[] }[], ctx: PricingContext) {
  const rows = items.flatMap(({ pkg, bundles }) =>
    bundles.map((b) => ({ id: b.id, points: pkg.homePoints + pkg.awayPoints, cost: b.cost, pkg, b })),
  );
  return sortTopUps(rows).map(({ pkg, b }): TopUpPackage => {
    const price = priceFor(b, pkg, ctx);
    return {
      BundleId: b.id,
      Name: pkg.name,
      HomePoints: pkg.homePoints,
      AwayPoints: pkg.awayPoints,
      NewHomePoints: ctx.balances.home + pkg.homePoints,
      NewAwayPoints: ctx.balances.flexi + pkg.awayPoints,
      BaselineCost: toMajor(price.baseline),
      NewPrice: toMajor(price.cost),
      Currency: toCurrency(ctx.currency),
    };
  });
}

export function toAvailablePackages(
  clubId: number,
  catalogue: { pkg: CataloguePackage; bundles: CatalogueBundle[] }[],
  ctx: PricingContext & { promoCode: string | null; checkoutDisabled: boolean; showTopUps: boolean },
): AvailablePackages {
  const of = (type: number) => catalogue.filter((c) => c.pkg.packageType === type);
  const memberships = of(PACKAGE_TYPES.membership);
  const group = (isCorporate: boolean) => ({
    Name: isCorporate ? 'Corporate' : 'Standard',
    IsCorporate: isCorporate,
    Packages: memberships
      .filter((c) => c.pkg.isCorporate === isCorporate)
      .map((c) => toPackage(c.pkg, c.bundles, ctx)),
  });
  const joinerFee = joinerFeeApplies(PACKAGE_TYPES.membership, ctx.completedFirstPayment) ? ctx.joinerFee : 0;
  return {
    ClubId: clubId,
    HomePackages: ctx.showTopUps ? toTopUps(of(PACKAGE_TYPES.homeTopUp), ctx) : [],
    AwayPackages: ctx.showTopUps ? toTopUps(of(PACKAGE_TYPES.openPlayTopUp), ctx) : [],
    PackageGroups: [group(false), group(true)].filter((g) => g.Packages.length > 0),
    JoinerFee: joinerFee > 0 ? toMajor(joinerFee) : null,
    PromoCode: ctx.promoCode,
    CheckoutDisabled: ctx.checkoutDisabled,
  };
}

export function toBasketItem(
  buyer: { homePoints: number; flexiPoints: number },
  quote: {
    bundle: CatalogueBundle;
    pkg: CataloguePackage;
    club: { name: string; currency: CurrencyCode };
    promo: { code: string } | null;
    price: BundlePrice;
    extendedRenewal: Date | null;
  },
  newClubId: number,
): BasketItem {
  const { bundle, pkg, club, price } = quote;
  return {
    BundleId: bundle.id,
    PromoCode: quote.promo?.code ?? null,
    NewClubId: newClubId,
    ClubName: club.name,
    PackageName: pkg.name,
    PackageType: pkg.packageType,
    NewHomePoints: buyer.homePoints + pkg.homePoints,
    NewAwayPoints: buyer.flexiPoints + pkg.awayPoints,
    BasePrice: toMajor(price.baseline),
    NewPrice: toMajor(price.cost),
    JoinerFee: toMajor(price.joinerFee),
    PromoDiscount: toMajor(price.promoDiscount),
    Currency: toCurrency(club.currency),
    MembershipExtension: quote.extendedRenewal
      ? { ExtendedRenewalDate: quote.extendedRenewal.toISOString() }
      : null,
  };
}
