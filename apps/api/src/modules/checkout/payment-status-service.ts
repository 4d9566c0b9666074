import {
  PACKAGE_TYPES,
  PAYMENT_FAILURE_CODES,
  type PaymentFailureCode,
  type PaymentStatusView,
} from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import type { PaymentStatus } from '../../db/schema/commerce';
import { AppError } from '../../lib/app-error';
import { hasLedgerEntry } from '../points';
import { findMemberPayment } from './payment-repository';

const STATUS: Record<PaymentStatus, PaymentStatusView['Status']> = {
  pending: 'Pending',
  requires_action: 'RequiresAction',
  succeeded: 'Succeeded',
  failed: 'Failed',
  canceled: 'Failed',
  // Paid and fulfilled, later refunded in its cooling-off window: the payment itself went through.
  refunded: 'Succeeded',
};

const GATEWAY_FAILURES: Record<string, PaymentFailureCode> = {
  card_declined: 'CARD_DECLINED',
  insufficient_funds: 'INSUFFICIENT_FUNDS',
  invalid_card: 'CARD_INVALID',
};

/**
 * Where one of the member's payments stands (for /PaymentProcessing). The payment is named by its id or
 * by the gateway's reference; someone else's payment is as unknown as a payment that does not exist.
 */
export async function paymentStatus(
  db: DbOrTx,
  input: { memberId: string; paymentId: string },
): Promise<PaymentStatusView> {
  const byId = !input.paymentId.startsWith('pi_');
  const row = await findMemberPayment(db, {
    memberId: input.memberId,
    ...(byId ? { id: input.paymentId } : { gatewayRef: input.paymentId }),
  });
  if (!row) throw new AppError('PAYMENT_NOT_FOUND');
  const status = STATUS[row.status];
  return {
    PaymentId: row.id,
    Status: status,
    PackageType: row.packageType,
    FirstPayment: row.status === 'succeeded' && (await wasFirstPayment(db, input.memberId, row)),
    FailureCode: status === 'Failed' ? failureCode(row.status, row.failureCode) : null,
  };
}

function failureCode(status: PaymentStatus, code: string | null): PaymentFailureCode {
  if (status === 'canceled') return 'PAYMENT_CANCELED';
  if (code && (PAYMENT_FAILURE_CODES as readonly string[]).includes(code)) return code as PaymentFailureCode;
  return GATEWAY_FAILURES[code ?? ''] ?? 'CARD_DECLINED';
}

/**
 * A membership payment was the first when its fulfilment wrote the `New Customer` ledger row: the one
 * written, in the same transaction and at the same instant, for a member whose first payment was not done.
 */
async function wasFirstPayment(
  db: DbOrTx,
  memberId: string,
  row: { packageType: number; completedAt: Date | null },
): Promise<boolean> {
  if (row.packageType !== PACKAGE_TYPES.membership || !row.completedAt) return false;
  return hasLedgerEntry(db, { memberId, type: 'New Customer', at: row.completedAt });
}
