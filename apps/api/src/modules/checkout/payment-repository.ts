import type { PackageTypeValue } from '@fairway/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { type PaymentPurpose, type PaymentStatus, payments } from '../../db/schema/commerce';
import type { Fulfilment } from './fulfilment';

export type PaymentRow = {
  id: string;
  memberId: string;
  idempotencyKey: string;
  clubId: number;
  bundleId: number;
  packageType: PackageTypeValue;
  purpose: PaymentPurpose;
  promoCodeId: number | null;
  amount: number;
  joinerFee: number;
  currency: string;
  status: PaymentStatus;
  gateway: string;
  gatewayRef: string | null;
  cardLast4: string | null;
  failureCode: string | null;
  newExpires: Date | null;
};

const fields = {
  id: payments.id,
  memberId: payments.memberId,
  idempotencyKey: payments.idempotencyKey,
  clubId: payments.clubId,
  bundleId: payments.bundleId,
  packageType: payments.packageType,
  purpose: payments.purpose,
  promoCodeId: payments.promoCodeId,
  amount: payments.amount,
  joinerFee: payments.joinerFee,
  currency: payments.currency,
  status: payments.status,
  gateway: payments.gateway,
  gatewayRef: payments.gatewayRef,
  cardLast4: payments.cardLast4,
  failureCode: payments.failureCode,
  newExpires: payments.newExpires,
};

export async function findPaymentByKey(
  db: DbOrTx,
  memberId: string,
  key: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select(fields)
    .from(payments)
    .where(and(eq(payments.memberId, memberId), eq(payments.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function findPayment(db: DbOrTx, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select(fields).from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

export async function insertPayment(
  tx: Tx,
  input: Omit<
    PaymentRow,
    'id' | 'status' | 'purpose' | 'gatewayRef' | 'cardLast4' | 'failureCode' | 'newExpires'
  > & {
    purpose?: PaymentPurpose;
    gateway: string;
    createdAt: Date;
  },
): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(input).returning(fields);
  return row!;
}

/**
 * Moves a payment out of an open state (pending, requires_action) once: the conditional update is what
 * makes concurrent drivers of one payment fulfil it once. Null when another driver got there first.
 */
export async function settlePayment(
  tx: Tx,
  id: string,
  from: PaymentStatus[],
  set: {
    status: PaymentStatus;
    gatewayRef?: string | null;
    cardLast4?: string | null;
    failureCode?: string | null;
    completedAt?: Date | null;
    previousExpires?: Date | null;
    newExpires?: Date | null;
  },
): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set(set)
    .where(and(eq(payments.id, id), inArray(payments.status, from)))
    .returning(fields);
  return row ?? null;
}

/** Records what fulfilment did: the renewal dates and the credits a cooling-off refund would reverse. */
export async function setPaymentExpiries(tx: Tx, id: string, expiries: Fulfilment): Promise<void> {
  await tx.update(payments).set(expiries).where(eq(payments.id, id));
}

/** The member's payments of one purpose still open (pending, or waiting for the extra step). */
export async function findOpenPayments(
  db: DbOrTx,
  memberId: string,
  purpose: PaymentPurpose,
): Promise<{ id: string; status: string }[]> {
  return db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(
      and(
        eq(payments.memberId, memberId),
        eq(payments.purpose, purpose),
        inArray(payments.status, ['pending', 'requires_action']),
      ),
    );
}

/** One of the member's payments, named by its id or by the gateway's reference; null when not theirs. */
export async function findMemberPayment(
  db: DbOrTx,
  input: { memberId: string } & ({ id: string } | { gatewayRef: string }),
) {
  const [row] = await db
    .select({
      id: payments.id,
      status: payments.status,
      packageType: payments.packageType,
      failureCode: payments.failureCode,
      completedAt: payments.completedAt,
    })
    .from(payments)
    .where(
      and(
        eq(payments.memberId, input.memberId),
        'id' in input ? eq(payments.id, input.id) : eq(payments.gatewayRef, input.gatewayRef),
      ),
    )
    .limit(1);
  return row ?? null;
}
