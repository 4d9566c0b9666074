import type { CoolingOff, RefundResult } from '@fairway/contracts';
import { IDEMPOTENCY_HEADER } from '@fairway/contracts/constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { memberSummaryQueryKey, pointsQueryKey } from '../../members';
import { packagesQueryKeyRoot } from './get-packages';

export const coolingOffQueryKey = ['checkout', 'cooling-off'] as const;

export function coolingOffQueryOptions() {
  return queryOptions({
    queryKey: coolingOffQueryKey,
    queryFn: () => apiRequest<CoolingOff>(apiPaths.coolingOff()),
  });
}

/** The member's latest renewal still inside its 14-day cooling-off window (Payment null when none). */
export function useCoolingOff() {
  return useQuery(coolingOffQueryOptions());
}

export interface RefundRenewalInput {
  paymentId: string;
  /** One key per attempt, reused when that attempt is retried: a retry never refunds twice. */
  idempotencyKey: string;
}

export function refundRenewal({ paymentId, idempotencyKey }: RefundRenewalInput) {
  return apiRequest<RefundResult>(apiPaths.refundPayment(paymentId), {
    method: 'POST',
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** A cancelled renewal changes the renewal date, the balances, the prices and the window itself. */
export function useRefundRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundRenewal,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberSummaryQueryKey }),
        queryClient.invalidateQueries({ queryKey: pointsQueryKey }),
        queryClient.invalidateQueries({ queryKey: coolingOffQueryKey }),
        queryClient.invalidateQueries({ queryKey: packagesQueryKeyRoot }),
      ]),
  });
}
