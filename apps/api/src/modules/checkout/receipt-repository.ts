import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs } from '../../db/schema/clubs';
import { packageBundles, packages, payments } from '../../db/schema/commerce';
import { members } from '../../db/schema/members';

/** What a receipt names, for one payment: its member, club, package and what fulfilment credited. */
export async function findReceiptRow(db: DbOrTx, paymentId: string) {
  const [row] = await db
    .select({
      memberId: payments.memberId,
      email: members.email,
      forename: members.forename,
      clubName: clubs.name,
      clubEmail: clubs.customerServiceEmail,
      timeZone: clubs.timeZone,
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
    .innerJoin(members, eq(members.id, payments.memberId))
    .innerJoin(clubs, eq(clubs.id, payments.clubId))
    .innerJoin(packageBundles, eq(packageBundles.id, payments.bundleId))
    .innerJoin(packages, eq(packages.id, packageBundles.packageId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  return row ?? null;
}

export type ReceiptRow = NonNullable<Awaited<ReturnType<typeof findReceiptRow>>>;
