import { z } from 'zod';
import { PAYMENT_FAILURE_CODES } from './constants';
import { boundedString, idParam } from './primitives';

/**
 * Commerce: packages, the basket and paying for it (member-area §3 Basket, Package; club-discovery §3
 * Package). Prices on the wire are in the club's currency's major unit (3200 = £3,200.00, 2 decimals at
 * most); the database keeps integer minor units and converts in one place (the checkout mapper).
 */

export const ZPackageType = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const COOLING_OFF_DAYS = 14;

/** Currencies a club may sell in (one per club) and the symbol screens show. */
export const CURRENCY_SYMBOLS = { GBP: '£', EUR: '€', USD: '$' } as const;
export type CurrencyCode = keyof typeof CURRENCY_SYMBOLS;
export const CURRENCY_CODES = Object.keys(CURRENCY_SYMBOLS) as [CurrencyCode, ...CurrencyCode[]];

export const ZCurrency = z.object({ CurrencyCode: z.enum(CURRENCY_CODES), CurrencySymbol: z.string() });
export type Currency = z.infer<typeof ZCurrency>;

export const ZBundle = z.object({
  Id: z.number().int(),
  /** The price before any promo code (joiner fee included when it applies). */
  BaselineCost: z.number(),
  /** What the member pays: the promo code applied (joiner fee included when it applies). */
  Cost: z.number(),
  Currency: ZCurrency,
});
export type Bundle = z.infer<typeof ZBundle>;

export const ZPackage = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  IsFull: z.boolean(),
  IsCorporate: z.boolean(),
  HomePoints: z.number().int(),
  PlayersPerDay: z.number().int().nullable(),
  MaxRounds: z.number().int().nullable(),
  Benefits: z.array(z.string()),
  Bundles: z.array(ZBundle),
});
export type Package = z.infer<typeof ZPackage>;

export const ZTopUpPackage = z.object({
  BundleId: z.number().int(),
  Name: z.string(),
  /** Points this top-up adds. */
  HomePoints: z.number().int(),
  AwayPoints: z.number().int(),
  /** The caller's balances once bought (for a visitor: the points it adds). */
  NewHomePoints: z.number().int(),
  NewAwayPoints: z.number().int(),
  BaselineCost: z.number(),
  NewPrice: z.number(),
  Currency: ZCurrency,
});
export type TopUpPackage = z.infer<typeof ZTopUpPackage>;

export const ZAvailablePackages = z.object({
  ClubId: z.number().int(),
  /** Home points top-ups, ascending by points. */
  HomePackages: z.array(ZTopUpPackage),
  /** Open Play points top-ups, ascending by points. */
  AwayPackages: z.array(ZTopUpPackage),
  /** Standard then corporate membership packages. */
  PackageGroups: z.array(
    z.object({ Name: z.string(), IsCorporate: z.boolean(), Packages: z.array(ZPackage) }),
  ),
  /** The joiner fee included in the first membership package's Cost; null when none applies. */
  JoinerFee: z.number().nullable(),
  /** The promo code applied to every price, upper-cased; null when none was given. */
  PromoCode: z.string().nullable(),
  /** Checkout disabled for this club (its switch, or a spa course): screens hide buying. */
  CheckoutDisabled: z.boolean(),
});
export type AvailablePackages = z.infer<typeof ZAvailablePackages>;

/** Promo codes: letters, digits, dash and underscore; compared case-insensitively. */
export const ZPromoCode = z
  .string()
  .trim()
  .max(40)
  .regex(/^[A-Za-z0-9_-]*$/, 'validation.promoCode');

export const ZPackagesQuery = z.object({
  clubId: idParam(0).optional(),
  promocode: ZPromoCode.optional(),
});

export const ZSetBasket = z.object({
  BundleId: z.number().int().min(1).max(2_147_483_647),
  PromoCode: ZPromoCode.nullish(),
  NewClubId: z.number().int().min(0).max(2_147_483_647).nullish(),
  /** The fourth value the spec sends as null; accepted and ignored. */
  Extra: boundedString(200).nullish(),
});
export type SetBasket = z.infer<typeof ZSetBasket>;

export const ZBasketItem = z.object({
  BundleId: z.number().int(),
  PromoCode: z.string().nullable(),
  NewClubId: z.number().int(),
  ClubName: z.string(),
  PackageName: z.string(),
  PackageType: ZPackageType,
  NewHomePoints: z.number().int(),
  NewAwayPoints: z.number().int(),
  BasePrice: z.number(),
  NewPrice: z.number(),
  /** Part of NewPrice that is the joiner fee (0 when none). */
  JoinerFee: z.number(),
  /** What the basket's promo code takes off, shown as its own line (0 without a code). */
  PromoDiscount: z.number(),
  Currency: ZCurrency,
  /** For membership packages: the renewal date once paid; null for top-ups. */
  MembershipExtension: z.object({ ExtendedRenewalDate: z.string() }).nullable(),
});
export type BasketItem = z.infer<typeof ZBasketItem>;

/** The basket: `{ Items: [] }` when empty, one item otherwise (the spec allows at most one). */
export const ZBasket = z.object({ Items: z.array(ZBasketItem).max(1) });
export type Basket = z.infer<typeof ZBasket>;

/** Sandbox card fields; with Stripe the card never reaches the API (a PaymentMethodId does). */
export const ZCardInput = z.object({
  Number: z.string().regex(/^[0-9 ]{12,23}$/, 'validation.cardNumber'),
  ExpMonth: z.number().int().min(1).max(12),
  ExpYear: z.number().int().min(2000).max(2200),
  Cvc: z.string().regex(/^[0-9]{3,4}$/, 'validation.cvc'),
});

export const ZPayRequest = z.object({
  Card: ZCardInput.optional(),
  PaymentMethodId: boundedString(255).optional(),
  /** Save the card for automatic renewal (its gateway reference is kept, never the number). */
  SaveCard: z.boolean().optional(),
});
export type PayRequest = z.infer<typeof ZPayRequest>;

/**
 * Outcome of a pay call. `Succeeded`: paid and fulfilled. `RequiresAction`: the card needs an extra
 * authentication step; `NextAction` says which (the sandbox challenge page or Stripe.js). Declines are
 * errors (CARD_DECLINED, INSUFFICIENT_FUNDS, CARD_INVALID), not results.
 */
export const ZPaymentResult = z.object({
  PaymentId: z.string(),
  Status: z.enum(['Succeeded', 'RequiresAction']),
  PackageType: ZPackageType,
  Amount: z.number(),
  Currency: ZCurrency,
  CardLast4: z.string().nullable(),
  NextAction: z
    .object({ Type: z.enum(['sandbox_challenge', 'stripe_sdk']), ClientSecret: z.string() })
    .nullable(),
  MembershipExpires: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof ZPaymentResult>;

export const ZPaymentIdParams = z.object({ paymentId: z.uuid() });

/** Cancelling a renewal inside its cooling-off window: the refund's outcome. */
export const ZRefundResult = z.object({
  PaymentId: z.string(),
  Status: z.literal('Refunded'),
  Amount: z.number(),
  Currency: ZCurrency,
  /** The renewal date once the extension is reversed (the one before the renewal). */
  MembershipExpires: z.string().nullable(),
  HomePointsReversed: z.number().int(),
  OpenPlayPointsReversed: z.number().int(),
});
export type RefundResult = z.infer<typeof ZRefundResult>;

/** The member's latest renewal still inside its cooling-off window, or null. */
export const ZCoolingOff = z.object({
  Payment: z
    .object({
      PaymentId: z.string(),
      PackageName: z.string(),
      Amount: z.number(),
      Currency: ZCurrency,
      PaidAt: z.string(),
      /** The last instant a cancellation is accepted (end of the 14th day after payment, club time). */
      RefundableUntil: z.string(),
      /** The renewal date a cancellation restores. */
      PreviousExpires: z.string().nullable(),
    })
    .nullable(),
});
export type CoolingOff = z.infer<typeof ZCoolingOff>;
/**
 * `GET /api/checkout/payments/{paymentId}`: the payment's own id, or, when the browser comes back from
 * Stripe with only its `payment_intent` query, the gateway's reference (`pi_…`).
 */
export const ZPaymentLookupParams = z.object({
  paymentId: z.union([z.uuid(), z.string().regex(/^pi_[A-Za-z0-9_]{1,200}$/)]),
});

/**
 * Where a payment stands, for /PaymentProcessing while the gateway confirms. `Pending`: the gateway has
 * not answered yet; `RequiresAction`: the extra authentication step is not done; `Succeeded`: paid and
 * fulfilled; `Failed`: declined or cancelled (`FailureCode` says which). `FirstPayment`: this payment was
 * the member's first membership payment (it leads to /Welcome).
 */
export const ZPaymentStatus = z.object({
  PaymentId: z.string(),
  Status: z.enum(['Pending', 'RequiresAction', 'Succeeded', 'Failed']),
  PackageType: ZPackageType,
  FirstPayment: z.boolean(),
  FailureCode: z.enum(PAYMENT_FAILURE_CODES).nullable(),
});
export type PaymentStatusView = z.infer<typeof ZPaymentStatus>;
