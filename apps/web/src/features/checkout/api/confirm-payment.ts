import type { PaymentResult } from '@fairway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { invalidateAfterPayment } from './pay-basket';

/** After the card's extra authentication step: settles a RequiresAction payment. */
export function confirmPayment(paymentId: string) {
  return apiRequest<PaymentResult>(apiPaths.confirmPayment(paymentId), { method: 'POST' });
}

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    // Not awaited, as when paying (pay-basket.ts): the caller's onSuccess must run before the emptied basket
    // unmounts the authentication step.
    onSuccess: (result) => {
      void invalidateAfterPayment(queryClient, result);
    },
  });
}
