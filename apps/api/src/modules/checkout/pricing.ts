import { MEMBERSHIP_MONTHS, PACKAGE_TYPES, type PackageTypeValue } from '@fairway/contracts';
import type { PromoKind } from '../../db/schema/commerce';
import { dayjs } from '../../lib/time';

/** Prices are integer minor units (pence) everywhere on the server; the wire shows major units. */
export const toMajor = (minor: number): number => minor / 100;

/** Club content's joinerFee is in major units (250 = £250); rounded to whole minor units. */
export const joinerFeeMinor = (joinerFee: number | null): number =>
  joinerFee ? Math.round(joinerFee * 100) : 0;

export type Promo = {
  id: number;
  clubId: number;
  kind: PromoKind;
  amount: number;
  validFrom: Date;
  validUntil: Date | null;
  usageLimit: number | null;
  timesUsed: number;
};

export type PromoRefusal = 'PROMO_CODE_INVALID' | 'PROMO_CODE_USED_UP';

/** Why a promo code cannot be used at `clubId` now, or null. Unknown codes are refused by the caller. */
export function promoRefusal(promo: Promo, clubId: number, now: Date): PromoRefusal | null {
  if (promo.clubId !== clubId) return 'PROMO_CODE_INVALID';
  if (now < promo.validFrom) return 'PROMO_CODE_INVALID';
  if (promo.validUntil && now >= promo.validUntil) return 'PROMO_CODE_INVALID';
  if (promo.usageLimit !== null && promo.timesUsed >= promo.usageLimit) return 'PROMO_CODE_USED_UP';
  return null;
}

/** The cost with a promo applied: percent off rounds the discount to the nearest minor unit; never below 0. */
export function applyPromo(cost: number, promo: Pick<Promo, 'kind' | 'amount'> | null): number {
  if (!promo) return cost;
  const off = promo.kind === 'percent' ? Math.round((cost * promo.amount) / 100) : promo.amount;
  return Math.max(0, cost - off);
}

/** The joiner fee is carried by a membership package while the member's first payment is not done. */
export function joinerFeeApplies(packageType: PackageTypeValue, completedFirstPayment: boolean): boolean {
  return packageType === PACKAGE_TYPES.membership && !completedFirstPayment;
}

/** Minor units. `promoDiscount`: what the promo code took off the bundle (0 without one), itemised at checkout. */
export type BundlePrice = { baseline: number; cost: number; joinerFee: number; promoDiscount: number };

/** A bundle's price for one buyer: the promo discounts the bundle only, the joiner fee is added after. */
export function priceBundle(
  bundle: { baselineCost: number; cost: number },
  options: { promo: Pick<Promo, 'kind' | 'amount'> | null; joinerFee: number },
): BundlePrice {
  const { promo, joinerFee } = options;
  const discounted = applyPromo(bundle.cost, promo);
  return {
    baseline: bundle.baselineCost + joinerFee,
    cost: discounted + joinerFee,
    joinerFee,
    promoDiscount: bundle.cost - discounted,
  };
}

/**
 * The renewal date a 12-month membership purchase leads to. Joining (no first payment, or no date yet):
 * 12 months from now. Renewing: 12 months added to the current renewal date, early or late — never from
 * today when early; a late renewal whose new date would already be past restarts from now. Months are
 * added on the club's calendar, so the wall-clock time survives summer time; 29 February goes to 28.
 */
export function renewalDate(input: {
  current: Date | null;
  completedFirstPayment: boolean;
  now: Date;
  timeZone: string;
}): Date {
  const { current, completedFirstPayment, now, timeZone } = input;
  const fromNow = () => dayjs(now).tz(timeZone).add(MEMBERSHIP_MONTHS, 'month').toDate();
  if (!completedFirstPayment || !current) return fromNow();
  const extended = dayjs(current).tz(timeZone).add(MEMBERSHIP_MONTHS, 'month').toDate();
  return extended.getTime() > now.getTime() ? extended : fromNow();
}

/** Top-ups are listed ascending by the points they add (member-area §9); ties by price, then id. */
export function sortTopUps<T extends { points: number; cost: number; id: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.points - b.points || a.cost - b.cost || a.id - b.id);
}
