import { type CoolingOff, PACKAGE_TYPES, type RefundResult } from '@fairway/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { clubs, flexiLots, members, packageBundles, packages, payments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import type { PaymentGateway } from '../payments/gateway';
import { insertLedger } from '../points/wallet-repository';
import { coolingOffEnds, insideCoolingOff, pointsUnspent } from './cooling-off';
import { toCurrency } from './mapper';
import { toMajor } from './pricing';

type RefundablePayment = Awaited<ReturnType<typeof findRefundable>>[number];

/** A payment with what a refund decision needs: its club's zone and contact, its package, its lot. */
function findRefundable(db: DbOrTx, where: ReturnType<typeof and>) {
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

const lotOf = (p: RefundablePayment) =>
  p.lotId === null
    ? null
    : { original: p.lotOriginal ?? 0, remaining: p.lotRemaining ?? 0, expired: p.lotExpiredAt !== null };

const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

function toRefundResult(p: RefundablePayment, restored: Date | null): RefundResult {
  return {
    PaymentId: p.id,
    Status: 'Refunded',
    Amount: toMajor(p.amount),
    Currency: toCurrency(p.currency as Parameters<typeof toCurrency>[0]),
    MembershipExpires: restored ? restored.toISOString() : null,
    HomePointsReversed: p.homePointsCredited,
    OpenPlayPointsReversed: p.lotId === null ? 0 : (p.lotOriginal ?? 0),
  };
}

/**
 * Cancels a renewal inside its 14-day cooling-off window (member-area §9): in ONE transaction, with the
 * member locked as every points change locks it, the rules are checked, the gateway refunds the whole
 * amount (its idempotency key is the payment's, so it never refunds twice), the renewal date goes back
 * to what it was before, the Home points and the Open Play lot it credited are taken back with a Refund
 * ledger row, and the payment is marked refunded. Any refusal writes nothing. Only renewals of a
 * membership qualify: a first payment (joining) and points top-ups are refused (REFUND_NOT_RENEWAL).
 * A call again with the same Idempotency-Key answers the same result; another key gets
 * PAYMENT_ALREADY_REFUNDED.
 *
 * The gateway call is made inside the transaction on purpose: the member's row stays locked until the
 * reversal commits, so a booking cannot spend the points between the check and the refund. Should the
 * commit fail after the gateway refunded, a retry reaches the same gateway refund (same key) and
 * commits the reversal.
 */
export async function refundRenewal(
  db: Db,
  gateway: PaymentGateway,
  input: { memberId: string; paymentId: string; idempotencyKey: string; now?: Date },
): Promise<RefundResult> {
  const now = input.now ?? new Date();
  return inTransaction(db, async (tx) => {
    const [member] = await tx
      .select({ homePoints: members.homePoints, membershipExpires: members.membershipExpires })
      .from(members)
      .where(eq(members.id, input.memberId))
      .for('no key update');
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    const [p] = await findRefundable(tx, and(eq(payments.id, input.paymentId)));
    if (!p || p.memberId !== input.memberId) throw new AppError('PAYMENT_NOT_FOUND');
    const contact = { params: { clubName: p.clubName, contact: p.clubEmail } };
    if (p.status === 'refunded') {
      if (p.refundKey === input.idempotencyKey) return toRefundResult(p, member.membershipExpires);
      throw new AppError('PAYMENT_ALREADY_REFUNDED');
    }
    if (p.status !== 'succeeded' || p.packageType !== PACKAGE_TYPES.membership || !p.renewal) {
      throw new AppError('REFUND_NOT_RENEWAL');
    }
    if (!p.completedAt || !insideCoolingOff(p.completedAt, now, p.timeZone)) {
      throw new AppError('REFUND_WINDOW_CLOSED', contact);
    }
    if (!sameInstant(member.membershipExpires, p.newExpires))
      throw new AppError('REFUND_SUPERSEDED', contact);
    if (
      !pointsUnspent({ homeBalance: member.homePoints, homeCredited: p.homePointsCredited, lot: lotOf(p) })
    ) {
      throw new AppError('REFUND_POINTS_SPENT', contact);
    }

    const refund =
      p.amount > 0 && p.gatewayRef
        ? await gateway
            .refund({ reference: p.gatewayRef, amount: p.amount, idempotencyKey: `refund_${p.id}` })
            .catch(() => {
              throw new AppError('TRY_AGAIN');
            })
        : { reference: `free_refund_${p.id}` };

    await reverse(tx, p, now);
    const [marked] = await tx
      .update(payments)
      .set({
        status: 'refunded',
        refundedAt: now,
        refundRef: refund.reference,
        refundKey: input.idempotencyKey,
      })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'succeeded')))
      .returning({ id: payments.id });
    // Unreachable while the member lock is held; a guard, not a path.
    if (!marked) throw new AppError('PAYMENT_ALREADY_REFUNDED');
    return toRefundResult(p, p.previousExpires);
  });
}

/** Takes back what the renewal gave: the renewal date, its Home points, its untouched Open Play lot. */
async function reverse(tx: Tx, p: RefundablePayment, now: Date): Promise<void> {
  await tx
    .update(members)
    .set({
      membershipExpires: p.previousExpires,
      homePoints: sql`${members.homePoints} - ${p.homePointsCredited}`,
    })
    .where(eq(members.id, p.memberId));
  let flexi = 0;
  if (p.lotId !== null) {
    const rows = await tx
      .update(flexiLots)
      .set({ remaining: 0, expiredAt: now })
      .where(
        and(
          eq(flexiLots.id, p.lotId),
          isNull(flexiLots.expiredAt),
          sql`${flexiLots.remaining} = ${flexiLots.original}`,
        ),
      )
      .returning({ points: flexiLots.original });
    if (rows.length !== 1) {
      throw new AppError('REFUND_POINTS_SPENT', { params: { clubName: p.clubName, contact: p.clubEmail } });
    }
    flexi = rows[0]!.points;
  }
  await insertLedger(tx, [
    {
      memberId: p.memberId,
      type: 'Refund',
      homeDelta: -p.homePointsCredited,
      flexiDelta: -flexi,
      description: `${p.packageName} renewal cancelled (cooling-off), ${p.clubName}`,
      createdAt: now,
    },
  ]);
}

/**
 * The member's latest renewal that can still be cancelled online: succeeded, inside its cooling-off
 * window and not followed by another extension. (Spent points are only found out by trying: the refusal
 * then names the club's contact.)
 */
export async function findCoolingOff(db: Db, memberId: string, now = new Date()): Promise<CoolingOff> {
  const [member] = await db
    .select({ membershipExpires: members.membershipExpires })
    .from(members)
    .where(eq(members.id, memberId));
  const [p] = await findRefundable(
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
  if (!member || !p?.completedAt || !insideCoolingOff(p.completedAt, now, p.timeZone))
    return { Payment: null };
  if (!sameInstant(member.membershipExpires, p.newExpires)) return { Payment: null };
  return {
    Payment: {
      PaymentId: p.id,
      PackageName: p.packageName,
      Amount: toMajor(p.amount),
      Currency: toCurrency(p.currency as Parameters<typeof toCurrency>[0]),
      PaidAt: p.completedAt.toISOString(),
      RefundableUntil: new Date(coolingOffEnds(p.completedAt, p.timeZone).getTime() - 1).toISOString(),
      PreviousExpires: p.previousExpires ? p.previousExpires.toISOString() : null,
    },
  };
}
