import { PACKAGE_TYPES } from '@fairway/contracts';
import type { Tx } from '../../db/client';
import { recordMemberJoined } from '../integrations';
import { findMembershipFields, startMembership } from '../members';
import { creditHome, insertLedger, insertLot } from '../points';
import { deleteBasket } from './basket-repository';
import type { Buyer } from './buyer-repository';
import type { CataloguePackage, CommerceClub } from './catalogue-repository';
import { type Fulfilment, planFulfilment } from './fulfilment-plan';

export type { Fulfilment, FulfilmentPlan } from './fulfilment-plan';

/**
 * Writes what a paid basket gives (`planFulfilment`) in the paying transaction (buyer locked); the basket
 * is emptied.
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
  const { buyer, pkg, now } = input;
  const previousMembership =
    pkg.packageType === PACKAGE_TYPES.membership ? await findMembershipFields(tx, buyer.id) : null;
  const plan = planFulfilment({ ...input, previousMembership });
  if (plan.membership) {
    const { membership } = plan;
    await startMembership(tx, buyer.id, {
      membershipExpires: membership.newExpires,
      homeClubId: membership.homeClubId,
      packageName: membership.packageName,
      isCorporate: membership.isCorporate,
      playersPerDay: membership.playersPerDay,
    });
    if (pkg.homePoints !== 0) await creditHome(tx, buyer.id, pkg.homePoints);
    if (previousMembership && previousMembership.homeClubId !== membership.homeClubId) {
      await recordMemberJoined(tx, {
        memberId: buyer.id,
        clubId: membership.homeClubId,
        via: 'membership',
        now,
      });
    }
  }
  if (plan.homeCredit > 0) await creditHome(tx, buyer.id, plan.homeCredit);
  const flexiLotId = plan.lot ? await insertLot(tx, { memberId: buyer.id, ...plan.lot }) : null;
  await insertLedger(tx, plan.ledger);
  if (input.emptyBasket !== false) await deleteBasket(tx, buyer.id);
  return { ...plan.result, flexiLotId };
}
