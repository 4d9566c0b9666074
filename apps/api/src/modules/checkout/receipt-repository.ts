import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { packageBundles, packages, payments } from '../../db/schema/commerce';
import { findClubContact } from '../clubs';
import { findMemberAddress } from '../members';

/** What a receipt names, for one payment: its member, club, package and what fulfilment credited; null when gone. */
export async function findReceiptRow(db: DbOrTx, paymentId: string) {
  const [row] = await db
    .select({
      memberId: payments.memberId,
      clubId: payments.clubId,
      packageName: packages.name,
      packageType: payments.packageType,
      awayPoints: packages.awayPoints,
      renewal: payments.renewal,
      amount: payments.amount,
      currency: payments.currency,
      cardLast4: payments.cardLast4,
      newExpires: payments.newExpires,
      homePoints: payments.homePointsCredited,
      flexiLotId: payments.flexiLotId,
      completedAt: payments.completedAt,
    })
    .from(payments)
    .innerJoin(packageBundles, eq(packageBundles.id, payments.bundleId))
    .innerJoin(packages, eq(packages.id, packageBundles.packageId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!row) return null;
  // The member's address (members') and the club's names and zone (clubs').
  const member = await findMemberAddress(db, row.memberId);
  const club = await findClubContact(db, row.clubId);
  if (!member || !club) return null;
  const { clubId: _, ...payment } = row;
  return {
    ...payment,
    email: member.email,
    forename: member.forename,
    clubName: club.name,
    clubEmail: club.customerServiceEmail,
    timeZone: club.timeZone,
  };
}

export type ReceiptRow = NonNullable<Awaited<ReturnType<typeof findReceiptRow>>>;
