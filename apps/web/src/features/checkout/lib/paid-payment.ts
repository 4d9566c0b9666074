import type { PaymentStatusView } from '@fairway/contracts';
import { PACKAGE_TYPES } from '@fairway/contracts/constants';

/** Which confirmation page a payment belongs to. */
export type ConfirmationKind = 'welcome' | 'renewal' | 'topup';

/** A settled payment of this member is what the page confirms: the first membership, a renewal, a top-up. */
export function confirms(kind: ConfirmationKind, status: PaymentStatusView): boolean {
  if (status.Status !== 'Succeeded') return false;
  const membership = status.PackageType === PACKAGE_TYPES.membership;
  if (kind === 'topup') return !membership;
  return membership && status.FirstPayment === (kind === 'welcome');
}

/** The payment a confirmation page was sent with (router state), or null when it was reached any other way. */
export function paidPaymentId(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('paymentId' in state)) return null;
  const id = (state as { paymentId: unknown }).paymentId;
  return typeof id === 'string' && id.length > 0 && id.length <= 255 ? id : null;
}
