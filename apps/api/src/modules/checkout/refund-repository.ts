import { PACKAGE_TYPES } from '@fairway/contracts';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { clubs } from '../../db/schema/clubs';
import { type PreviousMembership, packageBundles, packages, payments } from '../../db/schema/commerce';
import { members } from '../../db/schema/members';
import { flexiLots } from '../../db/schema/points';

/** A payment with what a refund decision needs: its club's zone and contact, its package, its lot. */
export type RefundablePayment = Awaited<ReturnType<typeof selectRefundable>>[number];

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
      lotId: flexiLots.id,
      lotOriginal: flexiLots.original,
      lotRemaining: flexiLots.remaining,
      lotExpiredAt: flexiLots.expiredAt,
      clubName: clubs.name,
      clubEmail: clubs.customerServiceEmail,
      timeZone: clubs.timeZone,
      packageName: packages.name,
    })
    .from(payments)
    .innerJoin(clubs, eq(clubs.id, payments.clubId))
    .innerJoin(packageBundles, eq(packageBundles.id, payments.bundleId))
    .innerJoin(packages, eq(packages.id, packageBundles.packageId))
    .leftJoin(flexiLots, eq(flexiLots.id, payments.flexiLotId))
    .where(where);
}

export async function findRefundablePayment(
  db: DbOrTx,
  paymentId: string,
): Promise<RefundablePayment | null> {
  const [row] = await selectRefundable(db, eq(payments.id, paymentId)).limit(1);
  return row ?? null;
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
  return row ?? null;
}

export type RefundeeRow = { homePoints: number; membershipExpires: Date | null };

/** The member's renewal date and Home balance; in a transaction, locked as every points change locks it. */
export async function lockRefundee(tx: Tx, memberId: string): Promise<RefundeeRow | null> {
  const [row] = await selectRefundee(tx, memberId).for('no key update');
  return row ?? null;
}

export async function findRefundee(db: DbOrTx, memberId: string): Promise<RefundeeRow | null> {
  const [row] = await selectRefundee(db, memberId);
  return row ?? null;
}

function selectRefundee(db: DbOrTx, memberId: string) {
  return db
    .select({ homePoints: members.homePoints, membershipExpires: members.membershipExpires })
    .from(members)
    .where(eq(members.id, memberId));
}

/** Puts the renewal date and package back and takes the renewal's Home points off the balance. */
export async function restoreMembership(
  tx: Tx,
  memberId: string,
  input: { membershipExpires: Date | null; homePoints: number; previous: PreviousMembership | null },
): Promise<void> {
  await tx
    .update(members)
    .set({
      ...(input.previous ?? {}),
      membershipExpires: input.membershipExpires,
      homePoints: sql`${members.homePoints} - ${input.homePoints}`,
    })
    .where(eq(members.id, memberId));
}

/** Empties an untouched, live lot (closed as expired so nothing credits it again); its points, or null. */
export async function takeBackLot(tx: Tx, lotId: number, now: Date): Promise<number | null> {
  const [row] = await tx
    .update(flexiLots)
    .set({ remaining: 0, expiredAt: now })
    .where(
      and(
        eq(flexiLots.id, lotId),
        isNull(flexiLots.expiredAt),
        sql`${flexiLots.remaining} = ${flexiLots.original}`,
      ),
    )
    .returning({ points: flexiLots.original });
  return row?.points ?? null;
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
