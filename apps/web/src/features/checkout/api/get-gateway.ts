import type { CheckoutGateway } from '@fairway/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export const checkoutGatewayQueryKey = ['checkout', 'gateway'] as const;

export function getCheckoutGateway() {
  return apiRequest<CheckoutGateway>(apiPaths.checkoutGateway());
}

/** Which card form to show (the sandbox's or Stripe Elements): fixed for the server's lifetime. */
export function useCheckoutGateway() {
  return useQuery({
    queryKey: checkoutGatewayQueryKey,
    queryFn: getCheckoutGateway,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
