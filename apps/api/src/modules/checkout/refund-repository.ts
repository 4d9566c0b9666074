import { PACKAGE_TYPES } from '@fairway/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { packageBundles, packages, payments } from '../../db/schema/commerce';
import { findClubContact } from '../clubs';
import { findLot } from '../points';

type PaymentRow = Awaited<ReturnType<typeof selectRefundable>>[number];

/** A payment with what a refund decision needs: its club's zone and contact, its package, its lot. */
export type RefundablePayment = Omit<PaymentRow, 'flexiLotId' | 'clubId'> & {
  clubName: string;
  clubEmail: string;
  timeZone: string;
  lotId: number | null;
  lotOriginal: number | null;
  lotRemaining: number | null;
  lotExpiredAt: Date | null;
};

/**
 * The payment's club as the clubs module reads it, and its Open Play lot as the points module reads it
 * (null fields when it gave none).
 */
async function withLot(db: DbOrTx, row: PaymentRow | undefined): Promise<RefundablePayment | null> {
  if (!row) return null;
  const { flexiLotId, clubId, ...payment } = row;
  const club = await findClubContact(db, clubId);
  if (!club) return null;
  const lot = flexiLotId === null ? null : await findLot(db, flexiLotId);
  return {
    ...payment,
    clubName: club.name,
    clubEmail: club.customerServiceEmail,
    timeZone: club.timeZone,
    lotId: lot ? flexiLotId : null,
    lotOriginal: lot?.original ?? null,
    lotRemaining: lot?.remaining ?? null,
    lotExpiredAt: lot?.expiredAt ?? null,
  };
}

function selectRefundable(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: payments.id,
      memberId: payments.memberId,
      status: payments.status,
      packageType: payments.packageType,
      renewal: payments.renewal,
      amount: payments.amount,
      currency: payments.currency,
      gatewayRef: payments.gatewayRef,
      completedAt: payments.completedAt,
      previousExpires: payments.previousExpires,
      newExpires: payments.newExpires,
      homePointsCredited: payments.homePointsCredited,
      previousMembership: payments.previousMembership,
      refundKey: payments.refundKey,
      flexiLotId: payments.flexiLotId,
      clubId: payments.clubId,
      packageName: packages.name,
    })
    .from(payments)
    .innerJoin(packageBundles, eq(packageBundles.id, payments.bundleId))
    .innerJoin(packages, eq(packages.id, packageBundles.packageId))
    .where(where);
}

export async function findRefundablePayment(
  db: DbOrTx,
  paymentId: string,
): Promise<RefundablePayment | null> {
  const [row] = await selectRefundable(db, eq(payments.id, paymentId)).limit(1);
  return withLot(db, row);
}

/** The member's most recent paid membership renewal (refunded or not yet), whatever its age. */
export async function findLatestRenewal(db: DbOrTx, memberId: string): Promise<RefundablePayment | null> {
  const [row] = await selectRefundable(
    db,
    and(
      eq(payments.memberId, memberId),
      eq(payments.status, 'succeeded'),
      eq(payments.renewal, true),
      eq(payments.packageType, PACKAGE_TYPES.membership),
    ),
  )
    .orderBy(desc(payments.completedAt))
    .limit(1);
  return withLot(db, row);
}

/** succeeded → refunded, once: false when the payment was not (or no longer) succeeded. */
export async function markRefunded(
  tx: Tx,
  paymentId: string,
  input: { refundedAt: Date; refundRef: string; refundKey: string },
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ status: 'refunded', ...input })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'succeeded')))
    .returning({ id: payments.id });
  return rows.length === 1;
}
