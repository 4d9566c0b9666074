import { z } from 'zod';
import { ZCurrency, ZPayRequest } from './checkout';

/**
 * The member's subscription (`GET /api/payment/subscription`): their membership package renewed each
 * year, automatically when AutoRenewOn (charged to the saved card shortly before NextRenewalDate).
 * Status: `Active` (membership running), `None` (no first payment yet, or lapsed), `Arrears` (a renewal
 * was not paid: the account is locked until the amount is paid on /Arrears).
 */
export const ZSubscription = z.object({
  Status: z.enum(['Active', 'None', 'Arrears']),
  AutoRenewOn: z.boolean(),
  PackageName: z.string().nullable(),
  /** The bundle a renewal (or the arrears payment) buys; null when the club sells none for the package. */
  BundleId: z.number().int().nullable(),
  /** The current renewal date: when the membership ends unless renewed. */
  NextRenewalDate: z.string().nullable(),
  /** What the next renewal (or the arrears) costs now, in major units; null when it cannot be priced. */
  Amount: z.number().nullable(),
  Currency: ZCurrency.nullable(),
  /** Last four digits of the card saved for automatic renewal; null when none is saved. */
  CardLast4: z.string().nullable(),
});
export type Subscription = z.infer<typeof ZSubscription>;

/** Turns automatic renewal on (needs a saved card: pay once with SaveCard) or off. */
export const ZSetSubscription = z.object({ AutoRenewOn: z.boolean() }).strict();
export type SetSubscription = z.infer<typeof ZSetSubscription>;

/** Paying arrears: the card (sandbox) or PaymentMethodId (Stripe), as for the basket. */
export const ZPayArrearsRequest = ZPayRequest;
export type PayArrearsRequest = z.infer<typeof ZPayArrearsRequest>;
