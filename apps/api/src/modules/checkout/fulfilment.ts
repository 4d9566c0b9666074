import { OPEN_PLAY_LOT_VALIDITY_MONTHS, PACKAGE_TYPES } from '@fairway/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { members, type PreviousMembership } from '../../db/schema';
import { dayjs } from '../../lib/time';
import { recordMemberJoined } from '../integrations';
import { creditHome, insertLedger, insertLot, type LedgerEntry } from '../points';
import { deleteBasket } from './basket-repository';
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
 * What a paid basket gives, in the paying transaction (buyer locked): a membership started or extended
 * by 12 months from the current renewal date, the first payment marked done, Home points credited, Open
 * Play points as a new lot valid 12 months from purchase, each change a ledger row; the basket emptied.
 */
export async function fulfil(
  tx: Tx,
  input: {
    buyer: Buyer;
    pkg: CataloguePackage;
    club: CommerceClub;
    now: Date;
    /** False for payments that were not for the basket (renewals, arrears): its item stays. */
    emptyBasket?: boolean;
  },
): Promise<Fulfilment> {
  const { buyer, pkg, club, now } = input;
  const ledger: LedgerEntry[] = [];
  let result: Fulfilment = {
    previousExpires: buyer.membershipExpires,
    newExpires: null,
    renewal: false,
    homePointsCredited: 0,
    flexiLotId: null,
    previousMembership: null,
  };

  if (pkg.packageType === PACKAGE_TYPES.membership) {
    const [previousMembership] = await tx
      .select({
        homeClubId: members.homeClubId,
        packageName: members.packageName,
        isCorporate: members.isCorporate,
        playersPerDay: members.playersPerDay,
      })
      .from(members)
      .where(eq(members.id, buyer.id));
    const newExpires = renewalDate({
      current: buyer.membershipExpires,
      completedFirstPayment: buyer.completedFirstPayment,
      now,
      timeZone: club.timeZone,
    });
    await tx
      .update(members)
      .set({
        membershipExpires: newExpires,
        completedFirstPayment: true,
        isInArrears: false,
        homeClubId: pkg.clubId,
        packageName: pkg.name,
        isCorporate: pkg.isCorporate,
        ...(pkg.playersPerDay !== null ? { playersPerDay: pkg.playersPerDay } : {}),
        homePoints: sql`${members.homePoints} + ${pkg.homePoints}`,
      })
      .where(eq(members.id, buyer.id));
    if (previousMembership && previousMembership.homeClubId !== pkg.clubId) {
      await recordMemberJoined(tx, { memberId: buyer.id, clubId: pkg.clubId, via: 'membership', now });
    }
    ledger.push({
      memberId: buyer.id,
      type: buyer.completedFirstPayment ? 'Renewal' : 'New Customer',
      homeDelta: pkg.homePoints,
      description: `${pkg.name} package, ${club.name}`,
      createdAt: now,
    });
    result = {
      ...result,
      newExpires,
      renewal: buyer.completedFirstPayment,
      homePointsCredited: pkg.homePoints,
      previousMembership: previousMembership ?? null,
    };
  } else if (pkg.homePoints > 0) {
    await creditHome(tx, buyer.id, pkg.homePoints);
    result = { ...result, homePointsCredited: pkg.homePoints };
    ledger.push({
      memberId: buyer.id,
      type: 'Home Points Bundle',
      homeDelta: pkg.homePoints,
      description: pkg.name,
      createdAt: now,
    });
  }

  if (pkg.awayPoints > 0) {
    const lotId = await insertLot(tx, {
      memberId: buyer.id,
      points: pkg.awayPoints,
      purchasedAt: now,
      expiresAt: dayjs(now).add(OPEN_PLAY_LOT_VALIDITY_MONTHS, 'month').toDate(),
    });
    result = { ...result, flexiLotId: lotId };
    ledger.push({
      memberId: buyer.id,
      type: 'Away Points Bundle',
      flexiDelta: pkg.awayPoints,
      description: pkg.name,
      createdAt: now,
    });
  }
  await insertLedger(tx, ledger);
  if (input.emptyBasket !== false) await deleteBasket(tx, buyer.id);
  return result;
}
