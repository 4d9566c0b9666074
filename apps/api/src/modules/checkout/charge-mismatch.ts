import type { GatewayEvent } from '../payments';
import type { PaymentRow } from './payment-repository';

/** Whether a success event's charge differs from the payment's; a missing amount or currency differs. */
export function chargeMismatch(
  event: GatewayEvent,
  payment: Pick<PaymentRow, 'amount' | 'currency'>,
): 'amount_mismatch' | 'currency_mismatch' | null {
  if (event.amount !== payment.amount) return 'amount_mismatch';
  if (event.currency?.toUpperCase() !== payment.currency.toUpperCase()) return 'currency_mismatch';
  return null;
}
