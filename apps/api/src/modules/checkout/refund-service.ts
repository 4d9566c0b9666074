import { type CoolingOff, PACKAGE_TYPES, type RefundResult } from '@fairway/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { findRenewalState, lockRenewalState, type RenewalState, restoreMembership } from '../members';
import type { PaymentGateway } from '../payments';
import { creditHome, insertLedger, takeBackLot } from '../points';
import { coolingOffEnds, insideCoolingOff, pointsUnspent } from './cooling-off';
import { toCurrency } from './mapper';
import { toMajor } from './pricing';
import {
  findLatestRenewal,
  findRefundablePayment,
  markRefunded,
  type RefundablePayment,
} from './refund-repository';

const lotOf = (p: RefundablePayment) =>
  p.lotId === null
    ? null
    : { original: p.lotOriginal ?? 0, remaining: p.lotRemaining ?? 0, expired: p.lotExpiredAt !== null };

const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** The parameters of the refusals that send the member to the club. */
const contactOf = (p: RefundablePayment) => ({ params: { clubName: p.clubName, contact: p.clubEmail } });

const currencyOf = (p: RefundablePayment) => toCurrency(p.currency as Parameters<typeof toCurrency>[0]);

function toRefundResult(p: RefundablePayment, restored: Date | null): RefundResult {
  return {
    PaymentId: p.id,
    Status: 'Refunded',
    Amount: toMajor(p.amount),
    Currency: currencyOf(p),
    MembershipExpires: restored ? restored.toISOString() : null,
    HomePointsReversed: p.homePointsCredited,
    OpenPlayPointsReversed: p.lotId === null ? 0 : (p.lotOriginal ?? 0),
  };
}

/** The cooling-off rules, in order; throws the first refusal. Reads only. */
function checkRefundable(p: RefundablePayment, member: RenewalState, now: Date): void {
  if (p.status !== 'succeeded' || p.packageType !== PACKAGE_TYPES.membership || !p.renewal) {
    throw new AppError('REFUND_NOT_RENEWAL');
  }
  if (!p.completedAt || !insideCoolingOff(p.completedAt, now, p.timeZone)) {
    throw new AppError('REFUND_WINDOW_CLOSED', contactOf(p));
  }
  if (!sameInstant(member.membershipExpires, p.newExpires))
    throw new AppError('REFUND_SUPERSEDED', contactOf(p));
  if (!pointsUnspent({ homeBalance: member.homePoints, homeCredited: p.homePointsCredited, lot: lotOf(p) })) {
    throw new AppError('REFUND_POINTS_SPENT', contactOf(p));
  }
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
    const member = await lockRenewalState(tx, input.memberId);
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    const p = await findRefundablePayment(tx, input.paymentId);
    if (!p || p.memberId !== input.memberId) throw new AppError('PAYMENT_NOT_FOUND');
    if (p.status === 'refunded') {
      if (p.refundKey === input.idempotencyKey) return toRefundResult(p, member.membershipExpires);
      throw new AppError('PAYMENT_ALREADY_REFUNDED');
    }
    checkRefundable(p, member, now);

    const refund =
      p.amount > 0 && p.gatewayRef
        ? await gateway
            .refund({ reference: p.gatewayRef, amount: p.amount, idempotencyKey: `refund_${p.id}` })
            .catch(() => {
              throw new AppError('TRY_AGAIN');
            })
        : { reference: `free_refund_${p.id}` };

    await reverse(tx, p, now);
    const marked = await markRefunded(tx, p.id, {
      refundedAt: now,
      refundRef: refund.reference,
      refundKey: input.idempotencyKey,
    });
    // Unreachable while the member lock is held; a guard, not a path.
    if (!marked) throw new AppError('PAYMENT_ALREADY_REFUNDED');
    return toRefundResult(p, p.previousExpires);
  });
}

/** Takes back what the renewal gave: renewal date, package, Home points, its untouched Open Play lot. */
async function reverse(tx: Tx, p: RefundablePayment, now: Date): Promise<void> {
  await restoreMembership(tx, p.memberId, {
    membershipExpires: p.previousExpires,
    previous: p.previousMembership,
  });
  if (p.homePointsCredited !== 0) await creditHome(tx, p.memberId, -p.homePointsCredited);
  let flexi = 0;
  if (p.lotId !== null) {
    const points = await takeBackLot(tx, p.lotId, now);
    // Checked under the lock already: a guard, not a path.
    if (points === null) throw new AppError('REFUND_POINTS_SPENT', contactOf(p));
    flexi = points;
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
  const [member, p] = await Promise.all([findRenewalState(db, memberId), findLatestRenewal(db, memberId)]);
  if (!member || !p?.completedAt || !insideCoolingOff(p.completedAt, now, p.timeZone))
    return { Payment: null };
  if (!sameInstant(member.membershipExpires, p.newExpires)) return { Payment: null };
  return {
    Payment: {
      PaymentId: p.id,
      PackageName: p.packageName,
      Amount: toMajor(p.amount),
      Currency: currencyOf(p),
      PaidAt: p.completedAt.toISOString(),
      RefundableUntil: new Date(coolingOffEnds(p.completedAt, p.timeZone).getTime() - 1).toISOString(),
      PreviousExpires: p.previousExpires ? p.previousExpires.toISOString() : null,
    },
  };
}
