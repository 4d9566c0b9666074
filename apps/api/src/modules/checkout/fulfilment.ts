import { OPEN_PLAY_LOT_VALIDITY_MONTHS, PACKAGE_TYPES } from '@fairway/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { members } from '../../db/schema';
import { dayjs } from '../../lib/time';
import { creditHome, insertLedger, insertLot, type LedgerEntry } from '../points/wallet-repository';
import { deleteBasket } from './basket-repository';
import type { Buyer } from './buyer-repository';
import type { CataloguePackage, CommerceClub } from './catalogue-repository';
import { renewalDate } from './pricing';

export type Fulfilment = { previousExpires: Date | null; newExpires: Date | null };

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
  let result: Fulfilment = { previousExpires: buyer.membershipExpires, newExpires: null };

  if (pkg.packageType === PACKAGE_TYPES.membership) {
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
    ledger.push({
      memberId: buyer.id,
      type: buyer.completedFirstPayment ? 'Renewal' : 'New Customer',
      homeDelta: pkg.homePoints,
      description: `${pkg.name} package, ${club.name}`,
      createdAt: now,
    });
    result = { ...result, newExpires };
  } else if (pkg.homePoints > 0) {
    await creditHome(tx, buyer.id, pkg.homePoints);
    ledger.push({
      memberId: buyer.id,
      type: 'Home Points Bundle',
      homeDelta: pkg.homePoints,
      description: pkg.name,
      createdAt: now,
    });
  }

  if (pkg.awayPoints > 0) {
    await insertLot(tx, {
      memberId: buyer.id,
      points: pkg.awayPoints,
      purchasedAt: now,
      expiresAt: dayjs(now).add(OPEN_PLAY_LOT_VALIDITY_MONTHS, 'month').toDate(),
    });
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
