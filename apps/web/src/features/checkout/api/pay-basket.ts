import type { PaymentResult, PayRequest } from '@fairway/contracts';
import { IDEMPOTENCY_HEADER } from '@fairway/contracts/constants';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { memberSummaryQueryKey, pointsQueryKey } from '../../members';
import { basketQueryKey } from './get-basket';
import { packagesQueryKeyRoot } from './get-packages';

export interface PayBasketInput {
  payment: PayRequest;
  /** One key per attempt, reused when that attempt is retried: a retry never charges twice. */
  idempotencyKey: string;
  /** Another endpoint taking the same card request (paying arrears); the basket's by default. */
  path?: string;
}

export function payBasket({ payment, idempotencyKey, path }: PayBasketInput) {
  return apiRequest<PaymentResult>(path ?? apiPaths.pay(), {
    method: 'POST',
    body: payment,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** A paid basket changes the membership, the balances, the basket and the prices (joiner fee). */
export async function invalidateAfterPayment(
  queryClient: QueryClient,
  result: Pick<PaymentResult, 'Status'>,
) {
  if (result.Status !== 'Succeeded') return;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: memberSummaryQueryKey }),
    queryClient.invalidateQueries({ queryKey: pointsQueryKey }),
    queryClient.invalidateQueries({ queryKey: basketQueryKey }),
    queryClient.invalidateQueries({ queryKey: packagesQueryKeyRoot }),
  ]);
}

export function usePayBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payBasket,
    onSuccess: (result) => {
      // Not awaited: the refetched basket is empty, so the form that paid unmounts when it arrives, and a
      // mutation whose observer has gone never calls the caller's onSuccess (the way on to the next page).
      void invalidateAfterPayment(queryClient, result);
    },
  });
}
