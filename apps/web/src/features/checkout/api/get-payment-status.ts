import type { PaymentStatusView } from '@fairway/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { isSettled, POLL_ATTEMPTS, POLL_INTERVAL_MS } from '../lib/payment-processing';

export const paymentStatusQueryKey = (paymentId: string) => ['checkout', 'payment', paymentId] as const;

export function getPaymentStatus(paymentId: string) {
  return apiRequest<PaymentStatusView>(apiPaths.paymentStatus(paymentId));
}

/**
 * One payment's state, asked again every POLL_INTERVAL_MS while the gateway confirms, at most
 * POLL_ATTEMPTS times: then the page says it is still processing instead of waiting for ever.
 */
export function usePaymentStatus(paymentId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: paymentStatusQueryKey(paymentId ?? ''),
    queryFn: () => getPaymentStatus(paymentId ?? ''),
    enabled: enabled && Boolean(paymentId),
    retry: 2,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data && isSettled(data)) return false;
      return query.state.dataUpdateCount + query.state.errorUpdateCount >= POLL_ATTEMPTS
        ? false
        : POLL_INTERVAL_MS;
    },
    refetchIntervalInBackground: true,
  });
}
