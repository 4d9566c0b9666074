import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { GatewayOutcome, PaymentGateway, PaymentMethodInput } from '../payments';
import type { PaymentRow } from './payment-repository';
import { payerFor } from './saved-method-repository';

/**
 * The charge step of every card payment (basket, arrears): a claimed payment charged through the gateway,
 * keyed by its id, outside any transaction; nothing to charge succeeds at once. A gateway that cannot be
 * reached leaves the payment pending (`TRY_AGAIN`): a retry with the same key asks the gateway again,
 * which never charges a key twice.
 */
export async function chargePayment(
  db: Db,
  gateway: PaymentGateway,
  input: {
    payment: PaymentRow;
    method: PaymentMethodInput;
    memberId: string;
    saveMethod?: boolean;
    description: string;
  },
): Promise<GatewayOutcome> {
  const { payment } = input;
  if (payment.amount === 0) return { status: 'succeeded', reference: `free_${payment.id}`, last4: null };
  return gateway
    .createPayment({
      amount: payment.amount,
      currency: payment.currency,
      idempotencyKey: payment.id,
      method: input.method,
      description: input.description,
      ...(input.saveMethod
        ? { saveMethod: true, payer: await payerFor(db, input.memberId, gateway.name) }
        : {}),
    })
    .catch(() => {
      throw new AppError('TRY_AGAIN');
    });
}
