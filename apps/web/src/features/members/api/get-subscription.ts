import type { Subscription } from '@fairway/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export const subscriptionQueryKey = ['payment', 'subscription'] as const;

/** The member's subscription: status, package, next renewal date, amount, saved card. */
export function useSubscription(enabled = true) {
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: () => apiRequest<Subscription>(apiPaths.subscription()),
    enabled,
  });
}
