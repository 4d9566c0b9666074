import { OPEN_PLAY_LOT_VALIDITY_MONTHS, PACKAGE_TYPES } from '@fairway/contracts';
import type { PreviousMembership } from '../../db/schema/commerce';
import { dayjs } from '../../lib/time';
import type { LedgerEntry } from '../points';
import type { Buyer } from './buyer-repository';
import type { CataloguePackage, CommerceClub } from './catalogue-repository';
import { renewalDate } from './pricing';

export type Fulfilment = {
  previousExpires: Date | null;
  newExpires: Date | null;
  /** What a cooling-off refund needs to reverse exactly this fulfilment (stored on the payment). */
  renewal: boolean;
  homePointsCredited: number;
  flexiLotId: number | null;
  /** Membership packages: the package fields the fulfilment overwrote. */
  previousMembership: PreviousMembership | null;
};

/**
 * What a paid package gives, decided once for both ways of writing it (`fulfil` in the paying transaction,
 * and a basket's one call, pay-alone.ts): the membership's new fields, the Home points credited on their
 * own, the Open Play lot, and the ledger rows. `previousMembership` is what a membership package
 * overwrites (null for top-ups).
 */
export type FulfilmentPlan = {
  /** Membership packages: the member's fields set (Home points are credited with them). */
  membership: {
    newExpires: Date;
    homeClubId: number;
    packageName: string;
    isCorporate: boolean;
    playersPerDay: number | null;
  } | null;
  /** Home points credited by themselves (a top-up's); a membership's come with its fields. */
  homeCredit: number;
  lot: { points: number; purchasedAt: Date; expiresAt: Date } | null;
  ledger: LedgerEntry[];
  /** The fulfilment as stored on the payment, but for the lot's id (known once it is written). */
  result: Omit<Fulfilment, 'flexiLotId'>;
};

/**
 * What a paid basket gives: a membership started or extended by 12 months from the current renewal date,
 * the first payment marked done, Home points credited, Open Play points as a new lot valid 12 months from
 * purchase, each change a ledger row.
 */
export function planFulfilment(input: {
  buyer: Buyer;
  pkg: CataloguePackage;
  club: CommerceClub;
  now: Date;
  previousMembership: PreviousMembership | null;
}): FulfilmentPlan {
  const { buyer, pkg, club, now } = input;
  const ledger: LedgerEntry[] = [];
  const plan: FulfilmentPlan = {
    membership: null,
    homeCredit: 0,
    lot: null,
    ledger,
    result: {
      previousExpires: buyer.membershipExpires,
      newExpires: null,
      renewal: false,
      homePointsCredited: 0,
      previousMembership: null,
    },
  };
  if (pkg.packageType === PACKAGE_TYPES.membership) {
    const newExpires = renewalDate({
      current: buyer.membershipExpires,
      completedFirstPayment: buyer.completedFirstPayment,
      now,
      timeZone: club.timeZone,
    });
    plan.membership = {
      newExpires,
      homeClubId: pkg.clubId,
      packageName: pkg.name,
      isCorporate: pkg.isCorporate,
      playersPerDay: pkg.playersPerDay,
    };
    ledger.push({
      memberId: buyer.id,
      type: buyer.completedFirstPayment ? 'Renewal' : 'New Customer',
      homeDelta: pkg.homePoints,
      description: `${pkg.name} package, ${club.name}`,
      createdAt: now,
    });
    plan.result = {
      ...plan.result,
      newExpires,
      renewal: buyer.completedFirstPayment,
      homePointsCredited: pkg.homePoints,
      previousMembership: input.previousMembership,
    };
  } else if (pkg.homePoints > 0) {
    plan.homeCredit = pkg.homePoints;
    plan.result = { ...plan.result, homePointsCredited: pkg.homePoints };
    ledger.push({
      memberId: buyer.id,
      type: 'Home Points Bundle',
      homeDelta: pkg.homePoints,
      description: pkg.name,
      createdAt: now,
    });
  }
  if (pkg.awayPoints > 0) {
    plan.lot = {
      points: pkg.awayPoints,
      purchasedAt: now,
      expiresAt: dayjs(now).add(OPEN_PLAY_LOT_VALIDITY_MONTHS, 'month').toDate(),
    };
    ledger.push({
      memberId: buyer.id,
      type: 'Away Points Bundle',
      flexiDelta: pkg.awayPoints,
      description: pkg.name,
      createdAt: now,
    });
  }
  return plan;
}
