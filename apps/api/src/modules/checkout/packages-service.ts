import type { AvailablePackages } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { AppError, unauthenticated } from '../../lib/app-error';
import { findBuyer } from './buyer-repository';
import { type CommerceClub, findCatalogue, findCommerceClub } from './catalogue-repository';
import { toAvailablePackages } from './mapper';
import { joinerFeeMinor } from './pricing';
import { resolvePromo } from './promo';

/** Checkout is off when the club's content switch says so or the club has a spa course (member-area §4). */
export const checkoutDisabled = (club: CommerceClub): boolean => club.content.disableCheckout || club.hasSpa;

/**
 * The club's packages priced for the caller. Members get their home club by default, their joiner fee
 * status and balances; visitors (the public packages page) must name the club and are priced as joiners,
 * without top-ups.
 */
export async function listAvailablePackages(
  db: Db,
  input: { memberId: string | null; clubId?: number; promoCode?: string; now?: Date },
): Promise<AvailablePackages> {
  const now = input.now ?? new Date();
  const buyer = input.memberId ? await findBuyer(db, input.memberId, now) : null;
  if (input.memberId && !buyer) throw unauthenticated();
  const clubId = input.clubId ?? buyer?.homeClubId;
  if (clubId === undefined) throw unauthenticated();
  const club = await findCommerceClub(db, clubId);
  if (!club) throw new AppError('CLUB_NOT_FOUND');
  const promo = await resolvePromo(db, club.id, input.promoCode, now);
  const catalogue = await findCatalogue(db, club.id);
  return toAvailablePackages(club.id, catalogue, {
    currency: club.currency,
    promo,
    promoCode: promo?.code ?? null,
    joinerFee: joinerFeeMinor(club.content.joinerFee),
    completedFirstPayment: buyer?.completedFirstPayment ?? false,
    balances: { home: buyer?.homePoints ?? 0, flexi: buyer?.flexiPoints ?? 0 },
    checkoutDisabled: checkoutDisabled(club),
    showTopUps: buyer !== null,
  });
}
